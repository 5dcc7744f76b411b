import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DataSource, In, type EntityManager } from 'typeorm';
import {
  INVITE_LIMITS,
  LIMITS,
  collaboratorInviteAction,
  dailyInviteLimitExceeded,
  emailJobSchema,
  emailsMatch,
  inviteState,
  isValidEmail,
  normalizeEmail,
  pendingInviteLimitReached,
  sharedWebsiteLimitReached,
  sortWebsiteList,
  type CreateInviteRequest,
  type CreateInviteResponse,
  type Env,
  type WebsiteInvite,
  type WebsiteListEntry, isUuid } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { authorizeWebsite } from '../drafts/draft-access.js';
import { DraftWebsiteEntity } from '@frontdoor/data';
import { LiveEvents } from '../events/live-events.js';
import { JobQueues } from '../queues/job-queues.js';
import { UserEntity } from '@frontdoor/data';
import { businessNameOf, inviteAcceptUrl, inviteEmails } from './invite-emails.js';
import { WebsiteInviteEntity } from '@frontdoor/data';

/** Guest editors (spec §4 Invites, §6 roles and limits, §7 calls, §8 errors). */
@Injectable()
export class InvitesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
    @Inject(ENV) private readonly env: Env,
    @Inject(Redis) private readonly redis: Redis,
  ) {}

  /**
   * Adding a collaborator (spec §4): own email ignored; none -> create; accepted -> nothing;
   * pending -> resend; expired -> delete and recreate. The decision and the write run under a
   * per-owner lock, so two quick adds of one address cannot both create (unique per website).
   */
  async create(userId: string, request: CreateInviteRequest): Promise<CreateInviteResponse> {
    const { draft } = await authorizeWebsite(this.dataSource.manager, userId, request.websiteId, 'manage-invites');
    if (!isInvitableEmail(request.invitedUserEmail)) throw invalidEmail();
    const email = normalizeEmail(request.invitedUserEmail);
    const owner = await this.user(draft.userId);
    const ownerEmail = owner?.email ?? null;
    const result = await this.dataSource.transaction(async (manager) => {
      await lockInvites(manager, [draft.userId]);
      const existing = await manager.findOneBy(WebsiteInviteEntity, { websiteId: draft.id, invitedUserEmail: email });
      const action = collaboratorInviteAction({ ownerEmail: ownerEmail ?? '', invitedEmail: email, existingInvite: existing });
      if (action === 'ignore') return { outcome: 'ignored-own-email' as const, invite: null };
      if (action === 'none') return { outcome: 'already-accepted' as const, invite: existing! };
      // Whatever would send an invitation is refused once the owner's editors are at the limit
      // (spec §6): it could not be accepted anyway.
      await this.assertOwnerBelowLimit(manager, draft.userId);
      if (action === 'resend') {
        await this.countInvitationSent(draft.userId);
        return { outcome: 'resent' as const, invite: existing! };
      }
      // A new pending invite: within the owner's pending cap, and the day's (invite-limits.ts).
      if (pendingInviteLimitReached(await pendingInvitesOf(manager, draft.userId))) throw new AppError('invite_pending_limit');
      await this.countInvitationSent(draft.userId);
      if (existing) await manager.delete(WebsiteInviteEntity, { id: existing.id });
      const invite = await manager.save(
        WebsiteInviteEntity,
        manager.create(WebsiteInviteEntity, { invitedUserEmail: email, websiteId: draft.id, role: 'Collaborator', accepted: false }),
      );
      return { outcome: action === 'create' ? ('created' as const) : ('recreated' as const), invite };
    });
    if (!result.invite) return { outcome: result.outcome, invite: null };
    if (result.outcome !== 'already-accepted') await this.sendInvite(result.invite, ownerEmail, draft);
    if (result.outcome === 'created' || result.outcome === 'recreated') {
      await this.liveEvents.toWebsite(draft.id, { type: 'invite-created', websiteId: draft.id, inviteId: result.invite.id });
    }
    return { outcome: result.outcome, invite: view(result.invite) };
  }

  /** The website's invites (owner, and guests who may see the editors). */
  async list(userId: string, websiteId: string): Promise<WebsiteInvite[]> {
    await authorizeWebsite(this.dataSource.manager, userId, websiteId, 'list-editors');
    const invites = await this.dataSource.manager.find(WebsiteInviteEntity, { where: { websiteId }, order: { createdAt: 'ASC' } });
    return invites.map(view);
  }

  /** Sends a pending invite again (owner only); an expired one is no longer valid, an accepted one needs nothing. */
  async resend(userId: string, inviteId: string): Promise<void> {
    const invite = await this.invite(inviteId);
    const { draft } = await authorizeWebsite(this.dataSource.manager, userId, invite.websiteId, 'manage-invites');
    const state = inviteState(invite);
    if (state === 'Expired') throw new AppError('invite_invalid');
    if (state === 'Accepted') return;
    await this.assertOwnerBelowLimit(this.dataSource.manager, draft.userId);
    await this.countInvitationSent(draft.userId);
    await this.sendInvite(invite, (await this.user(draft.userId))?.email ?? null, draft);
  }

  /** The owner removes any invite of their website; a guest may remove their own (leave). */
  async remove(userId: string, inviteId: string): Promise<void> {
    const invite = await this.invite(inviteId);
    const self = invite.invitedUserId === userId;
    await authorizeWebsite(this.dataSource.manager, userId, invite.websiteId, self ? 'remove-self' : 'manage-invites');
    const { affected } = await this.dataSource.manager.delete(WebsiteInviteEntity, { id: invite.id });
    if (!affected) return; // removed meanwhile (a double click): the first removal told everyone
    // Who still has the website hears that the editors changed.
    const users = await this.liveEvents.websiteUsers(invite.websiteId);
    await this.liveEvents.publish(users, { type: 'invite-removed', websiteId: invite.websiteId, inviteId: invite.id });
    if (invite.accepted && invite.invitedUserId) {
      // Removal of an invite removes access (spec §4): the guest's open designer goes to
      // /invite/revoked and their list of websites shared with them changes.
      await this.liveEvents.publish([invite.invitedUserId], { type: 'access-revoked', websiteId: invite.websiteId });
      await this.liveEvents.publish([invite.invitedUserId, ...users], { type: 'website-list-changed' });
    }
  }

  /**
   * Accepting requires being signed in with the invited address (spec §4); an expired invite is
   * no longer valid; a guest has at most 5 shared websites and an owner at most 20 accepted
   * editors (spec §6). The counts and the write run under the guest's and the owner's locks, so
   * two accepts at once cannot both take the last place.
   */
  async accept(userId: string, inviteId: string): Promise<{ websiteId: string }> {
    const found = isUuid(inviteId) ? await this.dataSource.manager.findOneBy(WebsiteInviteEntity, { id: inviteId }) : null;
    if (!found) throw new AppError('invite_generic', 404);
    const user = await this.user(userId);
    if (!user || !emailsMatch(user.email, found.invitedUserEmail)) throw new AppError('invite_wrong_account');
    const ownerId = (await this.dataSource.manager.findOneBy(DraftWebsiteEntity, { id: found.websiteId }))?.userId;
    if (!ownerId) throw new AppError('invite_generic', 404);
    const accepted = await this.dataSource.transaction(async (manager) => {
      await lockInvites(manager, [userId, ownerId]);
      const invite = await manager.findOneBy(WebsiteInviteEntity, { id: found.id });
      if (!invite) throw new AppError('invite_generic', 404);
      const state = inviteState(invite);
      if (state === 'Accepted') {
        if (invite.invitedUserId === userId) return false; // idempotent
        throw new AppError('invite_invalid');
      }
      if (state === 'Expired') throw new AppError('invite_invalid');
      const shared = await manager.countBy(WebsiteInviteEntity, { invitedUserId: userId, accepted: true });
      if (sharedWebsiteLimitReached(shared)) throw new AppError('invite_limit');
      if ((await acceptedInvitesOf(manager, ownerId)) >= LIMITS.websitesPerUser.acceptedInvites) {
        throw new AppError('invite_limit', 403, 'This website already has the maximum number of editors. Ask its owner to remove one first.');
      }
      await manager.update(WebsiteInviteEntity, { id: invite.id }, { accepted: true, invitedUserId: userId });
      return true;
    });
    if (accepted) {
      const users = await this.liveEvents.websiteUsers(found.websiteId);
      await this.liveEvents.publish(users, { type: 'invite-accepted', websiteId: found.websiteId, inviteId: found.id });
      await this.liveEvents.publish(users, { type: 'website-list-changed' });
    }
    return { websiteId: found.websiteId };
  }

  /** Non-owners obtain the owner's email from the server (spec §6). */
  async ownerEmail(userId: string, websiteId: string): Promise<{ email: string }> {
    const { draft } = await authorizeWebsite(this.dataSource.manager, userId, websiteId, 'read-owner-email');
    return { email: (await this.user(draft.userId))?.email ?? '' };
  }

  /** Websites shared with the user through accepted invites, sorted like the own list (newest design first). */
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

  /** Spec §6: 20 accepted invites per owner, across the websites they own. */
  private async assertOwnerBelowLimit(manager: EntityManager, ownerId: string): Promise<void> {
    if ((await acceptedInvitesOf(manager, ownerId)) >= LIMITS.websitesPerUser.acceptedInvites) {
      const max = LIMITS.websitesPerUser.acceptedInvites;
      throw new AppError('conflict', 409, `You have reached the maximum of ${max} editors across your websites. Remove one to invite someone else.`);
    }
  }

  /**
   * Counts an invitation email against the owner's day (INVITE_LIMITS.sentPerOwnerPerDay in 24
   * hours from the first one), in Redis so every server instance counts together; the one too
   * many is refused before anything is written or sent. Removing an invite gives nothing back:
   * remove-and-invite-again is still one more email to a stranger.
   */
  private async countInvitationSent(ownerId: string): Promise<void> {
    const key = `invites-sent:${ownerId}`;
    const replies = await this.redis.multi().set(key, '0', 'PX', INVITE_LIMITS.dayMs, 'NX').incr(key).exec();
    const [error, sent] = replies?.[1] ?? [new Error('no answer from Redis'), null];
    if (error) throw error;
    if (dailyInviteLimitExceeded(Number(sent))) throw new AppError('invite_daily_limit');
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
    await this.queues.sendEmail(
      inviteEmails.invitation({
        to: invite.invitedUserEmail,
        inviterEmail,
        businessName: businessNameOf(draft.websiteSettings),
        acceptUrl: inviteAcceptUrl(this.env, invite.id),
      }),
    );
  }
}

/** 'Invalid email' (spec §5 wording) for an address the invite cannot be sent to. */
export function invalidEmail(): AppError {
  return new AppError('invalid-email', 400, 'Invalid email');
}

/** An address an invitation can be sent to: valid (spec §5) and accepted by the email queue. */
function isInvitableEmail(input: string): boolean {
  return isValidEmail(input) && emailJobSchema.shape.to.safeParse(normalizeEmail(input)).success;
}

/** Serialises invite decisions per user across server instances, until the transaction ends. */
async function lockInvites(manager: EntityManager, userIds: string[]): Promise<void> {
  // Sorted, so two transactions taking the same two locks never wait on each other in a circle.
  for (const id of [...new Set(userIds)].sort()) {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`website-invites:${id}`]);
  }
}

/** Pending invites (neither accepted nor expired: inviteState) across the websites an owner has. */
async function pendingInvitesOf(manager: EntityManager, ownerId: string): Promise<number> {
  const [{ count }] = await manager.query(
    `SELECT count(*)::int AS count FROM website_invites i JOIN draft_websites d ON d.id = i.website_id
      WHERE d.user_id = $1 AND NOT i.accepted AND i.created_at > now() - make_interval(secs => $2::double precision / 1000)`,
    [ownerId, LIMITS.inviteValidityMs],
  );
  return count as number;
}

/** Accepted invites across the websites an owner has. */
async function acceptedInvitesOf(manager: EntityManager, ownerId: string): Promise<number> {
  const [{ count }] = await manager.query(
    'SELECT count(*)::int AS count FROM website_invites i JOIN draft_websites d ON d.id = i.website_id WHERE d.user_id = $1 AND i.accepted',
    [ownerId],
  );
  return count as number;
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
