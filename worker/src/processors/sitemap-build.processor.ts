import type { Job } from 'bullmq';
import { SITEMAP_BUCKETS, SITEMAP_VERSION, domainUrl, sitemapBucket, sitemapXml } from '@frontdoor/shared';
import type { SitemapsRepository } from '@frontdoor/data';

/**
 * The `sitemap-build` queue: rewrites the buckets of the given handles or buckets (all 16 when
 * none are given) from the published sites, leaving out sites with search indexing turned off. A
 * site with a connected custom domain is listed at the domain (its address redirects there). The
 * rebuild answers the requests a publish recorded for these buckets before the sites were read.
 */
export function sitemapBuildProcessor(sitemaps: SitemapsRepository, baseUrl: string) {
  return async (job: Job): Promise<{ buckets: number[] }> => {
    const handles = Array.isArray(job.data?.handles) ? (job.data.handles as string[]) : [];
    const asked = Array.isArray(job.data?.buckets)
      ? (job.data.buckets as unknown[]).filter((b): b is number => Number.isInteger(b) && Number(b) >= 0 && Number(b) < SITEMAP_BUCKETS)
      : [];
    const named = [...new Set([...handles.map(sitemapBucket), ...asked])];
    const buckets = named.length ? named : Array.from({ length: SITEMAP_BUCKETS }, (_, b) => b);
    const readAt = new Date();
    const rows = await sitemaps.indexableSites();
    for (const bucket of buckets) {
      const entries = rows
        .filter((row) => sitemapBucket(row.handle) === bucket)
        .sort((a, b) => a.handle.localeCompare(b.handle))
        .map((row) => ({ loc: row.domain ? domainUrl(row.domain) : `${baseUrl}/${row.handle}`, lastmod: row.modified_at }));
      await sitemaps.saveBucket(SITEMAP_VERSION, bucket, sitemapXml(entries));
    }
    await sitemaps.rebuilt(buckets, readAt);
    return { buckets };
  };
}
