import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  createDefaultSiteDocument,
  errorBodySchema,
  generationStatusSchema,
  setField,
  yDocToSiteDocument,
  type CollabServerMessage,
  type SectionType,
} from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { DraftEventEntity } from '@frontdoor/data';
import { PublishedPages } from '../src/publishing/published-pages.js';
import { JobQueues } from '../src/queues/job-queues.js';
import { startWorker, type RunningWorker } from '../../worker/src/start-worker.js';
import { connectCollab, eventually, type CollabClient } from './support/collab-client.js';
import { HttpClient } from './support/http-client.js';
import { onboardingAnswers } from './support/onboarding.js';
import { signInByCode } from './support/sign-in.js';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';

/**
 * The scale-out shape (ARCHITECTURE §1): two server instances and two workers on one PostgreSQL
 * and one Redis prefix, as behind a load balancer with no sticky sessions. Each case does its
 * work through one instance and checks what the other one sees.
 */

const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'Contact', 'Footer'];

let context: TestContext;
let servers: Awaited<ReturnType<typeof startTestServer>>[];
let workers: RunningWorker[];
let db: DataSource;
let store: DraftEventStore;
const clients: CollabClient[] = [];

beforeAll(async () => {
  // One secret for both instances, as a deployment sets AUTH_SECRET: each accepts the other's tokens.
  context = await createTestContext({ AUTH_SECRET: 'scale-out-test-secret-0123456789abcdefgh' });
  servers = [await startTestServer(context.env), await startTestServer(context.env)];
  workers = [await startWorker(context.env), await startWorker(context.env)];
  db = servers[0]!.app.get(DataSource);
  store = new DraftEventStore(db);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

afterAll(async () => {
  for (const worker of workers ?? []) await worker.close();
  for (const server of servers ?? []) await server.app.close();
  await context?.cleanup();
});

const A = 0;
const B = 1;
const base = (server: number) => servers[server]!.base;

/** An owner signed in on A (the code is sent by whichever worker takes the email job), with a draft. */
async function ownerWithDraft(email: string, businessName = 'Harbor Dental') {
  const { client, session } = await signInByCode(base(A), email);
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName, sectionTypes: SECTIONS });
  await store.createDraft({ userId: session.user.id, document });
  return { id, document, client, session };
}

function open(draftId: string, token: string, server: number): CollabClient {
  const client = connectCollab(base(server), draftId, token);
  clients.push(client);
  return client;
}

const introOf = (client: CollabClient) => yDocToSiteDocument(client.doc).sections.find((section) => section.type === 'Introduction')!;

const yjsUpdates = (draftId: string) => db.manager.find(DraftEventEntity, { where: { draftId, kind: 'yjs-update' }, order: { sequence: 'ASC' } });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('live editing: an edit made through instance A reaches a designer on instance B and is stored once', async () => {
  const { id, session } = await ownerWithDraft('live@example.com');
  const onA = open(id, session.accessToken, A);
  const onB = open(id, session.accessToken, B);
  await Promise.all([onA.synced, onB.synced]);
  expect(await yjsUpdates(id)).toHaveLength(0);
  const introId = introOf(onA).id;

  expect(setField(onA.doc, ['sections', introId, 'heading'], 'Typed on instance A')).toEqual({ ok: true });
  await eventually(() => introOf(onB).heading === 'Typed on instance A', 'the edit to reach the designer on B');
  await eventually(async () => (await yjsUpdates(id)).length > 0, 'the edit to be stored');
  // Both instances hold the live document; only the one the edit arrived at appends it (B gets
  // it relayed through Redis and must not store it again). Give a second append time to happen.
  await pause(400);
  const afterA = await yjsUpdates(id);
  expect(afterA).toHaveLength(1);
  expect(afterA[0]!.actorId).toBe(session.user.id);

  // And back the other way: an edit on B is stored once and reaches A.
  setField(onB.doc, ['sections', introId, 'body'], 'Typed on instance B');
  await eventually(() => introOf(onA).body === 'Typed on instance B', 'the edit to reach the designer on A');
  await eventually(async () => (await yjsUpdates(id)).length > 1, 'the second edit to be stored');
  await pause(400);
  expect(await yjsUpdates(id)).toHaveLength(2);

  // The stored log replays to what both designers show.
  const replayed = (await store.replay(id))!.document;
  expect(replayed).toEqual(yDocToSiteDocument(onA.doc));
  expect(replayed).toEqual(yDocToSiteDocument(onB.doc));
});

it('take-over: edit control claimed on B turns the editor on A read-only within a second', async () => {
  const { id, document, session: owner } = await ownerWithDraft('takeover-owner@example.com');
  const { session: guest } = await signInByCode(base(B), 'takeover-guest@example.com');
  await db.query(`INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)`, [
    guest.user.email,
    guest.user.id,
    id,
  ]);
  const editControl = (client: CollabClient) =>
    [...client.messages].reverse().find((message): message is Extract<CollabServerMessage, { type: 'edit-control' }> => message.type === 'edit-control');

  const ownerOnA = open(id, owner.accessToken, A);
  const guestOnB = open(id, guest.accessToken, B);
  await Promise.all([ownerOnA.synced, guestOnB.synced]);
  await eventually(() => editControl(ownerOnA)?.editable === true, 'the owner to be the editor');
  await eventually(() => editControl(guestOnB)?.editable === false, 'the guest to watch');
  const introId = introOf(ownerOnA).id;
  setField(ownerOnA.doc, ['sections', introId, 'heading'], 'Unsaved on A');
  await eventually(() => introOf(guestOnB).heading === 'Unsaved on A', 'the guest on B to watch the owner type');

  const started = Date.now();
  const claimed = fetch(`${base(B)}/api/websites/${id}/edit-control`, { method: 'POST', headers: { Authorization: `Bearer ${guest.accessToken}` } });
  await eventually(() => editControl(ownerOnA)?.editable === false, 'the owner on A to turn read-only', 1000);
  expect(Date.now() - started).toBeLessThan(1000);
  expect((await claimed).status).toBe(200);
  expect(editControl(ownerOnA)!.holder).toMatchObject({ email: guest.user.email });
  // The owner's unsaved edit is discarded on both instances: the live document is the saved one.
  const savedHeading = (document.sections.find((section) => section.id === introId) as { heading: string }).heading;
  await eventually(() => introOf(ownerOnA).heading === savedHeading && introOf(guestOnB).heading === savedHeading, 'the reset to the saved version');

  // What A's read-only connection still sends is dropped: not stored, not relayed to B.
  const stored = (await yjsUpdates(id)).length;
  setField(ownerOnA.doc, ['sections', introId, 'heading'], 'Owner after losing control');
  await pause(400);
  expect(await yjsUpdates(id)).toHaveLength(stored);
  expect(introOf(guestOnB).heading).toBe(savedHeading);

  // The guest now edits on B (a fresh copy, as the designer takes after a change of control) and the owner, on A, watches.
  const guestNow = open(id, guest.accessToken, B);
  const ownerNow = open(id, owner.accessToken, A);
  await Promise.all([guestNow.synced, ownerNow.synced]);
  await eventually(() => editControl(guestNow)?.editable === true, 'the guest to be the editor');
  setField(guestNow.doc, ['sections', introId, 'heading'], 'The guest edits on B');
  await eventually(() => introOf(ownerNow).heading === 'The guest edits on B', 'the owner on A to see the guest edit');
  await eventually(async () => (await yjsUpdates(id)).some((event) => event.actorId === guest.user.id), 'the guest edit to be stored');
});

it('publish cache invalidation: a page republished on B is served new by A within a second; deleted, both answer 404', async () => {
  const { id, client, session } = await ownerWithDraft('publish@example.com', 'Scale Out Dental');
  const handle = 'scaleoutdental';
  const published = await client.post(`/api/websites/${id}/publish`, { handle });
  expect(published.status).toBe(200);

  // Both instances serve it, and now hold it in their caches.
  const first = await Promise.all([A, B].map((server) => fetch(`${base(server)}/${handle}`)));
  expect(first.map((res) => res.status)).toEqual([200, 200]);
  const etag = first[0]!.headers.get('etag')!;
  expect(first[1]!.headers.get('etag')).toBe(etag);
  const bodies = await Promise.all(first.map((res) => res.text()));
  expect(bodies[0]).toBe(bodies[1]);
  expect(bodies[0]).toContain('Scale Out Dental');
  for (const server of [A, B]) expect(servers[server]!.app.get(PublishedPages).cached(handle)?.etag).toBe(etag);

  // New content, edited live on B, republished through B.
  const designer = open(id, session.accessToken, B);
  await designer.synced;
  const introId = introOf(designer).id;
  setField(designer.doc, ['sections', introId, 'heading'], 'Now open on Sundays');
  const onB = new HttpClient(base(B));
  onB.accessToken = session.accessToken;
  expect((await onB.post(`/api/websites/${id}/publish`, { handle })).status).toBe(200);

  // A dropped its cached copy (Redis pub/sub), well before its 30-second expiry.
  const republished = Date.now();
  const fresh = await eventually(
    async () => {
      const res = await fetch(`${base(A)}/${handle}`);
      const text = await res.text();
      return res.headers.get('etag') !== etag && text.includes('Now open on Sundays') ? { etag: res.headers.get('etag')!, text } : null;
    },
    'A to serve the republished page',
    1000,
  );
  expect(Date.now() - republished).toBeLessThan(1000);
  const fromB = await fetch(`${base(B)}/${handle}`);
  expect(fromB.headers.get('etag')).toBe(fresh.etag);
  expect(await fromB.text()).toBe(fresh.text);
  // The old tag no longer matches on A: a browser's revalidation gets the new page, not 304.
  expect((await fetch(`${base(A)}/${handle}`, { headers: { 'if-none-match': etag } })).status).toBe(200);

  // Deleted through A: both answer 404 within a second, B included, though it served it just now.
  designer.destroy();
  expect((await client.request('DELETE', `/api/websites/${id}`)).status).toBe(204);
  const deleted = Date.now();
  await eventually(
    async () => (await Promise.all([A, B].map(async (server) => (await fetch(`${base(server)}/${handle}`)).status))).every((status) => status === 404),
    'both instances to answer 404',
    1000,
  );
  expect(Date.now() - deleted).toBeLessThan(1000);
});

it('rate limits are shared: sign-in attempts alternating between A and B reach the limit at the same count as on one instance', async () => {
  const attempt = (server: number, email: string) =>
    fetch(`${base(server)}/api/login/password/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not-the-password-1' }),
    });
  /** Tries until refused; answers how many attempts were let through and the refusal. */
  async function attemptsUntilRefused(email: string, serverOf: (index: number) => number) {
    for (let index = 0; index < 25; index++) {
      const res = await attempt(serverOf(index), email);
      if (res.status === 429) return { allowed: index, refusal: res, server: serverOf(index) };
      expect(res.status).toBe(401);
    }
    throw new Error('never rate-limited');
  }

  const single = await attemptsUntilRefused('limit-one@example.com', () => A);
  const alternating = await attemptsUntilRefused('limit-two@example.com', (index) => index % 2);
  // Counters live in Redis: two instances give an attacker no more tries than one (10 per email).
  expect(single.allowed).toBe(10);
  expect(alternating.allowed).toBe(single.allowed);
  expect(errorBodySchema.parse(await alternating.refusal.json()).error.code).toBe('rate_limited');
  expect(Number(alternating.refusal.headers.get('retry-after'))).toBeGreaterThan(0);
  // And the other instance refuses the next try as well.
  expect((await attempt(1 - alternating.server, 'limit-two@example.com')).status).toBe(429);
});

it('jobs: eight website generations launched through both instances are each processed once by the two workers', async () => {
  const users = await Promise.all(['jobs-a@example.com', 'jobs-b@example.com', 'jobs-c@example.com'].map((email, index) => signInByCode(base(index % 2), email)));
  const perUser = [3, 3, 2];
  const launched: { id: string; user: number }[] = [];
  // Launches of one user one after the other (the app allows one creation at a time per user),
  // the users at once; each Launch through the instance after the previous one's.
  await Promise.all(
    users.map(async ({ session }, user) => {
      for (let n = 0; n < perUser[user]!; n++) {
        const client = new HttpClient(base((user + n) % 2));
        client.accessToken = session.accessToken;
        const answers = onboardingAnswers({ businessName: `Scale Out Barbers ${user}-${n}` });
        const created = await client.post('/api/websites', answers);
        expect(created.status).toBe(202);
        expect(created.body).toEqual({ id: answers.requestId, jobId: answers.requestId });
        launched.push({ id: answers.requestId, user });
      }
    }),
  );
  expect(launched).toHaveLength(8);

  // A fourth Launch, through the other instance, counts the three the first one queued.
  const fourth = new HttpClient(base(B));
  fourth.accessToken = users[0]!.session.accessToken;
  const refused = await fourth.post('/api/websites', onboardingAnswers({ businessName: 'One Too Many' }));
  expect(refused.status).toBe(403);
  expect(errorBodySchema.parse(refused.body).error.code).toBe('website_limit_exceeded');

  // Each job finishes; its status is read through the instance that did not queue it.
  await Promise.all(
    launched.map(({ id, user }, index) =>
      eventually(
        async () => {
          const client = new HttpClient(base((index + 1) % 2));
          client.accessToken = users[user]!.session.accessToken;
          const status = generationStatusSchema.parse((await client.get(`/api/websites/jobs/${id}`)).body);
          if (status.state === 'failed') throw new Error(`generation ${id} failed`);
          return status.state === 'completed';
        },
        `generation ${id} to complete`,
        30_000,
      ),
    ),
  );

  // Exactly once: one draft per Launch with one 'created' event, and each job started once.
  const ids = launched.map(({ id }) => id);
  const drafts = await db.query(`SELECT id, user_id FROM draft_websites WHERE id = ANY($1::uuid[])`, [ids]);
  expect(drafts.map((row: { id: string }) => row.id).sort()).toEqual([...ids].sort());
  const created = await db.query(`SELECT draft_id, count(*)::int AS n FROM draft_events WHERE kind = 'created' AND draft_id = ANY($1::uuid[]) GROUP BY draft_id`, [ids]);
  expect(created).toHaveLength(8);
  for (const row of created as { n: number }[]) expect(row.n).toBe(1);
  for (const { id, user } of launched) {
    expect(drafts.find((row: { id: string }) => row.id === id).user_id).toBe(users[user]!.session.user.id);
  }
  const queue = servers[A]!.app.get(JobQueues).queue('ai-generate');
  for (const id of ids) {
    const job = (await queue.getJob(id))!;
    expect({ id, attemptsStarted: job.attemptsStarted, attemptsMade: job.attemptsMade, finished: Boolean(job.finishedOn) }).toEqual({
      id,
      attemptsStarted: 1,
      attemptsMade: 1,
      finished: true,
    });
  }
  // No other draft appeared for these users (no duplicate under another id).
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM draft_websites WHERE user_id = ANY($1::uuid[])`, [users.map(({ session }) => session.user.id)]);
  expect(n).toBe(8);
}, 60_000);
