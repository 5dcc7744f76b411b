import { DataSource, type EntityManager } from 'typeorm';
import * as Y from 'yjs';
import {
  siteDocumentSchema,
  readSiteDocument,
  repairSiteYDoc,
  siteDocumentToYDoc,
  yDocToSiteDocument,
  type DraftEventKind,
  type SiteDocument,
  isUuid,
} from '@frontdoor/shared';
import { DraftEventEntity, type DraftEventRecord } from '../entities/draft-event.entity.js';
import { DraftWebsiteEntity, type DraftWebsiteRecord } from '../entities/draft-website.entity.js';

export type CreateDraftResult = { status: 'created'; id: string; sequence: 1 } | { status: 'exists'; id: string } | { status: 'invalid'; issues: string[] };

export type AppendResult =
  | { status: 'appended'; sequence: number; document: SiteDocument }
  | { status: 'unchanged'; sequence: number }
  | { status: 'rejected'; reason: 'invalid-document' | 'missing-dependencies'; issues: string[] }
  | { status: 'not-found' };

/** A draft's stored Yjs state as it is kept: its snapshot and the updates stored after it, in order. */
export interface StoredDraftState {
  /** The snapshot, then every Yjs update stored after it. Applied in order they give the draft. */
  updates: Uint8Array[];
  /** The sequence of the newest event the state reflects. */
  sequence: number;
  /** Bytes of the Yjs updates after the snapshot (what `bytesSinceSnapshot` answers). */
  bytesSinceSnapshot: number;
}

export interface LoadedDraft {
  draft: DraftWebsiteRecord;
  ydoc: Y.Doc;
  document: SiteDocument;
  /** The sequence of the newest event the document reflects. */
  sequence: number;
}

/**
 * The draft's event store (ARCHITECTURE §3). Every change is an append-only draft_events row with
 * a per-draft sequence; the draft_websites projection changes in the same transaction.
 *
 * Appends to one draft are serialised by a row lock on its draft_websites row, so concurrent
 * appends (from any number of server instances) never lose or reorder an event; the unique
 * (draft_id, sequence) key is the backstop. The projection's snapshot is the merged Yjs state
 * as of `snapshot_sequence`, kept current on each Yjs append so loading is one read; replaying
 * the events from the first one always gives the same document.
 */
export class DraftEventStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Creates a draft whose first event is the whole document; the draft's id is the document's
   * websiteSettings.id (a UUID). Idempotent by that id: a second call answers 'exists'.
   */
  async createDraft(input: { userId: string; document: unknown }): Promise<CreateDraftResult> {
    const parsed = siteDocumentSchema.safeParse(input.document);
    if (!parsed.success) return { status: 'invalid', issues: parsed.error.issues.map(formatIssue) };
    const document = parsed.data;
    const id = document.websiteSettings.id;
    if (!isUuid(id)) return { status: 'invalid', issues: ['websiteSettings.id: must be a UUID'] };
    const state = Buffer.from(Y.encodeStateAsUpdate(siteDocumentToYDoc(document)));
    // Times are the database's (one clock for every instance and the worker): compaction compares
    // them with the events' created_at.
    const now = () => 'now()';

    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(DraftWebsiteEntity)
        .values({
          id,
          userId: input.userId,
          version: document.version,
          websiteSettings: document.websiteSettings,
          document: document,
          handle: null,
          createdAt: now,
          modifiedAt: now,
          lastDesignedAt: now,
          lastModifiedByUserId: input.userId,
          lastModifiedByAt: now,
          lastSequence: 1,
          snapshot: state,
          snapshotSequence: 1,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return { status: 'exists', id } as const;
      await manager.insert(DraftEventEntity, {
        draftId: id,
        sequence: 1,
        actorId: input.userId,
        kind: 'created',
        update: state,
        data: document,
      });
      return { status: 'created', id, sequence: 1 } as const;
    });
  }

  /**
   * Appends one Yjs update from `actorId`. An update that changes nothing is not stored; one
   * that would leave the document invalid, or that depends on changes the server has not seen,
   * is rejected and nothing is written.
   */
  async appendUpdate(draftId: string, actorId: string | null, update: Uint8Array): Promise<AppendResult> {
    return this.dataSource.transaction(async (manager) => {
      const draft = await this.lockDraft(manager, draftId);
      if (!draft) return { status: 'not-found' } as const;
      const ydoc = await this.buildFromSnapshot(manager, draft);

      let changed = false;
      ydoc.on('update', () => (changed = true));
      Y.applyUpdate(ydoc, update);
      if (ydoc.store.pendingStructs || ydoc.store.pendingDs) {
        return { status: 'rejected', reason: 'missing-dependencies', issues: [] } as const;
      }
      if (!changed) return { status: 'unchanged', sequence: draft.lastSequence } as const;

      const checked = readSiteDocument(ydoc);
      if (!checked.ok) {
        return { status: 'rejected', reason: 'invalid-document', issues: checked.error.issues.map(formatIssue) } as const;
      }

      const sequence = draft.lastSequence + 1;
      const now = () => 'now()';
      await manager.insert(DraftEventEntity, {
        draftId,
        sequence,
        actorId,
        kind: 'yjs-update',
        update: Buffer.from(update),
        data: null,
      });
      await manager.update(
        DraftWebsiteEntity,
        { id: draftId },
        {
          websiteSettings: checked.document.websiteSettings,
          document: checked.document,
          modifiedAt: now,
          lastDesignedAt: now,
          lastModifiedByUserId: actorId,
          lastModifiedByAt: now,
          lastSequence: sequence,
          snapshot: Buffer.from(Y.encodeStateAsUpdate(ydoc)),
          snapshotSequence: sequence,
        },
      );
      return { status: 'appended', sequence, document: checked.document } as const;
    });
  }

  /**
   * A change the app makes itself, not a person (a link's safety check, by the worker): under the
   * draft's row lock, `change` edits the stored document (snapshot plus later events) and answers
   * whether it changed anything; its Yjs update is appended without an actor, so it neither stamps
   * who last edited nor takes edit control, and the projection follows by compaction. Deciding
   * under the lock means the change sees every update stored before it (a link whose address the
   * owner changed is left alone). Live documents do not see it by themselves: the caller tells the
   * server instances (draftStoredNoticeSchema), which bring it in.
   */
  async appendServerChange(draftId: string, change: (ydoc: Y.Doc) => boolean): Promise<AppendResult> {
    const result = await this.dataSource.transaction(async (manager) => {
      const draft = await this.lockDraft(manager, draftId);
      if (!draft) return { status: 'not-found' } as const;
      const ydoc = await this.buildFromSnapshot(manager, draft);
      const before = Y.encodeStateVector(ydoc);
      if (!change(ydoc)) return { status: 'unchanged', sequence: draft.lastSequence } as const;
      const checked = readSiteDocument(ydoc);
      if (!checked.ok) return { status: 'rejected', reason: 'invalid-document', issues: checked.error.issues.map(formatIssue) } as const;
      const sequence = draft.lastSequence + 1;
      await manager.insert(DraftEventEntity, {
        draftId,
        sequence,
        actorId: null,
        kind: 'yjs-update',
        update: Buffer.from(Y.encodeStateAsUpdate(ydoc, before)),
        data: null,
      });
      await manager.update(DraftWebsiteEntity, { id: draftId }, { lastSequence: sequence });
      return { status: 'appended', sequence, document: checked.document } as const;
    });
    if (result.status === 'appended') await this.compact(draftId);
    return result;
  }

  /**
   * Appends an event that does not change the Yjs content (saved, published, edit control...),
   * optionally changing projection fields in the same transaction. A new holder
   * (`lastModifiedByUserId`, taking edit control) is stamped `lastModifiedByAt` with the
   * database's clock read once the row is locked: later than every append that came before it,
   * whichever instance made them, and compared by compaction with events' created_at (the same
   * clock), never with a process's clock.
   */
  async appendEvent(draftId: string, event: DraftEventInput): Promise<{ status: 'appended'; sequence: number } | { status: 'not-found' }> {
    return this.dataSource.transaction((manager) => appendDraftEvent(manager, draftId, event));
  }

  /**
   * Appends Yjs updates already validated by the live document (the collaboration server), for
   * any number of drafts, in one statement (one transaction): the drafts' rows are locked (in id
   * order, so two instances cannot deadlock; the lock serialises appends and claims from every
   * instance), the updates numbered after each draft's last sequence, inserted, and the drafts'
   * last sequences moved. Nothing here reads or
   * rebuilds the document, so the cost grows with the edits, not with the document's size; the
   * projection and snapshot are written by `compact`. Drafts that no longer exist are skipped.
   *
   * Edit control (spec §4) is checked here, under the lock: an update whose actor is not the
   * holder recorded on the row (`lastModifiedByUserId`, set by a claim in the same kind of locked
   * transaction) is not stored. So the previous editor's updates that were still on their way
   * when someone else took control (sent before its connection turned read-only on every
   * instance) can never be stored after the claim, nor make compaction hand lastModifiedBy back.
   * Updates without an actor (the server's own) and drafts without a holder are not limited.
   * Answers the last stored sequence per existing draft.
   */
  async appendUpdates(entries: readonly { draftId: string; actorId: string | null; update: Uint8Array }[]): Promise<Map<string, number>> {
    if (entries.length === 0) return new Map();
    // One statement, so one round trip (a busy server's event loop is in every round trip): it
    // locks the drafts' rows in id order, numbers each draft's kept updates after its last
    // sequence in the order given, inserts them and moves last_sequence, atomically. Waiting for
    // a lock re-reads the row (PostgreSQL's read committed), so the numbers follow any append or
    // claim committed meanwhile.
    const rows: { id: string; last: string }[] = await this.dataSource.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::bytea[]) WITH ORDINALITY AS t(draft_id, actor_id, update, ord)
       ), locked AS (
         SELECT id, last_sequence, last_modified_by_user_id AS holder FROM draft_websites
          WHERE id IN (SELECT draft_id FROM input) ORDER BY id FOR UPDATE
       ), kept AS (
         SELECT i.draft_id, i.actor_id, i.update, l.last_sequence + row_number() OVER (PARTITION BY i.draft_id ORDER BY i.ord) AS sequence
           FROM input i JOIN locked l ON l.id = i.draft_id
          WHERE i.actor_id IS NULL OR l.holder IS NULL OR i.actor_id = l.holder
       ), inserted AS (
         INSERT INTO draft_events (draft_id, sequence, actor_id, kind, update)
         SELECT draft_id, sequence, actor_id, 'yjs-update', update FROM kept ORDER BY draft_id, sequence
       ), last AS (
         SELECT draft_id, max(sequence) AS last FROM kept GROUP BY draft_id
       ), moved AS (
         UPDATE draft_websites d SET last_sequence = last.last FROM last WHERE d.id = last.draft_id
       )
       SELECT l.id, coalesce(last.last, l.last_sequence)::text AS last FROM locked l LEFT JOIN last ON last.draft_id = l.id`,
      [entries.map((entry) => entry.draftId), entries.map((entry) => entry.actorId), entries.map((entry) => Buffer.from(entry.update))],
    );
    return new Map(rows.map((row) => [row.id, Number(row.last)]));
  }

  /**
   * Folds the Yjs events stored after the snapshot into it (Y.mergeUpdates) and refreshes the
   * projection from the result: document JSON, settings, modifiedAt, lastDesignedAt and
   * lastModifiedBy (of the newest update that has an actor: the app's own changes, such as a
   * link's safety check, are no one's edit). Runs off the keystroke path (periodically and when a
   * live document unloads). Reads only what is stored, so it is exact whichever instance appended
   * the events. A document that would not validate keeps its old projection.
   */
  async compact(draftId: string): Promise<{ sequence: number } | null> {
    // The merging and validating happen outside the row lock, so appends and edit-control
    // claims never wait behind them; the short locked write checks nobody compacted meanwhile.
    const manager = this.dataSource.manager;
    const draft = await manager.findOneBy(DraftWebsiteEntity, { id: draftId });
    if (!draft) return null;
    const from = draft.snapshotSequence ?? 0;
    const upTo = draft.lastSequence;
    if (from >= upTo) return { sequence: upTo };
    const later = await manager
      .createQueryBuilder(DraftEventEntity, 'e')
      .select(['e.sequence', 'e.update', 'e.actorId', 'e.createdAt'])
      .where('e.draftId = :id AND e.sequence > :from AND e.sequence <= :upTo AND e.update IS NOT NULL', { id: draftId, from, upTo })
      .orderBy('e.sequence', 'ASC')
      .getMany();
    const snapshot = Y.mergeUpdates([...(draft.snapshot ? [new Uint8Array(draft.snapshot)] : []), ...later.map((event) => new Uint8Array(event.update!))]);
    const changes: Partial<DraftWebsiteRecord> = { snapshot: Buffer.from(snapshot), snapshotSequence: upTo };
    // Changes without an actor are the app's own (appendServerChange): they are not anyone's edit.
    const newest = later.filter((event) => event.actorId !== null).at(-1);
    if (later.length > 0) {
      const ydoc = new Y.Doc();
      Y.applyUpdate(ydoc, snapshot);
      const checked = readSiteDocument(ydoc);
      if (checked.ok) Object.assign(changes, { document: checked.document, websiteSettings: checked.document.websiteSettings });
    }
    if (newest) Object.assign(changes, { modifiedAt: newest.createdAt, lastDesignedAt: newest.createdAt });
    return this.dataSource.transaction(async (locked) => {
      const current = await this.lockDraft(locked, draftId);
      if (!current || (current.snapshotSequence ?? 0) !== from) return current ? { sequence: current.lastSequence } : null;
      // An explicit stamp (taking edit control) newer than the edit wins over it.
      if (newest?.actorId && (!current.lastModifiedByAt || newest.createdAt > current.lastModifiedByAt)) {
        Object.assign(changes, { lastModifiedByUserId: newest.actorId, lastModifiedByAt: newest.createdAt });
      }
      await locked.update(DraftWebsiteEntity, { id: draftId }, changes);
      return { sequence: upTo };
    });
  }

  /** The projection's document of a draft (no Yjs replay), or null when there is no such draft. */
  async storedDocument(draftId: string): Promise<unknown | null> {
    const draft = await this.dataSource.manager.findOne(DraftWebsiteEntity, { where: { id: draftId }, select: { id: true, document: true } });
    return draft?.document ?? null;
  }

  /**
   * Loads a draft from its snapshot plus any events after it (the fast path). A draft stored in
   * a state that breaks the document-level rules is repaired first (see `repair`), so the
   * designer, publish, restore and take-over, which all load through here, open it.
   */
  async load(draftId: string): Promise<LoadedDraft | null> {
    const manager = this.dataSource.manager;
    const draft = await manager.findOneBy(DraftWebsiteEntity, { id: draftId });
    if (!draft) return null;
    const ydoc = await this.buildFromSnapshot(manager, draft);
    const checked = readSiteDocument(ydoc);
    if (checked.ok) return { draft, ydoc, document: checked.document, sequence: draft.lastSequence };
    return this.repair(draftId);
  }

  /**
   * The stored states of many drafts in one statement (so each draft's snapshot and its later
   * events are read together): what a live document loads from, nothing decoded or validated
   * here. Drafts that do not exist are absent from the answer. One row per snapshot and per
   * update: a bytea arrives as hex the driver decodes at once, where an array of them (array_agg)
   * was parsed character by character, seconds for a draft with a megabyte of events.
   */
  async loadStates(draftIds: readonly string[]): Promise<Map<string, StoredDraftState>> {
    const ids = [...new Set(draftIds)].filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows: { id: string; bytes: Buffer | null; last_sequence: string | null }[] = await this.dataSource.query(
      `SELECT id, bytes, last_sequence FROM (
         SELECT d.id, d.snapshot AS bytes, d.last_sequence, 0 AS part, 0::bigint AS sequence FROM draft_websites d
          WHERE d.id = ANY($1::uuid[])
         UNION ALL
         SELECT e.draft_id, e.update, NULL, 1, e.sequence FROM draft_events e JOIN draft_websites d ON d.id = e.draft_id
          WHERE d.id = ANY($1::uuid[]) AND e.sequence > coalesce(d.snapshot_sequence, 0) AND e.update IS NOT NULL
       ) stored
       ORDER BY id, part, sequence`,
      [ids],
    );
    const states = new Map<string, StoredDraftState>();
    for (const row of rows) {
      const bytes = row.bytes && new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
      if (row.last_sequence !== null) {
        // The draft's own row (part 0) comes before its events.
        states.set(row.id, { updates: bytes ? [bytes] : [], sequence: Number(row.last_sequence), bytesSinceSnapshot: 0 });
        continue;
      }
      const state = states.get(row.id)!;
      state.updates.push(bytes!);
      state.bytesSinceSnapshot += bytes!.byteLength;
    }
    return states;
  }

  /**
   * Repairs a stored draft that breaks the document-level rules (an update accepted before every
   * update was checked against them could store a duplicate section id or a second Header):
   * under the draft's lock, repairSiteYDoc renumbers the duplicate and drops the extra section,
   * and its change is appended as a `repaired` event (the Yjs update, so later edits build on it,
   * and what changed as data) with the projection and snapshot. A draft that is still invalid
   * afterwards throws, as before, and nothing is written.
   */
  private async repair(draftId: string): Promise<LoadedDraft | null> {
    return this.dataSource.transaction(async (manager) => {
      const draft = await this.lockDraft(manager, draftId);
      if (!draft) return null;
      const ydoc = await this.buildFromSnapshot(manager, draft);
      const vector = Y.encodeStateVector(ydoc);
      const report = repairSiteYDoc(ydoc);
      const document = yDocToSiteDocument(ydoc);
      if (report.sections.length === 0 && report.removedKeys.length === 0) return { draft, ydoc, document, sequence: draft.lastSequence };
      const sequence = draft.lastSequence + 1;
      await manager.insert(DraftEventEntity, {
        draftId,
        sequence,
        actorId: null,
        kind: 'repaired',
        update: Buffer.from(Y.encodeStateAsUpdate(ydoc, vector)),
        data: report as object,
      });
      const changes = {
        document,
        websiteSettings: document.websiteSettings,
        lastSequence: sequence,
        snapshot: Buffer.from(Y.encodeStateAsUpdate(ydoc)),
        snapshotSequence: sequence,
      };
      await manager.update(DraftWebsiteEntity, { id: draftId }, changes);
      return { draft: Object.assign(draft, changes), ydoc, document, sequence };
    });
  }

  /**
   * Bytes of the draft's Yjs events stored after its snapshot: what the next compaction folds
   * in (the live document keeps it within COLLAB_LIMITS.storedBytesSinceSnapshot).
   */
  async bytesSinceSnapshot(draftId: string): Promise<number> {
    const [row]: { bytes: string | null }[] = await this.dataSource.query(
      `SELECT sum(octet_length(e.update)) AS bytes FROM draft_events e JOIN draft_websites d ON d.id = e.draft_id
        WHERE e.draft_id = $1 AND e.sequence > coalesce(d.snapshot_sequence, 0) AND e.update IS NOT NULL`,
      [draftId],
    );
    return Number(row?.bytes ?? 0);
  }

  /** Rebuilds a draft by replaying every event from the first; must equal `load`. */
  async replay(draftId: string): Promise<LoadedDraft | null> {
    const manager = this.dataSource.manager;
    const draft = await manager.findOneBy(DraftWebsiteEntity, { id: draftId });
    if (!draft) return null;
    const events = await manager.find(DraftEventEntity, {
      where: { draftId },
      order: { sequence: 'ASC' },
      select: { sequence: true, update: true },
    });
    const ydoc = new Y.Doc();
    Y.transact(ydoc, () => {
      for (const event of events) if (event.update) Y.applyUpdate(ydoc, event.update);
    });
    const sequence = events.at(-1)?.sequence ?? 0;
    return { draft, ydoc, document: yDocToSiteDocument(ydoc), sequence };
  }

  /** The events of a draft in order (history, tests). */
  events(draftId: string): Promise<DraftEventRecord[]> {
    return this.dataSource.manager.find(DraftEventEntity, { where: { draftId }, order: { sequence: 'ASC' } });
  }

  private lockDraft(manager: EntityManager, draftId: string): Promise<DraftWebsiteRecord | null> {
    return lockDraftRow(manager, draftId);
  }

  private async buildFromSnapshot(manager: EntityManager, draft: DraftWebsiteRecord): Promise<Y.Doc> {
    const ydoc = new Y.Doc();
    const from = draft.snapshotSequence ?? 0;
    if (draft.snapshot) Y.applyUpdate(ydoc, draft.snapshot);
    if (from < draft.lastSequence) {
      const later = await manager
        .createQueryBuilder(DraftEventEntity, 'e')
        .select(['e.sequence', 'e.update'])
        .where('e.draftId = :id AND e.sequence > :from AND e.update IS NOT NULL', { id: draft.id, from })
        .orderBy('e.sequence', 'ASC')
        .getMany();
      Y.transact(ydoc, () => {
        for (const event of later) if (event.update) Y.applyUpdate(ydoc, event.update);
      });
    }
    return ydoc;
  }
}

function formatIssue(issue: { path: PropertyKey[]; message: string }): string {
  return `${issue.path.map(String).join('.') || '(document)'}: ${issue.message}`;
}

/** The draft's row, locked until the caller's transaction ends (its appends and claims wait). */
export function lockDraftRow(manager: EntityManager, draftId: string): Promise<DraftWebsiteRecord | null> {
  return manager.findOne(DraftWebsiteEntity, { where: { id: draftId }, lock: { mode: 'pessimistic_write' } });
}

/** A draft event other than an edit or the creation, and the projection it moves. */
export interface DraftEventInput {
  kind: Exclude<DraftEventKind, 'yjs-update' | 'created'>;
  actorId: string | null;
  data?: object | null;
  projection?: Partial<Pick<DraftWebsiteRecord, 'handle' | 'lastPublishedAt' | 'lastModifiedByUserId' | 'modifiedAt'>>;
}

/**
 * Appends `event` after the draft's last sequence inside the caller's transaction (`manager`),
 * under the draft row's lock, and moves the projection with it: so a publish writes its page and
 * its event together or not at all.
 */
export async function appendDraftEvent(
  manager: EntityManager,
  draftId: string,
  event: DraftEventInput,
): Promise<{ status: 'appended'; sequence: number } | { status: 'not-found' }> {
  const draft = await lockDraftRow(manager, draftId);
  if (!draft) return { status: 'not-found' };
  const sequence = draft.lastSequence + 1;
  await manager.insert(DraftEventEntity, {
    draftId,
    sequence,
    actorId: event.actorId,
    kind: event.kind,
    update: null,
    data: event.data ?? null,
  });
  const stamp = event.projection && 'lastModifiedByUserId' in event.projection ? { lastModifiedByAt: () => 'clock_timestamp()' } : {};
  await manager.update(DraftWebsiteEntity, { id: draftId }, { ...event.projection, ...stamp, lastSequence: sequence });
  return { status: 'appended', sequence };
}
