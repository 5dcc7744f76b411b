import { patchSiteDocument, type CollabServerMessage, type DraftVersion, type DraftVersionDetail } from '@frontdoor/shared';
import type { DraftVersions } from '../drafts/draft-versions.js';
import { AppError } from '../common/app-error.js';
import type { CollabServer } from './collab-server.js';

/**
 * Restoring a version: the live document is rewritten to it in one transaction through a
 * direct connection (so every open tab receives the change live and the batcher stores it as
 * the user's update), then a `restored` event records the version it now equals.
 */
export async function restoreVersion(
  collab: CollabServer,
  versions: DraftVersions,
  input: { draftId: string; userId: string; from: DraftVersionDetail },
): Promise<DraftVersion> {
  const connection = await collab.hocuspocus.openDirectConnection(input.draftId, { userId: input.userId });
  try {
    await connection.transact((document) => patchSiteDocument(document, input.from.document));
    await collab.batcher.flush();
    const recorded = await versions.record(input.draftId, {
      kind: 'restored',
      actorId: input.userId,
      document: input.from.document,
      extra: { restoredFrom: input.from.sequence },
    });
    if (!recorded) throw new AppError('website_not_found');
    const live = collab.hocuspocus.documents.get(input.draftId);
    live?.broadcastStateless(JSON.stringify({ type: 'version', ...recorded } satisfies CollabServerMessage));
    return recorded.version;
  } finally {
    await connection.disconnect();
  }
}
