import type { DataSource } from 'typeorm';

/** The sitemap buckets of published sites (sitemaps), built by the worker and served by the app. */
export class SitemapsRepository {
  constructor(private readonly dataSource: DataSource) {}

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
