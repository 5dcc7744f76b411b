import { Inject, Injectable } from '@nestjs/common';
import { WebsitesRepository } from '@frontdoor/data';
import { PublishedPages } from '../publishing/published-pages.js';
import { ImageFiles } from '../uploads/image-files.js';
import { SitemapRebuild } from './sitemap-rebuild.js';

/**
 * The one deletion path of a website, used by its owner's delete and by account deletion: the
 * rows go (WebsitesRepository.deleteWebsite; its uploaded photos' rows with the draft, and then
 * their files no other website's row names), then the addresses it was published at stop
 * answering on every instance and leave the sitemaps.
 */
@Injectable()
export class WebsiteDeletion {
  constructor(
    @Inject(WebsitesRepository) private readonly websites: WebsitesRepository,
    @Inject(PublishedPages) private readonly pages: PublishedPages,
    @Inject(SitemapRebuild) private readonly sitemaps: SitemapRebuild,
    @Inject(ImageFiles) private readonly imageFiles: ImageFiles,
  ) {}

  /** Deletes a website (the caller has checked who may) and releases its address. */
  async delete(draftId: string): Promise<void> {
    await this.release(await this.deleteRows(draftId));
  }

  /** Deletes a website's rows only; answers the handles to `release` once the caller is done. */
  deleteRows(draftId: string): Promise<string[]> {
    return this.imageFiles.deletingWebsite(draftId, () => this.websites.deleteWebsite(draftId));
  }

  /** The handles stop answering at once on every instance, and leave the sitemaps. */
  async release(handles: string[]): Promise<void> {
    if (!handles.length) return;
    await this.pages.changed(handles);
    await this.sitemaps.rebuild(handles);
  }
}
