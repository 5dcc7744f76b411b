import { Inject, Injectable } from '@nestjs/common';
import type { EditHolder } from '@frontdoor/shared';
import { DraftEventStore, DraftVersions, EditHolders } from '@frontdoor/data';
import { AppError } from '../../common/app-error.js';
import { DraftAccess } from '../../drafts/draft-access.js';
import { LiveEvents } from '../../events/live-events.js';
import { LiveDrafts } from '../live-drafts.js';

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
@Injectable()
export class ClaimEditControl {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(DraftEventStore) private readonly store: DraftEventStore,
    @Inject(DraftVersions) private readonly versions: DraftVersions,
    @Inject(EditHolders) private readonly holders: EditHolders,
    @Inject(LiveDrafts) private readonly live: LiveDrafts,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
  ) {}

  async execute(userId: string, draftId: string): Promise<{ holder: EditHolder }> {
    const { draft } = await this.access.authorize(userId, draftId, 'take-edit-control');
    // Independent reads run beside the freeze.
    const [holder, users] = await Promise.all([this.holders.holder(userId), this.liveEvents.websiteUsers(draftId), this.live.freeze(draftId)]);
    try {
      await this.live.flush().catch(() => undefined);
      const appended = await this.store.appendEvent(draftId, {
        kind: 'edit-control-claimed',
        actorId: userId,
        data: { previousHolder: draft.lastModifiedByUserId },
        projection: { lastModifiedByUserId: userId },
      });
      if (appended.status !== 'appended') throw new AppError('website_not_found');
    } catch (error) {
      await this.live.thaw(draftId, draft.lastModifiedByUserId);
      throw error;
    }
    // This instance first (no round trip), then every other instance and every tab's /events:
    // the previous editor's screen turns read-only within a fraction of a second.
    this.live.applyClaim(draftId, holder);
    await this.liveEvents.publish(users, { type: 'edit-control-claimed', websiteId: draftId, holder });
    // The live document becomes the last saved version again (the previous editor's unsaved changes go).
    const saved = await this.versions.latest(draftId);
    if (saved) await this.live.resetTo(draftId, userId, saved.document, { bringInStored: true });
    return { holder };
  }
}
