import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import { MessageType } from '@hocuspocus/provider';
import fc from 'fast-check';
import {
  COLLAB_REFUSALS,
  createDefaultSiteDocument,
  readSiteDocument,
  sameContent,
  setField,
  addSection,
  moveSection,
  removeSection,
  insertItem,
  siteRootMap,
  yDocToSiteDocument,
  type DraftVersion,
  type DraftVersionDetail,
  type SectionType,
} from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { DraftEventEntity } from '@frontdoor/data';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';
import { signInByCode } from './support/sign-in.js';
import { startWorker } from '../../worker/src/start-worker.js';
import { connectCollab, eventually, type CollabClient } from './support/collab-client.js';

// Each test has a draft and an owner of its own and spends most of its time waiting for the other
// tab, instance or the store: the tests run side by side (it.concurrent); the designers' connections
// close at the end.
const ALL: SectionType[] = ['Header', 'Introduction', 'Services', 'CustomerReviews', 'FrequentlyAskedQuestions', 'Contact', 'Footer'];

let context: TestContext;
let worker: Awaited<ReturnType<typeof startWorker>>;
let servers: Awaited<ReturnType<typeof startTestServer>>[];
let db: DataSource;
let store: DraftEventStore;
const clients: CollabClient[] = [];

beforeAll(async () => {
  // Both instances must accept each other's access tokens.
  context = await createTestContext({ AUTH_SECRET: 'collab-test-secret-collab-test-secret-0123' });
  // Two instances on one database: "two server instances appending to one draft".
  servers = [await startTestServer(context.env), await startTestServer(context.env)];
  worker = await startWorker(context.env); // sends the sign-in codes
  db = servers[0]!.app.get(DataSource);
  store = new DraftEventStore(db);
});

afterAll(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await worker?.close();
  for (const server of servers ?? []) await server.app.close();
  await context?.cleanup();
});

async function ownerWithDraft(email: string) {
  const base = servers[0]!.base;
  const { session } = await signInByCode(base, email);
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes: ALL });
  await store.createDraft({ userId: session.user.id, document });
  return { id, token: session.accessToken, userId: session.user.id, document };
}

function open(draftId: string, token: string, server = 0): CollabClient {
  const client = connectCollab(servers[server]!.base, draftId, token);
  clients.push(client);
  return client;
}

const intro = (doc: Y.Doc) => yDocToSiteDocument(doc).sections.find((section) => section.type === 'Introduction')!;

async function storedEvents(draftId: string) {
  return db.manager.find(DraftEventEntity, { where: { draftId }, order: { sequence: 'ASC' } });
}

it.concurrent('syncs the stored draft to the designer and stores an edit as a yjs-update event with its actor', async () => {
  const { id, token, userId, document } = await ownerWithDraft('collab-owner@example.com');
  const tab = open(id, token);
  await tab.synced;
  expect(yDocToSiteDocument(tab.doc)).toEqual(document);
  const introId = intro(tab.doc).id;

  expect(setField(tab.doc, ['sections', introId, 'heading'], 'Gentle care on the harbor')).toEqual({ ok: true });
  const events: DraftEventEntity[] = await eventually(async () => {
    const all = await storedEvents(id);
    return all.some((event) => event.kind === 'yjs-update') ? all : null;
  }, 'the edit to be stored');
  expect(events.find((event) => event.kind === 'yjs-update')!.actorId).toBe(userId);
  expect((await store.load(id))!.document.sections.find((s) => s.id === introId)).toMatchObject({ heading: 'Gentle care on the harbor' });
  expect((await store.replay(id))!.document).toEqual(yDocToSiteDocument(tab.doc));
});

it.concurrent('shows edits live in a second tab, on the same and on another server instance', async () => {
  const { id, token } = await ownerWithDraft('collab-two-tabs@example.com');
  const first = open(id, token, 0);
  const second = open(id, token, 0);
  const elsewhere = open(id, token, 1);
  await Promise.all([first.synced, second.synced, elsewhere.synced]);
  const introId = intro(first.doc).id;
  setField(first.doc, ['sections', introId, 'body'], 'Seen in the other tab');
  await eventually(() => intro(second.doc).body === 'Seen in the other tab', 'the second tab to see the edit');
  await eventually(() => intro(elsewhere.doc).body === 'Seen in the other tab', 'the tab on the other instance to see the edit');
  setField(elsewhere.doc, ['sections', introId, 'heading'], 'Back the other way');
  await eventually(() => intro(first.doc).heading === 'Back the other way', 'the edit made on the other instance');
});

it.concurrent('refuses a user who has no access, and a bad token, with a reason the designer shows', async () => {
  const { id } = await ownerWithDraft('collab-owner-2@example.com');
  const { session } = await signInByCode(servers[0]!.base, 'collab-stranger@example.com');
  await expect(open(id, session.accessToken).synced).rejects.toThrow('No website at this link');
  await expect(open(id, 'not-a-token').synced).rejects.toThrow('Please sign in again');
  await expect(open('not-a-draft', session.accessToken).synced).rejects.toThrow('No website at this link');
});

it.concurrent('refuses an update that would make the document invalid: not applied, broadcast or stored, and the client is told', async () => {
  const { id, token } = await ownerWithDraft('collab-invalid@example.com');
  const bad = open(id, token);
  const watcher = open(id, token);
  await Promise.all([bad.synced, watcher.synced]);
  const before = (await storedEvents(id)).length;
  // Deleting the header directly (the typed operations refuse to) breaks the schema.
  bad.doc.transact(() => (siteRootMap(bad.doc).get('sections') as Y.Array<unknown>).delete(0, 1));
  await eventually(() => bad.messages.some((message) => message.type === 'refused'), 'the refusal');
  await eventually(() => bad.closes.some((close) => close.reason === COLLAB_REFUSALS['invalid-update']), 'the close');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(yDocToSiteDocument(watcher.doc).sections[0]!.type).toBe('Header');
  expect((await storedEvents(id)).length).toBe(before);
  expect((await store.load(id))!.document.sections[0]!.type).toBe('Header');
});

it.concurrent('an update that arrives ahead of the offline changes it builds on is neither applied nor called invalid: the sender resyncs and keeps both', async () => {
  const { id, token } = await ownerWithDraft('collab-ahead@example.com');
  const tab = open(id, token);
  const watcher = open(id, token);
  await Promise.all([tab.synced, watcher.synced]);
  const introId = intro(tab.doc).id;
  // The watcher checks every state it is sent: the body is never missing.
  const broken: string[] = [];
  watcher.doc.on('update', () => {
    const body = intro(watcher.doc).body;
    if (typeof body !== 'string') broken.push(String(body));
  });

  // Two edits made offline on a copy: the heading, then the body. Sent in the wrong order, the
  // second one's new body waits for the first (Yjs holds it back) while its deletion of the old
  // body could apply: half an edit, with no body.
  const offline = new Y.Doc();
  Y.applyUpdate(offline, Y.encodeStateAsUpdate(tab.doc));
  const updates: Uint8Array[] = [];
  offline.on('update', (update: Uint8Array) => updates.push(update));
  setField(offline, ['sections', introId, 'heading'], 'Made offline first');
  setField(offline, ['sections', introId, 'body'], 'Made offline second');
  const [first, second] = updates as [Uint8Array, Uint8Array];
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, id);
  encoding.writeVarUint(encoder, MessageType.Sync);
  encoding.writeVarUint(encoder, 2); // y-protocols messageYjsUpdate
  encoding.writeVarUint8Array(encoder, second);
  tab.provider.configuration.websocketProvider.send(encoding.toUint8Array(encoder));

  await eventually(() => tab.closes.some((close) => close.reason === COLLAB_REFUSALS.resync), 'the resync close');
  expect(tab.messages.some((message) => message.type === 'refused')).toBe(false);
  // The connection starts again by itself; sent in order, both edits land everywhere.
  await new Promise((resolve) => setTimeout(resolve, 300));
  Y.applyUpdate(tab.doc, first);
  Y.applyUpdate(tab.doc, second);
  await eventually(() => intro(watcher.doc).body === 'Made offline second' && intro(watcher.doc).heading === 'Made offline first', 'both offline edits on the watcher');
  await eventually(async () => {
    const stored = (await store.load(id))!.document.sections.find((section) => section.id === introId) as { heading: string; body: string };
    return stored.heading === 'Made offline first' && stored.body === 'Made offline second';
  }, 'both offline edits stored');
  expect(broken).toEqual([]);
});

it.concurrent('saves a version on Save Draft, lists it in the history, and restores an older one into every open tab', async () => {
  const { id, token, document } = await ownerWithDraft('collab-history@example.com');
  const tab = open(id, token);
  const other = open(id, token);
  await Promise.all([tab.synced, other.synced]);
  await eventually(() => tab.messages.find((message) => message.type === 'baseline'), 'the baseline');
  const introId = intro(tab.doc).id;
  setField(tab.doc, ['sections', introId, 'heading'], 'Saved heading');
  tab.provider.sendStateless(JSON.stringify({ type: 'save', requestId: 'r1' }));
  const saved = await eventually(() => tab.messages.find((m) => m.type === 'version' && m.requestId === 'r1'), 'the saved version');
  expect(saved.type === 'version' && saved.document.sections.find((s) => s.id === introId)).toMatchObject({ heading: 'Saved heading' });
  await eventually(() => other.messages.find((m) => m.type === 'version'), 'the other tab to hear of the save');

  const client = { Authorization: `Bearer ${token}` };
  const versions = (await (await fetch(`${servers[0]!.base}/api/websites/${id}/versions`, { headers: client })).json()) as DraftVersion[];
  expect(versions.map((v) => v.kind)).toEqual(['saved', 'created']);
  expect(versions[0]!.by).toBe('collab-history@example.com');

  const created = versions[1]!.sequence;
  const preview = (await (await fetch(`${servers[0]!.base}/api/websites/${id}/versions/${created}`, { headers: client })).json()) as DraftVersionDetail;
  expect(preview.document).toEqual(document);
  const restored = await fetch(`${servers[0]!.base}/api/websites/${id}/versions/${created}/restore`, { method: 'POST', headers: client });
  expect(restored.status).toBe(200);
  expect(await restored.json()).toMatchObject({ kind: 'restored', restoredFrom: created });
  await eventually(() => intro(other.doc).heading !== 'Saved heading', 'the restore to reach the other tab');
  expect(yDocToSiteDocument(other.doc)).toEqual(document);
  expect((await storedEvents(id)).map((event) => event.kind).at(-1)).toBe('restored');
  expect((await store.replay(id))!.document).toEqual(document);

  const missing = await fetch(`${servers[0]!.base}/api/websites/${id}/versions/99999`, { headers: client });
  expect(missing.status).toBe(404);
});

it.concurrent('tells every designer, on both instances, what the live page shows: nothing before the first publish, the published document after', async () => {
  const { id, token } = await ownerWithDraft('collab-published@example.com');
  const here = open(id, token, 0);
  const there = open(id, token, 1);
  await Promise.all([here.synced, there.synced]);
  expect(await eventually(() => here.messages.find((message) => message.type === 'published'), 'the published state')).toEqual({ type: 'published', document: null });
  const introId = intro(here.doc).id;
  setField(here.doc, ['sections', introId, 'heading'], 'Published heading');
  await eventually(() => intro(there.doc).heading === 'Published heading', 'the edit on the other instance');

  const published = await fetch(`${servers[0]!.base}/api/websites/${id}/publish`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ handle: 'collab-published' }),
  });
  expect(published.status).toBe(200);
  for (const tab of [here, there]) {
    const told = await eventually(() => tab.messages.find((message) => message.type === 'published' && message.document !== null), 'the publish');
    const document = told.type === 'published' ? told.document! : null;
    expect(document?.websiteSettings.handle).toBe('collab-published');
    // The same content as the live draft: nothing 'not yet published', nothing unsaved.
    expect(sameContent(document!, yDocToSiteDocument(tab.doc))).toBe(true);
    const version = await eventually(() => tab.messages.find((message) => message.type === 'version' && message.version.kind === 'published'), 'the published version');
    expect(version.type === 'version' && sameContent(version.document, yDocToSiteDocument(tab.doc))).toBe(true);
  }

  // A designer opening the draft later is told at once.
  const later = open(id, token, 1);
  await later.synced;
  const known = await eventually(() => later.messages.find((message) => message.type === 'published'), 'the published state on connecting');
  expect(known.type === 'published' && known.document?.websiteSettings.handle).toBe('collab-published');

  // The message is the server's: one a designer crafts is not relayed to the others.
  const before = there.messages.length;
  here.provider.sendStateless(JSON.stringify({ type: 'published', document: null }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  // (Presence and edit-control renewals may arrive meanwhile; no 'published' does.)
  expect(there.messages.slice(before).filter((message) => message.type === 'published')).toEqual([]);
});

it.concurrent('replaying the events gives the live document exactly, for random edits from several providers on two instances', async () => {
  const { id, token } = await ownerWithDraft('collab-replay@example.com');
  const tabs = [open(id, token, 0), open(id, token, 1), open(id, token, 0)];
  await Promise.all(tabs.map((tab) => tab.synced));
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('heading' as const), text: fc.string({ maxLength: 40 }) }),
    fc.record({ kind: fc.constant('add' as const), type: fc.constantFrom<SectionType>('Gallery', 'QuoteBanner', 'Team', 'Video', 'Newsletter') }),
    fc.record({ kind: fc.constant('move' as const), to: fc.nat(8) }),
    fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(8) }),
    fc.record({ kind: fc.constant('review' as const), text: fc.string({ maxLength: 60 }) }),
  );
  const state = (tab: CollabClient) => JSON.stringify(yDocToSiteDocument(tab.doc));
  const converged = () => eventually(() => tabs.every((tab) => state(tab) === state(tabs[0]!)), 'the tabs to converge');
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(fc.nat(2), edit), { minLength: 5, maxLength: 25 }), async (steps) => {
      for (const [which, step] of steps) {
        const doc = tabs[which]!.doc;
        const sections = yDocToSiteDocument(doc).sections;
        const content = sections.filter((s) => s.type !== 'Header' && s.type !== 'Footer');
        if (step.kind === 'heading' && content[0]) setField(doc, ['sections', content[0].id, 'heading'], step.text.slice(0, 64));
        if (step.kind === 'add') addSection(doc, step.type, { id: randomUUID(), context: { businessName: 'Harbor Dental' } });
        if (step.kind === 'move' && content[0]) moveSection(doc, content[0].id, step.to);
        if (step.kind === 'remove' && content.length) removeSection(doc, content[step.pick % content.length]!.id);
        const reviews = sections.find((s) => s.type === 'CustomerReviews');
        if (step.kind === 'review' && reviews) {
          insertItem(doc, ['sections', reviews.id, 'reviews'], 0, { id: randomUUID(), paragraph: step.text, authorName: 'Ann', authorLocation: '' }, { max: 6 });
        }
        // One person edits at a time (spec §4); their tabs converge between edits.
        await converged();
      }
      await servers[0]!.app.get(CollabServerRef).batcher.flush();
      await servers[1]!.app.get(CollabServerRef).batcher.flush();
      const live = yDocToSiteDocument(tabs[0]!.doc);
      const replayed = await eventually(async () => {
        const replay = await store.replay(id);
        return replay && JSON.stringify(replay.document) === JSON.stringify(live) ? replay : null;
      }, 'the replay to equal the live document');
      expect(readSiteDocument(replayed.ydoc).ok).toBe(true);
      expect((await store.load(id))!.document).toEqual(live);
    }),
    { numRuns: 8 },
  );
  // Two instances appended to one draft: one gap-free sequence.
  const sequences = (await storedEvents(id)).map((event) => event.sequence);
  expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  expect(new Set((await storedEvents(id)).map((event) => event.kind))).toEqual(new Set(['created', 'yjs-update']));
});

import { CollabServer as CollabServerRef } from '../src/collab/collab-server.js';

it.concurrent('Rewrite with AI proposes a replacement within the limit through the ai-tools queue, for those who may edit', async () => {
  const { id, token } = await ownerWithDraft('collab-rewrite@example.com');
  const ask = (body: unknown, bearer = token) =>
    fetch(`${servers[0]!.base}/api/websites/${id}/rewrite`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${bearer}` },
      body: JSON.stringify(body),
    });
  const text = 'Harbor Dental offers really friendly check-ups for the whole family. Book a visit today.';
  const answer = await ask({ text, maxLength: 60, purpose: 'introduction body' });
  expect(answer.status).toBe(200);
  const { text: proposal } = (await answer.json()) as { text: string };
  expect(proposal.length).toBeGreaterThan(0);
  expect(proposal.length).toBeLessThanOrEqual(60);
  expect(proposal).not.toBe(text);
  expect((await ask({ text, maxLength: 2, purpose: 'x' })).status).toBe(400);
  const { session } = await signInByCode(servers[0]!.base, 'collab-rewrite-stranger@example.com');
  expect((await ask({ text, maxLength: 60, purpose: 'body' }, session.accessToken)).status).toBe(404);
});
