import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PublishedWebsites } from '@frontdoor/data';
import { PublishedPagesBucket } from './published-pages-bucket.js';
import { PublishedPages } from './published-pages.js';

/**
 * The published-page cache on its own (with its bucket copy), so publishing and account deletion
 * can both drop pages; with the published websites' repository.
 */
@Module({
  providers: [
    PublishedPages,
    PublishedPagesBucket,
    { provide: PublishedWebsites, inject: [DataSource], useFactory: (dataSource: DataSource) => new PublishedWebsites(dataSource) },
  ],
  exports: [PublishedPages, PublishedWebsites],
})
export class PublishedPagesModule {}
