import type { DataSource } from 'typeorm';

/** A week's figures of a site: page views, the days' visitors added up, conversions, and where most visits from a link came from. */
export interface WeekFigures {
  views: number;
  /** Each day's distinct visitors, added up: someone who came on two days is two visits. */
  visits: number;
  contact: number;
  newsletter: number;
  booking: number;
  call: number;
  directions: number;
  /** The referrer host with the most views, or null when no view came through a link. */
  topReferrer: string | null;
}

/** A site due its owner's weekly summary. */
export interface WeeklySummarySite {
  websiteId: string;
  ownerEmail: string;
  businessName: string;
  handle: string;
}

/**
 * The owners' weekly summaries (issue 42): which published sites are due one for a week (counting
 * on, the owner's email on, visits that week, not told yet), the week's figures from the daily and
 * hourly totals, and the claim that makes each site told once per week across workers.
 */
export class WeeklySummariesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The sites due a summary of the week starting `weekStart` (a Monday, UTC). */
  due(weekStart: string): Promise<WeeklySummarySite[]> {
    return this.dataSource.query(
      `SELECT DISTINCT ON (w.draft_id) w.draft_id AS "websiteId", u.email AS "ownerEmail",
              coalesce(w.website_settings->>'businessName', '') AS "businessName", w.handle
         FROM websites w
         JOIN users u ON u.id = w.user_id
         LEFT JOIN statistics_settings s ON s.website_id = w.draft_id
        WHERE coalesce(s.counting, true) AND coalesce(s.weekly_email, true)
          AND (s.weekly_sent_for IS NULL OR s.weekly_sent_for < $1::date)
          AND EXISTS (SELECT 1 FROM visit_days d WHERE d.website_id = w.draft_id AND d.day >= $1::date AND d.day < $1::date + 7 AND d.visitors > 0)
        ORDER BY w.draft_id, w.modified_at DESC`,
      [weekStart],
    );
  }

  /** The figures of the seven days from `weekStart`. */
  async figures(websiteId: string, weekStart: string): Promise<WeekFigures> {
    const [hours]: Omit<WeekFigures, 'visits' | 'topReferrer'>[] = await this.dataSource.query(
      `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(contact), 0)::int AS contact, coalesce(sum(newsletter), 0)::int AS newsletter,
              coalesce(sum(booking), 0)::int AS booking, coalesce(sum(call), 0)::int AS call, coalesce(sum(directions), 0)::int AS directions
         FROM visit_hours WHERE website_id = $1 AND hour >= $2::date::timestamp AT TIME ZONE 'UTC' AND hour < ($2::date + 7)::timestamp AT TIME ZONE 'UTC'`,
      [websiteId, weekStart],
    );
    const [days]: { visits: number }[] = await this.dataSource.query(
      `SELECT coalesce(sum(visitors), 0)::int AS visits FROM visit_days WHERE website_id = $1 AND day >= $2::date AND day < $2::date + 7`,
      [websiteId, weekStart],
    );
    const referrers: { value: string }[] = await this.dataSource.query(
      `SELECT value FROM visit_day_facts WHERE website_id = $1 AND fact = 'referrer' AND day >= $2::date AND day < $2::date + 7
        GROUP BY value ORDER BY sum(views) DESC, value LIMIT 1`,
      [websiteId, weekStart],
    );
    return { ...hours!, visits: days!.visits, topReferrer: referrers[0]?.value ?? null };
  }

  /** Marks the site told for the week; false when it already was (another worker, or an earlier run). */
  async claim(websiteId: string, weekStart: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO statistics_settings (website_id, weekly_sent_for) VALUES ($1, $2::date)
       ON CONFLICT (website_id) DO UPDATE SET weekly_sent_for = excluded.weekly_sent_for
         WHERE statistics_settings.weekly_sent_for IS NULL OR statistics_settings.weekly_sent_for < excluded.weekly_sent_for
       RETURNING website_id`,
      [websiteId, weekStart],
    );
    return rows.length > 0;
  }

  /** Gives the claim back when the email could not be sent, so the next try sends it. */
  async release(websiteId: string, weekStart: string): Promise<void> {
    await this.dataSource.query(`UPDATE statistics_settings SET weekly_sent_for = $2::date - 7 WHERE website_id = $1 AND weekly_sent_for = $2::date`, [
      websiteId,
      weekStart,
    ]);
  }
}
