import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WebsitesRepository } from '@frontdoor/data';
import { PublishedPagesModule } from '../publishing/published-pages.module.js';
import { FileStoreModule } from '../uploads/file-store.module.js';
import { SitemapRebuild } from './sitemap-rebuild.js';
import { WebsiteDeletion } from './website-deletion.js';

/** The websites' repository and the one deletion path, for the websites, publishing and account features. */
@Module({
  imports: [PublishedPagesModule, FileStoreModule],
  providers: [
    { provide: WebsitesRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new WebsitesRepository(dataSource) },
    WebsiteDeletion,
    SitemapRebuild,
  ],
  exports: [WebsitesRepository, WebsiteDeletion, SitemapRebuild],
})
export class WebsiteDeletionModule {}
