import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import pg from 'pg';
import { createDefaultSiteDocument, DEFAULT_JOB_OPTIONS, queuePrefix } from '@frontdoor/shared';
import { createDataSource, DraftEventStore } from '@frontdoor/data';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { startWorker, type RunningWorker } from '../src/start-worker.js';

// The owners' Monday email (issue 42), through the worker's `statistics-weekly` queue on the real
// PostgreSQL and Redis, into the development mailbox: only owners of published sites with visits
// that week, counting on and the email on, get one, in plain words against the week before; a
// second run that week sends nothing more.

let context: TestContext;
let pool: pg.Pool;
let queue: Queue;
let events: QueueEvents;
let worker: RunningWorker;

beforeAll(async () => {
  context = await createTestContext({ PUBLIC_URL: 'https://frontdoor.example' });
  pool = new pg.Pool({ connectionString: context.env.DATABASE_URL });
  pool.on('error', () => undefined);
  const connection = { url: context.env.REDIS_URL };
  queue = new Queue('statistics-weekly', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX), defaultJobOptions: DEFAULT_JOB_OPTIONS });
  events = new QueueEvents('statistics-weekly', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX) });
  await events.waitUntilReady();
  worker = await startWorker(context.env);
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await events?.close();
  await queue?.close();
  await pool?.end();
  await context?.cleanup();
});

const WEEK = '2026-11-16'; // a Monday
const BEFORE = '2026-11-09';

/** A site of a new owner, published at `handle` unless null. */
async function site(name: string, handle: string | null): Promise<{ id: string; email: string }> {
  const email = `owner-${randomUUID()}@example.com`;
  const [{ id: userId }] = (await pool.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email])).rows;
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: name });
  const dataSource = await createDataSource(context.env.DATABASE_URL).initialize();
  await new DraftEventStore(dataSource).createDraft({ userId, document });
  await dataSource.destroy();
  if (handle) {
    await pool.query(`INSERT INTO websites (handle, draft_id, user_id, website_settings, document, html, etag) VALUES ($1, $2, $3, $4, $5, '<p>', '"x"')`, [
      handle,
      id,
      userId,
      JSON.stringify(document.websiteSettings),
      JSON.stringify(document),
    ]);
  }
  return { id, email };
}

/** A day's totals as the counter leaves them: visitors that day, views and conversions at noon, views by referrer. */
async function day(id: string, date: string, figures: { visitors: number; views: number; call?: number; contact?: number; referrer?: [string, number] }) {
  await pool.query(`INSERT INTO visit_days (website_id, day, visitors) VALUES ($1, $2, $3)`, [id, date, figures.visitors]);
  await pool.query(`INSERT INTO visit_hours (website_id, hour, views, visitors, call, contact) VALUES ($1, $2, $3, $4, $5, $6)`, [
    id,
    `${date}T12:00:00Z`,
    figures.views,
    figures.visitors,
    figures.call ?? 0,
    figures.contact ?? 0,
  ]);
  if (figures.referrer) {
    await pool.query(`INSERT INTO visit_day_facts (website_id, day, fact, value, views) VALUES ($1, $2, 'referrer', $3, $4)`, [id, date, ...figures.referrer]);
  }
}

const run = async (weekStart: string) => {
  const job = await queue.add('weekly', { weekStart });
  return job.waitUntilFinished(events, 30_000) as Promise<{ weekStart: string; sent: number }>;
};

const mailTo = async (to: string) => (await pool.query(`SELECT subject, text, html FROM dev_mailbox WHERE to_address = $1`, [to])).rows;

it('tells each owner of a site with visits last week, once, in plain words; nobody whose counting or email is off, or without visits', async () => {
  const harbor = await site('Harbor <Dental>', 'harbor-weekly');
  await day(harbor.id, '2026-11-16', { visitors: 20, views: 30, call: 3, referrer: ['www.google.com', 12] });
  await day(harbor.id, '2026-11-21', { visitors: 18, views: 22, call: 2, contact: 1, referrer: ['m.facebook.com', 5] });
  await day(harbor.id, BEFORE, { visitors: 30, views: 40 });
  // The day after the week is not in it.
  await day(harbor.id, '2026-11-23', { visitors: 500, views: 900, call: 50 });
  const counted = await site('Quiet Counting', 'quiet-counting');
  await day(counted.id, WEEK, { visitors: 4, views: 4 });
  await pool.query(`INSERT INTO statistics_settings (website_id, counting) VALUES ($1, false)`, [counted.id]);
  const unsubscribed = await site('No Email', 'no-email');
  await day(unsubscribed.id, WEEK, { visitors: 4, views: 4 });
  await pool.query(`INSERT INTO statistics_settings (website_id, weekly_email) VALUES ($1, false)`, [unsubscribed.id]);
  const unvisited = await site('Nobody Came', 'nobody-came');
  await day(unvisited.id, BEFORE, { visitors: 4, views: 4 });
  const unpublished = await site('Not Published', null);
  await day(unpublished.id, WEEK, { visitors: 4, views: 4 });

  expect(await run(WEEK)).toEqual({ weekStart: WEEK, sent: 1 });
  const [mail, ...more] = await mailTo(harbor.email);
  expect(more).toEqual([]);
  expect(mail.subject).toBe('Your week: 38 visits to Harbor <Dental>');
  expect(mail.text).toContain('Harbor <Dental> had 38 visits last week, up from 30 the week before, and 52 page views.');
  expect(mail.text).toContain('Visitors left 5 taps on your phone number and 1 message through the contact form.');
  expect(mail.text).toContain('Of the visits that came through a link, most came from Google.');
  expect(mail.text).toContain(`See your statistics: https://frontdoor.example/websites/statistics?websiteId=${harbor.id}`);
  expect(mail.html).toContain('Harbor &lt;Dental&gt; had 38 visits');
  expect(mail.html).not.toContain('<Dental>');
  for (const other of [counted, unsubscribed, unvisited, unpublished]) expect(await mailTo(other.email)).toEqual([]);

  // Another run for the same week (a second worker, a retry) sends nothing more.
  expect(await run(WEEK)).toEqual({ weekStart: WEEK, sent: 0 });
  expect(await mailTo(harbor.email)).toHaveLength(1);
  // The week after is a new week.
  expect(await run('2026-11-23')).toEqual({ weekStart: '2026-11-23', sent: 1 });
  const [, next] = await mailTo(harbor.email);
  expect(next.subject).toBe('Your week: 500 visits to Harbor <Dental>');
  expect(next.text).toContain('had 500 visits last week, up from 38 the week before');
});

it('is scheduled for Mondays at 08:00 UTC', async () => {
  const [scheduler] = await queue.getJobSchedulers();
  expect(scheduler).toMatchObject({ key: 'statistics-weekly', pattern: '0 8 * * 1', tz: 'UTC' });
});
