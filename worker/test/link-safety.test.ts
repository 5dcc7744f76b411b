import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { Redis } from 'ioredis';
import type * as Y from 'yjs';
import {
  createDefaultSiteDocument,
  LINK_SAFETY_ATTEMPTS,
  queuePrefix,
  setField,
  yDocToSiteDocument,
  type Env,
  type Link,
  type SiteDocument,
  type WebRiskState,
} from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { connectCollab, eventually, type CollabClient } from '../../server/test/support/collab-client.js';
import { signInByCode } from '../../server/test/support/sign-in.js';
import { startTestServer } from '../../server/test/support/test-server.js';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { startWorker, type RunningWorker } from '../src/start-worker.js';
import { startFakeSafeBrowsing, type FakeSafeBrowsing } from './support/fake-safe-browsing.js';

// Link safety through the real server, worker, PostgreSQL and Redis: a designer's collaboration
// client saves a Web link, the server queues its check when the draft is stored, the worker
// writes Checking and then the verdict into the draft's event store, and the open client sees
// it live. First with the local rules, then with the lookup API (a local fake of Google Safe
// Browsing v4 on 127.0.0.1): its verdicts, its failures (retried, then Failed), a link changed
// during its check, and a worker killed in the middle of one.

const WORKER_MAIN = new URL('../dist/main.js', import.meta.url).pathname;
const WAIT_MS = 30_000;

let context: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
let worker: RunningWorker | undefined;
let child: ChildProcess | undefined;
let fake: FakeSafeBrowsing;
let store: DraftEventStore;
let keyedEnv: Env;
const clients: CollabClient[] = [];

beforeAll(async () => {
  if (!existsSync(WORKER_MAIN)) throw new Error('worker/dist is missing: run `npm test` or `npm run build` first');
  // A draft is stored (and its links' checks queued) half a second after the last edit, not five:
  // every test here waits for stores, and the debounce is not what it checks.
  context = await createTestContext({ COLLAB_STORE_DEBOUNCE_MS: '500' });
  server = await startTestServer(context.env);
  worker = await startWorker(context.env);
  store = new DraftEventStore(server.app.get(DataSource));
  fake = await startFakeSafeBrowsing();
  keyedEnv = { ...context.env, WEB_RISK_API_KEY: 'test-lookup-key', WEB_RISK_API_URL: fake.url };
});

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await worker?.close();
  await server?.app.close();
  await fake?.close();
  await context?.cleanup();
});

async function useWorker(env: Env): Promise<void> {
  await worker?.close();
  worker = await startWorker(env);
}

/** An owner's draft open in a designer's collaboration connection. */
async function ownerEditing(email: string): Promise<{ id: string; userId: string; client: CollabClient; introId: string }> {
  const { session } = await signInByCode(server.base, email);
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes: ['Header', 'Introduction', 'Services', 'Footer'] });
  await store.createDraft({ userId: session.user.id, document });
  const client = connectCollab(server.base, id, session.accessToken);
  clients.push(client);
  await client.synced;
  return { id, userId: session.user.id, client, introId: sectionOf(document, 'Introduction').id };
}

const web = (url: string, webRisk: WebRiskState = 'Pending'): Link => ({
  type: 'Web',
  label: 'Visit us',
  style: 'Solid',
  size: 'Medium',
  url,
  openInNewTab: true,
  webRisk,
});

function sectionOf<T extends SiteDocument['sections'][number]['type']>(document: SiteDocument, type: T) {
  return document.sections.find((section) => section.type === type) as Extract<SiteDocument['sections'][number], { type: T }>;
}

/** The designer sets the introduction's button, as its link editor does (one write of the link). */
function setButton(client: CollabClient, introId: string, link: Link): void {
  expect(setField(client.doc, ['sections', introId, 'button'], link)).toEqual({ ok: true });
}

const button = (doc: Y.Doc) => sectionOf(yDocToSiteDocument(doc), 'Introduction').button;

async function storedDocument(id: string): Promise<SiteDocument> {
  return (await store.load(id))!.document;
}

/** Waits until the open designer shows the introduction's button at `url` in `state`. */
function seen(client: CollabClient, url: string, state: WebRiskState) {
  return eventually(
    () => {
      const link = button(client.doc);
      return link?.type === 'Web' && link.url === url && link.webRisk === state;
    },
    `the designer to show ${url} as ${state}`,
    WAIT_MS,
  );
}

const lookupsOf = (url: string) => fake.requests.filter((request) => request.body.threatInfo?.threatEntries?.some((entry) => entry.url === url));

describe('with the local rules (no lookup key)', () => {
  it('flags a link to a blocklisted host as Unsafe wherever it lives, live in the open designer and in the stored draft', async () => {
    const { id, userId, client, introId } = await ownerEditing('blocked@example.com');
    const bad = 'https://www.ianfette.org/';
    const document = yDocToSiteDocument(client.doc);
    const header = sectionOf(document, 'Header');
    const services = sectionOf(document, 'Services');
    setButton(client, introId, web(bad));
    setField(client.doc, ['sections', header.id, 'links'], [...header.links, web(bad)]);
    setField(client.doc, ['sections', services.id, 'items', services.items[0]!.id, 'button'], web('https://harbor-dental.example/booking'));

    await seen(client, bad, 'Unsafe');
    const stored = await storedDocument(id);
    expect(sectionOf(stored, 'Introduction').button).toMatchObject({ url: bad, webRisk: 'Unsafe' });
    expect(sectionOf(stored, 'Header').links.at(-1)).toMatchObject({ url: bad, webRisk: 'Unsafe' });
    await eventually(async () => sectionOf(await storedDocument(id), 'Services').items[0]!.button?.type === 'Web', 'the service button stored');
    await eventually(
      async () => (sectionOf(await storedDocument(id), 'Services').items[0]!.button as { webRisk?: string }).webRisk === 'Safe',
      'the service button checked',
      WAIT_MS,
    );

    // The checks are the app's own changes: no one's edit, and edit control stays with the owner.
    const events = await store.events(id);
    expect(events.filter((event) => event.kind === 'yjs-update' && event.actorId === null).length).toBeGreaterThanOrEqual(2);
    expect((await store.load(id))!.draft.lastModifiedByUserId).toBe(userId);
    // Replaying the log gives the same document (as stored now: every check above has landed).
    expect((await store.replay(id))!.document).toEqual(await storedDocument(id));
  });

  it('marks a link to an ordinary site Safe', async () => {
    const { id, client, introId } = await ownerEditing('safe@example.com');
    setButton(client, introId, web('https://example.com/menu'));
    await seen(client, 'https://example.com/menu', 'Safe');
    expect(sectionOf(await storedDocument(id), 'Introduction').button).toMatchObject({ webRisk: 'Safe' });
  });
});

describe('with the lookup API (a local Safe Browsing v4 fake)', () => {
  beforeAll(async () => {
    await useWorker(keyedEnv);
  });

  afterEach(() => fake.setMode({ kind: 'answer' }));

  it('asks the API after the local rules and takes its verdict', async () => {
    const { client, introId } = await ownerEditing('keyed@example.com');
    const phish = 'https://harbor-dental-refunds.example.net/claim';
    fake.unsafe.add(phish);
    setButton(client, introId, web(phish));
    await seen(client, phish, 'Unsafe');
    const [request] = lookupsOf(phish);
    expect(request).toMatchObject({
      path: '/v4/threatMatches:find',
      key: 'test-lookup-key',
      body: {
        client: { clientId: 'frontdoor' },
        threatInfo: { platformTypes: ['ANY_PLATFORM'], threatEntryTypes: ['URL'], threatEntries: [{ url: phish }] },
      },
    });
    expect(request!.body.threatInfo!.threatTypes).toEqual(expect.arrayContaining(['MALWARE', 'SOCIAL_ENGINEERING']));

    // A link the local rules already stop costs no lookup.
    const lookAlike = 'https://paypa1.com/signin';
    setButton(client, introId, web(lookAlike));
    await seen(client, lookAlike, 'Unsafe');
    expect(lookupsOf(lookAlike)).toEqual([]);
  });

  it('shows Checking while the lookup runs, and leaves a link alone whose address changed meanwhile', async () => {
    const { id, client, introId } = await ownerEditing('changed@example.com');
    const first = 'https://first.example.org/';
    const second = 'https://second.example.org/';
    fake.unsafe.add(first);
    fake.setMode({ kind: 'hold' });
    setButton(client, introId, web(first));
    await eventually(() => lookupsOf(first).length === 1, 'the lookup of the first address', WAIT_MS);
    await seen(client, first, 'Checking');

    // The owner changes the address while the first one is being looked up.
    setButton(client, introId, web(second));
    await eventually(() => lookupsOf(second).length === 1, 'the lookup of the second address', WAIT_MS);
    fake.setMode({ kind: 'answer' });
    await seen(client, second, 'Safe');
    // The first address's verdict (Unsafe) was never written onto the second address's link.
    const stored = await storedDocument(id);
    expect(sectionOf(stored, 'Introduction').button).toMatchObject({ url: second, webRisk: 'Safe' });
    expect(JSON.stringify(stored)).not.toContain(first);
  });

  it('retries a lookup the API fails, marks the link Failed after the last try, and checks it again on Try again', async () => {
    const { client, introId } = await ownerEditing('failing@example.com');
    const url = 'https://harbor-dental.example/contact';
    fake.setMode({ kind: 'status', status: 500 });
    setButton(client, introId, web(url));
    await seen(client, url, 'Failed');
    expect(lookupsOf(url)).toHaveLength(LINK_SAFETY_ATTEMPTS);

    // Try again (the link editor's button) sets the link back to Pending: a new check is queued.
    fake.setMode({ kind: 'answer' });
    setButton(client, introId, web(url, 'Pending'));
    await seen(client, url, 'Safe');
    expect(lookupsOf(url)).toHaveLength(LINK_SAFETY_ATTEMPTS + 1);
  });

  it('runs a check again when its worker is killed in the middle of it, and the check completes', async () => {
    // A short lock for this worker and the next: the killed one's job is taken over within seconds.
    // (Only here: on a busy machine a lock this short can lapse under a live worker, and its job
    // then runs once more, which would add a lookup to the other tests' counts.)
    const shortLock: Env = { ...keyedEnv, WORKER_LOCK_MS: 2000 };
    await worker?.close();
    worker = undefined;
    // The worker just closed checked for stalled jobs on its own (30 s) interval, and BullMQ keeps
    // a marker that long so that no worker of the queue checks sooner: without it, the short-lock
    // worker below would wait out the old interval (up to 30 s) before taking the killed job over.
    // A deployment's workers share one interval; only this test mixes two.
    const redis = new Redis(keyedEnv.REDIS_URL);
    await redis.del(`${queuePrefix(keyedEnv.REDIS_PREFIX)}:link-safety:stalled-check`);
    redis.disconnect();
    child = spawn(process.execPath, [WORKER_MAIN], {
      env: { ...process.env, ...Object.fromEntries(Object.entries(shortLock).map(([key, value]) => [key, String(value ?? '')])) },
      stdio: 'ignore',
    });
    const { id, client, introId } = await ownerEditing('killed-check@example.com');
    const url = 'https://harbor-dental.example/prices';
    fake.setMode({ kind: 'hold' });
    setButton(client, introId, web(url));
    // The worker process is in the middle of the check: the lookup is held, the link is Checking.
    await eventually(() => lookupsOf(url).length === 1, 'the lookup by the first worker', WAIT_MS);
    await seen(client, url, 'Checking');
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    fake.setMode({ kind: 'answer' });

    worker = await startWorker(shortLock);
    await seen(client, url, 'Safe');
    expect(lookupsOf(url)).toHaveLength(2);
    expect(sectionOf(await storedDocument(id), 'Introduction').button).toMatchObject({ url, webRisk: 'Safe' });
  });
});
