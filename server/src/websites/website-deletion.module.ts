import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SitemapsRepository, WebsitesRepository } from '@frontdoor/data';
import { PublishedPagesModule } from '../publishing/published-pages.module.js';
import { FileStoreModule } from '../uploads/file-store.module.js';
import { SitemapRebuild } from './sitemap-rebuild.js';
import { WebsiteDeletion } from './website-deletion.js';

/** The websites' and sitemaps' repositories, the one deletion path and sitemap rebuilds, for the websites, publishing, SEO and account features. */
@Module({
  imports: [PublishedPagesModule, FileStoreModule],
  providers: [
    { provide: WebsitesRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new WebsitesRepository(dataSource) },
    { provide: SitemapsRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new SitemapsRepository(dataSource) },
    WebsiteDeletion,
    SitemapRebuild,
  ],
  exports: [WebsitesRepository, SitemapsRepository, WebsiteDeletion, SitemapRebuild],
})
export class WebsiteDeletionModule {}
