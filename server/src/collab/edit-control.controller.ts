import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import type { RedisTransactionOrigin } from '@hocuspocus/server';
import { DataSource } from 'typeorm';
import * as Y from 'yjs';
import { patchSiteDocument, type EditHolder } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { AppError } from '../common/app-error.js';
import { authorizeWebsite } from '../drafts/draft-access.js';
import { DraftEventStore } from '@frontdoor/data';
import { DraftVersions } from '../drafts/draft-versions.js';
import { LiveEvents } from '../events/live-events.js';
import { CollabServer } from './collab-server.js';

/**
 * Stored updates brought into this instance's copy are applied as a relay is: every extension
 * treats them as already stored elsewhere (not appended again, not published to Redis again).
 */
const ALREADY_STORED: RedisTransactionOrigin = { source: 'redis' };

/**
 * 'Take Edit Control' (spec §4, ARCHITECTURE §4): the server is the authority.
 *
 * In order: (1) the draft is frozen on every instance (its connections read-only, what each had
 * accepted stored; see EditControlExtension.freeze), so the previous editor's last updates are
 * either stored before the claim or never applied; (2) the claim is appended, stamping the new
 * holder with the database's clock under the draft's row lock, after which the event store
 * refuses updates of anyone else; (3) every designer is told, the new holder's connections
 * become editable; (4) the live document is reset to the last saved version after bringing in
 * everything stored, so the reset also undoes the previous editor's updates that Redis has not
 * relayed here yet.
 */
@Controller('api/websites/:id')
@UseGuards(AuthGuard)
export class EditControlController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(DraftEventStore) private readonly store: DraftEventStore,
    @Inject(DraftVersions) private readonly versions: DraftVersions,
    @Inject(CollabServer) private readonly collab: CollabServer,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
  ) {}

  @Post('edit-control')
  @HttpCode(200)
  async claim(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<{ holder: EditHolder }> {
    const { draft } = await authorizeWebsite(this.dataSource.manager, auth.userId, id, 'take-edit-control');
    // Independent reads run beside the freeze.
    const [holder, users] = await Promise.all([
      this.collab.editControl.holder(auth.userId),
      this.liveEvents.websiteUsers(id),
      this.collab.editControl.freeze(id),
    ]);
    try {
      await this.collab.batcher.flush().catch(() => undefined);
      const appended = await this.store.appendEvent(id, {
        kind: 'edit-control-claimed',
        actorId: auth.userId,
        data: { previousHolder: draft.lastModifiedByUserId },
        projection: { lastModifiedByUserId: auth.userId },
      });
      if (appended.status !== 'appended') throw new AppError('website_not_found');
    } catch (error) {
      await this.collab.editControl.thaw(id, draft.lastModifiedByUserId);
      throw error;
    }
    // This instance first (no round trip), then every other instance and every tab's /events:
    // the previous editor's screen turns read-only within a fraction of a second.
    this.collab.applyClaim(id, holder);
    await this.liveEvents.publish(users, { type: 'edit-control-claimed', websiteId: id, holder });
    await this.resetToSaved(id, auth.userId);
    return { holder };
  }

  /** The live document becomes the last saved version again (the previous editor's unsaved changes go). */
  private async resetToSaved(id: string, userId: string): Promise<void> {
    const saved = await this.versions.latest(id);
    if (!saved) return;
    const connection = await this.collab.hocuspocus.openDirectConnection(id, { userId });
    try {
      // Every instance stored what it had accepted before answering the freeze; those updates
      // may still be on their way here through Redis. Bringing in what is stored first makes the
      // difference below cover them, so none survives the reset when it arrives.
      const [live, stored] = [this.collab.hocuspocus.documents.get(id), await this.store.load(id)];
      if (live && stored) Y.applyUpdate(live, Y.encodeStateAsUpdate(stored.ydoc), ALREADY_STORED);
      // Only what differs from the saved version is written (nothing when nothing does).
      await connection.transact((document) => patchSiteDocument(document, saved.document));
      await this.collab.batcher.flush();
    } finally {
      // Unloading waits on the Redis extension's store lock; the reset is already durable.
      void connection.disconnect().catch(() => undefined);
    }
  }
}
