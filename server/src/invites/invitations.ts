import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  ERROR_DETAILS,
  INVITE_LIMITS,
  LIMITS,
  dailyInviteLimitExceeded,
  emailJobSchema,
  inviteState,
  isValidEmail,
  normalizeEmail,
  type Env,
  type WebsiteInvite,
} from '@frontdoor/shared';
import type { DraftWebsiteRecord, InvitesRepository, WebsiteInviteRecord } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { JobQueues } from '../queues/job-queues.js';
import { businessNameOf, inviteAcceptUrl, inviteEmails } from './invite-emails.js';

/** Sending an invitation (a new one or again): the owner's limits, the day's count, the email. */
@Injectable()
export class Invitations {
  constructor(
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(ENV) private readonly env: Env,
    @Inject(Redis) private readonly redis: Redis,
  ) {}

  /** Spec §6: 20 accepted invites per owner, across the websites they own. */
  async assertOwnerBelowLimit(invites: InvitesRepository, ownerId: string): Promise<void> {
    if ((await invites.countAcceptedOfOwner(ownerId)) >= LIMITS.websitesPerUser.acceptedInvites) {
      const { code, message } = ERROR_DETAILS.owner_editor_limit;
      throw new AppError(code, undefined, message);
    }
  }

  /**
   * Counts an invitation email against the owner's day (INVITE_LIMITS.sentPerOwnerPerDay in 24
   * hours from the first one), in Redis so every server instance counts together; the one too
   * many is refused before anything is written or sent. Removing an invite gives nothing back:
   * remove-and-invite-again is still one more email to a stranger.
   */
  async countSent(ownerId: string): Promise<void> {
    const key = `invites-sent:${ownerId}`;
    const replies = await this.redis.multi().set(key, '0', 'PX', INVITE_LIMITS.dayMs, 'NX').incr(key).exec();
    const [error, sent] = replies?.[1] ?? [new Error('no answer from Redis'), null];
    if (error) throw error;
    if (dailyInviteLimitExceeded(Number(sent))) throw new AppError('invite_daily_limit');
  }

  async send(invite: WebsiteInviteRecord, inviterEmail: string | null, draft: DraftWebsiteRecord): Promise<void> {
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
  const { code, message } = ERROR_DETAILS.invite_email_invalid;
  return new AppError(code, 400, message);
}

/** An address an invitation can be sent to: valid (spec §5) and accepted by the email queue. */
export function isInvitableEmail(input: string): boolean {
  return isValidEmail(input) && emailJobSchema.shape.to.safeParse(normalizeEmail(input)).success;
}

/** An invite as the sharing panel shows it. */
export function inviteView(invite: WebsiteInviteRecord): WebsiteInvite {
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
