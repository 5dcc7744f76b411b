/* eslint-disable @typescript-eslint/no-explicit-any -- Yjs types its shared types as AbstractType<any> */
import type { beforeSyncPayload, Extension, afterLoadDocumentPayload, afterStoreDocumentPayload, afterUnloadDocumentPayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import {
  bookingSettingsKey,
  COLLAB_CLOSE_CODES,
  COLLAB_LIMITS,
  COLLAB_REFUSALS,
  fromYValue,
  readSiteDocument,
  sectionListProblems,
  sectionSchema,
  SITE_DOCUMENT_KEYS,
  SITE_ROOT_KEY,
  siteRootMap,
  type CollabServerMessage,
  type SectionType,
} from '@frontdoor/shared';
import type { DraftEventStore } from '@frontdoor/data';
import { refusal, type CollabContext } from '../collab-context.js';

/** The booking settings of a Y.Doc's sections as text (raw values: compared, never shown). */
const bookingSettingsOf = (ydoc: Y.Doc) => bookingSettingsKey({ sections: (fromYValue(siteRootMap(ydoc).get('sections')) as BookingSections | undefined) ?? [] });
type BookingSections = Parameters<typeof bookingSettingsKey>[0]['sections'];

/** Why a guest editor's change of booking settings is refused (issue 40: only the owner changes them). */
export const OWNER_ONLY_BOOKING_SETTINGS = 'Only the owner changes booking settings';

/** A draft's validation shadow is dropped after this long without a change from a connection. */
const SHADOW_IDLE_MS = 60_000;

/** y-protocols sync message types that carry document content. */
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/**
 * Validation: every update a connection sends is checked against the shared schema *before*
 * the live document applies it, so an update that would make the document invalid is never
 * applied, broadcast or stored. A live document being edited has a shadow copy the update is
 * tried on first (applying one update is cheap; copying the document per update would not be);
 * it is made on the draft's first change and dropped after SHADOW_IDLE_MS without one, so drafts
 * only watched or left open hold one copy (issue 38: memory per live draft). A
 * refused update leaves the shadow dirty, so it is rebuilt from the live document, the sender is
 * told why, and its connection is closed: its copy holds the refused change, and a fresh sync
 * from the server is the way back to a valid document.
 *
 * It also keeps each live draft's stored events within COLLAB_LIMITS.storedBytesSinceSnapshot:
 * an estimate (what was stored at load, plus every update since) is measured again in the
 * database only when it would pass the limit; beyond it an update is refused and the draft is
 * compacted, after which editing goes on.
 */
export class ValidationExtension implements Extension {
  /** Runs before the persistence extension's hooks for the same document. */
  priority = 200;
  private readonly shadows = new Map<string, Y.Doc>();
  /** Drafts loaded here (a shadow is made for them on their first change). */
  private readonly live = new Set<string>();
  /** When each shadow last took a connection's change: one idle for SHADOW_IDLE_MS is dropped (made again on the next). */
  private readonly lastChange = new Map<string, number>();
  private sweep: NodeJS.Timeout | null = null;
  /** The clock idleness is measured with (a test moves it on rather than waiting SHADOW_IDLE_MS). */
  now: () => number = Date.now;
  /** Per live draft: bytes of its events since the snapshot, estimated from above. */
  private readonly pendingBytes = new Map<string, number>();

  constructor(
    private readonly store: DraftEventStore,
    /** Bytes stored after the snapshot, as read by the load (EventStoreExtension); measured when absent. */
    private readonly loadedBytes: Map<string, number> = new Map(),
  ) {}

  async afterLoadDocument({ document, documentName }: afterLoadDocumentPayload): Promise<void> {
    // The shadow is made when the first change arrives (beforeSync): a draft only watched never
    // holds a second copy, and a rush of opens copies nothing.
    this.live.add(documentName);
    const loaded = this.loadedBytes.get(documentName);
    this.loadedBytes.delete(documentName);
    this.pendingBytes.set(documentName, loaded ?? 0);
    // Whatever reaches the live document (other instances, restores) reaches the shadow too;
    // a connection's update is already there (beforeSync tried it on the shadow first).
    document.on('update', (update: Uint8Array, origin: unknown) => {
      const shadow = this.shadows.get(documentName);
      if (shadow && (origin as { source?: string } | null)?.source !== 'connection') Y.applyUpdate(shadow, update);
      this.pendingBytes.set(documentName, (this.pendingBytes.get(documentName) ?? 0) + update.length);
    });
    // The load read it with the document (no query of its own per load).
    if (loaded === undefined) await this.measure(documentName);
  }

  /** Compaction folded the events into the snapshot: measure again. */
  async afterStoreDocument({ documentName }: afterStoreDocumentPayload): Promise<void> {
    await this.measure(documentName);
  }

  async onConfigure(): Promise<void> {
    this.sweep = setInterval(() => this.dropIdleShadows(), SHADOW_IDLE_MS / 2).unref();
  }

  async onDestroy(): Promise<void> {
    if (this.sweep) clearInterval(this.sweep);
  }

  /** Whether the draft holds a validation shadow now (tests, metrics). */
  hasShadow(documentName: string): boolean {
    return this.shadows.has(documentName);
  }

  /**
   * A shadow is a whole second copy of the document: drafts nobody is typing in do not keep one.
   * Runs every SHADOW_IDLE_MS / 2.
   */
  dropIdleShadows(): void {
    const before = this.now() - SHADOW_IDLE_MS;
    for (const [documentName, at] of this.lastChange) {
      if (at > before) continue;
      this.shadows.get(documentName)?.destroy();
      this.shadows.delete(documentName);
      this.lastChange.delete(documentName);
    }
  }

  async afterUnloadDocument({ documentName }: afterUnloadDocumentPayload): Promise<void> {
    this.live.delete(documentName);
    this.lastChange.delete(documentName);
    this.shadows.get(documentName)?.destroy();
    this.shadows.delete(documentName);
    this.pendingBytes.delete(documentName);
  }

  private async measure(documentName: string): Promise<number> {
    const before = this.pendingBytes.get(documentName) ?? 0;
    const stored = await this.store.bytesSinceSnapshot(documentName);
    // Updates that arrived while measuring are counted on top (an estimate from above).
    const arrived = Math.max(0, (this.pendingBytes.get(documentName) ?? 0) - before);
    if (this.pendingBytes.has(documentName)) this.pendingBytes.set(documentName, stored + arrived);
    return stored + arrived;
  }

  /** Refuses an update that would take the draft's stored events past the limit. */
  private async checkStoredBytes(documentName: string, size: number): Promise<void> {
    const limit = COLLAB_LIMITS.storedBytesSinceSnapshot;
    if ((this.pendingBytes.get(documentName) ?? 0) + size <= limit) return;
    if ((await this.measure(documentName)) + size <= limit) return;
    // Compaction is what brings the draft back under; it runs now rather than at the next pause.
    void this.store
      .compact(documentName)
      .then(() => this.measure(documentName))
      .catch(() => undefined);
    throw refusal(COLLAB_REFUSALS['too-large'], COLLAB_CLOSE_CODES['too-large']);
  }

  async beforeSync({ type, payload, connection, document, documentName }: beforeSyncPayload): Promise<void> {
    if (type !== SYNC_STEP_2 && type !== SYNC_UPDATE) return;
    // Read-only connections' updates are dropped by Hocuspocus itself; never try them.
    if (connection.readOnly) return;
    if (!this.live.has(documentName)) return;
    // An update holding nothing (no items, no deletions: what a provider's sync step 2 sends
    // when it has nothing new) changes nothing: nothing to check.
    if (isEmptyUpdate(payload)) return;
    await this.checkStoredBytes(documentName, payload.length);
    let shadow = this.shadows.get(documentName);
    if (!shadow) {
      shadow = copyOf(document);
      this.shadows.set(documentName, shadow);
    }
    this.lastChange.set(documentName, this.now());
    const touched = new Map<Y.AbstractType<any>, Set<string | null>>();
    const collect = (transaction: Y.Transaction) => transaction.changed.forEach((keys, type) => touched.set(type, new Set([...(touched.get(type) ?? []), ...keys])));
    const rootTypes = new Set(shadow.share.keys());
    // A guest editor edits everything but the booking settings (issue 40): compared around the update.
    const guest = (connection.context as Partial<CollabContext>).isOwner === false;
    const settingsBefore = guest ? bookingSettingsOf(shadow) : null;
    shadow.on('afterTransaction', collect);
    try {
      Y.applyUpdate(shadow, payload);
    } finally {
      shadow.off('afterTransaction', collect);
    }
    const valid = checkChanged(shadow, touched, rootTypes);
    const checked: Checked =
      valid.ok && settingsBefore !== null && bookingSettingsOf(shadow) !== settingsBefore
        ? { ok: false, issues: [{ path: ['sections'], message: OWNER_ONLY_BOOKING_SETTINGS }] }
        : valid;
    // Parts waiting for what they build on wait in the live document too, as Yjs does.
    if (checked.ok) return;
    const incomplete = heldBack(shadow, payload);
    shadow.destroy();
    this.shadows.set(documentName, copyOf(document));
    // The update arrived ahead of changes it builds on (a client's offline edits, sent after it
    // on reconnect): Yjs held its new parts back but applied its deletions, so the check saw a
    // half. Not applied here either; a fresh sync brings it with everything it needs, and the
    // sender keeps its copy.
    if (incomplete) {
      throw refusal(COLLAB_REFUSALS.resync, COLLAB_CLOSE_CODES.resync);
    }
    const message: CollabServerMessage = {
      type: 'refused',
      issues: checked.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
    connection.sendStateless(JSON.stringify(message));
    throw refusal(COLLAB_REFUSALS['invalid-update'], COLLAB_CLOSE_CODES['invalid-update']);
  }
}

type Checked = { ok: true } | { ok: false; issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/**
 * Validates what an update changed: when it only changed inside sections (typing, an item added),
 * just those sections are checked against the section schema, so the cost follows the edit, not
 * the document; when it changed a section's `id` or `type`, the document-level rules of the
 * section list (unique ids, Header and Footer exactly once, maxCount per type) are checked too,
 * from the ids and types alone. A change to the page's structure, settings or theme checks the
 * whole document, and the site map may hold only the document's fields. A new top-level type
 * (anything but the site map) is refused: nothing reads it, so it could only store bytes.
 */
function checkChanged(shadow: Y.Doc, touched: ReadonlyMap<Y.AbstractType<any>, ReadonlySet<string | null>>, rootTypesBefore: ReadonlySet<string>): Checked {
  for (const name of shadow.share.keys()) {
    if (name !== SITE_ROOT_KEY && !rootTypesBefore.has(name)) return { ok: false, issues: [{ path: [name], message: 'Unknown top-level type' }] };
  }
  const root = siteRootMap(shadow);
  const sections = root.get('sections');
  const changedSections = new Set<Y.Map<unknown>>();
  let listChanged = false;
  for (const [type, keys] of touched) {
    let node: Y.AbstractType<any> | null = type;
    let section: Y.Map<unknown> | null = null;
    while (node && node !== root) {
      const parent: Y.AbstractType<any> | null = (node._item?.parent as Y.AbstractType<any> | undefined) ?? null;
      if (parent === null && node !== root && shadow.share.get(SITE_ROOT_KEY) !== node && [...shadow.share.values()].includes(node)) {
        return { ok: false, issues: [{ path: [rootName(shadow, node)], message: 'Unknown top-level type' }] };
      }
      if (parent === sections && node instanceof Y.Map) section = node;
      node = parent;
    }
    if (!section) return fullCheck(shadow);
    changedSections.add(section);
    if (type === section && (keys.has('id') || keys.has('type'))) listChanged = true;
  }
  for (const section of changedSections) {
    const result = sectionSchema.safeParse(fromYValue(section));
    if (!result.success) return { ok: false, issues: result.error.issues };
  }
  if (listChanged && sections instanceof Y.Array) {
    const list = sections.toArray().map((entry) => (entry instanceof Y.Map ? { id: entry.get('id'), type: entry.get('type') } : {}));
    const problems = sectionListProblems(
      list.filter((entry): entry is { id: string; type: SectionType } => typeof entry.id === 'string' && typeof entry.type === 'string'),
    );
    if (problems.length) return { ok: false, issues: problems };
  }
  return { ok: true };
}

function fullCheck(shadow: Y.Doc): Checked {
  const root = siteRootMap(shadow);
  const unknown = Array.from(root.keys()).filter((key) => !SITE_DOCUMENT_KEYS.includes(key));
  // The schema would strip them silently; stored, they would only take space.
  if (unknown.length) return { ok: false, issues: unknown.map((key) => ({ path: [key], message: 'Unknown field' })) };
  const result = readSiteDocument(shadow);
  return result.ok ? { ok: true } : { ok: false, issues: result.error.issues };
}

function rootName(doc: Y.Doc, type: Y.AbstractType<any>): string {
  for (const [name, value] of doc.share) if (value === type) return name;
  return '(unknown)';
}

/**
 * Whether part of an update was held back by Yjs: after applying it, the document's state for
 * some client is still short of where the update ends (its structs wait for missing clocks,
 * its own or another client's it builds on).
 */
function heldBack(doc: Y.Doc, update: Uint8Array): boolean {
  const { to } = Y.parseUpdateMeta(update);
  for (const [client, clock] of to) if (Y.getState(doc.store, client) < clock) return true;
  return false;
}

/** Yjs' encoding of an update with no structs and an empty delete set (v1: two zero varints). */
function isEmptyUpdate(update: Uint8Array): boolean {
  return update.length === 2 && update[0] === 0 && update[1] === 0;
}

function copyOf(document: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(document));
  return copy;
}
