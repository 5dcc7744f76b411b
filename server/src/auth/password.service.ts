import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { DataSource, IsNull } from 'typeorm';
import { EMAIL_TOKEN_TTL_MS, normalizeEmail, publicUrl, type Env } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { JobQueues } from '../queues/job-queues.js';
import { UserEntity } from '../users/user.entity.js';
import { AccountsService } from './accounts.service.js';
import { SessionsService } from './sessions.service.js';
import { authEmails } from './emails/auth-emails.js';
import { EmailTokenEntity, type EmailTokenPurpose } from './entities/email-token.entity.js';
import { hashToken, randomToken } from './secrets.js';

const PAGES: Record<EmailTokenPurpose, string> = {
  'verify-email': '/login/verify-email',
  'reset-password': '/login/reset-password',
  'change-email': '/account/confirm-email',
};

// A fixed hash to verify against when the email is unknown, so timing does not reveal accounts.
const DUMMY_HASH = argon2.hash('not-a-real-password', { type: argon2.argon2id });

/**
 * Email-and-password accounts: argon2id hashes, sign-up with a verification email, sign-in only
 * once verified, reset by email, change of email (confirmed at the new address) and password.
 */
@Injectable()
export class PasswordService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async checkPassword(user: UserEntity, password: string): Promise<boolean> {
    if (!user.passwordHash) {
      await argon2.verify(await DUMMY_HASH, password);
      return false;
    }
    return argon2.verify(user.passwordHash, password);
  }

  /** Spec §8: an existing account answers 'Account already exists. Please sign in.' */
  async signUp(email: string, password: string): Promise<void> {
    const address = normalizeEmail(email);
    const existing = await this.accounts.findByEmail(address);
    if (existing) throw new AppError('email-already-in-use');
    const user = await this.dataSource.manager.save(UserEntity, {
      email: address,
      emailVerified: false,
      providers: ['password'],
      passwordHash: await this.hash(password),
    });
    await this.sendToken(user, 'verify-email');
  }

  /** Unknown email and wrong password answer alike ('Incorrect password.'). */
  async signIn(email: string, password: string): Promise<UserEntity> {
    const user = await this.accounts.findByEmail(email);
    if (!user) {
      await argon2.verify(await DUMMY_HASH, password);
      throw new AppError('wrong-password');
    }
    if (!(await this.checkPassword(user, password))) throw new AppError('wrong-password');
    if (!user.emailVerified) {
      await this.sendToken(user, 'verify-email');
      throw new AppError('email-not-verified');
    }
    return user;
  }

  /** Always answers the same, whether or not the email has an account. */
  async requestReset(email: string): Promise<void> {
    const user = await this.accounts.findByEmail(email);
    if (user) await this.sendToken(user, 'reset-password');
  }

  async sendToken(user: UserEntity, purpose: EmailTokenPurpose, newEmail?: string, now = new Date()): Promise<void> {
    const token = randomToken();
    await this.dataSource.manager.save(EmailTokenEntity, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      newEmail: newEmail ?? null,
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS),
      consumedAt: null,
      createdAt: now,
    });
    const url = `${publicUrl(this.env)}${PAGES[purpose]}?token=${encodeURIComponent(token)}`;
    const to = newEmail ?? user.email;
    const message =
      purpose === 'verify-email' ? authEmails.verifyEmail(to, url)
      : purpose === 'reset-password' ? authEmails.resetPassword(to, url)
      : authEmails.confirmNewEmail(to, url);
    await this.queues.sendEmail(message);
  }

  /** Uses a token once; null when unknown, used, expired or of another purpose. */
  async consume(token: string, purpose: EmailTokenPurpose, now = new Date()): Promise<EmailTokenEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(EmailTokenEntity, {
        where: { tokenHash: hashToken(token), purpose, consumedAt: IsNull() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
      await manager.update(EmailTokenEntity, { id: row.id }, { consumedAt: now });
      return row;
    });
  }

  async verifyEmail(token: string): Promise<UserEntity | null> {
    const row = await this.consume(token, 'verify-email');
    if (!row) return null;
    await this.dataSource.manager.update(UserEntity, { id: row.userId }, { emailVerified: true });
    return this.accounts.findById(row.userId);
  }

  /** Sets the new password; a reset link proves the email, so the account counts as verified. */
  async resetPassword(token: string, password: string): Promise<UserEntity | null> {
    const row = await this.consume(token, 'reset-password');
    if (!row) return null;
    const user = await this.accounts.findById(row.userId);
    if (!user) return null;
    user.passwordHash = await this.hash(password);
    user.emailVerified = true;
    if (!user.providers.includes('password')) user.providers = [...user.providers, 'password'];
    await this.dataSource.manager.save(user);
    await this.sessions.revokeAllOfUser(user.id);
    await this.queues.sendEmail(authEmails.passwordChanged(user.email));
    return user;
  }

  async changePassword(user: UserEntity, newPassword: string): Promise<void> {
    user.passwordHash = await this.hash(newPassword);
    if (!user.providers.includes('password')) user.providers = [...user.providers, 'password'];
    await this.dataSource.manager.save(user);
    await this.queues.sendEmail(authEmails.passwordChanged(user.email));
  }

  /**
   * Sends the confirmation to the new address; the change happens when it is opened. An address
   * that already has an account gets nothing and the answer is the same, so this call cannot be
   * used to find out who has an account.
   */
  async requestEmailChange(user: UserEntity, newEmail: string): Promise<void> {
    const address = normalizeEmail(newEmail);
    if (address === user.email) throw new AppError('same-email');
    if (await this.accounts.findByEmail(address)) return;
    await this.sendToken(user, 'change-email', address);
  }

  async confirmEmailChange(token: string): Promise<UserEntity | null> {
    const row = await this.consume(token, 'change-email');
    if (!row?.newEmail) return null;
    const user = await this.accounts.findById(row.userId);
    if (!user) return null;
    if (await this.accounts.findByEmail(row.newEmail)) throw new AppError('email-already-in-use');
    const oldEmail = user.email;
    user.email = row.newEmail;
    user.emailVerified = true;
    await this.dataSource.manager.save(user);
    await this.queues.sendEmail(authEmails.emailChanged(oldEmail, row.newEmail));
    return user;
  }
}
