import type { DataSource, EntityManager } from 'typeorm';
import { sitemapBucket } from '@frontdoor/shared';

/**
 * The sitemap buckets of published sites (sitemaps), built by the worker and served by the app,
 * and the buckets waiting to be rebuilt (sitemap_rebuilds: a publish asks in its own transaction,
 * so a page is never published without its sitemap's rebuild being recorded).
 */
export class SitemapsRepository {
  constructor(private readonly dataSource: DataSource | EntityManager) {}

  /** Records that the buckets holding `handles` must be rebuilt (kept until a rebuild after now). */
  async requestRebuild(handles: readonly string[]): Promise<void> {
    const buckets = [...new Set(handles.map(sitemapBucket))];
    if (!buckets.length) return;
    await this.dataSource.query(
      `INSERT INTO sitemap_rebuilds (bucket, requested_at) SELECT unnest($1::int[]), clock_timestamp()
       ON CONFLICT (bucket) DO UPDATE SET requested_at = excluded.requested_at`,
      [buckets],
    );
  }

  /** The buckets waiting for a rebuild (a process that asked may have stopped before queueing it). */
  async pendingRebuilds(): Promise<number[]> {
    const rows: { bucket: number }[] = await this.dataSource.query(`SELECT bucket FROM sitemap_rebuilds ORDER BY bucket`);
    return rows.map((row) => row.bucket);
  }

  /** The rebuild of `buckets` that read the sites at `readAt` answers the requests made before then. */
  async rebuilt(buckets: readonly number[], readAt: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM sitemap_rebuilds WHERE bucket = ANY($1::int[]) AND requested_at <= $2`, [buckets, readAt]);
  }

  /** A bucket's XML, or null when it was never built. */
  async findBucket(version: number, bucket: number): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT xml FROM sitemaps WHERE version = $1 AND bucket = $2`, [version, bucket]);
    return row?.xml ?? null;
  }

  /**
   * The published sites that search engines may index (indexing not turned off), with the custom
   * domain each answers on once connected (its address then redirects there).
   */
  indexableSites(): Promise<{ handle: string; modified_at: Date; domain: string | null }[]> {
    return this.dataSource.query(
      `SELECT w.handle, w.modified_at, d.domain_name AS domain
         FROM websites w LEFT JOIN website_domains d ON d.website_id = w.draft_id AND d.state = 'Connected'
        WHERE coalesce((w.website_settings->>'searchIndexingEnabled')::boolean, true)`,
    );
  }

  async saveBucket(version: number, bucket: number, xml: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sitemaps (version, bucket, xml, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (version, bucket) DO UPDATE SET xml = excluded.xml, updated_at = now()`,
      [version, bucket, xml],
    );
  }
}
