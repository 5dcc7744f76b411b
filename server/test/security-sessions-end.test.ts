import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { COLLAB_REFUSALS, createDefaultSiteDocument, EVENTS_PATH, type AuthSession, type SectionType } from '@frontdoor/shared';
import { SESSION_RECHECK_MS } from '../src/auth/sessions.service.js';
import { DraftEventStore } from '@frontdoor/data';
import { startWorker } from '../../worker/src/start-worker.js';
import { connectCollab, eventually, type CollabClient } from './support/collab-client.js';
import { HttpClient, tokenIn, waitForMail } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';

/**
 * Issue 23, item 4: ending a session (sign-out, "sign out other sessions", a password reset,
 * account deletion) closes that session's open /collab and /events connections on every server
 * instance within a second, and its access token, still unexpired, cannot open them again.
 * Two instances on one database and Redis prefix, as behind a load balancer.
 */

const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'Contact', 'Footer'];
const WITHIN_MS = 1000;

let context: TestContext;
let servers: Awaited<ReturnType<typeof startTestServer>>[];
let worker: Awaited<ReturnType<typeof startWorker>>;
let store: DraftEventStore;
const collabs: CollabClient[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  context = await createTestContext({ AUTH_SECRET: 'sessions-end-test-secret-0123456789abcdef' });
  servers = [await startTestServer(context.env), await startTestServer(context.env)];
  worker = await startWorker(context.env);
  store = new DraftEventStore(servers[0]!.app.get(DataSource));
});

afterEach(() => {
  for (const client of collabs.splice(0)) client.destroy();
  for (const socket of sockets.splice(0)) socket.terminate();
});

afterAll(async () => {
  await worker?.close();
  for (const server of servers ?? []) await server.app.close();
  await context?.cleanup();
});

const base = (server: number) => servers[server]!.base;

/** A tab's /events socket: how it was closed, once it is. */
interface EventsTab {
  socket: WebSocket;
  closed: { code: number } | null;
}

function openEvents(token: string, server: number): Promise<EventsTab> {
  const socket = new WebSocket(`${base(server).replace(/^http/, 'ws')}${EVENTS_PATH}`);
  sockets.push(socket);
  const tab: EventsTab = { socket, closed: null };
  return new Promise((resolve) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token })));
    socket.on('message', (raw: Buffer) => {
      if ((JSON.parse(raw.toString()) as { type?: string }).type === 'ready') resolve(tab);
    });
    socket.on('close', (code: number) => {
      tab.closed = { code };
      resolve(tab);
    });
  });
}

function openCollab(draftId: string, token: string, server: number): CollabClient {
  const client = connectCollab(base(server), draftId, token);
  collabs.push(client);
  return client;
}

/** One session's designer and /events tab on each of the two instances. */
interface Tabs {
  collab: CollabClient[];
  events: EventsTab[];
}

async function openEverywhere(draftId: string, session: AuthSession): Promise<Tabs> {
  const collab = [openCollab(draftId, session.accessToken, 0), openCollab(draftId, session.accessToken, 1)];
  await Promise.all(collab.map((client) => client.synced));
  const events = await Promise.all([openEvents(session.accessToken, 0), openEvents(session.accessToken, 1)]);
  for (const tab of events) expect(tab.closed).toBeNull();
  return { collab, events };
}

const endedCollab = (client: CollabClient) => client.closes.some((close) => close.reason === COLLAB_REFUSALS.unauthorized);
const allClosed = (tabs: Tabs) => tabs.collab.every(endedCollab) && tabs.events.every((tab) => tab.closed?.code === 4401);

function expectOpen(tabs: Tabs): void {
  for (const client of tabs.collab) expect(client.closes).toEqual([]);
  for (const tab of tabs.events) {
    expect(tab.closed).toBeNull();
    expect(tab.socket.readyState).toBe(WebSocket.OPEN);
  }
}

/** Waits for `tabs` to be closed on both instances, and says how long it took from `since`. */
async function closedWithinASecond(tabs: Tabs, since: number): Promise<void> {
  await eventually(() => allClosed(tabs), "the ended session's connections to close on both instances", 3000);
  expect(Date.now() - since).toBeLessThan(WITHIN_MS);
}

/** An ended session's access token (still unexpired) opens nothing, on either instance. */
async function expectRefused(draftId: string, session: AuthSession): Promise<void> {
  for (const server of [0, 1]) {
    await expect(openCollab(draftId, session.accessToken, server).synced).rejects.toThrow(COLLAB_REFUSALS.unauthorized);
    expect((await openEvents(session.accessToken, server)).closed).toEqual({ code: 4401 });
  }
}

/**
 * A user signed in twice (session A on instance 1, session B on instance 2), each holding a
 * designer and an /events tab on both instances, and a bystander (another user) doing the same.
 */
async function scene(tag: string) {
  const email = `sessions-${tag}@example.com`;
  const a = await signInByCode(base(0), email);
  const b = await signInByCode(base(1), email);
  expect(a.session.user.id).toBe(b.session.user.id);
  const draftId = randomUUID();
  await store.createDraft({ userId: a.session.user.id, document: createDefaultSiteDocument({ id: draftId, businessName: 'Harbor Dental', sectionTypes: SECTIONS }) });
  const other = await signInByCode(base(0), `bystander-${tag}@example.com`);
  const otherDraft = randomUUID();
  await store.createDraft({
    userId: other.session.user.id,
    document: createDefaultSiteDocument({ id: otherDraft, businessName: 'Corner Bakery', sectionTypes: SECTIONS }),
  });
  const tabs = {
    a: await openEverywhere(draftId, a.session),
    b: await openEverywhere(draftId, b.session),
    other: await openEverywhere(otherDraft, other.session),
  };
  return { email, draftId, a, b, other, tabs };
}

it('sign-out of one session on instance 1 closes its connections on both instances; the other session stays', async () => {
  const { draftId, a, tabs } = await scene('sign-out');
  const started = Date.now();
  expect((await a.client.post('/api/auth/logout')).status).toBe(204);
  await closedWithinASecond(tabs.a, started);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expectOpen(tabs.b);
  expectOpen(tabs.other);
  await expectRefused(draftId, a.session);
});

it('"sign out other sessions" on instance 2 closes the other session\'s connections everywhere, not its own', async () => {
  const { draftId, a, b, tabs } = await scene('end-others');
  const started = Date.now();
  expect((await b.client.post('/api/account/sessions/end-others')).status).toBe(204);
  await closedWithinASecond(tabs.a, started);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expectOpen(tabs.b);
  expectOpen(tabs.other);
  await expectRefused(draftId, a.session);
});

it('a password reset closes the connections of every session of the account on both instances', async () => {
  const { email, draftId, a, b, tabs } = await scene('reset');
  const browser = new HttpClient(base(1));
  const since = new Date().toISOString();
  expect((await browser.post('/api/login/password/reset', { email })).status).toBe(202);
  const mail = await waitForMail(base(1), email, (m) => m.subject === 'Reset your password' && m.createdAt >= since);
  const started = Date.now();
  const reset = await browser.post('/api/login/password/reset/confirm', { token: tokenIn(mail), password: 'a brand new passphrase' });
  expect(reset.body).toMatchObject({ status: 'Success' });
  await closedWithinASecond(tabs.a, started);
  await closedWithinASecond(tabs.b, started);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expectOpen(tabs.other);
  await expectRefused(draftId, a.session);
  await expectRefused(draftId, b.session);
});

it('deleting the account closes the connections of every session of the account on both instances', async () => {
  const { a, b, tabs } = await scene('delete');
  const started = Date.now();
  expect((await a.client.request('DELETE', '/api/account')).status).toBe(204);
  await closedWithinASecond(tabs.a, started);
  await closedWithinASecond(tabs.b, started);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expectOpen(tabs.other);
  // The account is gone: its tokens open nothing (its draft went with it).
  for (const server of [0, 1]) {
    expect((await openEvents(a.session.accessToken, server)).closed).toEqual({ code: 4401 });
    expect((await openEvents(b.session.accessToken, server)).closed).toEqual({ code: 4401 });
  }
});

it('a session that ended without a notice reaching the instances (Redis away) still closes its connections at the next re-check', async () => {
  const { draftId, a, tabs } = await scene('lost-notice');
  // Recorded as ended, as a sign-out during a Redis outage leaves it: no instance was told.
  const db = servers[0]!.app.get(DataSource);
  const [, ended] = await db.query(
    `UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND id = (SELECT id FROM auth_sessions WHERE user_id = $1 ORDER BY created_at LIMIT 1) RETURNING id`,
    [a.session.user.id],
  );
  expect(ended).toBe(1);
  const started = Date.now();
  await eventually(() => allClosed(tabs.a), 'the connections of the ended session to close at the re-check', SESSION_RECHECK_MS + 3000);
  expect(Date.now() - started).toBeLessThan(SESSION_RECHECK_MS + 2000);
  expectOpen(tabs.b);
  expectOpen(tabs.other);
  await expectRefused(draftId, a.session);
});
