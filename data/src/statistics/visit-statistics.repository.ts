import type { DataSource, EntityManager } from 'typeorm';
import {
  CONVERSION_KINDS,
  RAW_VISITS_KEPT_DAYS,
  type ConversionKind,
  type Statistics,
  type StatisticsSettings,
  type StatisticsRange,
  type VisitKind,
} from '@frontdoor/shared';

/** One counted visit or conversion, as the server's counter hands it over (nothing personal: `visitor` is the day's salted hash). */
export interface CountedVisit {
  websiteId: string;
  at: Date;
  kind: VisitKind;
  /** How many identical requests this stands for (one person, page and source, in one minute). */
  count: number;
  visitor: string;
  path: string;
  referrerHost: string;
  utmSource: string;
  utmCampaign: string;
  device: string;
  browser: string;
}

type Fact = 'referrer' | 'source' | 'campaign' | 'device' | 'browser' | 'page';

const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const nextMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
/** Hourly, daily and per-fact totals are kept this many whole months, then rolled up to monthly totals. */
const ROLLED_UP_AFTER_MONTHS = 13;
const partitionName = (start: Date) => `visits_${start.toISOString().slice(0, 7).replace('-', '_')}`;

/** Adds up `key`'s counts in a map. */
function tally<K>(map: Map<string, { key: K; n: number }>, id: string, key: K, n = 1): void {
  const found = map.get(id);
  if (found) found.n += n;
  else map.set(id, { key, n });
}

/**
 * Visitor statistics in PostgreSQL (issue 42): a batch of visits goes in as raw rows (a month's
 * partition each) and as additions to the hourly, daily and per-fact totals, in one transaction;
 * every instance adds to the same totals, and the day's visitor hashes make the visitor count
 * exact across instances. The dashboard reads the totals only.
 *
 * To move ingest to ClickHouse, implement `record` there (the raw `visits` table's columns are
 * the event) and keep the totals' tables, or read them from ClickHouse's materialized views.
 */
export class VisitStatisticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records a batch; answers the websites whose figures changed. */
  async record(visits: readonly CountedVisit[]): Promise<string[]> {
    if (!visits.length) return [];
    await this.ensurePartitions(visits.map((visit) => visit.at));
    return this.dataSource.transaction(async (m) => {
      await m.query(
        `INSERT INTO visits (website_id, at, kind, count, visitor, path, referrer_host, utm_source, utm_campaign, device, browser)
         SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])`,
        [
          visits.map((v) => v.websiteId),
          visits.map((v) => v.at.toISOString()),
          visits.map((v) => v.kind),
          visits.map((v) => v.count),
          visits.map((v) => v.visitor),
          visits.map((v) => v.path),
          visits.map((v) => v.referrerHost),
          visits.map((v) => v.utmSource),
          visits.map((v) => v.utmCampaign),
          visits.map((v) => v.device),
          visits.map((v) => v.browser),
        ],
      );
      const views = visits.filter((visit) => visit.kind === 'view');
      const firstOfDay = await this.newVisitors(m, views);
      await this.addHours(m, visits, firstOfDay);
      await this.addFacts(m, views);
      return [...new Set(visits.map((visit) => visit.websiteId))];
    });
  }

  /** The day's visitors not seen before today (first view of each), counted once however many instances saw them. */
  private async newVisitors(m: EntityManager, views: readonly CountedVisit[]): Promise<CountedVisit[]> {
    const first = new Map<string, CountedVisit>();
    for (const view of [...views].sort((a, b) => a.at.getTime() - b.at.getTime())) {
      const id = `${view.websiteId} ${dayOf(view.at)} ${view.visitor}`;
      if (!first.has(id)) first.set(id, view);
    }
    if (!first.size) return [];
    const candidates = [...first.values()];
    const inserted: { website_id: string; day: string; visitor: string }[] = await m.query(
      `INSERT INTO visit_day_visitors (website_id, day, visitor)
       SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[]) ON CONFLICT DO NOTHING
       RETURNING website_id, to_char(day, 'YYYY-MM-DD') AS day, visitor`,
      [candidates.map((v) => v.websiteId), candidates.map((v) => dayOf(v.at)), candidates.map((v) => v.visitor)],
    );
    const fresh = new Set(inserted.map((row) => `${row.website_id} ${row.day} ${row.visitor}`));
    const news = candidates.filter((v) => fresh.has(`${v.websiteId} ${dayOf(v.at)} ${v.visitor}`));
    const days = new Map<string, { key: { websiteId: string; day: string }; n: number }>();
    for (const v of news) tally(days, `${v.websiteId} ${dayOf(v.at)}`, { websiteId: v.websiteId, day: dayOf(v.at) });
    if (days.size) {
      const rows = [...days.values()];
      await m.query(
        `INSERT INTO visit_days (website_id, day, visitors) SELECT * FROM unnest($1::uuid[], $2::date[], $3::int[])
         ON CONFLICT (website_id, day) DO UPDATE SET visitors = visit_days.visitors + excluded.visitors`,
        [rows.map((r) => r.key.websiteId), rows.map((r) => r.key.day), rows.map((r) => r.n)],
      );
    }
    return news;
  }

  /** Views and conversions per hour, and the visitors whose first view of their day fell in it. */
  private async addHours(m: EntityManager, visits: readonly CountedVisit[], firstOfDay: readonly CountedVisit[]): Promise<void> {
    type HourRow = { websiteId: string; hour: string; views: number; visitors: number } & Record<ConversionKind, number>;
    const hours = new Map<string, HourRow>();
    const at = (websiteId: string, when: Date) => {
      const hour = hourOf(when);
      const id = `${websiteId} ${hour}`;
      let row = hours.get(id);
      if (!row) hours.set(id, (row = { websiteId, hour, views: 0, visitors: 0, contact: 0, newsletter: 0, booking: 0, call: 0, directions: 0 }));
      return row;
    };
    for (const visit of visits) {
      const row = at(visit.websiteId, visit.at);
      if (visit.kind === 'view') row.views += visit.count;
      else row[visit.kind] += visit.count;
    }
    for (const visit of firstOfDay) at(visit.websiteId, visit.at).visitors++;
    const rows = [...hours.values()];
    await m.query(
      `INSERT INTO visit_hours (website_id, hour, views, visitors, contact, newsletter, booking, call, directions)
       SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])
       ON CONFLICT (website_id, hour) DO UPDATE SET
         views = visit_hours.views + excluded.views, visitors = visit_hours.visitors + excluded.visitors,
         contact = visit_hours.contact + excluded.contact, newsletter = visit_hours.newsletter + excluded.newsletter,
         booking = visit_hours.booking + excluded.booking, call = visit_hours.call + excluded.call,
         directions = visit_hours.directions + excluded.directions`,
      [
        rows.map((r) => r.websiteId),
        rows.map((r) => r.hour),
        rows.map((r) => r.views),
        rows.map((r) => r.visitors),
        ...CONVERSION_KINDS.map((kind) => rows.map((r) => r[kind])),
      ],
    );
  }

  /** Views per day by referrer, UTM source and campaign, device, browser and page. */
  private async addFacts(m: EntityManager, views: readonly CountedVisit[]): Promise<void> {
    const facts = new Map<string, { key: { websiteId: string; day: string; fact: Fact; value: string }; n: number }>();
    for (const v of views) {
      const day = dayOf(v.at);
      const add = (fact: Fact, value: string) => value && tally(facts, `${v.websiteId} ${day} ${fact} ${value}`, { websiteId: v.websiteId, day, fact, value }, v.count);
      add('referrer', v.referrerHost);
      add('source', v.utmSource);
      add('campaign', v.utmCampaign);
      add('device', v.device);
      add('browser', v.browser);
      add('page', v.path);
    }
    if (!facts.size) return;
    const rows = [...facts.values()];
    await m.query(
      `INSERT INTO visit_day_facts (website_id, day, fact, value, views) SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[], $4::text[], $5::int[])
       ON CONFLICT (website_id, day, fact, value) DO UPDATE SET views = visit_day_facts.views + excluded.views`,
      [rows.map((r) => r.key.websiteId), rows.map((r) => r.key.day), rows.map((r) => r.key.fact), rows.map((r) => r.key.value), rows.map((r) => r.n)],
    );
  }

  /** The months' partitions of the raw visits, made when missing (one instance at a time). */
  private async ensurePartitions(instants: readonly Date[]): Promise<void> {
    const months = [...new Map(instants.map((at) => [monthStart(at).toISOString(), monthStart(at)])).values()];
    await this.dataSource.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('visits-partitions'))`);
      for (const start of months) {
        await m.query(
          `CREATE TABLE IF NOT EXISTS ${partitionName(start)} PARTITION OF visits FOR VALUES FROM ('${start.toISOString()}') TO ('${nextMonth(start).toISOString()}')`,
        );
      }
    });
  }

  /**
   * What is kept no longer than it must be: the day's visitor hashes after the next day (a day's
   * count is final by then), raw visits a whole month at a time once older than 90 days, and the
   * hourly, daily and per-fact totals of months older than 13 whole months, rolled up to monthly
   * totals first.
   */
  async forgetOld(now = new Date()): Promise<void> {
    await this.dataSource.query(`DELETE FROM visit_day_visitors WHERE day < $1::date - 1`, [dayOf(now)]);
    await this.rollUpMonths(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - ROLLED_UP_AFTER_MONTHS, 1)));
    const cutoff = new Date(now.getTime() - RAW_VISITS_KEPT_DAYS * 86_400_000);
    const partitions: { name: string }[] = await this.dataSource.query(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'visits'`,
    );
    for (const { name } of partitions) {
      const month = /^visits_(\d{4})_(\d{2})$/.exec(name);
      if (!month) continue;
      const end = nextMonth(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)));
      if (end <= cutoff) await this.dataSource.query(`DROP TABLE IF EXISTS ${name}`);
    }
  }

  /**
   * Adds the totals before `before` (the first of a month) to the monthly totals and deletes them,
   * in one transaction that one instance at a time runs: a month is added exactly once.
   */
  private async rollUpMonths(before: Date): Promise<void> {
    const cutoff = before.toISOString();
    await this.dataSource.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('visits-roll-up'))`);
      await m.query(
        `INSERT INTO visit_months (website_id, month, views, contact, newsletter, booking, call, directions)
         SELECT website_id, date_trunc('month', hour AT TIME ZONE 'UTC')::date, sum(views), sum(contact), sum(newsletter), sum(booking), sum(call), sum(directions)
           FROM visit_hours WHERE hour < $1 GROUP BY 1, 2
         ON CONFLICT (website_id, month) DO UPDATE SET
           views = visit_months.views + excluded.views, contact = visit_months.contact + excluded.contact,
           newsletter = visit_months.newsletter + excluded.newsletter, booking = visit_months.booking + excluded.booking,
           call = visit_months.call + excluded.call, directions = visit_months.directions + excluded.directions`,
        [cutoff],
      );
      await m.query(
        `INSERT INTO visit_months (website_id, month, visitors)
         SELECT website_id, date_trunc('month', day)::date, sum(visitors) FROM visit_days WHERE day < $1::date GROUP BY 1, 2
         ON CONFLICT (website_id, month) DO UPDATE SET visitors = visit_months.visitors + excluded.visitors`,
        [cutoff],
      );
      await m.query(
        `INSERT INTO visit_month_facts (website_id, month, fact, value, views)
         SELECT website_id, date_trunc('month', day)::date, fact, value, sum(views) FROM visit_day_facts WHERE day < $1::date GROUP BY 1, 2, 3, 4
         ON CONFLICT (website_id, month, fact, value) DO UPDATE SET views = visit_month_facts.views + excluded.views`,
        [cutoff],
      );
      await m.query(`DELETE FROM visit_hours WHERE hour < $1`, [cutoff]);
      await m.query(`DELETE FROM visit_days WHERE day < $1::date`, [cutoff]);
      await m.query(`DELETE FROM visit_day_facts WHERE day < $1::date`, [cutoff]);
    });
  }

  /** The dashboard's figures for a period ending now. */
  async read(websiteId: string, range: StatisticsRange, now = new Date()): Promise<Statistics> {
    const hourly = range === '24h';
    const days = hourly ? 1 : Number(range.slice(0, -1));
    const from = hourly ? new Date(Date.parse(hourOf(now)) - 23 * 3_600_000) : new Date(Date.parse(`${dayOf(now)}T00:00:00Z`) - (days - 1) * 86_400_000);
    const hours: ({ at: string; views: number; visitors: number } & Record<ConversionKind, number>)[] = await this.dataSource.query(
      `SELECT ${hourly ? `to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00.000"Z"')` : `to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD')`} AS at,
              sum(views)::int AS views, sum(visitors)::int AS visitors, sum(contact)::int AS contact, sum(newsletter)::int AS newsletter,
              sum(booking)::int AS booking, sum(call)::int AS call, sum(directions)::int AS directions
         FROM visit_hours WHERE website_id = $1 AND hour >= $2 GROUP BY 1`,
      [websiteId, from.toISOString()],
    );
    const dayVisitors: { at: string; visitors: number }[] = hourly
      ? []
      : await this.dataSource.query(`SELECT to_char(day, 'YYYY-MM-DD') AS at, visitors FROM visit_days WHERE website_id = $1 AND day >= $2::date`, [
          websiteId,
          dayOf(from),
        ]);
    const byAt = new Map(hours.map((row) => [row.at, row]));
    const visitorsByDay = new Map(dayVisitors.map((row) => [row.at, row.visitors]));
    const series: Statistics['series'] = [];
    for (let i = 0; i < (hourly ? 24 : days); i++) {
      const start = new Date(from.getTime() + i * (hourly ? 3_600_000 : 86_400_000));
      const key = hourly ? start.toISOString() : dayOf(start);
      const row = byAt.get(key);
      const kinds = Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, row?.[kind] ?? 0])) as Record<ConversionKind, number>;
      series.push({
        at: hourly ? key : `${key}T00:00:00.000Z`,
        views: row?.views ?? 0,
        // By day, the day's distinct visitors; by hour, those whose first view of their day it was.
        visitors: hourly ? (row?.visitors ?? 0) : (visitorsByDay.get(key) ?? 0),
        conversions: CONVERSION_KINDS.reduce((total, kind) => total + kinds[kind], 0),
        ...kinds,
      });
    }
    const sum = (pick: (row: (typeof hours)[number]) => number) => hours.reduce((total, row) => total + pick(row), 0);
    const visitors = series.reduce((total, point) => total + point.visitors, 0);
    const conversions = Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, sum((r) => r[kind])])) as Record<ConversionKind, number>;
    const converted = CONVERSION_KINDS.reduce((total, kind) => total + conversions[kind], 0);
    const facts: { fact: Fact; value: string; views: number }[] = await this.dataSource.query(
      `SELECT fact, value, views FROM (
         SELECT fact, value, sum(views)::int AS views, row_number() OVER (PARTITION BY fact ORDER BY sum(views) DESC, value) AS rank
           FROM visit_day_facts WHERE website_id = $1 AND day >= $2::date GROUP BY fact, value
       ) ranked WHERE rank <= 10 ORDER BY fact, views DESC, value`,
      [websiteId, dayOf(from)],
    );
    const ranked = (fact: Fact) => facts.filter((row) => row.fact === fact).map((row) => ({ name: row.value, views: row.views }));
    return {
      range,
      from: from.toISOString(),
      totals: {
        views: sum((r) => r.views),
        visitors,
        conversions,
        conversionRate: visitors ? Math.round((converted / visitors) * 1000) / 10 : 0,
      },
      series,
      referrers: ranked('referrer'),
      sources: ranked('source'),
      campaigns: ranked('campaign'),
      devices: ranked('device'),
      browsers: ranked('browser'),
      pages: ranked('page'),
      settings: await this.settingsOf(websiteId),
    };
  }

  /** The owner's statistics settings of the site (the defaults when never changed). */
  async settingsOf(websiteId: string): Promise<StatisticsSettings> {
    const rows: { counting: boolean; counting_changed_at: Date | null; weekly_email: boolean }[] = await this.dataSource.query(
      `SELECT counting, counting_changed_at, weekly_email FROM statistics_settings WHERE website_id = $1`,
      [websiteId],
    );
    const row = rows[0];
    return row
      ? { counting: row.counting, countingChangedAt: row.counting_changed_at?.toISOString() ?? null, weeklyEmail: row.weekly_email }
      : { counting: true, countingChangedAt: null, weeklyEmail: true };
  }

  /** Changes the settings given (counting's time changes only when counting does); figures counted so far stay. */
  async changeSettings(websiteId: string, change: { counting?: boolean; weeklyEmail?: boolean }): Promise<StatisticsSettings> {
    await this.dataSource.query(
      `INSERT INTO statistics_settings (website_id, counting, counting_changed_at, weekly_email)
       VALUES ($1, coalesce($2::boolean, true), CASE WHEN $2::boolean = false THEN now() END, coalesce($3::boolean, true))
       ON CONFLICT (website_id) DO UPDATE SET
         counting = coalesce($2::boolean, statistics_settings.counting),
         counting_changed_at = CASE WHEN $2::boolean IS DISTINCT FROM statistics_settings.counting AND $2::boolean IS NOT NULL THEN now() ELSE statistics_settings.counting_changed_at END,
         weekly_email = coalesce($3::boolean, statistics_settings.weekly_email)`,
      [websiteId, change.counting ?? null, change.weeklyEmail ?? null],
    );
    return this.settingsOf(websiteId);
  }

  /** Of these websites, those whose owner turned counting off: their visits are dropped before they are stored. */
  async notCounting(websiteIds: readonly string[]): Promise<Set<string>> {
    if (!websiteIds.length) return new Set();
    const rows: { id: string }[] = await this.dataSource.query(`SELECT website_id AS id FROM statistics_settings WHERE NOT counting AND website_id = ANY($1::uuid[])`, [
      websiteIds,
    ]);
    return new Set(rows.map((row) => row.id));
  }

  /** Each site's visits of the last 7 days, today included (each day's visitors added up): the website list's figure. */
  async recentVisits(websiteIds: readonly string[], now = new Date()): Promise<Map<string, number>> {
    if (!websiteIds.length) return new Map();
    const rows: { id: string; visits: number }[] = await this.dataSource.query(
      `SELECT website_id AS id, sum(visitors)::int AS visits FROM visit_days WHERE website_id = ANY($1::uuid[]) AND day > $2::date - 7 GROUP BY website_id`,
      [websiteIds, dayOf(now)],
    );
    return new Map(rows.map((row) => [row.id, row.visits]));
  }

  /** The website ids of published handles (the counter sees handles on the hot path). */
  async websitesOfHandles(handles: readonly string[]): Promise<Map<string, string>> {
    if (!handles.length) return new Map();
    const rows: { handle: string; id: string }[] = await this.dataSource.query(`SELECT handle, draft_id AS id FROM websites WHERE handle = ANY($1::text[])`, [handles]);
    return new Map(rows.map((row) => [row.handle, row.id]));
  }

  /** Of these users, those who own or (accepted) edit the website: their own visits are not counted. */
  async editorsOf(websiteId: string, userIds: readonly string[]): Promise<Set<string>> {
    if (!userIds.length) return new Set();
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT user_id AS id FROM draft_websites WHERE id = $1 AND user_id = ANY($2::uuid[])
       UNION SELECT invited_user_id AS id FROM website_invites WHERE website_id = $1 AND accepted AND invited_user_id = ANY($2::uuid[])`,
      [websiteId, userIds],
    );
    return new Set(rows.map((row) => row.id));
  }
}

/** Deletes a website's statistics (within the transaction that deletes the website); its counting switch goes by its foreign key. */
export async function forgetStatisticsOf(manager: EntityManager, websiteId: string): Promise<void> {
  for (const table of ['visits', 'visit_hours', 'visit_days', 'visit_day_visitors', 'visit_day_facts', 'visit_months', 'visit_month_facts']) {
    await manager.query(`DELETE FROM ${table} WHERE website_id = $1`, [websiteId]);
  }
}
