import DataLoader from 'dataloader';
import type { connectedPayload, Extension, afterLoadDocumentPayload, onLoadDocumentPayload, onStatelessPayload, onStoreDocumentPayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import PQueue from 'p-queue';
import {
  COLLAB_LIMITS,
  COLLAB_REFUSALS,
  collabClientMessageSchema,
  readSiteDocument,
  type CollabServerMessage,
  type DraftVersionDetail,
  type SiteDocument,
} from '@frontdoor/shared';
import type { DraftEventStore } from '@frontdoor/data';
import type { DraftVersions } from '@frontdoor/data';
import { refusal, type CollabContext } from '../collab-context.js';
import type { UpdateBatcher } from '../update-batcher.js';
import type { StoredDraftState } from '@frontdoor/data';
import type { LiveEvents } from '../../events/live-events.js';

/**
 * Event-sourced persistence (ARCHITECTURE §3). Load = snapshot + later events; a failed load
 * refuses the connection, so an empty document never stands in for stored content. Every
 * update made on this instance (by a connection or by the server itself, not one relayed from
 * another instance through Redis) goes to the batcher, which appends it within tens of
 * milliseconds with its actor. The projection and a compacted snapshot are written by
 * `onStoreDocument`, which Hocuspocus debounces: periodically while editing and on unload.
 * Save Draft arrives as a stateless message on the same connection, so every edit the tab sent
 * before it is in the saved version.
 */
export class EventStoreExtension implements Extension {
  /** Per connection, when its recent Save Draft requests came (at most COLLAB_LIMITS.savesPerMinute a minute). */
  private readonly saves = new WeakMap<object, number[]>();
  private readonly compactions = new PQueue({ concurrency: COMPACTIONS_AT_ONCE });
  /**
   * The last saved and last published versions of the drafts connecting in the same tick, read
   * with one statement (DraftVersions.latestMany) instead of two per connection (issue 38: a rush
   * of opens). Never cached: every connection reads what is stored now.
   */
  private readonly baselines = new DataLoader<string, { latest: DraftVersionDetail | null; published: SiteDocument | null }>(
    async (draftIds) => {
      const found = await this.versions.latestMany(draftIds);
      return draftIds.map((id) => found.get(id) ?? { latest: null, published: null });
    },
    { cache: false, maxBatchSize: BASELINE_BATCH_SIZE },
  );

  constructor(
    private readonly store: DraftEventStore,
    private readonly versions: DraftVersions,
    private readonly batcher: UpdateBatcher,
    private readonly liveEvents: LiveEvents,
    /** Reads drafts' stored states, many in one statement (draft-loads.ts). */
    private readonly loads: { load(draftId: string): Promise<StoredDraftState | null> },
    /** Per draft loaded, the bytes stored after its snapshot, for the validation extension. */
    private readonly loadedBytes: Map<string, number>,
  ) {}

  /**
   * The snapshot and the updates stored after it go straight into the live document, in one
   * transaction, and the result is validated once. A draft stored breaking the document-level
   * rules is loaded again through `DraftEventStore.load`, which repairs it (an event of its own).
   */
  async onLoadDocument({ document, documentName }: onLoadDocumentPayload): Promise<void> {
    let state;
    try {
      state = await this.loads.load(documentName);
    } catch {
      throw refusal(COLLAB_REFUSALS['load-failed']);
    }
    if (!state) throw refusal(COLLAB_REFUSALS['no-access']);
    Y.transact(document, () => {
      for (const update of state.updates) Y.applyUpdate(document, update);
    });
    if (!readSiteDocument(document).ok) {
      let repaired;
      try {
        repaired = await this.store.load(documentName);
      } catch {
        throw refusal(COLLAB_REFUSALS['load-failed']);
      }
      if (!repaired) throw refusal(COLLAB_REFUSALS['no-access']);
      Y.applyUpdate(document, Y.encodeStateAsUpdate(repaired.ydoc));
      return;
    }
    this.loadedBytes.set(documentName, state.bytesSinceSnapshot);
  }

  /** Tells each designer, on every (re)connection, the last saved and the last published versions to compare with. */
  async connected({ connection, documentName }: connectedPayload): Promise<void> {
    const { latest, published } = await this.baselines.load(documentName);
    // What the live page shows, so the designer can say whether the draft holds changes it lacks.
    send(connection, { type: 'published', document: published });
    if (!latest) return;
    const { document, ...version } = latest;
    send(connection, { type: 'baseline', version, document });
  }

  /**
   * Listens to the live document itself rather than the onChange hook: hooks run later, in a
   * promise chain, while this runs inside the change, so a flush right after a change (Save
   * Draft, restore) always includes it and the order of events is the order of changes.
   */
  async afterLoadDocument({ document, documentName }: afterLoadDocumentPayload): Promise<void> {
    document.on('update', (update: Uint8Array, origin: unknown) => {
      const actor = actorOf(origin);
      if (actor === RELAYED) return; // stored by the instance where it was made
      this.batcher.add(documentName, actor, update);
    });
  }

  /**
   * Compaction (merge, validate, write the projection) runs through one small queue: when many
   * drafts come due at once (30 s after a rush of edits began), they are compacted a few at a
   * time, spread over the following moments, rather than all blocking the event loop together.
   */
  async onStoreDocument({ documentName }: onStoreDocumentPayload): Promise<void> {
    await this.batcher.flush(documentName);
    await this.compactions.add(() => this.store.compact(documentName));
  }

  /** Shutting down: the compactions left run all at once, so they end before the database closes. */
  hurry(): void {
    this.compactions.concurrency = Number.POSITIVE_INFINITY;
  }

  async onStateless({ connection, document, documentName, payload }: onStatelessPayload): Promise<void> {
    let parsed;
    try {
      parsed = collabClientMessageSchema.safeParse(JSON.parse(payload));
    } catch {
      return;
    }
    if (!parsed.success || parsed.data.type !== 'save') return;
    const { requestId } = parsed.data;
    if (!this.mayAskToSave(connection)) return send(connection, { type: 'save-failed', requestId, message: COLLAB_REFUSALS['too-fast'] });
    const context = connection.context as Partial<CollabContext>;
    const checked = readSiteDocument(document);
    try {
      if (connection.readOnly || !checked.ok) throw new Error('not saved');
      await this.batcher.flush();
      const label = parsed.data.label;
      const recorded = await this.versions.record(documentName, {
        kind: label ? 'assistant' : 'saved',
        actorId: context.userId ?? null,
        document: checked.document,
        ...(label && { extra: { label } }),
      });
      if (!recorded) throw new Error('not saved');
      // Every tab of the draft now compares against this version; the asking tab knows its own.
      document.broadcastStateless(JSON.stringify({ type: 'version', ...recorded, requestId } satisfies CollabServerMessage));
      await this.liveEvents.toWebsite(documentName, { type: 'draft-saved', websiteId: documentName, sequence: recorded.version.sequence });
    } catch {
      send(connection, { type: 'save-failed', requestId, message: COLLAB_REFUSALS['load-failed'] });
    }
  }

  /** Save Draft writes a version each time: a connection asks at most savesPerMinute times a minute. */
  private mayAskToSave(connection: object): boolean {
    const now = Date.now();
    const recent = (this.saves.get(connection) ?? []).filter((at) => now - at < 60_000);
    const allowed = recent.length < COLLAB_LIMITS.savesPerMinute;
    if (allowed) recent.push(now);
    this.saves.set(connection, recent);
    return allowed;
  }
}

const RELAYED = Symbol('relayed from another instance');

/** The largest number of drafts one versions statement reads for connected. */
const BASELINE_BATCH_SIZE = 50;

/** Drafts compacted at once (each merges and validates a whole document on the event loop). */
const COMPACTIONS_AT_ONCE = 2;

/** Who made a change: the connection's user, the server acting for a user, or a relay. */
function actorOf(origin: unknown): string | null | typeof RELAYED {
  const tagged = origin as { source?: string; connection?: { context?: Partial<CollabContext> }; context?: Partial<CollabContext> } | null;
  if (tagged?.source === 'redis') return RELAYED;
  if (tagged?.source === 'connection') return tagged.connection?.context?.userId ?? null;
  return tagged?.context?.userId ?? null;
}

function send(connection: { sendStateless(payload: string): void }, message: CollabServerMessage): void {
  connection.sendStateless(JSON.stringify(message));
}
