import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, errorBodySchema, registerResponseSchema } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let db: DataSource;

beforeAll(async () => {
  running = await startAppWithWorker();
  db = running.app.get(DataSource);
});
afterAll(() => running?.stop());

it('registers a user once: 201 the first time, 200 after', async () => {
  const { client, session } = await signInByCode(running.base, 'register@example.com');
  const first = await client.post('/api/login/register');
  expect(first.status).toBe(201);
  expect(registerResponseSchema.parse(first.body).user.email).toBe('register@example.com');
  expect((await client.post('/api/login/register')).status).toBe(200);
  const [row] = await db.query(`SELECT registered_at, last_sign_in_at, created_at, providers, email_verified FROM users WHERE id = $1`, [session.user.id]);
  expect(row.registered_at).not.toBeNull();
  expect(row.last_sign_in_at).not.toBeNull();
  expect(row).toMatchObject({ providers: ['email'], email_verified: true });

  const anonymous = await new HttpClient(running.base).post('/api/login/register');
  expect(anonymous.status).toBe(401);
  expect(errorBodySchema.parse(anonymous.body).error.code).toBe('unauthorized');
});

it('rotates the refresh token, and a replayed old token ends the session', async () => {
  const { client } = await signInByCode(running.base, 'rotate@example.com');
  const first = client.cookies.get('fd_refresh')!;
  const refreshed = await client.post('/api/auth/refresh');
  expect(refreshed.status).toBe(200);
  const second = client.cookies.get('fd_refresh')!;
  expect(second).not.toBe(first);
  client.accessToken = refreshed.body.accessToken;
  expect((await client.get('/api/auth/me')).status).toBe(200);

  // Two tabs refreshing at the same moment: the one that lost the race still gets an answer.
  const otherTab = new HttpClient(running.base);
  otherTab.cookies.set('fd_refresh', first);
  expect((await otherTab.post('/api/auth/refresh')).status).toBe(200);

  // Later, the first token can only be a copy: refused, and the whole session is revoked.
  await db.query(
    `UPDATE auth_sessions SET last_used_at = now() - interval '1 minute' WHERE refresh_hash IS NOT NULL AND previous_refresh_hash IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = 'rotate@example.com')`,
  );
  const thief = new HttpClient(running.base);
  thief.cookies.set('fd_refresh', first);
  expect((await thief.post('/api/auth/refresh')).status).toBe(401);
  expect((await client.post('/api/auth/refresh')).status).toBe(401);
  expect((await client.get('/api/auth/me')).status).toBe(401);
});

it('signs out server-side: the access token stops working at once', async () => {
  const { client } = await signInByCode(running.base, 'logout@example.com');
  expect((await client.get('/api/auth/me')).status).toBe(200);
  const cookie = client.cookies.get('fd_refresh')!;
  expect((await client.post('/api/auth/logout')).status).toBe(204);
  expect(client.cookies.has('fd_refresh')).toBe(false);
  expect((await client.get('/api/auth/me')).status).toBe(401);
  const replay = new HttpClient(running.base);
  replay.cookies.set('fd_refresh', cookie);
  expect((await replay.post('/api/auth/refresh')).status).toBe(401);
});

it('ends idle and expired sessions', async () => {
  const { client, session } = await signInByCode(running.base, 'idle@example.com');
  await db.query(`UPDATE auth_sessions SET last_used_at = now() - interval '15 days' WHERE user_id = $1`, [session.user.id]);
  expect((await client.post('/api/auth/refresh')).status).toBe(401);
  expect((await client.get('/api/auth/me')).status).toBe(401);

  const again = await signInByCode(running.base, 'idle@example.com');
  await db.query(`UPDATE auth_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND revoked_at IS NULL`, [session.user.id]);
  expect((await again.client.post('/api/auth/refresh')).status).toBe(401);
});

it('a visitor without a refresh cookie has no session to restore: 204, not an error', async () => {
  const visitor = new HttpClient(running.base);
  const answer = await visitor.post('/api/auth/refresh');
  expect(answer.status).toBe(204);
  expect(answer.body).toBeFalsy();
});

it('refuses a forged or missing bearer token', async () => {
  const client = new HttpClient(running.base);
  expect((await client.get('/api/auth/me')).status).toBe(401);
  client.accessToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
  expect((await client.get('/api/auth/me')).status).toBe(401);
});

it('deletes the account and every row it owned, after a recent sign-in', async () => {
  const { client, session } = await signInByCode(running.base, 'leaving@example.com');
  const other = await signInByCode(running.base, 'staying@example.com');
  const userId = session.user.id;
  const store = new DraftEventStore(db);
  const drafts = [randomUUID(), randomUUID()];
  for (const id of drafts) {
    await store.createDraft({ userId, document: createDefaultSiteDocument({ id, businessName: 'Leaving Soon Cafe' }) });
  }
  const keptDraft = randomUUID();
  await store.createDraft({ userId: other.session.user.id, document: createDefaultSiteDocument({ id: keptDraft, businessName: 'Staying Put' }) });
  await db.query(`INSERT INTO websites (handle, draft_id, user_id, website_settings, document, html, etag) VALUES ('leaving-cafe', $1, $2, '{}', '{}', '<p>', 'e')`, [
    drafts[0],
    userId,
  ]);
  await db.query(`INSERT INTO website_invites (invited_user_email, website_id) VALUES ('staying@example.com', $1)`, [drafts[0]]);
  await db.query(`INSERT INTO website_images (website_id, user_id, provider, url) VALUES ($1, $2, 'Custom', 'https://img.example.com/a.jpg')`, [drafts[1], userId]);
  await db.query(
    `INSERT INTO website_domains (domain_name, zone, verification_token, state, user_id) VALUES ('leaving.example', 'leaving.example', 'token', 'PendingOwnershipVerification', $1)`,
    [userId],
  );
  await db.query(`INSERT INTO customer_contact_forms (website_id, handle, fields) VALUES ($1, 'leaving-cafe', '{}')`, [drafts[0]]);

  // A sign-in older than ten minutes must be renewed first.
  await db.query(`UPDATE auth_sessions SET auth_time = now() - interval '11 minutes' WHERE user_id = $1`, [userId]);
  const stale = await client.post('/api/auth/refresh');
  client.accessToken = stale.body.accessToken;
  const refused = await client.request('DELETE', '/api/account');
  expect(refused.status).toBe(401);
  expect(errorBodySchema.parse(refused.body).error).toEqual({ code: 'reauth-required', message: 'Please sign in again to continue.' });

  expect((await fetch(`${running.base}/leaving-cafe`)).status).toBe(200);
  await signInByCode(running.base, 'leaving@example.com', client);
  expect((await client.request('DELETE', '/api/account')).status).toBe(204);
  // The published address stops answering at once (not when a cache expires).
  expect((await fetch(`${running.base}/leaving-cafe`)).status).toBe(404);

  const count = async (sql: string, ...params: unknown[]) => Number((await db.query(sql, params))[0].n);
  expect(await count(`SELECT count(*) AS n FROM users WHERE id = $1`, userId)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM draft_websites WHERE user_id = $1`, userId)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM draft_events WHERE draft_id = ANY($1)`, drafts)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM websites WHERE user_id = $1`, userId)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM website_invites WHERE website_id = ANY($1)`, drafts)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM website_images WHERE website_id = ANY($1)`, drafts)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM website_domains WHERE user_id = $1`, userId)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM customer_contact_forms WHERE website_id = ANY($1)`, drafts)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM auth_sessions WHERE user_id = $1`, userId)).toBe(0);
  // Someone else's site is untouched.
  expect(await count(`SELECT count(*) AS n FROM draft_websites WHERE id = $1`, keptDraft)).toBe(1);
  expect((await client.get('/api/auth/me')).status).toBe(401);
});
