import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import WebSocket from 'ws';
import { DataSource } from 'typeorm';
import { COLLAB_PATH, createDefaultSiteDocument, EVENTS_PATH, setField, siteDocumentSchema } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { connectCollab, eventually } from './support/collab-client.js';
import { signInByCode } from './support/sign-in.js';

// Fuzzing the live designer's connections (issue 8's /collab, Hocuspocus, and issue 9's /events):
// an authenticated owner's socket sends generated frames — random bytes, every message type of
// the protocol with random payloads, Yjs sync and update messages that are not valid updates,
// stateless messages with random and oversized JSON, other documents' names — and an anonymous
// socket sends random text and binary frames to /events. The server must stay up and keep the
// draft valid: afterwards a designer connects, syncs the unchanged document, and its edit is
// stored.

const FRAMES = 2_000;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

// The protocol's framing (lib0): variable-length unsigned integers and length-prefixed strings.
function varUint(value: number): number[] {
  const bytes: number[] = [];
  while (value > 0x7f) {
    bytes.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 128);
  }
  bytes.push(value);
  return bytes;
}
// Bytes are joined as buffers: a frame of a megabyte spread into an array of numbers took seconds.
const varBytes = (bytes: Uint8Array | number[]) => Buffer.concat([Buffer.from(varUint(bytes.length)), Buffer.from(bytes)]);
const varString = (text: string) => varBytes(Buffer.from(text, 'utf8'));
const frame = (...parts: (Uint8Array | number[])[]) => Buffer.concat(parts.map((part) => Buffer.from(part)));

const MESSAGE_TYPES = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3, syncReply: 4, stateless: 5, broadcastStateless: 6, close: 7, syncStatus: 8, ping: 9 };

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let token: string;
let draftId: string;
let store: DraftEventStore;

beforeAll(async () => {
  running = await startAppWithWorker();
  const { session } = await signInByCode(running.base, `collab-fuzz-${randomUUID().slice(0, 8)}@example.com`);
  token = session.accessToken;
  draftId = randomUUID();
  store = new DraftEventStore(running.app.get(DataSource));
  await store.createDraft({ userId: session.user.id, document: createDefaultSiteDocument({ id: draftId, businessName: 'Fuzz Fitness' }) });
}, 60_000);
afterAll(() => running?.stop());

function framesArbitrary(): fc.Arbitrary<Buffer> {
  const name = fc.oneof({ weight: 6, arbitrary: fc.constant(draftId) }, { weight: 1, arbitrary: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })) });
  const bytes = fc.uint8Array({ maxLength: 300 });
  const type = fc.oneof(fc.constantFrom(...Object.values(MESSAGE_TYPES)), fc.integer({ min: 0, max: 300 }));
  const json = fc.oneof(
    fc.json({ maxDepth: 3 }),
    fc.constantFrom(
      '{"type":"save"}',
      '{"type":"save","requestId":"' + 'r'.repeat(5000) + '"}',
      '{"__proto__":{"polluted":true},"type":"save","requestId":"x"}',
      '',
      'null',
      '{',
    ),
  );
  return fc.oneof(
    { weight: 2, arbitrary: bytes.map((b) => Buffer.from(b)) },
    { weight: 3, arbitrary: fc.tuple(name, type, bytes).map(([n, t, b]) => frame(varString(n), varUint(t), b)) },
    // Sync step 1 (0), step 2 (1) and update (2) whose payload is not a valid Yjs state or update.
    {
      weight: 4,
      arbitrary: fc.tuple(name, fc.constantFrom(0, 1, 2), bytes).map(([n, step, b]) => frame(varString(n), varUint(MESSAGE_TYPES.sync), varUint(step), varBytes(b))),
    },
    { weight: 2, arbitrary: fc.tuple(name, json).map(([n, j]) => frame(varString(n), varUint(MESSAGE_TYPES.stateless), varString(j))) },
    { weight: 1, arbitrary: fc.tuple(name, bytes).map(([n, b]) => frame(varString(n), varUint(MESSAGE_TYPES.awareness), varBytes(b))) },
    { weight: 1, arbitrary: fc.tuple(name, fc.string({ maxLength: 2000 })).map(([n, t]) => frame(varString(n), varUint(MESSAGE_TYPES.auth), varUint(0), varString(t))) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 100_000, max: 1_000_000 })
        .map((size) => frame(varString(draftId), varUint(MESSAGE_TYPES.sync), varUint(2), varBytes(new Uint8Array(size).fill(7)))),
    },
  );
}

/** A raw socket of the owner on the draft, authenticated like the designer's provider. */
async function ownerSocket(): Promise<WebSocket> {
  const socket = new WebSocket(`${running.base.replace(/^http/, 'ws')}${COLLAB_PATH}`);
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const authenticated = new Promise<void>((resolve) => socket.once('message', () => resolve()));
  socket.send(frame(varString(draftId), varUint(MESSAGE_TYPES.auth), varUint(0), varString(token)));
  await Promise.race([authenticated, new Promise((resolve) => setTimeout(resolve, 2000))]);
  return socket;
}

it(`stays up and keeps the draft valid through ${FRAMES.toLocaleString('en')} malformed collaboration frames and junk on /events`, async () => {
  const before = (await store.load(draftId))!.document;
  const frames = fc.sample(framesArbitrary(), { numRuns: FRAMES, seed: SEED });
  let socket = await ownerSocket();
  let reconnects = 0;
  for (const [index, data] of frames.entries()) {
    if (socket.readyState !== WebSocket.OPEN) {
      reconnects++;
      socket = await ownerSocket();
    }
    socket.send(data);
    // Let the server read now and then, as a real peer's frames arrive spread out.
    if (index % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  socket.close();

  // Junk on /events from a socket that never said hello, and from one that says it wrongly.
  const events = new WebSocket(`${running.base.replace(/^http/, 'ws')}${EVENTS_PATH}`);
  events.on('error', () => undefined);
  await new Promise((resolve) => events.once('open', resolve));
  for (const junk of fc.sample(fc.oneof(fc.json(), fc.string(), fc.uint8Array({ maxLength: 200 })), { numRuns: 200, seed: SEED })) {
    if (events.readyState !== WebSocket.OPEN) break;
    events.send(typeof junk === 'string' ? junk : Buffer.from(junk));
  }
  events.close();

  console.log(`collab fuzz (seed ${SEED}): ${FRAMES} frames to /collab (${reconnects} reconnects after the server closed a socket), 200 to /events`);

  // The server is up, the draft is as valid as before, and a designer still works.
  expect((await fetch(`${running.base}/api/health/live`)).status).toBe(200);
  const after = (await store.load(draftId))!.document;
  expect(siteDocumentSchema.safeParse(after).success).toBe(true);
  expect(after.sections.map((section) => section.id)).toEqual(before.sections.map((section) => section.id));
  const designer = connectCollab(running.base, draftId, token);
  try {
    await designer.synced;
    const intro = before.sections.find((section) => section.type === 'Introduction')!;
    setField(designer.doc, ['sections', intro.id, 'heading'], 'Still editable after the fuzz');
    await eventually(
      async () =>
        (await store.load(draftId))!.document.sections.some(
          (section) => section.id === intro.id && (section as { heading?: string }).heading === 'Still editable after the fuzz',
        ),
      'the edit to be stored',
      10_000,
    );
  } finally {
    designer.destroy();
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}, 180_000);
