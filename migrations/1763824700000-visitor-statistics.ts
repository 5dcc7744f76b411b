import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitor statistics (issue 42), without cookies and without anything personal:
 *
 * - `visits`: raw visits (identical ones of a minute as one row with their count), partitioned by month (a month is dropped whole once it is older than the
 *   kept 90 days). A visitor is a hash of a secret salt of the day, the site, the address and the
 *   browser: the salt is forgotten after the day, so the hash cannot be made again, and the address
 *   is never stored.
 * - `visit_hours`: page views and conversions per site and hour, added to by every instance, and
 *   the visitors whose first view of their day fell in the hour (the 24-hour chart's visitors).
 * - `visit_days`: visitors per site and day (distinct hashes of the day), and `visit_day_visitors`,
 *   the day's hashes that make the count exact across instances (kept two days, then deleted).
 * - `visit_day_facts`: views per site, day and fact (referrer host, UTM source or campaign, device,
 *   browser, entry page): what the dashboard ranks.
 *
 * The dashboard reads only the hourly and daily tables.
 */
export class VisitorStatistics1763824700000 implements MigrationInterface {
  name = 'VisitorStatistics1763824700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE visits (
        website_id uuid NOT NULL,
        at timestamptz NOT NULL,
        kind text NOT NULL CHECK (kind IN ('view', 'contact', 'newsletter', 'booking', 'call', 'directions')),
        count integer NOT NULL DEFAULT 1,
        visitor text NOT NULL,
        path text NOT NULL DEFAULT '',
        referrer_host text NOT NULL DEFAULT '',
        utm_source text NOT NULL DEFAULT '',
        utm_campaign text NOT NULL DEFAULT '',
        device text NOT NULL DEFAULT '',
        browser text NOT NULL DEFAULT ''
      ) PARTITION BY RANGE (at)`);
    await q.query(`CREATE INDEX visits_website_at ON visits (website_id, at)`);
    await q.query(`
      CREATE TABLE visit_hours (
        website_id uuid NOT NULL,
        hour timestamptz NOT NULL,
        views integer NOT NULL DEFAULT 0,
        visitors integer NOT NULL DEFAULT 0,
        contact integer NOT NULL DEFAULT 0,
        newsletter integer NOT NULL DEFAULT 0,
        booking integer NOT NULL DEFAULT 0,
        call integer NOT NULL DEFAULT 0,
        directions integer NOT NULL DEFAULT 0,
        PRIMARY KEY (website_id, hour)
      )`);
    await q.query(`
      CREATE TABLE visit_days (
        website_id uuid NOT NULL,
        day date NOT NULL,
        visitors integer NOT NULL DEFAULT 0,
        PRIMARY KEY (website_id, day)
      )`);
    await q.query(`
      CREATE TABLE visit_day_visitors (
        website_id uuid NOT NULL,
        day date NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (website_id, day, visitor)
      )`);
    await q.query(`
      CREATE TABLE visit_day_facts (
        website_id uuid NOT NULL,
        day date NOT NULL,
        fact text NOT NULL CHECK (fact IN ('referrer', 'source', 'campaign', 'device', 'browser', 'page')),
        value text NOT NULL,
        views integer NOT NULL DEFAULT 0,
        PRIMARY KEY (website_id, day, fact, value)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE visit_day_facts`);
    await q.query(`DROP TABLE visit_day_visitors`);
    await q.query(`DROP TABLE visit_days`);
    await q.query(`DROP TABLE visit_hours`);
    await q.query(`DROP TABLE visits`);
  }
}
