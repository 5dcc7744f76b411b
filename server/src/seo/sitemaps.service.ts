import { Inject, Injectable } from '@nestjs/common';
import { SITEMAP_VERSION, sitemapXml } from '@frontdoor/shared';
import { SitemapsRepository } from '@frontdoor/data';

/** The sitemap buckets of published sites, as the sitemap-build job last wrote them. */
@Injectable()
export class SitemapsService {
  constructor(@Inject(SitemapsRepository) private readonly sitemaps: SitemapsRepository) {}

  /** A bucket's XML; an empty sitemap when it was never built. */
  async bucket(bucket: number): Promise<string> {
    return (await this.sitemaps.findBucket(SITEMAP_VERSION, bucket)) ?? sitemapXml([]);
  }
}
