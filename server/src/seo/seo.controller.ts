import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PUBLISHED_CACHE_CONTROL, SITEMAP_BUCKETS, SITEMAP_VERSION, marketingSitemapXml, publicUrl, sitemapIndexXml, type Env } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { SitemapsService } from './sitemaps.service.js';

/**
 * robots.txt and the sitemaps: an index of the marketing pages' sitemap and 16 buckets of
 * published sites (built by the sitemap-build job).
 */
@Controller()
export class SeoController {
  constructor(
    @Inject(SitemapsService) private readonly sitemaps: SitemapsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Get('robots.txt')
  robots(@Res() res: Response): void {
    const base = publicUrl(this.env);
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      // The sites' booking pages (issue 40): the services and their times; a hold's page says noindex itself.
      'Allow: /api/public/*/book',
      'Disallow: /designer',
      'Disallow: /account',
      'Disallow: /onboarding',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600').send(body);
  }

  /** Browsers ask every page's origin for /favicon.ico; sites without a browser icon have none. */
  @Get('favicon.ico')
  favicon(@Res() res: Response): void {
    res.status(204).setHeader('Cache-Control', 'public, max-age=86400').end();
  }

  @Get('sitemap.xml')
  index(@Res() res: Response): void {
    res
      .type('application/xml')
      .setHeader('Cache-Control', 'public, max-age=600')
      .send(sitemapIndexXml(publicUrl(this.env)));
  }

  /** The app's own public pages; MARKETING_SITEMAP_PATH in shared names this path. */
  @Get('sitemaps/marketing.xml')
  marketing(@Res() res: Response): void {
    res
      .type('application/xml')
      .setHeader('Cache-Control', 'public, max-age=3600')
      .send(marketingSitemapXml(publicUrl(this.env)));
  }

  @Get('sitemaps/:version/:bucket')
  async bucket(@Param('version') version: string, @Param('bucket') file: string, @Res() res: Response): Promise<void> {
    const match = /^(\d{1,2})\.xml$/.exec(file);
    const bucket = match ? Number(match[1]) : -1;
    if (version !== String(SITEMAP_VERSION) || bucket < 0 || bucket >= SITEMAP_BUCKETS) throw new AppError('not_found');
    const xml = await this.sitemaps.bucket(bucket);
    // A publish changes its bucket (an address added, moved or gone, a lastmod): checked again on
    // every read, answered 304 (Express's ETag of the body) while it is the same.
    res.type('application/xml').setHeader('Cache-Control', PUBLISHED_CACHE_CONTROL).send(xml);
  }
}
