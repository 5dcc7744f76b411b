import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A publish is one transaction (issue 39): with its page, its event and its domain, it records
 * which sitemap buckets must be rebuilt. The worker's rebuild answers the requests made before it
 * read the sites; requests whose queueing was lost (the process stopped after the commit) are
 * queued again when the app starts.
 */
export class SitemapRebuilds1763820800000 implements MigrationInterface {
  name = 'SitemapRebuilds1763820800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE sitemap_rebuilds (bucket integer PRIMARY KEY, requested_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sitemap_rebuilds`);
  }
}
