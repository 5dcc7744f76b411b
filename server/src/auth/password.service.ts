import { Inject, Injectable } from '@nestjs/common';
import { EMAIL_TOKEN_TTL_MS, normalizeEmail, publicUrl, type Env } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { JobQueues } from '../queues/job-queues.js';
import { AccountsRepository, type EmailTokenRecord, type EmailTokenPurpose, type UserRecord } from '@frontdoor/data';
import { AccountsService } from './accounts.service.js';
import { authEmails } from './emails/auth-emails.js';
import { hashToken, randomToken } from './secrets.js';
import { SecretHasher } from './secret-hasher.js';

const PAGES: Record<EmailTokenPurpose, string> = {
  'verify-email': '/login/verify-email',
  'reset-password': '/login/reset-password',
  'change-email': '/account/confirm-email',
};

/**
 * Email-and-password accounts: argon2id hashes, sign-up with a verification email, sign-in only
 * once verified, reset by email, change of email (confirmed at the new address) and password.
 */
@Injectable()
export class PasswordService {
  constructor(
    @Inject(AccountsRepository) private readonly repository: AccountsRepository,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(ENV) private readonly env: Env,
    @Inject(SecretHasher) private readonly hasher: SecretHasher,
  ) {}

  hash(password: string): Promise<string> {
    return this.hasher.hash(password);
  }

  async checkPassword(user: UserRecord, password: string): Promise<boolean> {
    // No password: checked against a fixed hash all the same, so timing does not reveal accounts.
    if (!user.passwordHash) return this.hasher.verifyNothing(password);
    return this.hasher.verify(user.passwordHash, password);
  }

  /**
   * Spec §8: an existing account answers 'Account already exists. Please sign in.', verified or
   * not: nobody's password is ever replaced without proving the address (the owner of an address
   * someone else registered signs in by code or link, which drops that password, or resets it).
   * Sign-ups of one address at the same moment: one inserts, the others get the same answer.
   * The verification link is bound to `device`, the browser that set the password.
   */
  async signUp(email: string, password: string, device: string): Promise<void> {
    const address = normalizeEmail(email);
    if (await this.accounts.findByEmail(address)) throw new AppError('email-already-in-use');
    const inserted = await this.repository.insertPasswordUser(address, await this.hash(password));
    if (!inserted) throw new AppError('email-already-in-use');
    await this.sendToken((await this.accounts.findById(inserted))!, 'verify-email', { device });
  }

  /**
   * Unknown email and wrong password answer alike ('Incorrect password.'). An unverified account
   * with the right password gets a new verification link, bound to this browser (`device`).
   */
  async signIn(email: string, password: string, device: string): Promise<UserRecord> {
    const user = await this.accounts.findByEmail(email);
    if (!user) {
      await this.hasher.verifyNothing(password);
      throw new AppError('wrong-password');
    }
    if (!(await this.checkPassword(user, password))) throw new AppError('wrong-password');
    if (!user.emailVerified) {
      await this.sendToken(user, 'verify-email', { device });
      throw new AppError('email-not-verified');
    }
    return user;
  }

  /** Always answers the same, whether or not the email has an account. */
  async requestReset(email: string): Promise<void> {
    const user = await this.accounts.findByEmail(email);
    if (user) await this.sendToken(user, 'reset-password');
  }

  async sendToken(
    user: UserRecord,
    purpose: EmailTokenPurpose,
    options: { newEmail?: string; device?: string; tx?: AccountsRepository } = {},
    now = new Date(),
  ): Promise<void> {
    const { newEmail, device, tx = this.repository } = options;
    const token = randomToken();
    await tx.saveEmailToken({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      newEmail: newEmail ?? null,
      deviceHash: device ? hashToken(device) : null,
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS),
      consumedAt: null,
      createdAt: now,
    });
    const url = `${publicUrl(this.env)}${PAGES[purpose]}?token=${encodeURIComponent(token)}`;
    const to = newEmail ?? user.email;
    const message =
      purpose === 'verify-email'
        ? authEmails.verifyEmail(to, url)
        : purpose === 'reset-password'
          ? authEmails.resetPassword(to, url)
          : authEmails.confirmNewEmail(to, url);
    await this.queues.sendEmail(message);
  }

  /** A live token (locked in `tx`'s transaction); null when unknown, used, expired or of another purpose. */
  private async findLive(tx: AccountsRepository, token: string, purpose: EmailTokenPurpose, now: Date): Promise<EmailTokenRecord | null> {
    const row = await tx.lockUnspentEmailToken(hashToken(token), purpose);
    return row && row.expiresAt.getTime() > now.getTime() ? row : null;
  }

  /**
   * Spends a token and applies its proof to its account in one transaction, the account's row
   * locked, so nothing can set a credential between the two. `apply` answers whether the account's
   * sessions must end; they end after the commit.
   */
  private async spend<T>(
    token: string,
    purpose: EmailTokenPurpose,
    apply: (tx: AccountsRepository, user: UserRecord, row: EmailTokenRecord) => Promise<{ result: T; endSessions: boolean }>,
    check: (row: EmailTokenRecord) => T | null = () => null,
    now = new Date(),
  ): Promise<T | null> {
    const outcome = await this.repository.transaction(async (tx) => {
      const row = await this.findLive(tx, token, purpose, now);
      if (!row) return null;
      const refused = check(row);
      if (refused !== null) return { result: refused, endSessions: false, userId: row.userId };
      await tx.spendEmailToken(row.id, now);
      const user = await this.accounts.lockById(tx, row.userId);
      if (!user) return null;
      return { ...(await apply(tx, user, row)), userId: user.id };
    });
    if (!outcome) return null;
    if (outcome.endSessions) await this.accounts.endSessionsAfterProof(outcome.userId);
    return outcome.result;
  }

  /**
   * The verification link proves the address. It proves the password only to the person who set
   * it, so it works only in the browser that knew the password (sign-up, or a sign-in with it):
   * opened anywhere else — say by the address's owner, when a stranger signed up with it — it
   * answers InvalidDevice and changes nothing. The owner signs in by code or link instead.
   */
  async verifyEmail(token: string, device: string | undefined): Promise<{ status: 'Success'; user: UserRecord } | { status: 'Expired' | 'InvalidDevice' }> {
    type Answer = { status: 'Success'; user: UserRecord } | { status: 'InvalidDevice' };
    const answer = await this.spend<Answer>(
      token,
      'verify-email',
      async (tx, user) => {
        const endSessions = await this.accounts.applyProof(tx, user, { password: true });
        return { result: { status: 'Success', user: await tx.saveUser(user) }, endSessions };
      },
      (row) => (device && row.deviceHash && hashToken(device) === row.deviceHash ? null : { status: 'InvalidDevice' }),
    );
    return answer ?? { status: 'Expired' };
  }

  /**
   * Sets the new password; a reset link proves the email, so the account counts as verified (and
   * whatever an unverified account had besides is dropped). Every session ends.
   */
  async resetPassword(token: string, password: string): Promise<UserRecord | null> {
    const user = await this.spend(token, 'reset-password', async (tx, user) => {
      // Hashed only for a live link: a made-up token costs the server no argon2 work.
      const passwordHash = await this.hash(password);
      await this.accounts.applyProof(tx, user);
      user.passwordHash = passwordHash;
      if (!user.providers.includes('password')) user.providers = [...user.providers, 'password'];
      return { result: await tx.saveUser(user), endSessions: true };
    });
    if (!user) return null;
    await this.queues.sendEmail(authEmails.passwordChanged(user.email));
    return user;
  }

  /**
   * Sets the password, only while the asking session is live (the row locked): a proof of the
   * address that ended an unverified account's sessions is never overwritten by one of them.
   */
  async changePassword(user: UserRecord, newPassword: string, sessionId: string): Promise<void> {
    const passwordHash = await this.hash(newPassword);
    await this.accounts.asLiveSession(user.id, sessionId, async (tx, current) => {
      current.passwordHash = passwordHash;
      if (!current.providers.includes('password')) current.providers = [...current.providers, 'password'];
      Object.assign(user, await tx.saveUser(current));
    });
    await this.queues.sendEmail(authEmails.passwordChanged(user.email));
  }

  /**
   * Sends the confirmation to the new address; the change happens when it is opened. An address
   * that already has an account gets nothing and the answer is the same, so this call cannot be
   * used to find out who has an account.
   */
  async requestEmailChange(user: UserRecord, newEmail: string, sessionId: string): Promise<void> {
    const address = normalizeEmail(newEmail);
    if (address === user.email) throw new AppError('same-email');
    if (await this.accounts.findByEmail(address)) return;
    // Recorded only while the asking session is live (see AccountsService.asLiveSession).
    await this.accounts.asLiveSession(user.id, sessionId, (tx, current) => this.sendToken(current, 'change-email', { newEmail: address, tx }));
  }

  /**
   * Moves the account to the new address its owner just proved. An account that was not verified
   * before keeps nothing nobody proved (see AccountsService.applyProof) and its sessions end.
   */
  async confirmEmailChange(token: string): Promise<UserRecord | null> {
    let oldEmail = '';
    const user = await this.spend(token, 'change-email', async (tx, user, row) => {
      if (!row.newEmail) throw new AppError('link-expired');
      if (await this.accounts.findByEmail(row.newEmail, tx)) throw new AppError('email-already-in-use');
      oldEmail = user.email;
      const endSessions = await this.accounts.applyProof(tx, user);
      user.email = row.newEmail;
      user.emailVerified = true;
      return { result: await tx.saveUser(user), endSessions };
    });
    if (!user) return null;
    await this.queues.sendEmail(authEmails.emailChanged(oldEmail, user.email));
    return user;
  }
}
