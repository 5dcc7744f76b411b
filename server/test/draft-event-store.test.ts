import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import * as Y from 'yjs';
import { createDefaultSiteDocument, siteRootMap, yDocToSiteDocument, type SiteDocument } from '@frontdoor/shared';
import { createDataSource } from '@frontdoor/data';
import { DraftEventStore } from '@frontdoor/data';
import { DraftWebsiteEntity } from '@frontdoor/data';
import { createTestContext, type TestContext } from './support/test-env.js';
import { createUser } from './support/users.js';

let context: TestContext;
// Two data sources stand for two server instances appending to the same drafts.
let dbA: DataSource;
let dbB: DataSource;
let storeA: DraftEventStore;
let storeB: DraftEventStore;
let ownerId: string;
let guestId: string;

beforeAll(async () => {
  context = await createTestContext();
  dbA = createDataSource(context.env.DATABASE_URL);
  dbB = createDataSource(context.env.DATABASE_URL);
  await Promise.all([dbA.initialize(), dbB.initialize()]);
  storeA = new DraftEventStore(dbA);
  storeB = new DraftEventStore(dbB);
  ownerId = (await createUser(dbA, 'owner@example.com')).id;
  guestId = (await createUser(dbA, 'guest@example.com')).id;
});

afterAll(async () => {
  await dbA?.destroy();
  await dbB?.destroy();
  await context?.cleanup();
});

async function newDraft(businessName = "Joe's Barber Shop"): Promise<SiteDocument> {
  const document = createDefaultSiteDocument({ id: randomUUID(), businessName });
  expect(await storeA.createDraft({ userId: ownerId, document })).toMatchObject({ status: 'created', sequence: 1 });
  return document;
}

/** A client's copy of the draft, as an editor's browser would hold it. */
async function clientDoc(draftId: string): Promise<Y.Doc> {
  const loaded = await storeA.load(draftId);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(loaded!.ydoc));
  return doc;
}

/** Runs `edit` on the client's doc and returns the Yjs update it produced. */
function edit(doc: Y.Doc, change: (root: Y.Map<unknown>) => void): Uint8Array {
  const updates: Uint8Array[] = [];
  const onUpdate = (update: Uint8Array) => updates.push(update);
  doc.on('update', onUpdate);
  doc.transact(() => change(siteRootMap(doc)));
  doc.off('update', onUpdate);
  return Y.mergeUpdates(updates);
}

const settings = (root: Y.Map<unknown>) => root.get('websiteSettings') as Y.Map<unknown>;

it('creates a draft whose first event is the whole document, and loads it back', async () => {
  const document = await newDraft();
  const id = document.websiteSettings.id;
  const events = await storeA.events(id);
  expect(events.map((e) => [e.sequence, e.kind, e.actorId])).toEqual([[1, 'created', ownerId]]);
  expect(events[0].data).toEqual(document);

  expect((await storeA.load(id))!.document).toEqual(document);
  expect((await storeA.replay(id))!.document).toEqual(document);
  const row = await dbA.manager.findOneByOrFail(DraftWebsiteEntity, { id });
  expect(row).toMatchObject({ userId: ownerId, version: '1.0', handle: null, lastSequence: 1, lastModifiedByUserId: ownerId });
  expect(row.websiteSettings).toEqual(document.websiteSettings);
});

it('is idempotent by the draft id and refuses an invalid document', async () => {
  const document = await newDraft();
  expect(await storeA.createDraft({ userId: ownerId, document })).toEqual({ status: 'exists', id: document.websiteSettings.id });
  expect(await storeA.events(document.websiteSettings.id)).toHaveLength(1);

  const tooLong = structuredClone(document);
  tooLong.websiteSettings.id = randomUUID();
  tooLong.websiteSettings.businessName = 'x'.repeat(49);
  const result = await storeA.createDraft({ userId: ownerId, document: tooLong });
  expect(result.status).toBe('invalid');
  expect(await dbA.manager.countBy(DraftWebsiteEntity, { id: tooLong.websiteSettings.id })).toBe(0);
});

it('appends an update with its actor and keeps the projection in step', async () => {
  const document = await newDraft();
  const id = document.websiteSettings.id;
  const client = await clientDoc(id);
  const before = await dbA.manager.findOneByOrFail(DraftWebsiteEntity, { id });

  const update = edit(client, (root) => settings(root).set('businessName', 'Joe & Sons Barbers'));
  const result = await storeA.appendUpdate(id, guestId, update);
  expect(result).toMatchObject({ status: 'appended', sequence: 2 });

  const row = await dbA.manager.findOneByOrFail(DraftWebsiteEntity, { id });
  expect(row.lastSequence).toBe(2);
  expect(row.lastModifiedByUserId).toBe(guestId);
  expect(row.modifiedAt.getTime()).toBeGreaterThanOrEqual(before.modifiedAt.getTime());
  expect(row.websiteSettings).toMatchObject({ businessName: 'Joe & Sons Barbers' });
  expect(row.document).toEqual(yDocToSiteDocument(client));
  const events = await storeA.events(id);
  expect(events.map((e) => [e.sequence, e.kind, e.actorId])).toEqual([
    [1, 'created', ownerId],
    [2, 'yjs-update', guestId],
  ]);
});

it('stores nothing for an update it already has, or one that breaks a limit, or one with missing history', async () => {
  const document = await newDraft();
  const id = document.websiteSettings.id;
  const client = await clientDoc(id);
  const update = edit(client, (root) => settings(root).set('businessName', 'Fresh Cuts'));
  expect(await storeA.appendUpdate(id, ownerId, update)).toMatchObject({ status: 'appended', sequence: 2 });
  expect(await storeA.appendUpdate(id, ownerId, update)).toEqual({ status: 'unchanged', sequence: 2 });

  const broken = edit(client, (root) => settings(root).set('businessName', 'x'.repeat(49)));
  const rejected = await storeA.appendUpdate(id, ownerId, broken);
  expect(rejected).toMatchObject({ status: 'rejected', reason: 'invalid-document' });
  expect(rejected.status === 'rejected' && rejected.issues.join()).toMatch(/businessName/);

  // An update that builds on changes the server never received cannot be applied in order.
  const other = await clientDoc(id);
  edit(other, (root) => settings(root).set('companyName', 'Never sent'));
  const dependent = edit(other, (root) => settings(root).delete('companyName'));
  const orphan = edit(other, (root) => settings(root).set('companyName', 'Depends on the unsent one'));
  expect(dependent.length).toBeGreaterThan(0);
  expect(await storeA.appendUpdate(id, ownerId, orphan)).toMatchObject({ status: 'rejected', reason: 'missing-dependencies' });

  expect((await storeA.events(id)).map((e) => e.sequence)).toEqual([1, 2]);
  expect((await storeA.replay(id))!.document.websiteSettings.businessName).toBe('Fresh Cuts');
  expect(await storeA.appendUpdate(randomUUID(), ownerId, update)).toEqual({ status: 'not-found' });
});

it('never loses or reorders concurrent appends from two server instances; replay equals the live document', async () => {
  const document = await newDraft();
  const id = document.websiteSettings.id;
  const editors = 40;
  const clients = await Promise.all(Array.from({ length: editors }, () => clientDoc(id)));
  const updates = clients.map((client, i) =>
    edit(client, (root) => {
      if (i % 3 === 0) settings(root).set('businessName', `Barber ${i}`);
      else if (i % 3 === 1) settings(root).set('pageTitle', `Best cuts in town, take ${i}`);
      else {
        const sections = root.get('sections') as Y.Array<Y.Map<unknown>>;
        const intro = sections.toArray().find((s) => s.get('type') === 'Introduction')!;
        intro.set('heading', `Fresh fades, edition ${i}`);
      }
    }),
  );

  const results = await Promise.all(updates.map((update, i) => (i % 2 ? storeA : storeB).appendUpdate(id, i % 2 ? ownerId : guestId, update)));
  expect(results.every((r) => r.status === 'appended')).toBe(true);
  const sequences = results.map((r) => (r.status === 'appended' ? r.sequence : 0)).sort((a, b) => a - b);
  expect(sequences).toEqual(Array.from({ length: editors }, (_, i) => i + 2));

  const events = await storeA.events(id);
  expect(events.map((e) => e.sequence)).toEqual(Array.from({ length: editors + 1 }, (_, i) => i + 1));
  // Rows were written in sequence order: the insertion ids rise with the sequence.
  const insertionOrder = events.map((e) => BigInt(e.id));
  expect([...insertionOrder].sort((a, b) => (a < b ? -1 : 1))).toEqual(insertionOrder);

  // The live document: the initial state plus every editor's change, merged as Yjs merges them.
  const live = new Y.Doc();
  Y.applyUpdate(live, Y.encodeStateAsUpdate((await storeA.load(id))!.ydoc));
  const expected = new Y.Doc();
  Y.applyUpdate(expected, Y.encodeStateAsUpdate(clients[0]));
  for (const update of updates) Y.applyUpdate(expected, update);

  const replayed = await storeB.replay(id);
  const loaded = await storeB.load(id);
  expect(replayed!.document).toEqual(yDocToSiteDocument(expected));
  expect(loaded!.document).toEqual(replayed!.document);
  expect(yDocToSiteDocument(live)).toEqual(replayed!.document);
  const row = await dbA.manager.findOneByOrFail(DraftWebsiteEntity, { id });
  expect(row.document).toEqual(replayed!.document);
  expect(row.lastSequence).toBe(editors + 1);
});

it('loads the same document from events alone when there is no snapshot', async () => {
  const document = await newDraft();
  const id = document.websiteSettings.id;
  const client = await clientDoc(id);
  await storeA.appendUpdate(
    id,
    ownerId,
    edit(client, (root) => settings(root).set('businessName', 'Snapshot-free')),
  );
  await dbA.manager.update(DraftWebsiteEntity, { id }, { snapshot: null, snapshotSequence: null });
  const loaded = await storeA.load(id);
  expect(loaded!.document.websiteSettings.businessName).toBe('Snapshot-free');
  expect(loaded!.document).toEqual((await storeA.replay(id))!.document);
});

it('appends non-content events (saved, published) with projection changes in the same transaction', async () => {
  const document = await newDraft();
  const id = document.websiteSettings.id;
  const publishedAt = new Date('2026-11-22T10:00:00Z');
  expect(await storeA.appendEvent(id, { kind: 'saved', actorId: ownerId, data: document })).toEqual({ status: 'appended', sequence: 2 });
  expect(
    await storeB.appendEvent(id, { kind: 'published', actorId: ownerId, data: { handle: 'joes' }, projection: { handle: 'joes', lastPublishedAt: publishedAt } }),
  ).toEqual({ status: 'appended', sequence: 3 });
  const row = await dbA.manager.findOneByOrFail(DraftWebsiteEntity, { id });
  expect(row).toMatchObject({ handle: 'joes', lastSequence: 3 });
  expect(row.lastPublishedAt?.toISOString()).toBe(publishedAt.toISOString());
  expect((await storeA.events(id)).map((e) => e.kind)).toEqual(['created', 'saved', 'published']);
  expect((await storeA.replay(id))!.document).toEqual(document);
});
