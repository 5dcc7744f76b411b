import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import {
  LIMITS,
  collaboratorInviteAction,
  emailsMatch,
  inviteState,
  isValidEmail,
  normalizeEmail,
  publicUrl,
  sortWebsiteList,
  type CreateInviteRequest,
  type CreateInviteResponse,
  type Env,
  type WebsiteInvite,
  type WebsiteListEntry,
} from '@frontdoor/shared';
import { layout } from '../auth/emails/auth-emails.js';
import { AppError } from '../common/app-error.js';
import { isUuid } from '../common/is-uuid.js';
import { ENV } from '../config/config.module.js';
import { authorizeWebsite } from '../drafts/draft-access.js';
import { DraftWebsiteEntity } from '../drafts/draft-website.entity.js';
import { LiveEvents } from '../events/live-events.js';
import { JobQueues } from '../queues/job-queues.js';
import { UserEntity } from '../users/user.entity.js';
import { WebsiteInviteEntity } from './website-invite.entity.js';

/** Guest editors (spec §4 Invites, §6 roles and limits, §7 calls, §8 errors). */
@Injectable()
export class InvitesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Adding a collaborator (spec §4): own email ignored; none -> create; accepted -> nothing; pending -> resend; expired -> recreate. */
  async create(userId: string, request: CreateInviteRequest): Promise<CreateInviteResponse> {
    const { draft } = await authorizeWebsite(this.dataSource.manager, userId, request.websiteId, 'manage-invites');
    if (!isValidEmail(request.invitedUserEmail)) throw new AppError('invalid-email', 400, 'Invalid email');
    // Spec §6: 20 accepted invites per user, across the websites they own.
    if ((await this.acceptedInvitesOf(draft.userId)) >= LIMITS.websitesPerUser.acceptedInvites) {
      throw new AppError('conflict', 409, `You have reached the maximum of ${LIMITS.websitesPerUser.acceptedInvites} editors across your websites. Remove one to invite someone else.`);
    }
    const email = normalizeEmail(request.invitedUserEmail);
    const owner = await this.user(draft.userId);
    const existing = await this.dataSource.manager.findOneBy(WebsiteInviteEntity, { websiteId: draft.id, invitedUserEmail: email });
    const action = collaboratorInviteAction({ ownerEmail: owner?.email ?? '', invitedEmail: email, existingInvite: existing });
    switch (action) {
      case 'ignore':
        return { outcome: 'ignored-own-email', invite: null };
      case 'none':
        return { outcome: 'already-accepted', invite: view(existing!) };
      case 'resend':
        await this.sendInvite(existing!, owner?.email ?? null, draft);
        return { outcome: 'resent', invite: view(existing!) };
      case 'create':
      case 'recreate': {
        const invite = await this.dataSource.transaction(async (manager) => {
          if (existing) await manager.delete(WebsiteInviteEntity, { id: existing.id });
          return manager.save(WebsiteInviteEntity, manager.create(WebsiteInviteEntity, { invitedUserEmail: email, websiteId: draft.id, role: 'Collaborator', accepted: false }));
        });
        await this.sendInvite(invite, owner?.email ?? null, draft);
        await this.liveEvents.toWebsite(draft.id, { type: 'invite-created', websiteId: draft.id, inviteId: invite.id });
        return { outcome: action === 'create' ? 'created' : 'recreated', invite: view(invite) };
      }
    }
  }

  /** The website's invites (owner, and guests who may see the editors). */
  async list(userId: string, websiteId: string): Promise<WebsiteInvite[]> {
    await authorizeWebsite(this.dataSource.manager, userId, websiteId, 'list-editors');
    const invites = await this.dataSource.manager.find(WebsiteInviteEntity, { where: { websiteId }, order: { createdAt: 'ASC' } });
    return invites.map(view);
  }

  async resend(userId: string, inviteId: string): Promise<void> {
    const invite = await this.invite(inviteId);
    const { draft } = await authorizeWebsite(this.dataSource.manager, userId, invite.websiteId, 'manage-invites');
    const state = inviteState(invite);
    if (state === 'Expired') throw new AppError('invite_invalid');
    if (state === 'Accepted') return;
    await this.sendInvite(invite, (await this.user(draft.userId))?.email ?? null, draft);
  }

  /** The owner removes any invite of their website; a guest may remove their own (leave). */
  async remove(userId: string, inviteId: string): Promise<void> {
    const invite = await this.invite(inviteId);
    const self = invite.invitedUserId === userId;
    await authorizeWebsite(this.dataSource.manager, userId, invite.websiteId, self ? 'remove-self' : 'manage-invites');
    await this.dataSource.manager.delete(WebsiteInviteEntity, { id: invite.id });
    const users = await this.liveEvents.websiteUsers(invite.websiteId);
    await this.liveEvents.publish(users, { type: 'invite-removed', websiteId: invite.websiteId, inviteId: invite.id });
    if (invite.accepted && invite.invitedUserId) {
      // Removal of an invite removes access (spec §4): the guest's open designer goes to /invite/revoked.
      await this.liveEvents.publish([invite.invitedUserId], { type: 'access-revoked', websiteId: invite.websiteId });
      await this.liveEvents.publish([invite.invitedUserId], { type: 'website-list-changed' });
    }
  }

  /** Accepting requires being signed in with the invited address (spec §4). */
  async accept(userId: string, inviteId: string): Promise<{ websiteId: string }> {
    const invite = isUuid(inviteId) ? await this.dataSource.manager.findOneBy(WebsiteInviteEntity, { id: inviteId }) : null;
    if (!invite) throw new AppError('invite_generic', 404);
    const user = await this.user(userId);
    if (!user || !emailsMatch(user.email, invite.invitedUserEmail)) throw new AppError('invite_wrong_account');
    const state = inviteState(invite);
    if (state === 'Accepted') {
      if (invite.invitedUserId === userId) return { websiteId: invite.websiteId };
      throw new AppError('invite_invalid');
    }
    if (state === 'Expired') throw new AppError('invite_invalid');
    const shared = await this.dataSource.manager.countBy(WebsiteInviteEntity, { invitedUserId: userId, accepted: true });
    if (shared >= LIMITS.websitesPerUser.shared) throw new AppError('invite_limit');
    const ownerId = (await this.dataSource.manager.findOneBy(DraftWebsiteEntity, { id: invite.websiteId }))?.userId;
    if (ownerId && (await this.acceptedInvitesOf(ownerId)) >= LIMITS.websitesPerUser.acceptedInvites) {
      throw new AppError('invite_limit', 403, 'This website already has the maximum number of editors. Ask its owner to remove one first.');
    }
    await this.dataSource.manager.update(WebsiteInviteEntity, { id: invite.id }, { accepted: true, invitedUserId: userId });
    const users = await this.liveEvents.websiteUsers(invite.websiteId);
    await this.liveEvents.publish(users, { type: 'invite-accepted', websiteId: invite.websiteId, inviteId: invite.id });
    await this.liveEvents.publish(users, { type: 'website-list-changed' });
    return { websiteId: invite.websiteId };
  }

  /** Non-owners obtain the owner's email from the server (spec §6). */
  async ownerEmail(userId: string, websiteId: string): Promise<{ email: string }> {
    const { draft } = await authorizeWebsite(this.dataSource.manager, userId, websiteId, 'read-owner-email');
    return { email: (await this.user(draft.userId))?.email ?? '' };
  }

  /** Websites shared with the user through accepted invites, newest design first. */
  async shared(userId: string): Promise<WebsiteListEntry[]> {
    const invites = await this.dataSource.manager.findBy(WebsiteInviteEntity, { invitedUserId: userId, accepted: true });
    if (invites.length === 0) return [];
    const drafts = await this.dataSource.manager.findBy(DraftWebsiteEntity, { id: In(invites.map((invite) => invite.websiteId)) });
    return sortWebsiteList(
      drafts.map((draft) => ({
        draftId: draft.id,
        publishedHandle: draft.handle,
        businessName: String((draft.websiteSettings as { businessName?: string }).businessName ?? ''),
        createdAt: draft.createdAt.toISOString(),
        modifiedAt: draft.modifiedAt.toISOString(),
        lastDesignedAt: draft.lastDesignedAt?.toISOString() ?? null,
      })),
    );
  }

  /** Accepted invites across the websites an owner has. */
  private async acceptedInvitesOf(ownerId: string): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM website_invites i JOIN draft_websites d ON d.id = i.website_id WHERE d.user_id = $1 AND i.accepted',
      [ownerId],
    );
    return count as number;
  }

  private async invite(id: string): Promise<WebsiteInviteEntity> {
    const invite = isUuid(id) ? await this.dataSource.manager.findOneBy(WebsiteInviteEntity, { id }) : null;
    if (!invite) throw new AppError('website_not_found');
    return invite;
  }

  private user(id: string): Promise<UserEntity | null> {
    return this.dataSource.manager.findOneBy(UserEntity, { id });
  }

  private async sendInvite(invite: WebsiteInviteEntity, inviterEmail: string | null, draft: DraftWebsiteEntity): Promise<void> {
    const business = String((draft.websiteSettings as { businessName?: string }).businessName ?? 'a website');
    const url = `${publicUrl(this.env)}/invite/accept?id=${encodeURIComponent(invite.id)}`;
    await this.queues.sendEmail(
      layout(invite.invitedUserEmail, `You are invited to edit ${business}`, [
        `${inviterEmail ?? 'The owner'} invited you to edit ${business} on Frontdoor.`,
        `Sign in with ${invite.invitedUserEmail} to accept. The invitation expires in ${LIMITS.inviteValidityDays} days.`,
      ], { label: 'Accept invitation', url }),
    );
  }
}

function view(invite: WebsiteInviteEntity): WebsiteInvite {
  return {
    id: invite.id,
    invitedUserEmail: invite.invitedUserEmail,
    websiteId: invite.websiteId,
    role: invite.role as WebsiteInvite['role'],
    accepted: invite.accepted,
    createdAt: invite.createdAt.toISOString(),
    state: inviteState(invite),
  };
}
