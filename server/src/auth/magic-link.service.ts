import { Inject, Injectable } from '@nestjs/common';
import { MAGIC_LINK_TTL_MS, normalizeEmail, publicUrl, type Env } from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';
import { JobQueues } from '../queues/job-queues.js';
import { AccountsRepository, type UserRecord } from '@frontdoor/data';
import { AccountsService } from './accounts.service.js';
import { authEmails } from './emails/auth-emails.js';
import { hashToken, randomToken } from './secrets.js';

export const DEVICE_COOKIE = 'fd_device';

export type LinkVerifyResult = { status: 'Success'; user: UserRecord } | { status: 'Expired' | 'InvalidDevice' };

/**
 * Magic links: single use, 15 minutes, and bound to the browser that asked — the request sets a
 * random device cookie whose hash is stored with the link; opening the link elsewhere fails.
 */
@Injectable()
export class MagicLinkService {
  constructor(
    @Inject(AccountsRepository) private readonly repository: AccountsRepository,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Sends a link for `email` bound to `device` (the browser's device cookie value). */
  async send(email: string, device: string, now = new Date()): Promise<void> {
    const token = randomToken();
    const link = await this.repository.createLoginLink({
      email: normalizeEmail(email),
      tokenHash: hashToken(token),
      deviceHash: hashToken(device),
      expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_MS),
      consumedAt: null,
      createdAt: now,
    });
    const url = `${publicUrl(this.env)}/login/link?token=${encodeURIComponent(token)}`;
    await this.queues.sendEmail(authEmails.magicLink(link.email, url));
  }

  async verify(token: string, device: string | undefined, now = new Date()): Promise<LinkVerifyResult> {
    const outcome = await this.repository.transaction(async (tx) => {
      const link = await tx.lockLoginLink(hashToken(token));
      if (!link || link.consumedAt || link.expiresAt.getTime() <= now.getTime()) return { status: 'Expired' as const };
      // A different browser does not use up the link: the right one can still open it.
      if (!device || hashToken(device) !== link.deviceHash) return { status: 'InvalidDevice' as const };
      await tx.spendLoginLink(link.id, now);
      return { status: 'Success' as const, email: link.email };
    });
    if (outcome.status !== 'Success') return outcome;
    return { status: 'Success', user: await this.accounts.signInWithProvenEmail(outcome.email, 'link') };
  }
}
