import { Inject, Injectable } from '@nestjs/common';
import type { DraftVersion } from '@frontdoor/shared';
import { DraftVersions } from '@frontdoor/data';
import { AppError } from '../../common/app-error.js';
import { DraftAccess } from '../../drafts/draft-access.js';
import { LiveEvents } from '../../events/live-events.js';
import { LiveDrafts } from '../live-drafts.js';
import { findVersion } from './read-history.query.js';

/**
 * Restoring a version: the live document is made equal to it, then a `restored` event records
 * the version it now equals, and every tab of the website hears of it.
 *
 * The designer applies the version itself first, as one step of its own undo history (so one
 * Undo brings back exactly the document before it), waits until the server has it, then calls
 * this. What this instance accepted is stored and what other instances stored is brought in
 * before comparing: when the live document already equals the version nothing is written (the
 * tab's sections are never inserted a second time); when it differs (an API call, or a change
 * made meanwhile) it is rewritten through a direct connection as the user's own edit, which every
 * open tab receives live.
 */
@Injectable()
export class RestoreVersion {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(DraftVersions) private readonly versions: DraftVersions,
    @Inject(LiveDrafts) private readonly live: LiveDrafts,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
  ) {}

  async execute(userId: string, draftId: string, sequence: string): Promise<DraftVersion> {
    // Restoring is an edit: only the holder of edit control may (spec §4).
    await this.access.authorizeEdit(userId, draftId, 'restore-version');
    const from = await findVersion(this.versions, draftId, sequence);
    await this.live.flush();
    await this.live.resetTo(draftId, userId, from.document, { bringInStored: true, waitForUnload: true });
    const recorded = await this.versions.record(draftId, {
      kind: 'restored',
      actorId: userId,
      document: from.document,
      extra: { restoredFrom: from.sequence },
    });
    if (!recorded) throw new AppError('website_not_found');
    this.live.announceVersion(draftId, recorded);
    await this.liveEvents.toWebsite(draftId, { type: 'draft-restored', websiteId: draftId, sequence: recorded.version.sequence });
    return recorded.version;
  }
}
