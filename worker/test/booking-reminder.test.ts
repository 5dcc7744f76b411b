import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import pg from 'pg';
import { createDefaultSiteDocument, DEFAULT_JOB_OPTIONS, queuePrefix, type BookingReminderJob } from '@frontdoor/shared';
import { jobDataKey, sealJobData } from '@frontdoor/shared/secret-box';
import { createDataSource, DraftEventStore } from '@frontdoor/data';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { startWorker, type RunningWorker } from '../src/start-worker.js';

// A booking's reminder (issue 40) is a delayed job in Redis: it outlives the worker (none runs
// when it falls due here; the next one sends it), and it goes out only while the booking is still
// confirmed at the version it was made for.

const SECRET = 'booking-reminder-test-secret-at-least-32-chars';
let context: TestContext;
let pool: pg.Pool;
let queue: Queue;
let events: QueueEvents;
let worker: RunningWorker | undefined;

beforeAll(async () => {
  context = await createTestContext({ AUTH_SECRET: SECRET });
  pool = new pg.Pool({ connectionString: context.env.DATABASE_URL });
  pool.on('error', () => undefined);
  const connection = { url: context.env.REDIS_URL };
  queue = new Queue('booking-reminder', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX), defaultJobOptions: DEFAULT_JOB_OPTIONS });
  events = new QueueEvents('booking-reminder', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX) });
  await events.waitUntilReady();
});

afterAll(async () => {
  await worker?.close();
  await events?.close();
  await queue?.close();
  await pool?.end();
  await context?.cleanup();
});

/** A booking of a fresh site, tomorrow, in this state and at this version. */
async function booking(status: string, sequence: number, email: string): Promise<string> {
  const [{ id: userId }] = (await pool.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [`owner-${randomUUID()}@example.com`])).rows;
  const id = randomUUID();
  const dataSource = createDataSource(context.env.DATABASE_URL);
  await dataSource.initialize();
  await new DraftEventStore(dataSource).createDraft({ userId, document: createDefaultSiteDocument({ id, businessName: 'Maple Street Barbers' }) });
  await dataSource.destroy();
  const [row] = (
    await pool.query(
      `INSERT INTO bookings (website_id, service_id, status, starts_at, ends_at, busy_until, name, email, sequence)
       VALUES ($1, 'cut', $2, now() + interval '1 day', now() + interval '1 day 45 minutes', now() + interval '1 day 45 minutes', 'Ana', $3, $4) RETURNING id`,
      [id, status, email, sequence],
    )
  ).rows;
  return row.id;
}

const reminder = (bookingId: string, sequence: number, to: string): BookingReminderJob => ({
  bookingId,
  sequence,
  email: { to, subject: 'Reminder: Haircut at Maple Street Barbers', text: 'See you soon.', html: '<p>See you soon.</p>' },
});

const finished = (jobId: string) =>
  new Promise<unknown>((resolve, reject) => {
    events.on('completed', ({ jobId: id, returnvalue }) => id === jobId && resolve(returnvalue));
    events.on('failed', ({ jobId: id, failedReason }) => id === jobId && reject(new Error(failedReason)));
  });

it('sends a reminder that fell due while no worker ran, and drops those of bookings changed since', async () => {
  const key = jobDataKey(SECRET);
  const current = await booking('confirmed', 1, 'ana@example.com');
  const moved = await booking('confirmed', 2, 'ben@example.com');
  const cancelled = await booking('cancelled', 2, 'cleo@example.com');
  const jobs = [
    [current, 1, 'ana@example.com'],
    [moved, 1, 'ben@example.com'],
    [cancelled, 1, 'cleo@example.com'],
  ] as const;
  for (const [id, sequence, to] of jobs) {
    await queue.add('remind', sealJobData(key, reminder(id, sequence, to)), { delay: 500, jobId: `reminder-${id}-${sequence}` });
  }
  expect(await queue.getDelayedCount()).toBe(3);
  // Due while no worker runs: the jobs wait in Redis.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const outcomes = Promise.all(jobs.map(([id, sequence]) => finished(`reminder-${id}-${sequence}`)));
  worker = await startWorker(context.env);
  expect(await outcomes).toEqual(['sent', 'stale', 'stale']);
  const { rows } = await pool.query(`SELECT to_address AS "to", subject FROM dev_mailbox WHERE to_address IN ('ana@example.com', 'ben@example.com', 'cleo@example.com')`);
  expect(rows).toEqual([{ to: 'ana@example.com', subject: 'Reminder: Haircut at Maple Street Barbers' }]);
});
