import type { ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import * as Y from 'yjs';
import { COLLAB_REFUSALS, createDefaultSiteDocument, setField, yDocToSiteDocument, type SectionType } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { connectCollab, eventually, type CollabClient } from './support/collab-client.js';
import { closeKillTest, killProcess, openKillTest, startServerProcess, untilUp } from './support/server-process.js';
import type { TestContext } from './support/test-env.js';
import { createUser, sessionToken } from './support/users.js';

// Kill test (issue 8): one provider makes EDITS edits, never pausing, while the real server
// process (built dist, its own database, fixed port and AUTH_SECRET) is killed with SIGKILL and
// restarted KILLS times at random moments: during a batch, while the provider resyncs after the
// previous restart, while edits pile up offline. The provider keeps its document and resyncs on
// reconnect. Afterwards every edit must be in the stored document: each edit made one Yjs item
// (clientID, clock), and the stored document must hold every one of them; the stored document
// must equal the provider's, field by field, and replaying every event must equal loading.
// `npm test` runs the short form; KILL_EDITS, KILLS and KILL_SEED (to replay a run) make it longer.

const EDITS = Number(process.env.KILL_EDITS ?? 1000);
const KILLS = Number(process.env.KILLS ?? 5);
const SEED = Number(process.env.KILL_SEED ?? randomInt(2 ** 31));
const SECRET = 'kill-test-secret-0123456789abcdefghijkl';
const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'CustomerReviews', 'FrequentlyAskedQuestions', 'Contact', 'Footer'];
/** The last edits wait for the last restart, so every kill lands while edits are being made. */
const AFTER_LAST_KILL = Math.min(50, Math.floor(EDITS / 10));

let context: TestContext;
let db: DataSource;
let port: number;
let server: ChildProcess | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: a small seeded generator, so a failing run can be replayed with KILL_SEED. */
function random(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return min + Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * (max - min + 1));
  };
}

const startServer = () => startServerProcess(context.env, port, SECRET);
const kill = killProcess;

/** The provider's clock: every Yjs item this client made has a clock below it. */
const clockOf = (doc: Y.Doc) => Y.getState(doc.store, doc.clientID);

beforeAll(async () => {
  ({ context, db, port } = await openKillTest(SECRET));
});

afterAll(() => closeKillTest(server, db, context));

it(
  `keeps every one of ${EDITS} edits through ${KILLS} SIGKILLs of the server`,
  async () => {
    // Separate generators, so the edits' pace and the kill moments do not depend on each other.
    const editPace = random(SEED);
    const killMoment = random(SEED ^ 0x5bd1e995);
    const user = await createUser(db, 'kill-test@example.com');
    // The token is signed with the fixed AUTH_SECRET, so it stays valid across restarts.
    const token = await sessionToken(db, { ...context.env, AUTH_SECRET: SECRET }, user.id, 'kill-test');
    const id = randomUUID();
    const store = new DraftEventStore(db);
    await store.createDraft({ userId: user.id, document: createDefaultSiteDocument({ id, businessName: 'Kill Test Dental', sectionTypes: SECTIONS }) });

    server = startServer();
    await untilUp(port);
    const tab: CollabClient = connectCollab(`http://127.0.0.1:${port}`, id, token);
    await tab.synced;
    // The fields the edits cycle through: every text of the introduction, services and FAQ.
    const fields: string[][] = [];
    for (const section of yDocToSiteDocument(tab.doc).sections) {
      if (section.type === 'Introduction') fields.push(['sections', section.id, 'heading'], ['sections', section.id, 'body']);
      if (section.type === 'Services') for (const item of section.items) fields.push(['sections', section.id, 'items', item.id, 'paragraph']);
      if (section.type === 'FrequentlyAskedQuestions') for (const item of section.items) fields.push(['sections', section.id, 'items', item.id, 'answer']);
    }
    expect(fields.length).toBeGreaterThan(5);

    // Each edit sets one field to a value no other edit uses and makes exactly one Yjs item,
    // whose id (clientID, clock) is recorded; the last value of each field is what must remain.
    const made: { edit: number; clock: number; offline: boolean }[] = [];
    const expected = new Map<string, string>();
    let kills = 0;
    let killsDone = false;

    const editor = (async () => {
      for (let edit = 0; edit < EDITS; edit++) {
        if (edit === EDITS - AFTER_LAST_KILL) await eventually(() => killsDone, 'the last restart', 60_000);
        const path = fields[edit % fields.length]!;
        const text = `edit ${edit}`;
        const clock = clockOf(tab.doc);
        expect(setField(tab.doc, path, text).ok).toBe(true);
        expect(clockOf(tab.doc)).toBe(clock + 1);
        made.push({ edit, clock, offline: !tab.provider.synced });
        expected.set(path.join('/'), text);
        // A steady typist while connected; slower while the server is away, so the edits are
        // spread over both live batches and offline resyncs.
        await sleep(tab.provider.synced ? editPace(0, 8) : 40);
      }
    })();

    const killer = (async () => {
      for (kills = 0; kills < KILLS;) {
        // A random moment after the server is up: sometimes while the provider is still
        // reconnecting and resyncing, mostly in the middle of live edits and their batches.
        await sleep(killMoment(0, 1200));
        await kill(server!);
        kills += 1;
        await sleep(killMoment(0, 300));
        server = startServer();
        await untilUp(port);
      }
      killsDone = true;
    })();

    await Promise.all([editor, killer]);

    // With the server up: the provider has no unsynced changes, then the batcher (20 ms) has
    // appended everything the server acknowledged.
    await eventually(() => tab.provider.synced && !tab.provider.hasUnsyncedChanges, 'the provider to have no unsynced changes', 30_000);
    const clientId = tab.doc.clientID;
    const clock = clockOf(tab.doc);
    const covered = await eventually(
      async () => {
        const loaded = await store.load(id);
        return loaded && Y.getState(loaded.ydoc.store, clientId) >= clock ? loaded.sequence : null;
      },
      'every acknowledged edit to be stored',
      10_000,
    ).catch(() => null);
    const providerJson = yDocToSiteDocument(tab.doc);
    // After a restart the provider's next update can reach the server before the resync that carries
    // the edits it builds on (its deletes would apply while its insert waits for the missing clocks).
    // The server must not call that invalid (the designer drops its copy on that refusal, and its
    // unsynced edits with it): it asks for a fresh sync instead, and the provider keeps its copy.
    const refusals = tab.messages.filter((message) => message.type === 'refused');
    const closes = tab.closes.filter((close) => close.code !== 1006);
    tab.destroy();

    // Then the draft is quiet (the unload's flush and compaction are done) and is read once.
    const lastSequence = async () => ((await db.query(`SELECT last_sequence FROM draft_websites WHERE id = $1`, [id])) as { last_sequence: string }[])[0]!.last_sequence;
    for (let last = await lastSequence(); ;) {
      await sleep(300);
      const now = await lastSequence();
      if (now === last) break;
      last = now;
    }
    const stored = (await store.load(id))!;
    const events = await store.events(id);

    // Lost edits: their Yjs item is not in the stored document.
    const storedClock = Y.getState(stored.ydoc.store, clientId);
    const lost = made.filter((entry) => entry.clock >= storedClock);
    // Every field holds the last value the provider gave it.
    const storedJson = yDocToSiteDocument(stored.ydoc);
    const wrongFields = [...expected].filter(([path, text]) => {
      const [, sectionId, key, itemId, itemKey] = path.split('/');
      const section = storedJson.sections.find((s) => s.id === sectionId) as unknown as Record<string, unknown>;
      const value = itemId === undefined ? section[key!] : (section[key!] as Record<string, unknown>[]).find((item) => item.id === itemId)?.[itemKey!];
      return value !== text;
    });

    console.log(
      `kill test (KILL_SEED=${SEED}): ${EDITS} edits, ${kills} SIGKILLs, ${made.filter((entry) => entry.offline).length} made while not synced (server down or resyncing), ` +
        `${events.length} events stored, ${lost.length} edits lost${lost.length ? ` (first: edit ${lost[0]!.edit})` : ''}, ${wrongFields.length} fields wrong; ` +
        `${refusals.length} updates refused by validation${refusals.length ? ` (${refusals.map((r) => (r.type === 'refused' ? r.issues.join('; ') : '')).join(' | ')})` : ''}, ` +
        `closes other than 1006: ${closes.length ? JSON.stringify(closes) : 'none'}`,
    );
    // Events stored after every edit was covered (diagnostics: they must change nothing visible).
    for (const event of events.filter((e) => covered !== null && e.sequence > covered)) {
      const decoded = event.update ? Y.decodeUpdate(event.update) : null;
      console.log(
        `event ${event.sequence} after every edit was stored: ${event.kind}`,
        decoded &&
          JSON.stringify({
            structs: decoded.structs.map((struct) => `${struct.id.client}:${struct.id.clock}+${struct.length}`),
            deletes: [...decoded.ds.clients].map(([client, ranges]) => `${client}:${ranges.map((range) => `${range.clock}+${range.len}`).join(',')}`),
          }),
      );
    }
    expect(kills).toBe(KILLS);
    expect(refusals).toEqual([]);
    expect(closes.filter((close) => close.reason === COLLAB_REFUSALS['invalid-update'])).toEqual([]);
    expect(covered).not.toBeNull();
    expect(lost).toEqual([]);
    expect(wrongFields).toEqual([]);
    expect(storedJson).toEqual(providerJson);
    expect(events.map((event) => event.sequence)).toEqual(events.map((_, index) => index + 1)); // none missing
    expect(stored.sequence).toBe(events.length);
    expect((await store.replay(id))!.document).toEqual(storedJson);
  },
  Math.max(120_000, EDITS * 40 + KILLS * 15_000),
);
