import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { normalizeEmail } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { PublishedPages } from '../publishing/published-pages.js';
import { JobQueues } from '../queues/job-queues.js';
import { UserEntity } from '@frontdoor/data';
import { AuthSessionEntity } from '@frontdoor/data';
import { SessionsService } from './sessions.service.js';

/** Users: found or created on sign-in, registered once, deleted with everything they own. */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PublishedPages) private readonly pages: PublishedPages,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.dataSource.manager.findOneBy(UserEntity, { id });
  }

  findByEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { email: normalizeEmail(email) });
  }

  /** The account with this id, locked for the rest of `manager`'s transaction. */
  lockById(manager: EntityManager, id: string): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The account with this address, locked for the rest of `manager`'s transaction. */
  lockByEmail(manager: EntityManager, email: string): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { email: normalizeEmail(email) }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Records that the owner of `user`'s address has just proved it (an emailed code or link, a
   * reset or email-change link, a provider that verified it). On an account that was not verified
   * before, every credential nobody has proved belongs to that owner is dropped: someone else may
   * have registered the address with a password or an identity-provider account of their own and
   * be waiting for the owner to verify it for them. `keep` names what this proof vouches for too
   * (the provider link that proved the address; the password of the browser that set it).
   * Email changes asked for by the account's unproved sessions are cancelled too. `user` must be
   * locked in `manager`'s transaction; the caller saves it. Answers whether its sessions must end
   * (call `endSessionsAfterProof` once that transaction has committed).
   */
  async applyProof(manager: EntityManager, user: UserEntity, keep: { password?: boolean; oidc?: boolean } = {}): Promise<boolean> {
    if (user.emailVerified) return false;
    // The sessions die with the commit (expired now; `endSessionsAfterProof` then revokes them and
    // closes their connections), so nothing they do can land after the proof: see `asLiveSession`.
    await manager.update(AuthSessionEntity, { userId: user.id, revokedAt: IsNull() }, { expiresAt: new Date() });
    await manager.query(
      `UPDATE email_tokens SET consumed_at = now() WHERE user_id = $1 AND purpose = 'change-email' AND consumed_at IS NULL`,
      [user.id],
    );
    user.emailVerified = true;
    if (!keep.password) {
      user.passwordHash = null;
      user.providers = user.providers.filter((p) => p !== 'password');
    }
    if (!keep.oidc) {
      user.oidcIssuer = null;
      user.oidcSubject = null;
      user.providers = user.providers.filter((p) => p !== 'oidc');
    }
    return true;
  }

  /**
   * Ends every session of an account whose unproved credentials were just dropped. Called after the
   * commit: a session a dropped credential started before it is ended here, and one started after
   * it is caught by `stillHolds`.
   */
  async endSessionsAfterProof(userId: string): Promise<void> {
    await this.sessions.revokeAllOfUser(userId);
  }

  /**
   * Whether the credential `user` was just signed in with (read before the session started) is
   * still on the account: a proof of the address that committed in between has dropped it.
   */
  async stillHolds(user: UserEntity, credential: 'password' | 'oidc'): Promise<boolean> {
    const now = await this.findById(user.id);
    if (!now) return false;
    return credential === 'password'
      ? now.passwordHash !== null && now.passwordHash === user.passwordHash
      : now.oidcIssuer === user.oidcIssuer && now.oidcSubject === user.oidcSubject && now.oidcSubject !== null;
  }

  /**
   * Runs a change a signed-in session asks for on its account with the account's row locked,
   * only while that session is live: a proof of the address that ended it cannot be overtaken
   * by a request that was already under way (its password or email change would land after the
   * proof and survive it).
   */
  async asLiveSession<T>(userId: string, sessionId: string, change: (manager: EntityManager, user: UserEntity) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockById(manager, userId);
      const session = user && (await manager.findOneBy(AuthSessionEntity, { id: sessionId, userId }));
      if (!user || !session || !this.sessions.isLive(session)) throw new AppError('unauthorized');
      return change(manager, user);
    });
  }

  /**
   * The account of an email address that was just proved (code or link): created when new,
   * marked verified, with the provider recorded. On an account nobody had verified, every
   * credential is dropped and its sessions end (see `applyProof`).
   */
  async signInWithProvenEmail(email: string, provider: 'email' | 'link'): Promise<UserEntity> {
    const address = normalizeEmail(email);
    const { user, cleaned } = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO users (email, email_verified, providers) VALUES ($1, true, ARRAY[$2]) ON CONFLICT (email) DO NOTHING`,
        [address, provider],
      );
      const user = (await this.lockByEmail(manager, address))!;
      const cleaned = await this.applyProof(manager, user);
      if (!user.providers.includes(provider)) user.providers = [...user.providers, provider];
      return { user: await manager.save(UserEntity, user), cleaned };
    });
    if (cleaned) await this.endSessionsAfterProof(user.id);
    return user;
  }

  /**
   * Identity-provider sign-in: the account with this subject, else the one with this email when
   * the provider vouches for it, else a new account. An unverified email never takes over an
   * existing account. The provider proves an address only when it says it verified it and it is
   * the account's own address; a first proof drops what nobody proved (see `applyProof`).
   */
  async signInWithIdentityProvider(input: { issuer: string; subject: string; email: string; emailVerified: boolean }): Promise<UserEntity> {
    const email = normalizeEmail(input.email);
    const { user, cleaned } = await this.dataSource.transaction(async (manager) => {
      let cleaned = false;
      let user = await manager.findOne(UserEntity, {
        where: { oidcIssuer: input.issuer, oidcSubject: input.subject },
        lock: { mode: 'pessimistic_write' },
      });
      if (user) {
        if (input.emailVerified && email === user.email) cleaned = await this.applyProof(manager, user, { oidc: true });
      } else {
        const existing = await this.lockByEmail(manager, email);
        if (existing && !input.emailVerified) throw new AppError('email-already-in-use');
        if (existing) {
          user = existing;
          cleaned = await this.applyProof(manager, user);
        } else {
          user = manager.create(UserEntity, { email, emailVerified: input.emailVerified, providers: [], passwordHash: null });
        }
        user.oidcIssuer = input.issuer;
        user.oidcSubject = input.subject;
      }
      if (!user.providers.includes('oidc')) user.providers = [...user.providers, 'oidc'];
      return { user: await manager.save(UserEntity, user), cleaned };
    });
    if (cleaned) await this.endSessionsAfterProof(user.id);
    return user;
  }

  /** Spec §4: registration happens once; answers whether this call registered the user. */
  async register(userId: string): Promise<boolean> {
    const result = await this.dataSource.query(
      `UPDATE users SET registered_at = now() WHERE id = $1 AND registered_at IS NULL RETURNING id`,
      [userId],
    );
    return (result[0] as unknown[]).length > 0;
  }

  /**
   * Deletes every website the user owns (each published site first, then its draft with events,
   * images, invites and form entries), their domains, then the user (sessions and tokens go with
   * it). A failure is logged with its context and reported; nothing half-deleted is hidden.
   */
  async deleteAccount(userId: string): Promise<void> {
    // Its sessions end first, so its open connections close on every instance.
    await this.sessions.revokeAllOfUser(userId);
    const handles: string[] = (await this.dataSource.query(`SELECT handle FROM websites WHERE user_id = $1`, [userId])).map(
      (row: { handle: string }) => row.handle,
    );
    const drafts: { id: string }[] = await this.dataSource.query(`SELECT id FROM draft_websites WHERE user_id = $1`, [userId]);
    for (const { id } of drafts) {
      try {
        await this.dataSource.transaction(async (manager) => {
          await manager.query(`DELETE FROM websites WHERE draft_id = $1`, [id]);
          await manager.query(`DELETE FROM draft_websites WHERE id = $1`, [id]);
        });
      } catch (error) {
        this.logger.error({ message: 'Account deletion: website not deleted', userId, websiteId: id, error: String(error) });
        throw error;
      }
    }
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.query(`DELETE FROM websites WHERE user_id = $1`, [userId]);
        await manager.query(`DELETE FROM website_domains WHERE user_id = $1`, [userId]);
        await manager.query(`DELETE FROM website_domains_history WHERE user_id = $1`, [userId]);
        await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
      });
    } catch (error) {
      this.logger.error({ message: 'Account deletion: user not deleted', userId, error: String(error) });
      throw error;
    }
    if (handles.length) {
      // The addresses stop answering at once on every instance, and leave the sitemaps.
      await this.pages.changed(handles);
      await this.queues.ready('sitemap-build').then((queue) => queue.add('rebuild', { handles })).catch(() => undefined);
    }
  }
}
