import { Inject, Injectable } from '@nestjs/common';
import { isReservedHandle } from '@frontdoor/shared';
import { PublishedWebsites } from '@frontdoor/data';
import { DraftAccess } from '../drafts/draft-access.js';
import { PublishedPages } from './published-pages.js';
import { SitemapRebuild } from './sitemap-rebuild.js';
import { validHandle } from './valid-handle.js';

/** Whether an address is free, and deleting a website (publishing is PublishWebsite). */
@Injectable()
export class PublishingService {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(PublishedWebsites) private readonly websites: PublishedWebsites,
    @Inject(PublishedPages) private readonly pages: PublishedPages,
    @Inject(SitemapRebuild) private readonly sitemaps: SitemapRebuild,
  ) {}

  async isAvailable(rawHandle: string): Promise<boolean> {
    const handle = validHandle(rawHandle);
    if (isReservedHandle(handle)) return false;
    return !(await this.websites.isHandleTaken(handle));
  }

  /** Deletes a website: its published document first (if any), then the draft and its events. */
  async delete(userId: string, draftId: string): Promise<void> {
    await this.access.authorize(userId, draftId, 'delete-website');
    const handles = await this.websites.deleteWebsite(draftId);
    if (handles.length) {
      await this.pages.changed(handles);
      await this.sitemaps.rebuild(handles);
    }
  }
}
