import { Module } from '@nestjs/common';
import { PublishedPagesBucket } from './published-pages-bucket.js';
import { PublishedPages } from './published-pages.js';

/**
 * The published-page cache on its own (with its bucket copy), so publishing and account deletion
 * can both drop pages.
 */
@Module({ providers: [PublishedPages, PublishedPagesBucket], exports: [PublishedPages] })
export class PublishedPagesModule {}
