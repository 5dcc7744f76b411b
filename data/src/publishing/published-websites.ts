import type { DataSource } from 'typeorm';
import { WebsiteEntity } from '../entities/website.entity.js';
import { DomainsRepository } from '../domains/domains.repository.js';

/** What a publish writes under the handle (the published document, its HTML rendered once). */
export interface PublishedWebsiteInput {
  handle: string;
  draftId: string;
  userId: string;
  /** Who publishes (the owner or a guest editor). */
  actorId: string;
  version: string;
  websiteSettings: object;
  document: object;
  html: string;
  etag: string;
  csp: string;
  now: Date;
}

export type PublishWriteResult = { status: 'published'; previousHandle: string | null } | { status: 'handle-in-use' };

/** The served parts of a published page, and the custom domain it answers on once connected (then its address redirects there). */
export type PublishedPageRow = Pick<WebsiteEntity, 'html' | 'etag' | 'csp'> & { domain: string | null };

/**
 * Published websites (spec §3 Websites), keyed by handle: the unique index on the handle is
 * what makes 'Web address already in use' hold across concurrent publishes.
 */
export class PublishedWebsites {
  constructor(private readonly dataSource: DataSource) {}

  async isHandleTaken(handle: string): Promise<boolean> {
    return (await this.dataSource.manager.countBy(WebsiteEntity, { handle })) > 0;
  }

  findByHandle(handle: string): Promise<WebsiteEntity | null> {
    return this.dataSource.manager.findOneBy(WebsiteEntity, { handle });
  }

  /** The page served at a handle: one indexed read of what is sent, with its connected domain. */
  async findPage(handle: string): Promise<PublishedPageRow | null> {
    const rows: PublishedPageRow[] = await this.dataSource.query(
      `SELECT w.html, w.etag, w.csp, d.domain_name AS domain
         FROM websites w LEFT JOIN website_domains d ON d.website_id = w.draft_id AND d.state = 'Connected'
        WHERE w.handle = $1`,
      [handle],
    );
    return rows[0] ?? null;
  }

  /**
   * Writes the published website under its handle; a previous handle of the same draft is
   * released, and the website's custom domain follows the new one. A handle held by another
   * draft answers 'handle-in-use'.
   */
  async publish(input: PublishedWebsiteInput): Promise<PublishWriteResult> {
    const { handle, draftId, now } = input;
    try {
      return await this.dataSource.transaction(async (manager): Promise<PublishWriteResult> => {
        // One publish of a draft at a time (a double-clicked Publish): the second then finds the
        // address its own and republishes, instead of failing on the first one's row.
        await manager.query('SELECT id FROM draft_websites WHERE id = $1 FOR UPDATE', [draftId]);
        const taken = await manager.findOneBy(WebsiteEntity, { handle });
        if (taken && taken.draftId !== draftId) return { status: 'handle-in-use' };
        const previous = await manager.findOneBy(WebsiteEntity, { draftId });
        let previousHandle: string | null = null;
        if (previous && previous.handle !== handle) {
          previousHandle = previous.handle;
          await manager.delete(WebsiteEntity, { handle: previous.handle });
        }
        await manager.save(WebsiteEntity, {
          handle,
          draftId,
          userId: input.userId,
          version: input.version,
          websiteSettings: input.websiteSettings,
          document: input.document,
          html: input.html,
          etag: input.etag,
          csp: input.csp,
          createdAt: previous?.createdAt ?? now,
          modifiedAt: now,
        });
        await new DomainsRepository(manager).followAddress(draftId, handle, input.actorId, now);
        return { status: 'published', previousHandle };
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return { status: 'handle-in-use' };
      throw error;
    }
  }
}
