import type { Job } from 'bullmq';
import type pg from 'pg';
import { SITEMAP_BUCKETS, SITEMAP_VERSION, sitemapBucket, sitemapXml } from '@frontdoor/shared';

/**
 * The `sitemap-build` queue: rewrites the buckets of the given handles (all 16 when none are
 * given) from the published sites, leaving out sites with search indexing turned off.
 */
export function sitemapBuildProcessor(pool: pg.Pool, baseUrl: string) {
  return async (job: Job): Promise<{ buckets: number[] }> => {
    const handles = Array.isArray(job.data?.handles) ? (job.data.handles as string[]) : [];
    const buckets = handles.length
      ? [...new Set(handles.map(sitemapBucket))]
      : Array.from({ length: SITEMAP_BUCKETS }, (_, b) => b);
    const { rows } = await pool.query<{ handle: string; modified_at: Date }>(
      `SELECT handle, modified_at FROM websites WHERE coalesce((website_settings->>'searchIndexingEnabled')::boolean, true)`,
    );
    for (const bucket of buckets) {
      const entries = rows
        .filter((row) => sitemapBucket(row.handle) === bucket)
        .sort((a, b) => a.handle.localeCompare(b.handle))
        .map((row) => ({ loc: `${baseUrl}/${row.handle}`, lastmod: row.modified_at }));
      await pool.query(
        `INSERT INTO sitemaps (version, bucket, xml, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (version, bucket) DO UPDATE SET xml = excluded.xml, updated_at = now()`,
        [SITEMAP_VERSION, bucket, sitemapXml(entries)],
      );
    }
    return { buckets };
  };
}
