import { randomUUID } from 'node:crypto';
import { addSection, errorBodySchema, patchSiteDocument, setField, yDocToSiteDocument, type DraftVersion, type SiteDocument } from '@frontdoor/shared';
import { eventually, type CollabClient } from './support/collab-client.js';
import { signInByCode } from './support/sign-in.js';
import { sharedDraft, startTwoInstances, type TwoInstances } from './support/two-instances.js';

// POST /api/websites/{id}/versions/{sequence}/restore (issue 26): the designer applies the
// version itself as one undoable step and then calls it; the server records the `restored`
// version and writes nothing of its own when the live document already equals it (no section is
// inserted twice), on the tab's instance or another. Called alone (an API call) it still rewrites
// the live document. Only the holder of edit control may restore: a watcher is refused, another
// user is answered as for a missing website.

let instances: TwoInstances;

beforeAll(async () => {
  instances = await startTwoInstances({ AUTH_SECRET: 'restore-version-test-secret-0123456789abc' });
});
afterEach(() => instances.closeClients());
afterAll(() => instances?.stop());

const restore = (id: string, sequence: number | string, token?: string, server = 0) =>
  fetch(`${instances.servers[server]!.base}/api/websites/${id}/versions/${sequence}/restore`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

const versions = async (id: string, token: string): Promise<DraftVersion[]> =>
  (await fetch(`${instances.servers[0]!.base}/api/websites/${id}/versions`, { headers: { Authorization: `Bearer ${token}` } })).json() as Promise<DraftVersion[]>;

const updatesStored = async (id: string) => (await instances.store.events(id)).filter((event) => event.kind === 'yjs-update').length;

/** The tab's unsaved work: a new heading and a new section (so the sections array differs from the version's). */
function unsavedWork(tab: CollabClient) {
  const introId = yDocToSiteDocument(tab.doc).sections.find((section) => section.type === 'Introduction')!.id;
  expect(setField(tab.doc, ['sections', introId, 'heading'], 'Unsaved heading')).toEqual({ ok: true });
  expect(addSection(tab.doc, 'Video', { id: randomUUID(), index: 2, context: { businessName: 'Harbor Dental' } })).toMatchObject({ ok: true });
}

const acknowledged = (tab: CollabClient) => eventually(() => !tab.provider.hasUnsyncedChanges, 'the server to acknowledge the tab’s changes');

it.each([
  ['on the tab’s instance', 0],
  ['on another instance', 1],
])('records the version a tab restored itself %s, inserting nothing a second time', async (_name, server) => {
  const { id, document, owner } = await sharedDraft(instances, `self-${server}`);
  const tab = instances.open(id, owner.accessToken, 0);
  const elsewhere = instances.open(id, owner.accessToken, 1);
  await Promise.all([tab.synced, elsewhere.synced]);
  unsavedWork(tab);
  await acknowledged(tab);
  await eventually(() => yDocToSiteDocument(elsewhere.doc).sections.length === document.sections.length + 1, 'the other instance to see the new section');
  const [created] = (await versions(id, owner.accessToken)).filter((version) => version.kind === 'created');

  // As the designer does: the version in one local transaction, then the endpoint once the server has it.
  patchSiteDocument(tab.doc, document);
  await acknowledged(tab);
  if (server === 0)
    await eventually(async () => JSON.stringify((await instances.store.load(id))!.document) === JSON.stringify(document), 'the tab’s update to be stored');
  const before = await updatesStored(id);
  const response = await restore(id, created!.sequence, owner.accessToken, server);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ kind: 'restored', restoredFrom: created!.sequence, restoredFromAt: created!.at, by: owner.user.email });

  for (const client of [tab, elsewhere]) expect(yDocToSiteDocument(client.doc)).toEqual(document);
  await eventually(async () => JSON.stringify((await instances.store.load(id))!.document) === JSON.stringify(document), 'the stored draft to be the version');
  if (server === 0) {
    // On the tab's instance the live document already equals the version: the server wrote nothing.
    expect(await updatesStored(id)).toBe(before);
  }
  const [latest] = await versions(id, owner.accessToken);
  expect(latest).toMatchObject({ kind: 'restored', restoredFrom: created!.sequence, restoredFromAt: created!.at, by: owner.user.email });
});

it('rewrites the live document when called alone, and every open tab sees it', async () => {
  const { id, document, owner } = await sharedDraft(instances, 'alone');
  const tab = instances.open(id, owner.accessToken, 0);
  const elsewhere = instances.open(id, owner.accessToken, 1);
  await Promise.all([tab.synced, elsewhere.synced]);
  unsavedWork(tab);
  await acknowledged(tab);
  const [created] = await versions(id, owner.accessToken);
  const response = await restore(id, created!.sequence, owner.accessToken, 0);
  expect(response.status).toBe(200);
  const equals = (client: CollabClient, want: SiteDocument) => JSON.stringify(yDocToSiteDocument(client.doc)) === JSON.stringify(want);
  await eventually(() => equals(tab, document) && equals(elsewhere, document), 'every tab to see the restored version');
});

it('refuses a watcher (edit control held by another), another user, an anonymous caller and a crafted version', async () => {
  const { id, document, owner, guest } = await sharedDraft(instances, 'refuse');
  const ownerTab = instances.open(id, owner.accessToken, 0);
  const guestTab = instances.open(id, guest.accessToken, 1);
  await Promise.all([ownerTab.synced, guestTab.synced]);
  unsavedWork(ownerTab);
  await acknowledged(ownerTab);
  const live = await eventually(() => {
    const seen = yDocToSiteDocument(guestTab.doc);
    return seen.sections.length === document.sections.length + 1 ? seen : null;
  }, 'the guest to watch the owner’s work');
  const [created] = await versions(id, owner.accessToken);
  // Acknowledged is not yet stored: the instance batches its writes, so count once the store has the work.
  await eventually(async () => JSON.stringify((await instances.store.load(id))!.document) === JSON.stringify(live), 'the owner’s work to be stored');
  const eventsBefore = (await instances.store.events(id)).length;

  // The guest watches while the owner edits: refused with the spec's message, and nothing changes.
  for (const server of [0, 1]) {
    const watcher = await restore(id, created!.sequence, guest.accessToken, server);
    expect(watcher.status).toBe(409);
    expect(errorBodySchema.parse(await watcher.json()).error.message).toBe('Someone else is editing this website. Take edit control first.');
  }
  // Someone with no access is answered as for a missing website; no token, as signed out.
  const stranger = await signInByCode(instances.servers[0]!.base, 'restore-stranger@example.com');
  const refused = await restore(id, created!.sequence, stranger.session.accessToken);
  expect(refused.status).toBe(404);
  expect(errorBodySchema.parse(await refused.json()).error.message).toBe('No website at this link');
  expect((await restore(id, created!.sequence)).status).toBe(401);
  // A sequence that is not a version (an edit's), one of another draft, and one that is not a number.
  const edit = (await instances.store.events(id)).find((event) => event.kind === 'yjs-update')!;
  const other = await sharedDraft(instances, 'refuse-other');
  for (const sequence of [String(edit.sequence), '99999', 'abc', '1e3']) expect((await restore(id, sequence, owner.accessToken)).status).toBe(404);
  expect((await restore(other.id, created!.sequence, owner.accessToken)).status).toBe(404);

  expect((await instances.store.events(id)).length).toBe(eventsBefore);
  expect(yDocToSiteDocument(ownerTab.doc)).toEqual(live);
  expect(yDocToSiteDocument(guestTab.doc)).toEqual(live);
});
