import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_DETAILS,
  LIMITS,
  emailsMatch,
  inviteState,
  sharedWebsiteLimitReached,
  type InviteLookup,
  type WebsiteInvite,
  type WebsiteListEntry,
  isUuid,
} from '@frontdoor/shared';
import { EditHolders, InvitesRepository, VisitStatisticsRepository, type WebsiteInviteRecord, DomainsRepository } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';
import { ClaimEditControl } from '../collab/commands/claim-edit-control.command.js';
import { LiveDrafts } from '../collab/live-drafts.js';
import { DraftAccess } from '../drafts/draft-access.js';
import { websiteList } from '../websites/website-list.js';
import { LiveEvents } from '../events/live-events.js';
import { Invitations, inviteView } from './invitations.js';

/** Guest editors (spec §4 Invites, §6 roles and limits, §7 calls, §8 errors); inviting is CreateInvite. */
@Injectable()
export class InvitesService {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(EditHolders) private readonly holders: EditHolders,
    @Inject(DomainsRepository) private readonly domains: DomainsRepository,
    @Inject(InvitesRepository) private readonly invites: InvitesRepository,
    @Inject(Invitations) private readonly invitations: Invitations,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
    @Inject(LiveDrafts) private readonly live: LiveDrafts,
    @Inject(ClaimEditControl) private readonly claim: ClaimEditControl,
    @Inject(VisitStatisticsRepository) private readonly visits: VisitStatisticsRepository,
  ) {}

  /** The website's invites (owner, and guests who may see the editors). */
  async list(userId: string, websiteId: string): Promise<WebsiteInvite[]> {
    await this.access.authorize(userId, websiteId, 'list-editors');
    return (await this.invites.listOf(websiteId)).map(inviteView);
  }

  /** Sends a pending invite again (owner only); an expired one is no longer valid, an accepted one needs nothing. */
  async resend(userId: string, inviteId: string): Promise<void> {
    const invite = await this.invite(inviteId);
    const { draft } = await this.access.authorize(userId, invite.websiteId, 'manage-invites');
    const state = inviteState(invite);
    if (state === 'Expired') throw new AppError('invite_invalid');
    if (state === 'Accepted') return;
    await this.invitations.assertOwnerBelowLimit(this.invites, draft.userId);
    await this.invitations.countSent(draft.userId);
    await this.invitations.send(invite, await this.invites.emailOf(draft.userId), draft);
  }

  /** The owner removes any invite of their website; a guest may remove their own (leave). */
  async remove(userId: string, inviteId: string): Promise<void> {
    const invite = await this.invite(inviteId);
    const self = invite.invitedUserId === userId;
    const { draft } = await this.access.authorize(userId, invite.websiteId, self ? 'remove-self' : 'manage-invites');
    if (!(await this.invites.remove(invite.id))) return; // removed meanwhile (a double click): the first removal told everyone
    // Who still has the website hears that the editors changed.
    const users = await this.liveEvents.websiteUsers(invite.websiteId);
    await this.liveEvents.publish(users, { type: 'invite-removed', websiteId: invite.websiteId, inviteId: invite.id });
    if (invite.accepted && invite.invitedUserId) {
      // Removal of an invite removes access (spec §4): the guest's open designer goes to
      // /invite/revoked and their list of websites shared with them changes.
      // Their designers here close now (the event closes them on the other instances), and they
      // leave the draft's presence at once: every designer is told who is there (issue 37).
      this.live.closeConnections(invite.websiteId, [invite.invitedUserId]);
      await this.liveEvents.publish([invite.invitedUserId], { type: 'access-revoked', websiteId: invite.websiteId });
      await this.liveEvents.publish([invite.invitedUserId, ...users], { type: 'website-list-changed' });
      await this.returnControl(invite.websiteId, invite.invitedUserId, draft.userId);
    }
  }

  /**
   * A removed guest who held edit control gives it back to the owner (issue 37), as a hand-over:
   * the guest's changes stay in the draft, kept as a version in their name. The removal stands
   * whatever happens here (the owner can still take control themself).
   */
  private async returnControl(websiteId: string, guestId: string, ownerId: string): Promise<void> {
    if ((await this.holders.holderOf(websiteId)) !== guestId) return;
    await this.claim.execute(ownerId, websiteId, 'hand-over').catch(() => undefined);
  }

  /**
   * Accepting requires being signed in with the invited address (spec §4); an expired invite is
   * no longer valid; a guest has at most 5 shared websites and an owner at most 20 accepted
   * editors (spec §6). The counts and the write run under the guest's and the owner's locks, so
   * two accepts at once cannot both take the last place. A link whose invite is gone (the owner
   * removed it, or the guest's access, or the website) is no longer valid, and says so.
   */
  async accept(userId: string, inviteId: string): Promise<{ websiteId: string }> {
    if (!isUuid(inviteId)) throw new AppError('invite_generic', 404);
    const found = await this.invites.find(inviteId);
    if (!found) throw removedInvite();
    const email = await this.invites.emailOf(userId);
    if (email === null || !emailsMatch(email, found.invitedUserEmail)) throw new AppError('invite_wrong_account');
    const ownerId = await this.invites.ownerOf(found.websiteId);
    if (!ownerId) throw removedInvite();
    const accepted = await this.invites.transaction(async (tx) => {
      await tx.lockUsers([userId, ownerId]);
      const invite = await tx.find(found.id);
      if (!invite) throw removedInvite();
      const state = inviteState(invite);
      if (state === 'Accepted') {
        if (invite.invitedUserId === userId) return false; // idempotent
        throw new AppError('invite_invalid');
      }
      if (state === 'Expired') throw new AppError('invite_invalid');
      if (sharedWebsiteLimitReached(await tx.countSharedWith(userId))) throw new AppError('invite_limit');
      if ((await tx.countAcceptedOfOwner(ownerId)) >= LIMITS.websitesPerUser.acceptedInvites) {
        const { code, message } = ERROR_DETAILS.website_editor_limit;
        throw new AppError(code, undefined, message);
      }
      await tx.accept(invite.id, userId);
      return true;
    });
    if (accepted) {
      const users = await this.liveEvents.websiteUsers(found.websiteId);
      await this.liveEvents.publish(users, { type: 'invite-accepted', websiteId: found.websiteId, inviteId: found.id });
      await this.liveEvents.publish(users, { type: 'website-list-changed' });
    }
    return { websiteId: found.websiteId };
  }

  /**
   * What an invitation link names (issue 26): the website's business name, who invited and the
   * invited address, as the invitation email says them. An unknown or removed invite is no
   * longer valid; nothing else about the website is told.
   */
  async lookup(inviteId: string): Promise<InviteLookup> {
    const found = isUuid(inviteId) ? await this.invites.findWithWebsite(inviteId) : null;
    if (!found) throw new AppError('invite_invalid');
    const name = (found.websiteSettings as { businessName?: unknown }).businessName;
    return {
      businessName: typeof name === 'string' ? name.trim() : '',
      inviterEmail: found.ownerEmail,
      invitedEmail: found.invite.invitedUserEmail,
      state: inviteState(found.invite),
    };
  }

  /** Non-owners obtain the owner's email from the server (spec §6). */
  async ownerEmail(userId: string, websiteId: string): Promise<{ email: string }> {
    const { draft } = await this.access.authorize(userId, websiteId, 'read-owner-email');
    return { email: (await this.invites.emailOf(draft.userId)) ?? '' };
  }

  /** Websites shared with the user through accepted invites, sorted like the own list (newest design first). */
  async shared(userId: string): Promise<WebsiteListEntry[]> {
    const drafts = await this.invites.draftsSharedWith(userId);
    return websiteList(drafts, this.holders, this.domains, this.visits);
  }

  private async invite(id: string): Promise<WebsiteInviteRecord> {
    const invite = isUuid(id) ? await this.invites.find(id) : null;
    if (!invite) throw new AppError('website_not_found');
    return invite;
  }
}

/** 'No longer valid' for an invite that is gone (ERROR_DETAILS.invite_removed), with invite_invalid's status. */
function removedInvite(): AppError {
  const { code, message } = ERROR_DETAILS.invite_removed;
  return new AppError(code, undefined, message);
}
