import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import {
  COLLAB_CLOSE_CODES,
  COLLAB_LIMITS,
  COLLAB_PATH,
  COLLAB_REFUSALS,
  createDefaultSiteDocument,
  setField,
  siteRootMap,
  yDocToSiteDocument,
  type SectionType,
} from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { CollabServer } from '../src/collab/collab-server.js';
import { startAppWithWorker } from './support/app-with-worker.js';
import { connectCollab, eventually, type CollabClient } from './support/collab-client.js';
import { signInByCode } from './support/sign-in.js';

// Issue 23, item 3: size and rate limits on the live document. One frame could be 8 MB, updates
// and Save Draft had no rate, awareness states of any size and content (from read-only watchers
// too) were relayed to every connection, and every frame was decoded (Yjs updates included)
// before its connection had authenticated.

const TYPES: SectionType[] = ['Header', 'Introduction', 'Services', 'Contact', 'Footer'];
const SYNC = 0;
const AUTH = 2;
const SYNC_UPDATE = 2;

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let store: DraftEventStore;
let db: DataSource;
let collab: CollabServer;
const clients: CollabClient[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  running = await startAppWithWorker();
  db = running.app.get(DataSource);
  store = new DraftEventStore(db);
  collab = running.app.get(CollabServer);
}, 60_000);
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
  for (const socket of sockets.splice(0)) socket.terminate();
});
afterAll(() => running?.stop());

async function ownerWithDraft() {
  const { session } = await signInByCode(running.base, `collab-limits-${randomUUID().slice(0, 8)}@example.com`);
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes: TYPES });
  await store.createDraft({ userId: session.user.id, document });
  const intro = document.sections.find((section) => section.type === 'Introduction')!;
  return { id, token: session.accessToken, userId: session.user.id, document, introId: intro.id };
}

function open(id: string, token: string): CollabClient {
  const client = connectCollab(running.base, id, token);
  clients.push(client);
  return client;
}

function frame(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}
const authFrame = (name: string, token: string) =>
  frame((e) => {
    encoding.writeVarString(e, name);
    encoding.writeVarUint(e, AUTH);
    encoding.writeVarUint(e, 0);
    encoding.writeVarString(e, token);
  });
const updateFrame = (name: string, update: Uint8Array) =>
  frame((e) => {
    encoding.writeVarString(e, name);
    encoding.writeVarUint(e, SYNC);
    encoding.writeVarUint(e, SYNC_UPDATE);
    encoding.writeVarUint8Array(e, update);
  });

/** A raw socket to /collab: what it received and how it was closed. */
async function rawSocket() {
  const socket = new WebSocket(`${running.base.replace(/^http/, 'ws')}${COLLAB_PATH}`);
  sockets.push(socket);
  socket.on('error', () => undefined);
  const received: Buffer[] = [];
  socket.on('message', (data: Buffer) => received.push(data));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received, closed };
}

/** A raw socket authenticated for the draft, like the designer's provider. */
async function authenticatedSocket(id: string, token: string) {
  const raw = await rawSocket();
  raw.socket.send(authFrame(id, token));
  await eventually(() => raw.received.length > 0, 'the answer to the auth message');
  return raw;
}

/** An update that changes the Introduction's heading, made on a copy of the stored draft. */
async function headingUpdate(id: string, introId: string, heading: string): Promise<Uint8Array> {
  const copy = (await store.load(id))!.ydoc;
  const vector = Y.encodeStateVector(copy);
  expect(setField(copy, ['sections', introId, 'heading'], heading)).toEqual({ ok: true });
  return Y.encodeStateAsUpdate(copy, vector);
}

it('refuses a frame of 300 KB with the shared close code, without applying it', async () => {
  const { id, token } = await ownerWithDraft();
  const raw = await authenticatedSocket(id, token);
  const before = (await store.events(id)).length;
  raw.socket.send(updateFrame(id, new Uint8Array(300 * 1024).fill(7)));
  expect(await raw.closed).toEqual({ code: COLLAB_CLOSE_CODES['too-large'], reason: COLLAB_REFUSALS['too-large'] });
  expect((await store.events(id)).length).toBe(before);
});

it('refuses a flood of updates over the rate; the designer reconnects and its last edit is stored', async () => {
  const { id, token, introId } = await ownerWithDraft();
  const designer = open(id, token);
  await designer.synced;
  const count = COLLAB_LIMITS.framesBurst * 3;
  for (let i = 0; i < count; i++) setField(designer.doc, ['sections', introId, 'heading'], `Flood ${i}`);
  await eventually(
    () => designer.closes.some((close) => close.code === COLLAB_CLOSE_CODES['too-fast'] && close.reason === COLLAB_REFUSALS['too-fast']),
    'the too-fast close',
  );
  await eventually(
    async () => {
      await collab.batcher.flush();
      await store.compact(id);
      return (await store.load(id))!.document.sections.some((section) => section.id === introId && (section as { heading?: string }).heading === `Flood ${count - 1}`);
    },
    'the last edit to be stored after the reconnect',
    10_000,
  );
});

it('answers Save Draft beyond the per-minute limit with the too-fast message', async () => {
  const { id, token } = await ownerWithDraft();
  const designer = open(id, token);
  await designer.synced;
  const asked = COLLAB_LIMITS.savesPerMinute + 10;
  const ids = Array.from({ length: asked }, (_, i) => `save-${i}`);
  for (const requestId of ids) designer.provider.sendStateless(JSON.stringify({ type: 'save', requestId }));
  const answered = () => designer.messages.filter((message) => (message.type === 'version' || message.type === 'save-failed') && ids.includes(message.requestId ?? ''));
  await eventually(() => answered().length === asked, 'an answer to every save', 20_000);
  const saved = answered().filter((message) => message.type === 'version');
  const refused = answered().filter((message) => message.type === 'save-failed');
  expect(saved.length).toBe(COLLAB_LIMITS.savesPerMinute);
  expect(refused.length).toBe(10);
  for (const message of refused) expect(message).toMatchObject({ message: COLLAB_REFUSALS['too-fast'] });
});

it('relays only small awareness states without extra fields, and none from a read-only connection', async () => {
  const { id, token, introId } = await ownerWithDraft();
  const { session: guest } = await signInByCode(running.base, `collab-limits-guest-${randomUUID().slice(0, 8)}@example.com`);
  await db.query(`INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)`, [
    guest.user.email,
    guest.user.id,
    id,
  ]);
  const watcher = open(id, token);
  const other = open(id, token);
  await Promise.all([watcher.synced, other.synced]);
  const seen = () => watcher.provider.awareness!.getStates();
  // The designer's own state (empty, as the designer sets no field) is relayed when it changes
  // (the provider renews it every 15 s; its first one, clock 0, is ignored by every peer).
  other.provider.awareness!.setLocalState({});
  await eventually(() => seen().has(other.doc.clientID), "the other tab's awareness state");

  other.provider.setAwarenessField('cursor', { anchor: 'x'.repeat(10) });
  other.provider.setAwarenessField('name', 'y'.repeat(COLLAB_LIMITS.awarenessStateBytes * 2));
  // Frames of a connection are handled in order: once its next edit arrived, so had those states.
  setField(other.doc, ['sections', introId, 'heading'], 'After the awareness');
  await eventually(
    () => yDocToSiteDocument(watcher.doc).sections.some((s) => s.id === introId && (s as { heading?: string }).heading === 'After the awareness'),
    'the edit',
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(seen().get(other.doc.clientID)).toEqual({});

  // A guest who does not hold edit control watches read-only: its state is not relayed.
  const readOnly = open(id, guest.accessToken);
  await readOnly.synced;
  readOnly.provider.awareness!.setLocalState({});
  readOnly.provider.sendStateless(JSON.stringify({ type: 'save', requestId: 'read-only-save' }));
  await eventually(() => readOnly.messages.some((message) => message.type === 'save-failed'), 'the read-only save to be answered');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(seen().has(readOnly.doc.clientID)).toBe(false);
  // It stays connected all the same (its own state comes back to it, as before).
  expect(readOnly.closes).toEqual([]);
});

it('decodes nothing before authentication: a first frame other than an auth message closes the connection and touches nothing', async () => {
  const { id, token, introId } = await ownerWithDraft();
  const before = (await store.events(id)).length;

  // A well-formed update as the first frame: not applied, not queued for after an auth.
  const first = await rawSocket();
  first.socket.send(updateFrame(id, await headingUpdate(id, introId, 'Before any auth')));
  first.socket.send(authFrame(id, token));
  expect(await first.closed).toEqual({ code: COLLAB_CLOSE_CODES.unauthorized, reason: COLLAB_REFUSALS.unauthorized });

  // A malformed one is not decoded either: the answer is the same, not 'malformed'.
  const second = await rawSocket();
  second.socket.send(updateFrame(id, new Uint8Array(64).fill(255)));
  expect(await second.closed).toEqual({ code: COLLAB_CLOSE_CODES.unauthorized, reason: COLLAB_REFUSALS.unauthorized });

  // An auth message is read only up to its bound.
  const third = await rawSocket();
  third.socket.send(authFrame(id, 'x'.repeat(COLLAB_LIMITS.authFrameBytes * 2)));
  expect(await third.closed).toEqual({ code: COLLAB_CLOSE_CODES['too-large'], reason: COLLAB_REFUSALS['too-large'] });

  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(collab.hocuspocus.documents.has(id)).toBe(false);
  expect((await store.events(id)).length).toBe(before);
  expect((await store.load(id))!.document.sections.find((section) => section.id === introId)).not.toMatchObject({ heading: 'Before any auth' });
});

it('normal editing through the designer still works, and a draft over its stored-bytes limit refuses edits until compacted', async () => {
  const { id, token, userId, introId } = await ownerWithDraft();
  const designer = open(id, token);
  await designer.synced;
  for (const heading of ['Gentle care', 'Gentle care on the harbor', 'Gentle care on the harbour']) {
    setField(designer.doc, ['sections', introId, 'heading'], heading);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await eventually(async () => {
    await collab.batcher.flush();
    await store.compact(id);
    return (await store.load(id))!.document.sections.some((s) => s.id === introId && (s as { heading?: string }).heading === 'Gentle care on the harbour');
  }, 'the edits to be stored');
  designer.destroy();
  await eventually(() => !collab.hocuspocus.documents.has(id) && !collab.hocuspocus.unloadingDocuments.has(id), 'the document to unload', 10_000);

  // Stored events beyond the limit since the snapshot (as a flood before the limits could leave).
  const copy = (await store.load(id))!.ydoc;
  const intro = (siteRootMap(copy).get('sections') as Y.Array<Y.Map<unknown>>).toArray().find((map) => map.get('id') === introId)!;
  const original = intro.get('body');
  const updates: Uint8Array[] = [];
  copy.on('update', (update: Uint8Array) => updates.push(update));
  const chunk = 'x'.repeat(1024 * 1024);
  for (let i = 0; i * chunk.length <= COLLAB_LIMITS.storedBytesSinceSnapshot; i++) intro.set('body', chunk + i);
  intro.set('body', original);
  await store.appendUpdates(updates.map((update) => ({ draftId: id, actorId: userId, update })));

  const late = open(id, token);
  await late.synced;
  setField(late.doc, ['sections', introId, 'heading'], 'Too much waiting');
  await eventually(() => late.closes.some((close) => close.reason === COLLAB_REFUSALS['too-large']), 'the refusal of an edit to a draft over its limit', 10_000);
  // The server compacts the draft (folds the events into its snapshot); then editing works again.
  await eventually(
    async () => {
      const [row] = await db.query(`SELECT snapshot_sequence, last_sequence FROM draft_websites WHERE id = $1`, [id]);
      return Number(row.snapshot_sequence) === Number(row.last_sequence);
    },
    'the draft to be compacted',
    15_000,
  );
  const again = open(id, token);
  await again.synced;
  setField(again.doc, ['sections', introId, 'heading'], 'Compacted and editable');
  await eventually(
    async () => {
      await collab.batcher.flush();
      await store.compact(id);
      return (await store.load(id))!.document.sections.some((s) => s.id === introId && (s as { heading?: string }).heading === 'Compacted and editable');
    },
    'the edit after compaction to be stored',
    10_000,
  );
  expect(again.closes).toEqual([]);
  // Tens of megabytes of updates to store, load and compact: a slow machine needs more than a minute.
}, 180_000);
