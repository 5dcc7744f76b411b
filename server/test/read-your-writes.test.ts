import { DraftEventEntity } from '@frontdoor/data';
import { setField, yDocToSiteDocument, type SiteDocument } from '@frontdoor/shared';
import { eventually, type CollabClient } from './support/collab-client.js';
import { HttpClient } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';
import { sharedDraft, startTwoInstances, type TwoInstances } from './support/two-instances.js';

/**
 * Issue 38, item 4 (read your writes): a draft read through the API (GET /api/websites/{id})
 * reflects every edit a server has acknowledged, on any instance, without waiting for the
 * projection (Hocuspocus' store debounce: 5 s after the last keystroke, up to 30 s while typing).
 * Who may read it is unchanged.
 */

let cluster: TwoInstances;

beforeAll(async () => {
  cluster = await startTwoInstances({ AUTH_SECRET: 'read-your-writes-secret-0123456789abcdefgh' });
});

afterEach(() => cluster.closeClients());

afterAll(async () => {
  await cluster?.stop();
});

const A = 0;
const B = 1;
const base = (server: number) => cluster.servers[server]!.base;

function apiAs(token: string, server: number): HttpClient {
  const client = new HttpClient(base(server));
  client.accessToken = token;
  return client;
}

const headingOf = (document: SiteDocument, sectionId: string) => (document.sections.find((section) => section.id === sectionId) as { heading?: string }).heading;

/** Resolves once the server has acknowledged every change the tab sent (Hocuspocus' sync status). */
const acknowledged = (tab: CollabClient) => eventually(() => !tab.provider.hasUnsyncedChanges, 'the server to acknowledge the edit');

const projectedHeading = async (draftId: string, sectionId: string) => headingOf((await cluster.store.storedDocument(draftId)) as SiteDocument, sectionId);

const storedYjsUpdates = (draftId: string) => cluster.db.manager.countBy(DraftEventEntity, { draftId, kind: 'yjs-update' });

async function typed(tag: string) {
  const draft = await sharedDraft(cluster, tag);
  const tab = cluster.open(draft.id, draft.owner.accessToken, A);
  await tab.synced;
  const introId = yDocToSiteDocument(tab.doc).sections.find((section) => section.type === 'Introduction')!.id;
  const before = headingOf(draft.document, introId);
  return { ...draft, tab, introId, before };
}

it('an acknowledged edit is in GET /api/websites/{id} at once on the instance that holds the live document', async () => {
  const { id, owner, guest, tab, introId, before } = await typed('same-instance');
  expect(setField(tab.doc, ['sections', introId, 'heading'], 'Typed a moment ago')).toEqual({ ok: true });
  await acknowledged(tab);

  const read = await apiAs(owner.accessToken, A).get(`/api/websites/${id}`);
  expect(read.status).toBe(200);
  expect(headingOf(read.body.document, introId)).toBe('Typed a moment ago');
  // Read before the projection caught up (it follows the 5 s store debounce).
  expect(await projectedHeading(id, introId)).toBe(before);
  // A guest editor reads the same document.
  expect(headingOf((await apiAs(guest.accessToken, A).get(`/api/websites/${id}`)).body.document, introId)).toBe('Typed a moment ago');
});

it('on a second instance that does not hold the draft: the stored events after the projection are read', async () => {
  const { id, owner, tab, introId, before } = await typed('other-instance');
  setField(tab.doc, ['sections', introId, 'heading'], 'Typed on instance A');
  await acknowledged(tab);
  // The edit is appended within tens of milliseconds of the acknowledgement, the projection not yet.
  await eventually(async () => (await storedYjsUpdates(id)) > 0, 'the edit to be stored');
  expect(await projectedHeading(id, introId)).toBe(before);

  const read = await apiAs(owner.accessToken, B).get(`/api/websites/${id}`);
  expect(read.status).toBe(200);
  expect(headingOf(read.body.document, introId)).toBe('Typed on instance A');
  expect(read.body.document).toEqual(yDocToSiteDocument(tab.doc));
  expect(await projectedHeading(id, introId)).toBe(before);
});

it('on a second instance that holds the draft too (relayed through Redis): its live document is read', async () => {
  const { id, owner, tab, introId } = await typed('both-instances');
  const onB = cluster.open(id, owner.accessToken, B);
  await onB.synced;
  setField(tab.doc, ['sections', introId, 'heading'], 'Typed next door');
  await acknowledged(tab);
  await eventually(() => headingOf(yDocToSiteDocument(onB.doc), introId) === 'Typed next door', 'the edit to reach B');
  const read = await apiAs(owner.accessToken, B).get(`/api/websites/${id}`);
  expect(headingOf(read.body.document, introId)).toBe('Typed next door');
});

it('who may read it is unchanged: a stranger, a guest whose access was removed and an ended session get the same errors', async () => {
  const { id, owner, guest, tab, introId } = await typed('access');
  setField(tab.doc, ['sections', introId, 'heading'], 'Not for strangers');
  await acknowledged(tab);
  const stranger = (await signInByCode(base(A), 'stranger-access@example.com')).session;
  for (const server of [A, B]) {
    const answer = await apiAs(stranger.accessToken, server).get(`/api/websites/${id}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('website_not_found');
    expect(JSON.stringify(answer.body)).not.toContain('Not for strangers');
  }
  await cluster.db.query(`DELETE FROM website_invites WHERE website_id = $1 AND invited_user_id = $2`, [id, guest.user.id]);
  const removed = await apiAs(guest.accessToken, B).get(`/api/websites/${id}`);
  expect(removed.status).toBe(404);
  expect(removed.body.error.code).toBe('website_not_found');

  const signedIn = await signInByCode(base(A), owner.user.email);
  expect((await signedIn.client.get(`/api/websites/${id}`)).status).toBe(200);
  expect((await signedIn.client.post('/api/auth/logout')).status).toBe(204);
  for (const server of [A, B]) {
    const ended = await apiAs(signedIn.session.accessToken, server).get(`/api/websites/${id}`);
    expect(ended.status).toBe(401);
    expect(JSON.stringify(ended.body)).not.toContain('Not for strangers');
  }
});
