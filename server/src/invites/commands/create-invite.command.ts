import { Inject, Injectable } from '@nestjs/common';
import { collaboratorInviteAction, normalizeEmail, pendingInviteLimitReached, LIMITS, type CreateInviteRequest, type CreateInviteResponse } from '@frontdoor/shared';
import { InvitesRepository } from '@frontdoor/data';
import { AppError } from '../../common/app-error.js';
import { DraftAccess } from '../../drafts/draft-access.js';
import { LiveEvents } from '../../events/live-events.js';
import { Invitations, invalidEmail, inviteView, isInvitableEmail } from '../invitations.js';

/**
 * Inviting a collaborator (spec §4): asks the access rule first (only who may manage invites),
 * then own email ignored; none -> create; accepted -> nothing; pending -> resend; expired ->
 * delete and recreate. The decision and the write run under a per-owner lock, so two quick adds
 * of one address cannot both create (unique per website).
 */
@Injectable()
export class CreateInvite {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(InvitesRepository) private readonly invites: InvitesRepository,
    @Inject(Invitations) private readonly invitations: Invitations,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
  ) {}

  async execute(userId: string, request: CreateInviteRequest): Promise<CreateInviteResponse> {
    const { draft } = await this.access.authorize(userId, request.websiteId, 'manage-invites');
    if (!isInvitableEmail(request.invitedUserEmail)) throw invalidEmail();
    const email = normalizeEmail(request.invitedUserEmail);
    const ownerEmail = await this.invites.emailOf(draft.userId);
    const result = await this.invites.transaction(async (tx) => {
      await tx.lockUsers([draft.userId]);
      const existing = await tx.findForEmail(draft.id, email);
      const action = collaboratorInviteAction({ ownerEmail: ownerEmail ?? '', invitedEmail: email, existingInvite: existing });
      if (action === 'ignore') return { outcome: 'ignored-own-email' as const, invite: null };
      if (action === 'none') return { outcome: 'already-accepted' as const, invite: existing! };
      // Whatever would send an invitation is refused once the owner's editors are at the limit
      // (spec §6): it could not be accepted anyway.
      await this.invitations.assertOwnerBelowLimit(tx, draft.userId);
      if (action === 'resend') {
        await this.invitations.countSent(draft.userId);
        return { outcome: 'resent' as const, invite: existing! };
      }
      // A new pending invite: within the owner's pending cap, and the day's (invite-limits.ts).
      if (pendingInviteLimitReached(await tx.countPendingOfOwner(draft.userId, LIMITS.inviteValidityMs))) throw new AppError('invite_pending_limit');
      await this.invitations.countSent(draft.userId);
      if (existing) await tx.remove(existing.id);
      const invite = await tx.create(draft.id, email);
      return { outcome: action === 'create' ? ('created' as const) : ('recreated' as const), invite };
    });
    if (!result.invite) return { outcome: result.outcome, invite: null };
    if (result.outcome !== 'already-accepted') await this.invitations.send(result.invite, ownerEmail, draft);
    if (result.outcome === 'created' || result.outcome === 'recreated') {
      await this.liveEvents.toWebsite(draft.id, { type: 'invite-created', websiteId: draft.id, inviteId: result.invite.id });
    }
    return { outcome: result.outcome, invite: inviteView(result.invite) };
  }
}
