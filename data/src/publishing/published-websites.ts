import type { DataSource, EntityManager } from 'typeorm';
import { WebsiteEntity, type WebsiteRecord } from '../entities/website.entity.js';
import { DomainsRepository } from '../domains/domains.repository.js';
import { appendDraftEvent, lockDraftRow, type DraftEventInput } from '../drafts/draft-event-store.js';
import { SitemapsRepository } from '../sitemaps/sitemaps.repository.js';

/** The served parts of a published page, and the custom domain it answers on once connected (then its address redirects there). */
export type PublishedPageRow = Pick<WebsiteRecord, 'html' | 'etag' | 'csp'> & { domain: string | null };

/**
 * Published websites (spec §3 Websites), keyed by handle: the unique index on the handle is
 * what makes 'Web address already in use' hold across concurrent publishes.
 */
export class PublishedWebsites {
  constructor(private readonly dataSource: DataSource) {}

  async isHandleTaken(handle: string): Promise<boolean> {
    return (await this.dataSource.manager.countBy(WebsiteEntity, { handle })) > 0;
  }

  findByHandle(handle: string): Promise<WebsiteRecord | null> {
    return this.dataSource.manager.findOneBy(WebsiteEntity, { handle });
  }

  /** The handle a draft is published at, if it is. */
  async handleOf(draftId: string): Promise<string | null> {
    return (await this.dataSource.manager.findOne(WebsiteEntity, { where: { draftId }, select: { handle: true } }))?.handle ?? null;
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
   * Runs one publish's writes in one transaction (`PublishTransaction`): the page, its address,
   * its custom domain, the draft's event and the sitemap's rebuild request are stored together or
   * not at all. A handle taken meanwhile by another draft (the unique index) throws
   * `HandleInUseError`, and nothing is written.
   */
  async transaction<T>(work: (tx: PublishTransaction) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction((manager) => work(new PublishTransaction(manager)));
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new HandleInUseError();
      throw error;
    }
  }
}

/** The address was taken by another website while this one was being published. */
export class HandleInUseError extends Error {
  constructor() {
    super('handle in use');
  }
}

/** A published page as written: the whole row (the document, its HTML rendered once, its policy and ETag). */
export type PublishedPageWrite = WebsiteRecord;

/** The writes a publish makes, all inside one transaction (see PublishedWebsites.transaction). */
export class PublishTransaction {
  constructor(private readonly manager: EntityManager) {}

  /** Locks the draft's row until the end: one publish (or edit append) of a draft at a time. */
  async lockDraft(draftId: string): Promise<void> {
    await lockDraftRow(this.manager, draftId);
  }

  /** The draft whose page is published at `handle`, if any (its id only, not the page). */
  async holderOf(handle: string): Promise<string | null> {
    return (await this.manager.findOne(WebsiteEntity, { where: { handle }, select: { draftId: true } }))?.draftId ?? null;
  }

  /** The draft's published page: its address and when it was first published (not its HTML or document). */
  async pageOf(draftId: string): Promise<{ handle: string; createdAt: Date } | null> {
    return this.manager.findOne(WebsiteEntity, { where: { draftId }, select: { handle: true, createdAt: true } });
  }

  /** The page at `handle` is no longer served (its website moved to another address). */
  async release(handle: string): Promise<void> {
    await this.manager.delete(WebsiteEntity, { handle });
  }

  async write(page: PublishedPageWrite): Promise<void> {
    await this.manager.save(WebsiteEntity, page);
  }

  /** The website's custom domain now belongs to `handle` (websiteName), recorded in the domain's log. */
  moveDomain(draftId: string, handle: string, actorId: string, now: Date): Promise<void> {
    return new DomainsRepository(this.manager).followAddress(draftId, handle, actorId, now);
  }

  appendEvent(draftId: string, event: DraftEventInput): ReturnType<typeof appendDraftEvent> {
    return appendDraftEvent(this.manager, draftId, event);
  }

  /** Asks for the sitemap buckets of `handles` to be rebuilt (the worker answers: see SitemapsRepository). */
  requestSitemaps(handles: readonly string[]): Promise<void> {
    return new SitemapsRepository(this.manager).requestRebuild(handles);
  }
}
