import { Module } from '@nestjs/common';
import { DownloadLinks } from './download-links.js';

/** Signed download addresses of CSV exports, one instance for every feature that offers one. */
@Module({ providers: [DownloadLinks], exports: [DownloadLinks] })
export class DownloadsModule {}
