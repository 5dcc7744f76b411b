import { Inject, Injectable } from '@nestjs/common';
import { OTP_MAX_ATTEMPTS, OTP_MAX_RESENDS, OTP_TTL_MS, normalizeEmail, isUuid } from '@frontdoor/shared';
import { JobQueues } from '../queues/job-queues.js';
import { AccountsRepository, type UserRecord } from '@frontdoor/data';
import { AccountsService } from './accounts.service.js';
import { authEmails } from './emails/auth-emails.js';
import { randomCode } from './secrets.js';
import { SecretHasher } from './secret-hasher.js';

export type OtpVerifyResult = { status: 'Success'; user: UserRecord } | { status: 'ExpiredCode' | 'InvalidCode' | 'InvalidSession' };

/**
 * Email one-time codes (OtpSessions): six digits, hashed with argon2id, single use, 10 minutes,
 * at most five wrong tries per session. A new email creates the account on success.
 */
@Injectable()
export class OtpService {
  constructor(
    @Inject(AccountsRepository) private readonly repository: AccountsRepository,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(SecretHasher) private readonly hasher: SecretHasher,
  ) {}

  async generate(email: string, now = new Date()): Promise<string> {
    const code = randomCode();
    const session = await this.repository.createOtpSession({
      email: normalizeEmail(email),
      codeHash: await this.hasher.hash(code),
      attempts: 0,
      resentCount: 0,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      consumedAt: null,
      createdAt: now,
    });
    await this.queues.sendEmail(authEmails.code(session.email, code));
    return session.id;
  }

  /**
   * A fresh code for the same session; the old code stops working. 'over' when the session is
   * over; 'limit' once it has been resent OTP_MAX_RESENDS times (the earlier code keeps working
   * and a new attempt starts from the email). Counted under a row lock, so parallel resends
   * cannot go past the limit.
   */
  async resend(sessionId: string, now = new Date()): Promise<{ sessionId: string } | 'over' | 'limit'> {
    if (!isUuid(sessionId)) return 'over';
    const code = randomCode();
    const outcome = await this.repository.transaction(async (tx) => {
      const session = await tx.lockOtpSession(sessionId);
      if (!session || session.consumedAt || session.attempts >= OTP_MAX_ATTEMPTS) return 'over' as const;
      if (session.resentCount >= OTP_MAX_RESENDS) return 'limit' as const;
      // Hashed only for a live session: a made-up session id costs the server no argon2 work.
      const codeHash = await this.hasher.hash(code);
      await tx.updateOtpSession(session.id, {
        codeHash,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        resentCount: session.resentCount + 1,
      });
      return session;
    });
    if (typeof outcome === 'string') return outcome;
    await this.queues.sendEmail(authEmails.code(outcome.email, code));
    return { sessionId: outcome.id };
  }

  async verify(sessionId: string, code: string, now = new Date()): Promise<OtpVerifyResult> {
    if (!isUuid(sessionId)) return { status: 'InvalidSession' };
    const outcome = await this.repository.transaction(async (tx) => {
      // Locked so parallel guesses cannot exceed the five tries or use a code twice.
      const session = await tx.lockOtpSession(sessionId);
      if (!session || session.consumedAt || session.attempts >= OTP_MAX_ATTEMPTS) return { status: 'InvalidSession' as const };
      if (session.expiresAt.getTime() <= now.getTime()) return { status: 'ExpiredCode' as const };
      if (!(await this.hasher.verify(session.codeHash, code))) {
        await tx.updateOtpSession(session.id, { attempts: session.attempts + 1 });
        return { status: 'InvalidCode' as const };
      }
      await tx.updateOtpSession(session.id, { consumedAt: now });
      return { status: 'Success' as const, email: session.email };
    });
    if (outcome.status !== 'Success') return outcome;
    return { status: 'Success', user: await this.accounts.signInWithProvenEmail(outcome.email, 'email') };
  }
}
