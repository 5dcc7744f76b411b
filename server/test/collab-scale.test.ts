// Issue 38: the collaboration server at scale. A rush of opens loads every draft through a bounded
// queue; a draft loads from its snapshot plus the events after it (equal to a full replay);
// several store batches are in flight with each draft's order kept; a failed store is kept,
// reported with its drafts and retried per draft. Real PostgreSQL and Redis throughout.
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import * as Y from 'yjs';
import { createDefaultSiteDocument, setField, yDocToSiteDocument, type SectionType } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';
import { signInByCode } from './support/sign-in.js';
import { startWorker } from '../../worker/src/start-worker.js';
import { connectCollab, eventually, type CollabClient } from './support/collab-client.js';
import { CollabServer } from '../src/collab/collab-server.js';
import { ADMISSION_CONCURRENCY } from '../src/collab/draft-loads.js';
import { UpdateBatcher } from '../src/collab/update-batcher.js';

const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'Contact', 'Footer'];

let context: TestContext;
let worker: Awaited<ReturnType<typeof startWorker>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
let db: DataSource;
let store: DraftEventStore;
let owner: { token: string; userId: string };
const clients: CollabClient[] = [];

beforeAll(async () => {
  context = await createTestContext();
  server = await startTestServer(context.env);
  worker = await startWorker(context.env); // sends the sign-in code
  db = server.app.get(DataSource);
  store = new DraftEventStore(db);
  const { session } = await signInByCode(server.base, 'scale-owner@example.com');
  owner = { token: session.accessToken, userId: session.user.id };
});

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

afterAll(async () => {
  await worker?.close();
  await server?.app.close();
  await context?.cleanup();
});

async function createDraft(name = 'Harbor Dental'): Promise<string> {
  const id = randomUUID();
  await store.createDraft({ userId: owner.userId, document: createDefaultSiteDocument({ id, businessName: name, sectionTypes: SECTIONS }) });
  return id;
}

/** An update that sets the business name, made on a copy of what is stored. */
async function renameUpdate(id: string, name: string): Promise<Uint8Array> {
  const loaded = await store.load(id);
  const doc = loaded!.ydoc;
  const before = Y.encodeStateVector(doc);
  setField(doc, ['websiteSettings', 'businessName'], name);
  return Y.encodeStateAsUpdate(doc, before);
}

function docOf(state: { updates: Uint8Array[] }): Y.Doc {
  const doc = new Y.Doc();
  for (const update of state.updates) Y.applyUpdate(doc, update);
  return doc;
}

it('loads every draft of a rush of opens, the opening hooks through a bounded queue', async () => {
  const drafts = await Promise.all(Array.from({ length: 40 }, (_, i) => createDraft(`Rush Shop ${i}`)));
  const admission = server.app.get(CollabServer).admission;
  let mostRunning = 0;
  const sample = setInterval(() => (mostRunning = Math.max(mostRunning, admission.pending)), 1);
  try {
    // An editor and a watcher per draft, all at once.
    for (const id of drafts) clients.push(connectCollab(server.base, id, owner.token), connectCollab(server.base, id, owner.token));
    await Promise.all(clients.map((client) => client.synced));
  } finally {
    clearInterval(sample);
  }
  expect(mostRunning).toBeGreaterThan(0);
  expect(mostRunning).toBeLessThanOrEqual(ADMISSION_CONCURRENCY);
  drafts.forEach((id, i) => {
    expect(yDocToSiteDocument(clients[2 * i]!.doc).websiteSettings.businessName).toBe(`Rush Shop ${i}`);
    expect(yDocToSiteDocument(clients[2 * i + 1]!.doc).websiteSettings.businessName).toBe(`Rush Shop ${i}`);
  });
  // And they edit: the watcher sees the editor's change.
  setField(clients[0]!.doc, ['websiteSettings', 'businessName'], 'Rush Shop Renamed');
  await eventually(() => yDocToSiteDocument(clients[1]!.doc).websiteSettings.businessName === 'Rush Shop Renamed', 'the watcher sees the edit');
});

it('loads a draft from its snapshot plus the events after it, equal to a full replay, many drafts in one read', async () => {
  const [a, b] = [await createDraft('Snapshot A'), await createDraft('Snapshot B')];
  // Events after the snapshot (appendUpdates writes no snapshot), then compacted, then more.
  await store.appendUpdates([{ draftId: a, actorId: owner.userId, update: await renameUpdate(a, 'A one') }]);
  await store.appendUpdates([{ draftId: a, actorId: owner.userId, update: await renameUpdate(a, 'A two') }]);
  await store.appendUpdates([{ draftId: b, actorId: owner.userId, update: await renameUpdate(b, 'B one') }]);
  let states = await store.loadStates([a, b, randomUUID(), 'not-a-uuid']);
  expect([...states.keys()].sort()).toEqual([a, b].sort());
  expect(states.get(a)!.updates).toHaveLength(3); // the snapshot and two events
  expect(states.get(a)!.bytesSinceSnapshot).toBe(await store.bytesSinceSnapshot(a));
  for (const id of [a, b]) expect(yDocToSiteDocument(docOf(states.get(id)!))).toEqual((await store.replay(id))!.document);

  await store.compact(a);
  await store.appendUpdates([{ draftId: a, actorId: owner.userId, update: await renameUpdate(a, 'A three') }]);
  states = await store.loadStates([a]);
  expect(states.get(a)!.updates).toHaveLength(2); // the new snapshot and one event
  expect(states.get(a)!.sequence).toBe((await store.replay(a))!.sequence);
  expect(yDocToSiteDocument(docOf(states.get(a)!))).toEqual((await store.replay(a))!.document);
  expect(yDocToSiteDocument(docOf(states.get(a)!)).websiteSettings.businessName).toBe('A three');

  // The live document loads the same.
  const client = connectCollab(server.base, a, owner.token);
  clients.push(client);
  await client.synced;
  expect(yDocToSiteDocument(client.doc)).toEqual((await store.replay(a))!.document);
});

it('stores with several batches in flight, every update once and each draft in order', async () => {
  const drafts = await Promise.all(Array.from({ length: 6 }, (_, i) => createDraft(`Order ${i}`)));
  const editors = await Promise.all(drafts.map(async (id) => (await store.load(id))!.ydoc));
  const batcher = new UpdateBatcher(store, { delayMs: 1, maxInFlight: 3 });
  const expected = new Map<string, string[]>();
  for (let round = 0; round < 30; round++) {
    drafts.forEach((id, i) => {
      const doc = editors[i]!;
      const before = Y.encodeStateVector(doc);
      setField(doc, ['websiteSettings', 'businessName'], `Order ${i} round ${round}`);
      batcher.add(id, round % 2 ? owner.userId : null, Y.encodeStateAsUpdate(doc, before));
      expected.set(id, [...(expected.get(id) ?? []), `Order ${i} round ${round}`]);
    });
    if (round % 5 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await batcher.flush();
  for (const [i, id] of drafts.entries()) {
    // Replaying the events one by one, the name goes through every round in order, once each.
    const events = (await store.events(id)).filter((event) => event.kind === 'yjs-update');
    const first = (await store.events(id))[0]!;
    const replayed = new Y.Doc();
    Y.applyUpdate(replayed, first.update!);
    const seen: string[] = [];
    let last = '';
    for (const event of events) {
      const names: string[] = [];
      for (const struct of Y.decodeUpdate(event.update!).structs) {
        const content = (struct as { content?: { arr?: unknown[] } }).content?.arr ?? [];
        for (const value of content) if (typeof value === 'string' && value.startsWith(`Order ${i} round`)) names.push(value);
      }
      seen.push(...names);
      Y.applyUpdate(replayed, event.update!);
      const now = yDocToSiteDocument(replayed).websiteSettings.businessName;
      // Sequence order is the order of the edits: the name never goes back.
      expect(expected.get(id)!.indexOf(now)).toBeGreaterThanOrEqual(expected.get(id)!.indexOf(last));
      last = now;
    }
    expect(seen).toEqual(expected.get(id));
    expect(last).toBe(`Order ${i} round 29`);
  }
});

it('keeps a failed store, reports it with its drafts, and retries each draft until it is stored once', async () => {
  const [a, b] = [await createDraft('Retry A'), await createDraft('Retry B')];
  const failures: { draftIds: readonly string[]; attempts: number }[] = [];
  const stored: string[] = [];
  const batcher = new UpdateBatcher(store, {
    delayMs: 1,
    maxInFlight: 3,
    onStored: (draftId) => stored.push(draftId),
    onError: (_error, draftIds, attempts) => failures.push({ draftIds, attempts }),
  });
  const updates = [await renameUpdate(a, 'Retry A stored'), await renameUpdate(b, 'Retry B stored')];
  // The database refuses the appends (the events table is away) until it is back.
  await db.query('ALTER TABLE draft_events RENAME TO draft_events_away');
  try {
    batcher.add(a, owner.userId, updates[0]!);
    batcher.add(b, owner.userId, updates[1]!);
    await expect(batcher.flush()).rejects.toThrow('Draft updates could not be stored');
    await eventually(() => failures.length >= 3, 'the drafts are retried, each on its own');
  } finally {
    await db.query('ALTER TABLE draft_events_away RENAME TO draft_events');
  }
  // Reported with the drafts' ids; after the first failure each draft is tried alone.
  expect(new Set(failures.flatMap((failure) => failure.draftIds))).toEqual(new Set([a, b]));
  expect(failures.slice(1).every((failure) => failure.draftIds.length === 1)).toBe(true);
  expect(Math.max(...failures.map((failure) => failure.attempts))).toBeGreaterThanOrEqual(2);
  await batcher.flush();
  await eventually(() => stored.includes(a) && stored.includes(b), 'both drafts stored');
  for (const [id, name] of [
    [a, 'Retry A stored'],
    [b, 'Retry B stored'],
  ] as const) {
    const events = (await store.events(id)).filter((event) => event.kind === 'yjs-update');
    expect(events).toHaveLength(1);
    expect((await store.replay(id))!.document.websiteSettings.businessName).toBe(name);
  }
});
