import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, INVITE_MESSAGES, mayDo, type WebsiteRelation } from '@frontdoor/shared';
import { DraftEventStore } from '../src/drafts/draft-event-store.js';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient, waitForMail } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';

// Guest editors (issue 9): every invite rule of spec §4 and limit of §6/§9, through the HTTP API
// with the real server, worker (emails), PostgreSQL and Redis; and every invite, owner,
// edit-control and website route called as owner, accepted guest, pending guest, other user and
// anonymous, each answer checked against the one access rule of shared/ (spec §6).

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let db: DataSource;
let store: DraftEventStore;

beforeAll(async () => {
  running = await startAppWithWorker();
  db = running.app.get(DataSource);
  store = new DraftEventStore(db);
});
afterAll(() => running?.stop());

let counter = 0;
const email = (what: string) => `${what}-${++counter}@example.com`;

async function owner(tag: string) {
  const { client, session } = await signInByCode(running.base, email(`owner-${tag}`));
  const id = randomUUID();
  await store.createDraft({ userId: session.user.id, document: createDefaultSiteDocument({ id, businessName: 'Harbor Dental' }) });
  return { client, session, id };
}

const invite = (client: HttpClient, websiteId: string, invitedUserEmail: string) => client.post('/api/invite/create', { invitedUserEmail, websiteId, role: 'Collaborator' });
const inviteLink = async (to: string, since: string) => {
  const mail = await waitForMail(running.base, to, (m) => m.subject.startsWith('You are invited to edit') && m.createdAt >= since);
  return /invite\/accept\?id=([0-9a-f-]{36})/.exec(mail.text)![1]!;
};

it('creates an invite with an emailed accept link; accepting needs the invited address; the guest then edits but cannot manage or delete', async () => {
  const { client: ownerClient, session: ownerSession, id } = await owner('flow');
  const guestEmail = email('guest');
  const since = new Date().toISOString();
  const created = await invite(ownerClient, id, guestEmail.toUpperCase());
  expect(created.status).toBe(200);
  expect(created.body).toMatchObject({ outcome: 'created', invite: { invitedUserEmail: guestEmail, state: 'Pending', role: 'Collaborator' } });
  const inviteId = await inviteLink(guestEmail, since);
  expect(inviteId).toBe(created.body.invite.id);

  // Another account cannot accept it; the invited one can.
  const { client: stranger } = await signInByCode(running.base, email('stranger'));
  const wrong = await stranger.post(`/api/invite/accept/${inviteId}`);
  expect(wrong.status).toBe(403);
  expect(wrong.body.error.message).toBe(INVITE_MESSAGES.invite_wrong_account);
  const { client: guest } = await signInByCode(running.base, guestEmail);
  expect((await guest.post(`/api/invite/accept/${inviteId}`)).body).toEqual({ websiteId: id });
  expect((await guest.post(`/api/invite/accept/${inviteId}`)).status).toBe(200); // idempotent

  expect((await guest.get(`/api/websites/${id}`)).status).toBe(200);
  expect((await guest.get(`/api/websites/${id}/owner`)).body).toEqual({ email: ownerSession.user.email });
  expect((await guest.get('/api/shared-websites')).body.map((w: { draftId: string }) => w.draftId)).toEqual([id]);
  expect((await guest.request('DELETE', `/api/websites/${id}`)).status).toBe(403);
  expect((await invite(guest, id, email('friend'))).status).toBe(403);
  expect((await ownerClient.get(`/api/websites/${id}/invites`)).body).toMatchObject([{ id: inviteId, state: 'Accepted' }]);

  // Accepted: adding again does nothing. The owner removes the guest: access is gone.
  expect((await invite(ownerClient, id, guestEmail)).body.outcome).toBe('already-accepted');
  expect((await ownerClient.request('DELETE', `/api/invite/delete/${inviteId}`)).status).toBe(204);
  expect((await guest.get(`/api/websites/${id}`)).status).toBe(404);
  expect((await guest.get('/api/shared-websites')).body).toEqual([]);
});

it("ignores the owner's own email, resends a pending invite, and recreates an expired one", async () => {
  const { client, session, id } = await owner('rules');
  expect((await invite(client, id, ` ${session.user.email.toUpperCase()} `)).body).toEqual({ outcome: 'ignored-own-email', invite: null });
  expect((await invite(client, id, 'not-an-email')).status).toBe(400);

  const guestEmail = email('pending');
  const first = await invite(client, id, guestEmail);
  const since = new Date().toISOString();
  const again = await invite(client, id, guestEmail);
  expect(again.body).toMatchObject({ outcome: 'resent', invite: { id: first.body.invite.id, state: 'Pending' } });
  await inviteLink(guestEmail, since);
  const resentSince = new Date().toISOString();
  expect((await client.post(`/api/invite/resend/${first.body.invite.id}`)).status).toBe(204);
  await inviteLink(guestEmail, resentSince);

  // Seven days later it has expired: accepting is refused, adding again recreates it.
  await db.query(`UPDATE website_invites SET created_at = now() - interval '8 days' WHERE id = $1`, [first.body.invite.id]);
  const { client: guest } = await signInByCode(running.base, guestEmail);
  const expired = await guest.post(`/api/invite/accept/${first.body.invite.id}`);
  expect(expired.status).toBe(410);
  expect(expired.body.error.message).toBe(INVITE_MESSAGES.invite_invalid);
  expect((await client.post(`/api/invite/resend/${first.body.invite.id}`)).status).toBe(410);
  const recreated = await invite(client, id, guestEmail);
  expect(recreated.body).toMatchObject({ outcome: 'recreated', invite: { state: 'Pending' } });
  expect(recreated.body.invite.id).not.toBe(first.body.invite.id);
  expect((await guest.post(`/api/invite/accept/${first.body.invite.id}`)).status).toBe(404);
  expect((await guest.post(`/api/invite/accept/${recreated.body.invite.id}`)).status).toBe(200);
});

it('lets a guest leave, and refuses a sixth shared website', async () => {
  const guestEmail = email('popular');
  const { client: guest } = await signInByCode(running.base, guestEmail);
  const sites: { id: string; inviteId: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const { client, id } = await owner(`many-${i}`);
    sites.push({ id, inviteId: (await invite(client, id, guestEmail)).body.invite.id });
  }
  for (const site of sites.slice(0, 5)) expect((await guest.post(`/api/invite/accept/${site.inviteId}`)).status).toBe(200);
  const sixth = await guest.post(`/api/invite/accept/${sites[5]!.inviteId}`);
  expect(sixth.status).toBe(403);
  expect(sixth.body.error.message).toBe(INVITE_MESSAGES.invite_limit);
  // Leaving one makes room.
  expect((await guest.request('DELETE', `/api/invite/delete/${sites[0]!.inviteId}`)).status).toBe(204);
  expect((await guest.get(`/api/websites/${sites[0]!.id}`)).status).toBe(404);
  expect((await guest.post(`/api/invite/accept/${sites[5]!.inviteId}`)).status).toBe(200);
});

it('holds an owner to 20 accepted editors across their websites', async () => {
  const { client, session, id } = await owner('twenty');
  // Twenty accepted editors, written directly (each would otherwise need its own sign-in).
  for (let i = 0; i < 20; i++) {
    const [user] = await db.query(`INSERT INTO users (email, email_verified, providers) VALUES ($1, true, '{test}') RETURNING id`, [email('editor')]);
    await db.query('INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)', [`e${i}-${session.user.id}@example.com`, user.id, id]);
  }
  const refused = await invite(client, id, email('twenty-first'));
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toContain('maximum of 20 editors');
});

describe('every website route answers each role as spec §6 says', () => {
  type Caller = Exclude<WebsiteRelation, 'none'> | 'other' | 'anonymous';
  const routes: { name: string; action: Parameters<typeof mayDo>[1]; call: (client: HttpClient, ids: { id: string; inviteId: string }) => Promise<{ status: number }>; ok: number[] }[] = [
    { name: 'GET /api/websites/:id', action: 'open', call: (c, { id }) => c.get(`/api/websites/${id}`), ok: [200] },
    { name: 'GET /api/websites/:id/owner', action: 'read-owner-email', call: (c, { id }) => c.get(`/api/websites/${id}/owner`), ok: [200] },
    { name: 'GET /api/websites/:id/invites', action: 'list-editors', call: (c, { id }) => c.get(`/api/websites/${id}/invites`), ok: [200] },
    { name: 'GET /api/websites/:id/versions', action: 'view-history', call: (c, { id }) => c.get(`/api/websites/${id}/versions`), ok: [200] },
    { name: 'POST /api/invite/create', action: 'manage-invites', call: (c, { id }) => c.post('/api/invite/create', { invitedUserEmail: `x-${randomUUID()}@example.com`, websiteId: id }), ok: [200] },
    { name: 'POST /api/invite/resend/:id', action: 'manage-invites', call: (c, { inviteId }) => c.post(`/api/invite/resend/${inviteId}`), ok: [204] },
    { name: 'POST /api/websites/:id/publish (new address)', action: 'publish-new-address', call: (c, { id }) => c.post(`/api/websites/${id}/publish`, { handle: `site-${randomUUID().slice(0, 8)}` }), ok: [200] },
    { name: 'POST /api/websites/:id/export-contacts', action: 'export-contacts', call: (c, { id }) => c.post(`/api/websites/${id}/export-contacts`), ok: [200, 202] },
    { name: 'POST /api/websites/:id/edit-control', action: 'take-edit-control', call: (c, { id }) => c.post(`/api/websites/${id}/edit-control`), ok: [200] },
    { name: 'POST /api/websites/:id/publish (current address)', action: 'publish', call: async (c, { id }) => {
      await db.query(`UPDATE draft_websites SET handle = $2 WHERE id = $1`, [id, `cur-${id.slice(0, 8)}`]);
      return c.post(`/api/websites/${id}/publish`, { handle: `cur-${id.slice(0, 8)}` });
    }, ok: [200] },
    { name: 'POST /api/websites/:id/rewrite', action: 'edit-content', call: (c, { id }) => c.post(`/api/websites/${id}/rewrite`, { text: 'We cut hair well.', maxLength: 40, purpose: 'body' }), ok: [200] },
    { name: 'GET /api/websites/:id/versions/:sequence', action: 'view-history', call: (c, { id }) => c.get(`/api/websites/${id}/versions/1`), ok: [200] },
    { name: 'DELETE /api/invite/delete/:id (another editor)', action: 'manage-invites', call: (c, { inviteId }) => c.request('DELETE', `/api/invite/delete/${inviteId}`), ok: [204] },
    { name: 'DELETE /api/websites/:id', action: 'delete-website', call: (c, { id }) => c.request('DELETE', `/api/websites/${id}`), ok: [200, 204] },
  ];
  const callers: Caller[] = ['owner', 'guest', 'pending-guest', 'other', 'anonymous'];
  // One account per caller (sign-ins are rate-limited per address), a fresh website per call.
  let people: Record<Exclude<Caller, 'anonymous'>, { client: HttpClient; userId: string; email: string }>;
  beforeAll(async () => {
    const signed = async (what: string) => {
      const address = email(what);
      const { client, session } = await signInByCode(running.base, address);
      return { client, userId: session.user.id, email: address };
    };
    people = { owner: await signed('matrix-owner'), guest: await signed('matrix-guest'), 'pending-guest': await signed('matrix-pending'), other: await signed('matrix-other') };
  });

  async function website() {
    const id = randomUUID();
    await store.createDraft({ userId: people.owner.userId, document: createDefaultSiteDocument({ id, businessName: 'Matrix Dental' }) });
    // Invites written directly: the invite calls themselves are tested above (and rate-limited).
    await db.query('INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)', [people.guest.email, people.guest.userId, id]);
    const [pending] = await db.query('INSERT INTO website_invites (invited_user_email, website_id) VALUES ($1, $2) RETURNING id', [people['pending-guest'].email, id]);
    return { id, inviteId: pending.id as string };
  }

  it.each(callers)('as %s', async (caller) => {
    for (const route of routes) {
      const ids = await website();
      // Leave room under the 5 shared websites of the guest: the previous website is deleted.
      const client = caller === 'anonymous' ? new HttpClient(running.base) : people[caller].client;
      const { status } = await route.call(client, ids);
      const relation: WebsiteRelation = caller === 'other' || caller === 'anonymous' ? 'none' : caller;
      const expected = caller === 'anonymous' ? [401] : !mayDo(relation, 'open') ? [404] : mayDo(relation, route.action) ? route.ok : [403];
      expect({ route: route.name, caller, allowed: expected.includes(status) ? 'as expected' : `${status}, expected ${expected.join(' or ')}` }).toEqual({ route: route.name, caller, allowed: 'as expected' });
      await db.query('DELETE FROM draft_websites WHERE id = $1', [ids.id]);
    }
  }, 120_000);
});
