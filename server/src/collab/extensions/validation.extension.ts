import type { beforeSyncPayload, Extension, afterLoadDocumentPayload, afterUnloadDocumentPayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import { COLLAB_CLOSE_CODES, COLLAB_REFUSALS, readSiteDocument, type CollabServerMessage } from '@frontdoor/shared';
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
    Y.applyUpdate(shadow, payload);
    const checked = readSiteDocument(shadow);
    if (checked.ok) return;
    shadow.destroy();
    this.shadows.set(documentName, copyOf(document));
    const message: CollabServerMessage = {
      type: 'refused',
      issues: checked.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
    connection.sendStateless(JSON.stringify(message));
    throw refusal(COLLAB_REFUSALS['invalid-update'], COLLAB_CLOSE_CODES['invalid-update']);
  }
}

function copyOf(document: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(document));
  return copy;
}
