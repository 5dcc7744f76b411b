import type { DataSource } from 'typeorm';

/** The sitemap buckets of published sites (sitemaps), built by the worker and served by the app. */
export class SitemapsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A bucket's XML, or null when it was never built. */
  async findBucket(version: number, bucket: number): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT xml FROM sitemaps WHERE version = $1 AND bucket = $2`, [version, bucket]);
    return row?.xml ?? null;
  }

  /** The published sites that search engines may index (indexing not turned off). */
  indexableSites(): Promise<{ handle: string; modified_at: Date }[]> {
    return this.dataSource.query(`SELECT handle, modified_at FROM websites WHERE coalesce((website_settings->>'searchIndexingEnabled')::boolean, true)`);
  }

  async saveBucket(version: number, bucket: number, xml: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sitemaps (version, bucket, xml, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (version, bucket) DO UPDATE SET xml = excluded.xml, updated_at = now()`,
      [version, bucket, xml],
    );
  }
}
