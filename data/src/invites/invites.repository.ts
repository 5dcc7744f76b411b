import { In, type DataSource, type EntityManager } from 'typeorm';
import { DraftWebsiteEntity, type DraftWebsiteRecord } from '../entities/draft-website.entity.js';
import { UserEntity } from '../entities/user.entity.js';
import { WebsiteInviteEntity, type WebsiteInviteRecord } from '../entities/website-invite.entity.js';

/**
 * Guest editors (spec §3 WebsiteInvites, §6 limits). Decisions that count invites run in
 * `transaction` after `lockUsers`, so two at once cannot both take the last place.
 */
export class InvitesRepository {
  constructor(private readonly source: DataSource | EntityManager) {}

  private get manager(): EntityManager {
    return 'manager' in this.source ? this.source.manager : this.source;
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (tx: InvitesRepository) => Promise<T>): Promise<T> {
    return this.manager.transaction((manager) => work(new InvitesRepository(manager)));
  }

  /** Serialises invite decisions per user across server instances, until the transaction ends. */
  async lockUsers(userIds: string[]): Promise<void> {
    // Sorted, so two transactions taking the same two locks never wait on each other in a circle.
    for (const id of [...new Set(userIds)].sort()) {
      await this.manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`website-invites:${id}`]);
    }
  }

  find(id: string): Promise<WebsiteInviteRecord | null> {
    return this.manager.findOneBy(WebsiteInviteEntity, { id });
  }

  findForEmail(websiteId: string, invitedUserEmail: string): Promise<WebsiteInviteRecord | null> {
    return this.manager.findOneBy(WebsiteInviteEntity, { websiteId, invitedUserEmail });
  }

  /** A website's invites, oldest first. */
  listOf(websiteId: string): Promise<WebsiteInviteRecord[]> {
    return this.manager.find(WebsiteInviteEntity, { where: { websiteId }, order: { createdAt: 'ASC' } });
  }

  /** A new pending invite. */
  create(websiteId: string, invitedUserEmail: string): Promise<WebsiteInviteRecord> {
    return this.manager.save(WebsiteInviteEntity, this.manager.create(WebsiteInviteEntity, { invitedUserEmail, websiteId, role: 'Collaborator', accepted: false }));
  }

  /** Answers whether this call removed it (a double click removes it once). */
  async remove(id: string): Promise<boolean> {
    const { affected } = await this.manager.delete(WebsiteInviteEntity, { id });
    return Boolean(affected);
  }

  async accept(id: string, userId: string): Promise<void> {
    await this.manager.update(WebsiteInviteEntity, { id }, { accepted: true, invitedUserId: userId });
  }

  /** Websites shared with the user (accepted invites). */
  countSharedWith(userId: string): Promise<number> {
    return this.manager.countBy(WebsiteInviteEntity, { invitedUserId: userId, accepted: true });
  }

  /** The drafts shared with the user through accepted invites. */
  async draftsSharedWith(userId: string): Promise<DraftWebsiteRecord[]> {
    const invites = await this.manager.findBy(WebsiteInviteEntity, { invitedUserId: userId, accepted: true });
    if (invites.length === 0) return [];
    return this.manager.findBy(DraftWebsiteEntity, { id: In(invites.map((invite) => invite.websiteId)) });
  }

  /** Pending invites (neither accepted nor older than `validityMs`) across the websites an owner has. */
  async countPendingOfOwner(ownerId: string, validityMs: number): Promise<number> {
    const [{ count }] = await this.manager.query(
      `SELECT count(*)::int AS count FROM website_invites i JOIN draft_websites d ON d.id = i.website_id
        WHERE d.user_id = $1 AND NOT i.accepted AND i.created_at > now() - make_interval(secs => $2::double precision / 1000)`,
      [ownerId, validityMs],
    );
    return count as number;
  }

  /** Accepted invites across the websites an owner has. */
  async countAcceptedOfOwner(ownerId: string): Promise<number> {
    const [{ count }] = await this.manager.query(
      'SELECT count(*)::int AS count FROM website_invites i JOIN draft_websites d ON d.id = i.website_id WHERE d.user_id = $1 AND i.accepted',
      [ownerId],
    );
    return count as number;
  }

  /** An invite with its website's settings and its owner's email (the accept page's card), or null. */
  async findWithWebsite(id: string): Promise<{ invite: WebsiteInviteRecord; websiteSettings: object; ownerEmail: string } | null> {
    const invite = await this.find(id);
    if (!invite) return null;
    const rows: { website_settings: object; email: string }[] = await this.manager.query(
      'SELECT d.website_settings, u.email FROM draft_websites d JOIN users u ON u.id = d.user_id WHERE d.id = $1',
      [invite.websiteId],
    );
    return rows[0] ? { invite, websiteSettings: rows[0].website_settings, ownerEmail: rows[0].email } : null;
  }

  /** The owner of a website, or null when there is no such website. */
  async ownerOf(websiteId: string): Promise<string | null> {
    return (await this.manager.findOneBy(DraftWebsiteEntity, { id: websiteId }))?.userId ?? null;
  }

  /** A user's email address, or null when there is no such user. */
  async emailOf(userId: string): Promise<string | null> {
    return (await this.manager.findOneBy(UserEntity, { id: userId }))?.email ?? null;
  }

  /** The owner and accepted guest editors of a website: who hears about its changes. */
  async websiteUsers(websiteId: string): Promise<string[]> {
    const rows: { user_id: string }[] = await this.manager.query(
      `SELECT user_id FROM draft_websites WHERE id = $1
       UNION SELECT invited_user_id FROM website_invites WHERE website_id = $1 AND accepted AND invited_user_id IS NOT NULL`,
      [websiteId],
    );
    return rows.map((row) => row.user_id);
  }
}
