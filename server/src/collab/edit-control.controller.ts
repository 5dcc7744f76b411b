import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { patchSiteDocument, type EditHolder } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { authorizeWebsite } from '../drafts/draft-access.js';
import { DraftEventStore } from '../drafts/draft-event-store.js';
import { DraftVersions } from '../drafts/draft-versions.js';
import { LiveEvents } from '../events/live-events.js';
import { CollabServer } from './collab-server.js';

/** 'Take Edit Control' (spec §4, ARCHITECTURE §4): the server is the authority. */
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
    // Independent reads run beside the append; the old holder's pending edits are stored first.
    const [holder, users] = await Promise.all([
      this.collab.editControl.holder(auth.userId),
      this.liveEvents.websiteUsers(id),
      this.collab.batcher.flush().catch(() => undefined).then(() =>
        this.store.appendEvent(id, {
          kind: 'edit-control-claimed',
          actorId: auth.userId,
          data: { previousHolder: draft.lastModifiedByUserId },
          projection: { lastModifiedByUserId: auth.userId, lastModifiedByAt: new Date() },
        }),
      ),
    ]);
    // This instance first (no round trip), then every other instance and every tab's /events.
    this.collab.applyClaim(id, holder);
    await this.liveEvents.publish(users, { type: 'edit-control-claimed', websiteId: id, holder });
    const saved = await this.versions.latest(id);
    if (saved) {
      const connection = await this.collab.hocuspocus.openDirectConnection(id, { userId: auth.userId });
      try {
        // Only what differs from the saved version is written (nothing when nothing does).
        await connection.transact((document) => patchSiteDocument(document, saved.document));
        await this.collab.batcher.flush();
      } finally {
        // Unloading waits on the Redis extension's store lock; the reset is already durable.
        void connection.disconnect().catch(() => undefined);
      }
    }
    return { holder };
  }
}
