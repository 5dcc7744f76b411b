import { In, type DataSource } from 'typeorm';
import { DraftWebsiteEntity, type DraftWebsiteRecord } from '../entities/draft-website.entity.js';
import { WebsiteEntity } from '../entities/website.entity.js';
import { DomainsRepository } from '../domains/domains.repository.js';
import { forgetStatisticsOf } from '../statistics/visit-statistics.repository.js';

/**
 * Websites (spec §3): a user's drafts, and the one way a website is deleted (by its owner, or
 * with the owner's account).
 */
export class WebsitesRepository {
  constructor(private readonly dataSource: DataSource) {}

  findDraft(id: string): Promise<DraftWebsiteRecord | null> {
    return this.dataSource.manager.findOneBy(DraftWebsiteEntity, { id });
  }

  findDraftOf(userId: string, id: string): Promise<DraftWebsiteRecord | null> {
    return this.dataSource.manager.findOneBy(DraftWebsiteEntity, { id, userId });
  }

  draftsOf(userId: string): Promise<DraftWebsiteRecord[]> {
    return this.dataSource.manager.findBy(DraftWebsiteEntity, { userId });
  }

  findDrafts(ids: string[]): Promise<DraftWebsiteRecord[]> {
    return this.dataSource.manager.findBy(DraftWebsiteEntity, { id: In(ids) });
  }

  async draftIdsOf(userId: string): Promise<string[]> {
    return (await this.dataSource.manager.find(DraftWebsiteEntity, { where: { userId }, select: { id: true } })).map((draft) => draft.id);
  }

  /**
   * Deletes a website: its published document (if any) and the draft, whose events, images,
   * invites, form entries and visitor statistics go with it, and releases its custom domain (issue 29); answers the
   * handles it was published at.
   */
  async deleteWebsite(draftId: string): Promise<string[]> {
    const published = await this.dataSource.manager.findBy(WebsiteEntity, { draftId });
    await this.dataSource.transaction(async (manager) => {
      await new DomainsRepository(manager).releaseOfWebsite(draftId);
      await manager.delete(WebsiteEntity, { draftId });
      await forgetStatisticsOf(manager, draftId);
      await manager.delete(DraftWebsiteEntity, { id: draftId });
    });
    return published.map((website) => website.handle);
  }
}
