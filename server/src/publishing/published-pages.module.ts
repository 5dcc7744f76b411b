import { Module } from '@nestjs/common';
import { PublishedPages } from './published-pages.js';

/** The published-page cache on its own, so publishing and account deletion can both drop pages. */
@Module({ providers: [PublishedPages], exports: [PublishedPages] })
export class PublishedPagesModule {}
