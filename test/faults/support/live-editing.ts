import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import * as Y from 'yjs';
import { createDefaultSiteDocument, setField, yDocToSiteDocument, type Env, type SectionType } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { eventually, type CollabClient } from '../../../server/test/support/collab-client.js';
import { createUser, sessionToken } from '../../../server/test/support/users.js';
import { sleep } from './report.js';

const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'CustomerReviews', 'FrequentlyAskedQuestions', 'Contact', 'Footer'];

export interface EditableDraft {
  userId: string;
  draftId: string;
  /** A bearer token signed with env.AUTH_SECRET, valid for an hour (across server restarts). */
  token: string;
}

/** A user, a signed-in session and a draft, written straight to the database. */
export async function createEditableDraft(db: DataSource, env: Env, email: string): Promise<EditableDraft> {
  const user = await createUser(db, email);
  const token = await sessionToken(db, env, user.id, 'fault-test');
  const draftId = randomUUID();
  await new DraftEventStore(db).createDraft({
    userId: user.id,
    document: createDefaultSiteDocument({ id: draftId, businessName: 'Fault Test Dental', sectionTypes: SECTIONS }),
  });
  return { userId: user.id, draftId, token };
}

/** The provider's clock: every Yjs item this client made has a clock below it. */
const clockOf = (doc: Y.Doc) => Y.getState(doc.store, doc.clientID);

/** The text fields the edits cycle through: the introduction's, the services' and the FAQ's. */
function editableFields(doc: Y.Doc): string[][] {
  const fields: string[][] = [];
  for (const section of yDocToSiteDocument(doc).sections) {
    if (section.type === 'Introduction') fields.push(['sections', section.id, 'heading'], ['sections', section.id, 'body']);
    if (section.type === 'Services') for (const item of section.items) fields.push(['sections', section.id, 'items', item.id, 'paragraph']);
    if (section.type === 'FrequentlyAskedQuestions') for (const item of section.items) fields.push(['sections', section.id, 'items', item.id, 'answer']);
  }
  return fields;
}

export interface Typist {
  /** Edits made so far, each one Yjs item (the clock it got) and whether the provider was synced. */
  made: { edit: number; clock: number; offline: boolean }[];
  /** Stops after the edit in progress. */
  stop(): Promise<void>;
}

/**
 * Types without pausing: each edit sets one field to a value no other edit uses and makes exactly
 * one Yjs item. `pace` gives the pause after an edit (ms), e.g. a steady typist while synced.
 */
export function startTyping(tab: CollabClient, pace: (synced: boolean) => number, maxEdits = Infinity): Typist {
  const fields = editableFields(tab.doc);
  if (fields.length < 5) throw new Error('the draft has too few text fields to edit');
  const made: Typist['made'] = [];
  let stopping = false;
  const loop = (async () => {
    for (let edit = 0; edit < maxEdits && !stopping; edit++) {
      const path = fields[edit % fields.length]!;
      const clock = clockOf(tab.doc);
      const result = setField(tab.doc, path, `edit ${edit}`);
      if (!result.ok || clockOf(tab.doc) !== clock + 1) throw new Error(`edit ${edit} did not make one Yjs item`);
      made.push({ edit, clock, offline: !tab.provider.synced });
      await sleep(pace(tab.provider.synced));
    }
  })();
  return {
    made,
    async stop() {
      stopping = true;
      await loop;
    },
  };
}

export interface EditCount {
  edits: number;
  lost: number;
  /** Yjs items of the editor stored more than once in the draft's event log. */
  duplicated: number;
  /** Edits made while the provider was not synced (server or a dependency away, or resyncing). */
  offline: number;
  events: number;
  /** The server's refusals of updates, and closes other than an abnormal one (1006), as text. */
  refusals: string[];
  closes: string[];
}

/**
 * Waits until the provider has nothing unsynced and the server has stored what it acknowledged,
 * then counts the edits missing from the stored document (lost) and the edits stored twice in the
 * event log (duplicated). Checks that the stored document equals the provider's and its replay.
 */
export async function countEdits(
  tab: CollabClient,
  typist: Typist,
  db: DataSource,
  draftId: string,
): Promise<EditCount & { storedEqualsProvider: boolean; replayEqualsLoad: boolean; sequencesWhole: boolean }> {
  const store = new DraftEventStore(db);
  await eventually(() => tab.provider.synced && !tab.provider.hasUnsyncedChanges, 'the provider to have no unsynced changes', 30_000);
  const clientId = tab.doc.clientID;
  const clock = clockOf(tab.doc);
  await eventually(
    async () => {
      const loaded = await store.load(draftId);
      return loaded && Y.getState(loaded.ydoc.store, clientId) >= clock;
    },
    'every acknowledged edit to be stored',
    15_000,
  ).catch(() => null);
  const providerJson = yDocToSiteDocument(tab.doc);
  const refusals = tab.messages.filter((message) => message.type === 'refused').map((message) => JSON.stringify(message));
  const closes = tab.closes.filter((close) => close.code !== 1006).map((close) => `${close.code} ${close.reason}`);
  tab.destroy();
  // The draft is quiet (the unload's flush and compaction are done) before it is read.
  const lastSequence = async () =>
    ((await db.query(`SELECT last_sequence FROM draft_websites WHERE id = $1`, [draftId])) as { last_sequence: string }[])[0]!.last_sequence;
  for (let last = await lastSequence(); ;) {
    await sleep(300);
    const now = await lastSequence();
    if (now === last) break;
    last = now;
  }
  const stored = (await store.load(draftId))!;
  const events = await store.events(draftId);
  const storedClock = Y.getState(stored.ydoc.store, clientId);
  const lost = typist.made.filter((entry) => entry.clock >= storedClock).length;
  // Every item of this editor in the log, by clock: more than one copy is a duplicated effect.
  const copies = new Map<number, number>();
  for (const event of events) {
    if (!event.update) continue;
    for (const struct of Y.decodeUpdate(event.update).structs) {
      if (struct.id.client !== clientId || struct instanceof Y.Skip) continue;
      for (let c = struct.id.clock; c < struct.id.clock + struct.length; c++) copies.set(c, (copies.get(c) ?? 0) + 1);
    }
  }
  const duplicated = [...copies.values()].filter((n) => n > 1).length;
  const storedJson = yDocToSiteDocument(stored.ydoc);
  return {
    edits: typist.made.length,
    lost,
    duplicated,
    offline: typist.made.filter((entry) => entry.offline).length,
    events: events.length,
    refusals,
    closes,
    storedEqualsProvider: JSON.stringify(storedJson) === JSON.stringify(providerJson),
    replayEqualsLoad: JSON.stringify((await store.replay(draftId))!.document) === JSON.stringify(storedJson),
    sequencesWhole: events.every((event, index) => event.sequence === index + 1) && stored.sequence === events.length,
  };
}
