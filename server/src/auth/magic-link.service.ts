import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MAGIC_LINK_TTL_MS, normalizeEmail, publicUrl, type Env } from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';
import { JobQueues } from '../queues/job-queues.js';
import { UserEntity } from '@frontdoor/data';
import { AccountsService } from './accounts.service.js';
import { authEmails } from './emails/auth-emails.js';
import { LoginLinkEntity } from '@frontdoor/data';
import { hashToken, randomToken } from './secrets.js';

export const DEVICE_COOKIE = 'fd_device';

export type LinkVerifyResult = { status: 'Success'; user: UserEntity } | { status: 'Expired' | 'InvalidDevice' };

/**
 * Magic links: single use, 15 minutes, and bound to the browser that asked — the request sets a
 * random device cookie whose hash is stored with the link; opening the link elsewhere fails.
 */
@Injectable()
export class MagicLinkService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Sends a link for `email` bound to `device` (the browser's device cookie value). */
  async send(email: string, device: string, now = new Date()): Promise<void> {
    const token = randomToken();
    const link = await this.dataSource.manager.save(LoginLinkEntity, {
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
    const outcome = await this.dataSource.transaction(async (manager) => {
      const link = await manager.findOne(LoginLinkEntity, { where: { tokenHash: hashToken(token) }, lock: { mode: 'pessimistic_write' } });
      if (!link || link.consumedAt || link.expiresAt.getTime() <= now.getTime()) return { status: 'Expired' as const };
      // A different browser does not use up the link: the right one can still open it.
      if (!device || hashToken(device) !== link.deviceHash) return { status: 'InvalidDevice' as const };
      await manager.update(LoginLinkEntity, { id: link.id }, { consumedAt: now });
      return { status: 'Success' as const, email: link.email };
    });
    if (outcome.status !== 'Success') return outcome;
    return { status: 'Success', user: await this.accounts.signInWithProvenEmail(outcome.email, 'link') };
  }
}
