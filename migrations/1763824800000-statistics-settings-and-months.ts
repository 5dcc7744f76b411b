import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitor statistics (issue 42), continued:
 *
 * - `statistics_settings`: the owner's switches: whether the site's visits are counted (and when
 *   that last changed) and whether the weekly email goes out, and the week it last went out for;
 *   no row is the defaults (counted, emailed). It goes with the website.
 * - `visit_months` and `visit_month_facts`: totals older than 13 whole months, rolled up from the
 *   hourly, daily and per-fact totals (which are then deleted): page views and conversions per
 *   month, the month's daily visitors added up, and views per referrer, UTM tag, device, browser
 *   and page.
 *
 * The statistics tables' rows of a deleted website are deleted with it (WebsitesRepository.deleteWebsite).
 */
export class StatisticsSettingsAndMonths1763824800000 implements MigrationInterface {
  name = 'StatisticsSettingsAndMonths1763824800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE statistics_settings (
        website_id uuid PRIMARY KEY REFERENCES draft_websites (id) ON DELETE CASCADE,
        counting boolean NOT NULL DEFAULT true,
        counting_changed_at timestamptz,
        weekly_email boolean NOT NULL DEFAULT true,
        weekly_sent_for date
      )`);
    await q.query(`
      CREATE TABLE visit_months (
        website_id uuid NOT NULL,
        month date NOT NULL,
        views integer NOT NULL DEFAULT 0,
        visitors integer NOT NULL DEFAULT 0,
        contact integer NOT NULL DEFAULT 0,
        newsletter integer NOT NULL DEFAULT 0,
        booking integer NOT NULL DEFAULT 0,
        call integer NOT NULL DEFAULT 0,
        directions integer NOT NULL DEFAULT 0,
        PRIMARY KEY (website_id, month)
      )`);
    await q.query(`
      CREATE TABLE visit_month_facts (
        website_id uuid NOT NULL,
        month date NOT NULL,
        fact text NOT NULL CHECK (fact IN ('referrer', 'source', 'campaign', 'device', 'browser', 'page')),
        value text NOT NULL,
        views integer NOT NULL DEFAULT 0,
        PRIMARY KEY (website_id, month, fact, value)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE visit_month_facts`);
    await q.query(`DROP TABLE visit_months`);
    await q.query(`DROP TABLE statistics_settings`);
  }
}
