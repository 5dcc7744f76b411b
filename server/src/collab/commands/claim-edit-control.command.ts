import { Inject, Injectable } from '@nestjs/common';
import { ERROR_DETAILS, sameJson, type EditHolder } from '@frontdoor/shared';
import { DraftEventStore, DraftVersions, EditHolders } from '@frontdoor/data';
import { AppError } from '../../common/app-error.js';
import { DraftAccess } from '../../drafts/draft-access.js';
import { LiveEvents } from '../../events/live-events.js';
import { LiveDrafts } from '../live-drafts.js';

/**
 * How control changes hands (issues 26 and 37):
 * - `take-over`: 'Take Edit Control' (spec §4, confirmed): the other editor's changes since the
 *   last saved version (at the latest, since they got control) are kept as a `taken-over`
 *   version in their name they are told about, and the live document goes back to that version;
 * - `start`: 'Start editing' while the holder has no designer open: the draft stays as it is;
 * - `hand-over`: the holder answered a request with 'Hand over now': the draft stays as it is.
 * On `start` and `hand-over` the leaving editor's changes are kept as a `handed-over` version in
 * their name, which becomes the draft's baseline: a later take-over never reverts them.
 */
export type ClaimMode = 'take-over' | 'start' | 'hand-over';

/**
 * Taking edit control (spec §4, ARCHITECTURE §4): the server is the authority.
 *
 * In order: (1) the draft is frozen on every instance (its connections read-only, what each had
 * accepted stored; see EditControlExtension.freeze), so the previous editor's last updates are
 * either stored before the claim or never applied; (2) on a take-over, the stored document is
 * kept as a version when it differs from the last saved one; (3) the claim is appended, stamping
 * the new holder with the database's clock under the draft's row lock, after which the event
 * store refuses updates of anyone else; (4) the displaced editor is told of the kept version,
 * then every designer of the change, the new holder's connections becoming editable; (5) on a
 * take-over, the live document is reset to the last saved version after bringing in everything
 * stored, so the reset also undoes the previous editor's updates that Redis has not relayed here yet.
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

  async execute(userId: string, draftId: string, mode: ClaimMode = 'take-over'): Promise<{ holder: EditHolder }> {
    const { draft } = await this.access.authorize(userId, draftId, 'take-edit-control');
    const previous = draft.lastModifiedByUserId;
    if (mode === 'start' && previous && previous !== userId && (await this.live.present(draftId)).some((user) => user.userId === previous)) {
      const { code, message } = ERROR_DETAILS.editor_returned;
      throw new AppError(code, undefined, message);
    }
    // The holder's tabs are told who takes over as they stop typing (issue 37); the other read runs beside the freeze.
    const holder = await this.holders.holder(userId);
    const [users] = await Promise.all([this.liveEvents.websiteUsers(draftId), this.live.freeze(draftId, holder)]);
    let kept: Awaited<ReturnType<ClaimEditControl['keep']>> = null;
    let handed: Awaited<ReturnType<ClaimEditControl['keep']>> = null;
    try {
      await this.live.flush().catch(() => undefined);
      if (mode === 'take-over' && previous && previous !== userId) kept = await this.keep(draftId, previous, holder);
      else if (previous && previous !== userId) handed = await this.handOver(draftId, previous, holder, mode);
      const appended = await this.store.appendEvent(draftId, {
        kind: 'edit-control-claimed',
        actorId: userId,
        data: { previousHolder: previous, mode },
        projection: { lastModifiedByUserId: userId },
      });
      if (appended.status !== 'appended') throw new AppError('website_not_found');
    } catch (error) {
      await this.live.thaw(draftId, previous);
      throw error;
    }
    // The displaced editor hears of the kept version before their designer starts again.
    if (kept && previous) await this.live.sendTo(draftId, [previous], { type: 'changes-kept', version: kept.version, takenBy: holder });
    // This instance first (no round trip), then every other instance and every tab's /events:
    // the previous editor's screen turns read-only within a fraction of a second.
    this.live.applyClaim(draftId, holder);
    await this.liveEvents.publish(users, { type: 'edit-control-claimed', websiteId: draftId, holder });
    if (kept) await this.liveEvents.publish(users, { type: 'draft-saved', websiteId: draftId, sequence: kept.version.sequence });
    // Every tab now compares against the handed-over version (its 'Unsaved changes' start afresh).
    if (handed) {
      this.live.announceVersion(draftId, handed);
      await this.liveEvents.publish(users, { type: 'draft-saved', websiteId: draftId, sequence: handed.version.sequence });
    }
    // A take-over: the live document becomes the last saved version again (what it held is kept above).
    if (mode === 'take-over') {
      const saved = await this.versions.latest(draftId);
      if (saved) await this.live.resetTo(draftId, userId, saved.document, { bringInStored: true });
    }
    return { holder };
  }

  /**
   * The stored document (every instance flushed it) as a `taken-over` version in the displaced
   * editor's name, when it differs from the last saved one (which is, at the latest, the version
   * they got control with: a hand-over records one).
   */
  private async keep(draftId: string, displacedUserId: string, takenBy: EditHolder) {
    const [stored, saved, displaced] = await Promise.all([this.store.load(draftId), this.versions.latest(draftId), this.holders.holder(displacedUserId)]);
    if (!stored || !saved || sameJson(stored.document, saved.document)) return null;
    return this.versions.record(draftId, {
      kind: 'taken-over',
      actorId: displacedUserId,
      document: stored.document,
      extra: { displacedUserId, displacedEmail: displaced.email, takenByUserId: takenBy.userId, takenByEmail: takenBy.email },
    });
  }

  /** The leaving editor's changes as a `handed-over` version in their name, when the draft differs from the last saved one. */
  private async handOver(draftId: string, leavingUserId: string, to: EditHolder, mode: ClaimMode) {
    const [stored, saved] = await Promise.all([this.store.load(draftId), this.versions.latest(draftId)]);
    if (!stored || (saved && sameJson(stored.document, saved.document))) return null;
    return this.versions.record(draftId, {
      kind: 'handed-over',
      actorId: leavingUserId,
      document: stored.document,
      extra: { toUserId: to.userId, toEmail: to.email, mode },
    });
  }
}
