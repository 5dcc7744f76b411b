import type { beforeSyncPayload, Extension, afterLoadDocumentPayload, afterUnloadDocumentPayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import type { z } from 'zod';
import { COLLAB_CLOSE_CODES, COLLAB_REFUSALS, fromYValue, readSiteDocument, sectionSchema, siteRootMap, type CollabServerMessage } from '@frontdoor/shared';
import { refusal } from '../collab-context.js';

/** y-protocols sync message types that carry document content. */
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/**
 * Validation: every update a connection sends is checked against the shared schema *before*
 * the live document applies it, so an update that would make the document invalid is never
 * applied, broadcast or stored. Each live document has a shadow copy the update is tried on
 * first (applying one update is cheap; copying the document per update would not be). A
 * refused update leaves the shadow dirty, so it is rebuilt from the live document, the sender is
 * told why, and its connection is closed: its copy holds the refused change, and a fresh sync
 * from the server is the way back to a valid document.
 */
export class ValidationExtension implements Extension {
  /** Runs before the persistence extension's hooks for the same document. */
  priority = 200;
  private readonly shadows = new Map<string, Y.Doc>();

  async afterLoadDocument({ document, documentName }: afterLoadDocumentPayload): Promise<void> {
    this.shadows.set(documentName, copyOf(document));
    // Whatever reaches the live document (other instances, restores) reaches the shadow too.
    document.on('update', (update: Uint8Array) => {
      const shadow = this.shadows.get(documentName);
      if (shadow) Y.applyUpdate(shadow, update);
    });
  }

  async afterUnloadDocument({ documentName }: afterUnloadDocumentPayload): Promise<void> {
    this.shadows.get(documentName)?.destroy();
    this.shadows.delete(documentName);
  }

  async beforeSync({ type, payload, connection, document, documentName }: beforeSyncPayload): Promise<void> {
    if (type !== SYNC_STEP_2 && type !== SYNC_UPDATE) return;
    // Read-only connections' updates are dropped by Hocuspocus itself; never try them.
    if (connection.readOnly) return;
    const shadow = this.shadows.get(documentName);
    if (!shadow) return;
    const touched = new Set<Y.AbstractType<any>>();
    const collect = (transaction: Y.Transaction) => transaction.changed.forEach((_keys, type) => touched.add(type));
    shadow.on('afterTransaction', collect);
    try {
      Y.applyUpdate(shadow, payload);
    } finally {
      shadow.off('afterTransaction', collect);
    }
    const checked = checkChanged(shadow, touched);
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
      issues: checked.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
    connection.sendStateless(JSON.stringify(message));
    throw refusal(COLLAB_REFUSALS['invalid-update'], COLLAB_CLOSE_CODES['invalid-update']);
  }
}

/**
 * Validates what an update changed: when it only changed inside sections (typing, an item added),
 * just those sections are checked against the section schema, so the cost follows the edit, not
 * the document; a change to the page's structure, settings or theme checks the whole document.
 */
function checkChanged(shadow: Y.Doc, touched: ReadonlySet<Y.AbstractType<any>>): { ok: true } | { ok: false; error: z.ZodError } {
  const root = siteRootMap(shadow);
  const sections = root.get('sections');
  const changedSections = new Set<Y.Map<unknown>>();
  for (const type of touched) {
    let node: Y.AbstractType<any> | null = type;
    let section: Y.Map<unknown> | null = null;
    while (node && node !== root) {
      const parent: Y.AbstractType<any> | null = (node._item?.parent as Y.AbstractType<any> | undefined) ?? null;
      if (parent === sections && node instanceof Y.Map) section = node;
      node = parent;
    }
    if (!section) return fullCheck(shadow);
    changedSections.add(section);
  }
  for (const section of changedSections) {
    const result = sectionSchema.safeParse(fromYValue(section));
    if (!result.success) return { ok: false, error: result.error };
  }
  return { ok: true };
}

function fullCheck(shadow: Y.Doc): { ok: true } | { ok: false; error: z.ZodError } {
  const result = readSiteDocument(shadow);
  return result.ok ? { ok: true } : { ok: false, error: result.error };
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

function copyOf(document: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(document));
  return copy;
}
