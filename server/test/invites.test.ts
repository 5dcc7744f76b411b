import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type WebSocket from 'ws';
import { createDefaultSiteDocument, ERROR_DETAILS, INVITE_MESSAGES, publicUrl, type DevMail, type LiveEvent } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient } from './support/http-client.js';
import { liveEventsOf } from './support/live-events-client.js';
import { signInByCode } from './support/sign-in.js';
import { createUser } from './support/users.js';

// Guest editors: every invite rule of spec §4 and limit of §6/§9 through the HTTP API, with the
// real server, worker (emails into the development mailbox), PostgreSQL and Redis. Which role may
// call which route is the access matrix's job (access-matrix.test.ts).
//
// Sign-in codes are limited to 20 per address and 15 minutes: accounts that only need to exist
// (owners who merely invite someone) are written directly.

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let db: DataSource;
let store: DraftEventStore;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  running = await startAppWithWorker();
  db = running.app.get(DataSource);
  store = new DraftEventStore(db);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => running?.stop());

let counter = 0;
const email = (what: string) => `${what}-${++counter}@example.com`;

async function draftOf(userId: string, businessName = 'Harbor Dental'): Promise<string> {
  const id = randomUUID();
  await store.createDraft({ userId, document: createDefaultSiteDocument({ id, businessName }) });
  return id;
}

/** A signed-in owner with one website. */
async function owner(tag: string) {
  const { client, session } = await signInByCode(running.base, email(`owner-${tag}`));
  return { client, session, id: await draftOf(session.user.id) };
}

const invite = (client: HttpClient, websiteId: string, invitedUserEmail: string) =>
  client.post('/api/invite/create', { invitedUserEmail, websiteId, role: 'Collaborator' });
const remove = (client: HttpClient, inviteId: string) => client.request('DELETE', `/api/invite/delete/${inviteId}`);
const accept = (client: HttpClient, inviteId: string) => client.post(`/api/invite/accept/${inviteId}`);

/** The invitations in the development mailbox for an address, newest first. */
async function invitations(to: string): Promise<DevMail[]> {
  const res = await fetch(`${running.base}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as DevMail[]).filter((mail) => mail.subject.includes(' invited you to edit '));
}

/** Waits until `count` invitations were sent to the address (the worker sends them from the email queue). */
async function waitForInvitations(to: string, count: number): Promise<DevMail[]> {
  for (let i = 0; i < 100; i++) {
    const mails = await invitations(to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected ${count} invitation(s) to ${to}, got ${(await invitations(to)).length}`);
}

const linkIn = (mail: DevMail) => /(https?:\/\/\S+?)\/invite\/accept\?id=([0-9a-f-]{36})/.exec(mail.text);

/** A tab's /events socket: the live events it receives. */
const events = (token: string): Promise<LiveEvent[]> => liveEventsOf(running.base, token, sockets);

async function eventually<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('creates an invite with role Collaborator and emails the accept link; only the invited address accepts it, once', async () => {
  const { client: ownerClient, session: ownerSession, id } = await owner('flow');
  const ownerEvents = await events(ownerSession.accessToken);
  const guestEmail = email('guest');

  const created = await invite(ownerClient, id, `  ${guestEmail.toUpperCase()} `);
  expect(created.status).toBe(200);
  expect(created.body).toMatchObject({
    outcome: 'created',
    invite: { invitedUserEmail: guestEmail, websiteId: id, state: 'Pending', role: 'Collaborator', accepted: false },
  });
  const inviteId = created.body.invite.id as string;
  await eventually(() => ownerEvents.find((event) => event.type === 'invite-created' && event.inviteId === inviteId), 'invite-created');

  // 'X invited you to edit BUSINESS on Frontdoor', linking to PUBLIC_URL/invite/accept?id=INVITE_ID.
  const [mail] = await waitForInvitations(guestEmail, 1);
  expect(mail!.subject).toBe(`${ownerSession.user.email} invited you to edit Harbor Dental on Frontdoor`);
  const link = linkIn(mail!)!;
  expect(link[1]).toBe(publicUrl(running.env));
  expect(link[2]).toBe(inviteId);
  expect(mail!.html).toContain(`/invite/accept?id=${inviteId}`);

  // Another account cannot accept it; a link with no invite behind it is no longer valid (the
  // owner removed it), one that is not an invite's id at all is the generic error.
  const { client: stranger } = await signInByCode(running.base, email('stranger'));
  const wrong = await accept(stranger, inviteId);
  expect(wrong.status).toBe(403);
  expect(wrong.body.error).toEqual({ code: 'invite_wrong_account', message: INVITE_MESSAGES.invite_wrong_account });
  const missing = await accept(stranger, randomUUID());
  expect(missing.status).toBe(410);
  expect(missing.body.error).toEqual(ERROR_DETAILS.invite_removed);
  const malformed = await accept(stranger, 'not-an-id');
  expect(malformed.status).toBe(404);
  expect(malformed.body.error).toEqual({ code: 'invite_generic', message: INVITE_MESSAGES.invite_generic });
  expect((await accept(new HttpClient(running.base), inviteId)).status).toBe(401);

  // The invited address accepts (emails compare trimmed and lowercased); again is harmless.
  const { client: guest, session: guestSession } = await signInByCode(running.base, guestEmail);
  expect(await accept(guest, inviteId)).toMatchObject({ status: 200, body: { websiteId: id } });
  await eventually(() => ownerEvents.find((event) => event.type === 'invite-accepted' && event.inviteId === inviteId), 'invite-accepted');
  await eventually(() => ownerEvents.find((event) => event.type === 'website-list-changed'), 'website-list-changed');
  expect(await accept(guest, inviteId)).toMatchObject({ status: 200, body: { websiteId: id } });
  const [stored] = await db.query('SELECT accepted, invited_user_id FROM website_invites WHERE id = $1', [inviteId]);
  expect(stored).toEqual({ accepted: true, invited_user_id: guestSession.user.id });
  // Accepted by the guest, it is no longer anyone else's to accept.
  expect((await accept(stranger, inviteId)).status).toBe(403);

  // The guest opens the website, sees its owner and editors, and finds it among the shared ones.
  expect((await guest.get(`/api/websites/${id}`)).status).toBe(200);
  expect((await guest.get(`/api/websites/${id}/owner`)).body).toEqual({ email: ownerSession.user.email });
  expect((await guest.get(`/api/websites/${id}/invites`)).body).toMatchObject([{ id: inviteId, state: 'Accepted', invitedUserEmail: guestEmail }]);
  expect((await guest.get('/api/shared-websites')).body).toMatchObject([{ draftId: id, businessName: 'Harbor Dental' }]);
  expect((await ownerClient.get('/api/shared-websites')).body).toEqual([]);

  // Who edits it now (issue 27): the guest takes edit control, and both lists name them.
  expect((await guest.post(`/api/websites/${id}/edit-control`)).status).toBe(200);
  expect((await guest.get('/api/shared-websites')).body).toMatchObject([{ draftId: id, editorEmail: guestEmail }]);
  expect((await ownerClient.get('/api/websites')).body).toMatchObject([{ draftId: id, editorEmail: guestEmail }]);

  // Accepted: adding the address again does nothing (no new invite, no email).
  const again = await invite(ownerClient, id, guestEmail);
  expect(again.body).toMatchObject({ outcome: 'already-accepted', invite: { id: inviteId, state: 'Accepted' } });
  expect((await ownerClient.post(`/api/invite/resend/${inviteId}`)).status).toBe(204); // nothing to resend
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await invitations(guestEmail)).toHaveLength(1);
});

it('tells the holder of an invitation link what its email says, and nothing to anyone else (issue 26)', async () => {
  const { client: ownerClient, session: ownerSession, id } = await owner('lookup');
  const guestEmail = email('lookup-guest');
  const inviteId = (await invite(ownerClient, id, guestEmail)).body.invite.id as string;

  // Signed out, with the link: the website, who invited and the address to sign in with.
  const anonymous = new HttpClient(running.base);
  const answer = await anonymous.get(`/api/invite/${inviteId}`);
  expect(answer).toMatchObject({ status: 200 });
  expect(answer.body).toEqual({ businessName: 'Harbor Dental', inviterEmail: ownerSession.user.email, invitedEmail: guestEmail, state: 'Pending' });

  // Without the link (an unknown, a malformed or a removed invite): 'no longer valid', and nothing else.
  for (const unknown of [randomUUID(), 'not-an-id']) {
    const missing = await anonymous.get(`/api/invite/${unknown}`);
    expect([missing.status, missing.body.error]).toEqual([410, { code: 'invite_invalid', message: INVITE_MESSAGES.invite_invalid }]);
  }
  expect((await remove(ownerClient, inviteId)).status).toBe(204);
  const removed = await anonymous.get(`/api/invite/${inviteId}`);
  expect([removed.status, removed.body.error]).toEqual([410, { code: 'invite_invalid', message: INVITE_MESSAGES.invite_invalid }]);

  // An expired invitation says so.
  const late = (await invite(ownerClient, id, email('lookup-late'))).body.invite.id as string;
  await db.query("UPDATE website_invites SET created_at = now() - interval '30 days' WHERE id = $1", [late]);
  expect((await anonymous.get(`/api/invite/${late}`)).body).toMatchObject({ state: 'Expired' });
});

it("ignores the owner's own email and refuses an invalid one ('Invalid email'), storing nothing", async () => {
  const { client, session, id } = await owner('own');
  expect((await invite(client, id, ` ${session.user.email.toUpperCase()} `)).body).toEqual({ outcome: 'ignored-own-email', invite: null });
  for (const bad of ['not-an-email', 'ab', 'a@b', `${'x'.repeat(60)}@example.com`, 'two words@example.com']) {
    const refused = await invite(client, id, bad);
    expect({ bad, status: refused.status, message: refused.body.error?.message }).toEqual({ bad, status: 400, message: 'Invalid email' });
  }
  const [{ count }] = await db.query('SELECT count(*)::int AS count FROM website_invites WHERE website_id = $1', [id]);
  expect(count).toBe(0);
  expect(await invitations(session.user.email)).toEqual([]);
});

it('resends a pending invite (a second email), and deletes and recreates an expired one', async () => {
  const { client, id } = await owner('rules');
  const guestEmail = email('pending');
  const first = await invite(client, id, guestEmail);
  expect(first.body.outcome).toBe('created');
  await waitForInvitations(guestEmail, 1);

  // Pending: adding again resends the same invite; so does the resend call.
  const again = await invite(client, id, guestEmail);
  expect(again.body).toMatchObject({ outcome: 'resent', invite: { id: first.body.invite.id, state: 'Pending' } });
  const resent = await waitForInvitations(guestEmail, 2);
  expect(linkIn(resent[0]!)![2]).toBe(first.body.invite.id);
  expect((await client.post(`/api/invite/resend/${first.body.invite.id}`)).status).toBe(204);
  await waitForInvitations(guestEmail, 3);
  expect((await client.post(`/api/invite/resend/${randomUUID()}`)).status).toBe(404);

  // Seven days later it has expired: accepting and resending are refused as no longer valid.
  await db.query(`UPDATE website_invites SET created_at = now() - interval '8 days' WHERE id = $1`, [first.body.invite.id]);
  expect((await client.get(`/api/websites/${id}/invites`)).body).toMatchObject([{ id: first.body.invite.id, state: 'Expired' }]);
  const { client: guest } = await signInByCode(running.base, guestEmail);
  const expired = await accept(guest, first.body.invite.id);
  expect(expired.status).toBe(410);
  expect(expired.body.error).toEqual({ code: 'invite_invalid', message: INVITE_MESSAGES.invite_invalid });
  const resendExpired = await client.post(`/api/invite/resend/${first.body.invite.id}`);
  expect(resendExpired.status).toBe(410);
  expect(resendExpired.body.error.code).toBe('invite_invalid');
  // An expired invite gives no access.
  expect((await guest.get(`/api/websites/${id}`)).status).toBe(404);

  // Adding the address again deletes the expired invite and creates a new one, with a new email.
  const recreated = await invite(client, id, guestEmail);
  expect(recreated.body).toMatchObject({ outcome: 'recreated', invite: { state: 'Pending', role: 'Collaborator' } });
  expect(recreated.body.invite.id).not.toBe(first.body.invite.id);
  const mails = await waitForInvitations(guestEmail, 4);
  expect(linkIn(mails[0]!)![2]).toBe(recreated.body.invite.id);
  expect((await client.get(`/api/websites/${id}/invites`)).body).toMatchObject([{ id: recreated.body.invite.id, state: 'Pending' }]);
  expect((await accept(guest, first.body.invite.id)).body.error).toEqual(ERROR_DETAILS.invite_removed);
  expect((await accept(guest, recreated.body.invite.id)).status).toBe(200);
});

it('refuses a sixth shared website (invite_limit); leaving one makes room; the shared list is sorted like the own list', async () => {
  const guestEmail = email('popular');
  const { client: guest } = await signInByCode(running.base, guestEmail);
  // Six owners, each with a pending invite for the guest (written directly; creating is tested above).
  const sites: { id: string; inviteId: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const inviter = await createUser(db, email(`inviter-${i}`));
    const id = await draftOf(inviter.id, `Shop ${i}`);
    const [row] = await db.query('INSERT INTO website_invites (invited_user_email, website_id) VALUES ($1, $2) RETURNING id', [guestEmail, id]);
    sites.push({ id, inviteId: row.id });
  }
  // Accepting the first five at once: the limit holds even when accepts race.
  const answers = await Promise.all(sites.slice(0, 5).map((site) => accept(guest, site.inviteId)));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  const sixth = await accept(guest, sites[5]!.inviteId);
  expect(sixth.status).toBe(403);
  expect(sixth.body.error).toEqual({ code: 'invite_limit', message: INVITE_MESSAGES.invite_limit });
  expect((await guest.get(`/api/websites/${sites[5]!.id}`)).status).toBe(404);

  // Newest design or modification first, as the own list.
  await db.query(`UPDATE draft_websites SET last_designed_at = now() - interval '1 day', modified_at = now() - interval '2 days' WHERE id = $1`, [sites[0]!.id]);
  await db.query(`UPDATE draft_websites SET last_designed_at = now() + interval '1 hour' WHERE id = $1`, [sites[3]!.id]);
  const shared = (await guest.get('/api/shared-websites')).body as { draftId: string }[];
  expect(shared).toHaveLength(5);
  expect(shared[0]!.draftId).toBe(sites[3]!.id);
  expect(shared[4]!.draftId).toBe(sites[0]!.id);

  // Leaving one (a guest removes themself) gives up its access and makes room for the sixth.
  expect((await remove(guest, sites[0]!.inviteId)).status).toBe(204);
  expect((await guest.get(`/api/websites/${sites[0]!.id}`)).status).toBe(404);
  expect((await accept(guest, sites[5]!.inviteId)).status).toBe(200);
  expect(new Set(((await guest.get('/api/shared-websites')).body as { draftId: string }[]).map((w) => w.draftId))).toEqual(
    new Set(sites.slice(1).map((site) => site.id)),
  );
});

it('holds an owner to 20 accepted editors across their websites', async () => {
  const { client, session, id } = await owner('twenty');
  const second = await draftOf(session.user.id, 'Harbor Dental West');
  const pendingEmail = email('waiting');
  const pending = await invite(client, second, pendingEmail);
  expect(pending.body.outcome).toBe('created');
  // Twenty accepted editors over two websites, written directly (each would need its own sign-in).
  const accepted: string[] = [];
  for (let i = 0; i < 20; i++) {
    const editor = await createUser(db, email('editor'));
    const [row] = await db.query('INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true) RETURNING id', [
      editor.email,
      editor.id,
      i < 12 ? id : second,
    ]);
    accepted.push(row.id);
  }

  // A new invitation is refused with a clear message, on either website; so is sending a pending one again.
  for (const websiteId of [id, second]) {
    const refused = await invite(client, websiteId, email('twenty-first'));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('You have reached the maximum of 20 editors across your websites. Remove one to invite someone else.');
  }
  expect((await invite(client, second, pendingEmail)).status).toBe(409);
  expect((await client.post(`/api/invite/resend/${pending.body.invite.id}`)).status).toBe(409);
  // What sends nothing still answers: the owner's own address, an editor already accepted.
  expect((await invite(client, id, session.user.email)).body.outcome).toBe('ignored-own-email');
  const [acceptedEditor] = await db.query('SELECT invited_user_email AS email FROM website_invites WHERE id = $1', [accepted[0]]);
  expect((await invite(client, id, acceptedEditor.email)).body.outcome).toBe('already-accepted');
  // The invite sent before the limit cannot be accepted now.
  const { client: waiting } = await signInByCode(running.base, pendingEmail);
  const late = await accept(waiting, pending.body.invite.id);
  expect(late.status).toBe(403);
  expect(late.body.error.code).toBe('invite_limit');
  const [{ count }] = await db.query('SELECT count(*)::int AS count FROM website_invites WHERE website_id IN ($1, $2)', [id, second]);
  expect(count).toBe(21);

  // Removing one editor makes room again.
  expect((await remove(client, accepted[0]!)).status).toBe(204);
  expect((await accept(waiting, pending.body.invite.id)).status).toBe(200);
  expect((await invite(client, id, email('after'))).status).toBe(409); // 20 again
});

it('the owner removes a guest: access is gone at once and the guest is told live; a guest may remove only themself', async () => {
  const { client: ownerClient, session: ownerSession, id } = await owner('remove');
  const guestEmail = email('removed');
  const otherEmail = email('other-guest');
  const inviteId = (await invite(ownerClient, id, guestEmail)).body.invite.id as string;
  const otherInviteId = (await invite(ownerClient, id, otherEmail)).body.invite.id as string;
  const { client: guest, session: guestSession } = await signInByCode(running.base, guestEmail);
  expect((await accept(guest, inviteId)).status).toBe(200);

  // A guest cannot remove someone else's invite; nobody else can see the invite at all.
  expect((await remove(guest, otherInviteId)).status).toBe(403);
  expect((await remove(new HttpClient(running.base), inviteId)).status).toBe(401);
  expect((await remove(ownerClient, randomUUID())).status).toBe(404);

  const guestEvents = await events(guestSession.accessToken);
  const ownerEvents = await events(ownerSession.accessToken);
  expect((await remove(ownerClient, inviteId)).status).toBe(204);
  await eventually(() => guestEvents.find((event) => event.type === 'access-revoked' && event.websiteId === id), 'access-revoked to the guest');
  await eventually(() => guestEvents.find((event) => event.type === 'website-list-changed'), 'website-list-changed to the guest');
  await eventually(() => ownerEvents.find((event) => event.type === 'invite-removed' && event.inviteId === inviteId), 'invite-removed to the owner');
  await eventually(() => ownerEvents.find((event) => event.type === 'website-list-changed'), 'website-list-changed to the owner');

  for (const path of [`/api/websites/${id}`, `/api/websites/${id}/owner`, `/api/websites/${id}/invites`]) {
    expect({ path, status: (await guest.get(path)).status }).toEqual({ path, status: 404 });
  }
  expect((await guest.get('/api/shared-websites')).body).toEqual([]);
  // The old invitation link says clearly that it is no longer valid, not 'something went wrong'.
  const oldLink = await accept(guest, inviteId);
  expect(oldLink.status).toBe(410);
  expect(oldLink.body.error).toEqual(ERROR_DETAILS.invite_removed);
  expect((await guest.get(`/api/invite/${inviteId}`)).body.error.code).toBe('invite_invalid');
  expect((await remove(ownerClient, inviteId)).status).toBe(404);
  expect((await ownerClient.get(`/api/websites/${id}/invites`)).body).toMatchObject([{ id: otherInviteId, state: 'Pending' }]);

  // Invited again, the guest may leave on their own.
  const reinvited = (await invite(ownerClient, id, guestEmail)).body;
  expect(reinvited.outcome).toBe('created');
  expect((await accept(guest, reinvited.invite.id)).status).toBe(200);
  expect((await guest.get(`/api/websites/${id}`)).status).toBe(200);
  expect((await remove(guest, reinvited.invite.id)).status).toBe(204);
  expect((await guest.get(`/api/websites/${id}`)).status).toBe(404);
});
