import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { normalizeEmail } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { PublishedPages } from '../publishing/published-pages.js';
import { JobQueues } from '../queues/job-queues.js';
import { UserEntity } from '../users/user.entity.js';
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

  /**
   * The account of an email address that was just proved (code or link): created when new,
   * marked verified, with the provider recorded.
   */
  async signInWithProvenEmail(email: string, provider: 'email' | 'link'): Promise<UserEntity> {
    const address = normalizeEmail(email);
    await this.dataSource.query(
      `INSERT INTO users (email, email_verified, providers) VALUES ($1, true, ARRAY[$2])
       ON CONFLICT (email) DO UPDATE SET email_verified = true,
         providers = CASE WHEN $2 = ANY(users.providers) THEN users.providers ELSE array_append(users.providers, $2) END`,
      [address, provider],
    );
    return (await this.findByEmail(address))!;
  }

  /**
   * Identity-provider sign-in: the account with this subject, else the one with this email when
   * the provider vouches for it, else a new account. An unverified email never takes over an
   * existing account.
   */
  async signInWithIdentityProvider(input: { issuer: string; subject: string; email: string; emailVerified: boolean }): Promise<UserEntity> {
    const email = normalizeEmail(input.email);
    return this.dataSource.transaction(async (manager) => {
      let user = await manager.findOneBy(UserEntity, { oidcIssuer: input.issuer, oidcSubject: input.subject });
      if (!user) {
        const existing = await this.findByEmail(email, manager);
        if (existing && !input.emailVerified) throw new AppError('email-already-in-use');
        user = existing ?? manager.create(UserEntity, { email, emailVerified: false, providers: [], passwordHash: null });
        user.oidcIssuer = input.issuer;
        user.oidcSubject = input.subject;
      }
      user.emailVerified = user.emailVerified || input.emailVerified;
      if (!user.providers.includes('oidc')) user.providers = [...user.providers, 'oidc'];
      return manager.save(UserEntity, user);
    });
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
