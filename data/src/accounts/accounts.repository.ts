import { In, IsNull, Not, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { AuthSessionEntity, type AuthSessionRecord } from '../entities/auth-session.entity.js';
import { EmailTokenEntity, type EmailTokenRecord, type EmailTokenPurpose } from '../entities/email-token.entity.js';
import { LoginLinkEntity, type LoginLinkRecord } from '../entities/login-link.entity.js';
import { OtpSessionEntity, type OtpSessionRecord } from '../entities/otp-session.entity.js';
import { UserEntity, type UserRecord } from '../entities/user.entity.js';

type Fields<T> = Omit<T, 'id'>;

/**
 * Accounts and signing in (spec §4, ASVS V2/V7): users, their sessions, emailed tokens, one-time
 * codes and magic links. `transaction` hands the work a repository bound to one transaction, so
 * a proof of an address and what it changes commit together; the `lock…` reads lock their row
 * until that transaction ends.
 */
export class AccountsRepository {
  constructor(private readonly source: DataSource | EntityManager) {}

  private get manager(): EntityManager {
    return 'manager' in this.source ? this.source.manager : this.source;
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (tx: AccountsRepository) => Promise<T>): Promise<T> {
    return this.manager.transaction((manager) => work(new AccountsRepository(manager)));
  }

  // Users

  findUser(id: string): Promise<UserRecord | null> {
    return this.manager.findOneBy(UserEntity, { id });
  }

  /** `email` must be normalised (normalizeEmail). */
  findUserByEmail(email: string): Promise<UserRecord | null> {
    return this.manager.findOneBy(UserEntity, { email });
  }

  lockUser(id: string): Promise<UserRecord | null> {
    return this.manager.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** `email` must be normalised (normalizeEmail). */
  lockUserByEmail(email: string): Promise<UserRecord | null> {
    return this.manager.findOne(UserEntity, { where: { email }, lock: { mode: 'pessimistic_write' } });
  }

  lockUserByIdentity(issuer: string, subject: string): Promise<UserRecord | null> {
    return this.manager.findOne(UserEntity, { where: { oidcIssuer: issuer, oidcSubject: subject }, lock: { mode: 'pessimistic_write' } });
  }

  /** A user not saved yet (saveUser writes it). */
  newUser(fields: Partial<UserRecord>): UserRecord {
    return this.manager.create(UserEntity, fields);
  }

  saveUser(user: UserRecord): Promise<UserRecord> {
    return this.manager.save(UserEntity, user);
  }

  /** A verified account for an address just proved, unless the address has one already. */
  async insertVerifiedUserIfNew(email: string, provider: string): Promise<void> {
    await this.manager.query(`INSERT INTO users (email, email_verified, providers) VALUES ($1, true, ARRAY[$2]) ON CONFLICT (email) DO NOTHING`, [email, provider]);
  }

  /** A new unverified password account; null when the address has an account already. */
  async insertPasswordUser(email: string, passwordHash: string): Promise<string | null> {
    const inserted: { id: string }[] = await this.manager.query(
      `INSERT INTO users (email, email_verified, providers, password_hash) VALUES ($1, false, ARRAY['password'], $2)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, passwordHash],
    );
    return inserted[0]?.id ?? null;
  }

  /** Marks the user registered; answers whether this call did (registration happens once). */
  async register(userId: string): Promise<boolean> {
    const result = await this.manager.query(`UPDATE users SET registered_at = now() WHERE id = $1 AND registered_at IS NULL RETURNING id`, [userId]);
    return (result[0] as unknown[]).length > 0;
  }

  async recordSignIn(userId: string, at: Date): Promise<void> {
    await this.manager.update(UserEntity, { id: userId }, { lastSignInAt: at });
  }

  /**
   * Deletes the user's remaining published rows, domains and the user (sessions and tokens go
   * with it), in one transaction; answers the handles of published rows it removed. Its websites
   * are deleted before (WebsitesRepository.deleteWebsite).
   */
  deleteUser(userId: string): Promise<string[]> {
    return this.manager.transaction(async (manager) => {
      const [removed] = (await manager.query(`DELETE FROM websites WHERE user_id = $1 RETURNING handle`, [userId])) as [{ handle: string }[], number];
      await manager.query(`DELETE FROM website_domains WHERE user_id = $1`, [userId]);
      await manager.query(`DELETE FROM website_domains_history WHERE user_id = $1`, [userId]);
      await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
      return removed.map((row) => row.handle);
    });
  }

  // Sessions

  createSession(fields: Fields<AuthSessionRecord>): Promise<AuthSessionRecord> {
    return this.manager.save(AuthSessionEntity, fields);
  }

  saveSession(session: AuthSessionRecord): Promise<AuthSessionRecord> {
    return this.manager.save(session);
  }

  findSession(id: string): Promise<AuthSessionRecord | null> {
    return this.manager.findOneBy(AuthSessionEntity, { id });
  }

  findSessionOfUser(id: string, userId: string): Promise<AuthSessionRecord | null> {
    return this.manager.findOneBy(AuthSessionEntity, { id, userId });
  }

  findSessions(ids: readonly string[]): Promise<AuthSessionRecord[]> {
    return this.manager.findBy(AuthSessionEntity, { id: In([...ids]) });
  }

  lockSessionByRefresh(refreshHash: string): Promise<AuthSessionRecord | null> {
    return this.manager.findOne(AuthSessionEntity, { where: { refreshHash }, lock: { mode: 'pessimistic_write' } });
  }

  /** The live session whose previous refresh token (rotated away) has this hash. */
  lockSessionByPreviousRefresh(previousRefreshHash: string): Promise<AuthSessionRecord | null> {
    return this.manager.findOne(AuthSessionEntity, {
      where: { previousRefreshHash, revokedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Every "endSession…" marks the matching live sessions revoked and answers the ids it ended. */
  endSession(id: string): Promise<string[]> {
    return this.endWhere({ id, revokedAt: IsNull() });
  }

  endSessionsOfUser(userId: string): Promise<string[]> {
    return this.endWhere({ userId, revokedAt: IsNull() });
  }

  endOtherSessions(userId: string, keepSessionId: string): Promise<string[]> {
    return this.endWhere({ userId, id: Not(keepSessionId), revokedAt: IsNull() });
  }

  endSessionByRefresh(refreshHash: string): Promise<string[]> {
    return this.endWhere({ refreshHash, revokedAt: IsNull() });
  }

  private async endWhere(where: FindOptionsWhere<AuthSessionRecord>): Promise<string[]> {
    const result = await this.manager.createQueryBuilder().update(AuthSessionEntity).set({ revokedAt: new Date() }).where(where).returning(['id']).execute();
    return (result.raw as { id: string }[]).map((row) => row.id);
  }

  /** The user's live sessions expire now (a proof of the address is committing). */
  async expireLiveSessions(userId: string, at: Date): Promise<void> {
    await this.manager.update(AuthSessionEntity, { userId, revokedAt: IsNull() }, { expiresAt: at });
  }

  // Emailed tokens

  async saveEmailToken(fields: Fields<EmailTokenRecord>): Promise<void> {
    await this.manager.save(EmailTokenEntity, fields);
  }

  /** An unspent token of this purpose by its hash, locked (its expiry is the caller's to check). */
  lockUnspentEmailToken(tokenHash: string, purpose: EmailTokenPurpose): Promise<EmailTokenRecord | null> {
    return this.manager.findOne(EmailTokenEntity, {
      where: { tokenHash, purpose, consumedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async spendEmailToken(id: string, at: Date): Promise<void> {
    await this.manager.update(EmailTokenEntity, { id }, { consumedAt: at });
  }

  /** Email changes the user asked for and has not confirmed are cancelled. */
  async cancelEmailChanges(userId: string): Promise<void> {
    await this.manager.query(`UPDATE email_tokens SET consumed_at = now() WHERE user_id = $1 AND purpose = 'change-email' AND consumed_at IS NULL`, [userId]);
  }

  // One-time codes

  createOtpSession(fields: Fields<OtpSessionRecord>): Promise<OtpSessionRecord> {
    return this.manager.save(OtpSessionEntity, fields);
  }

  lockOtpSession(id: string): Promise<OtpSessionRecord | null> {
    return this.manager.findOne(OtpSessionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async updateOtpSession(id: string, change: Partial<Fields<OtpSessionRecord>>): Promise<void> {
    await this.manager.update(OtpSessionEntity, { id }, change);
  }

  // Magic links

  createLoginLink(fields: Fields<LoginLinkRecord>): Promise<LoginLinkRecord> {
    return this.manager.save(LoginLinkEntity, fields);
  }

  lockLoginLink(tokenHash: string): Promise<LoginLinkRecord | null> {
    return this.manager.findOne(LoginLinkEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  async spendLoginLink(id: string, at: Date): Promise<void> {
    await this.manager.update(LoginLinkEntity, { id }, { consumedAt: at });
  }
}
