import { Queue, QueueEvents } from 'bullmq';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { DEFAULT_JOB_OPTIONS, queuePrefix } from '@frontdoor/shared';
import { jobDataKey, sealJobData } from '@frontdoor/shared/secret-box';
import { hashToken, randomToken } from '../../server/src/auth/secrets.js';
import { createDataSource } from '@frontdoor/data';
import { eventually } from '../../server/test/support/collab-client.js';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { createEditableDraft } from './support/live-editing.js';
import { assertBuilt, startWorkerProcess, type RunningProcess } from './support/processes.js';
import { report, scale, SEED, seeded, sleep } from './support/report.js';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer.js';

// Fault: the worker process is SIGKILLed in the middle of a contact export: while the export job
// runs (reading the entries, writing the CSV, connecting to the mail server) and while a real SMTP
// peer holds its answer to the export's email. A new worker is started each time; the last one
// finishes. The owner must get the export's email exactly once, and the CSV must hold every entry.

const KILLS = scale(2, 6);
const ENTRIES = scale(200, 2000);
const HOLD_MS = 800;

let context: TestContext;
let smtp: SmtpPeer;
let db: DataSource;
let pool: pg.Pool;
let queue: Queue;
let events: QueueEvents;
let worker: RunningProcess | undefined;

beforeAll(async () => {
  assertBuilt();
  smtp = await startSmtpPeer(HOLD_MS);
  context = await createTestContext({ SMTP_URL: smtp.url, WORKER_LOCK_MS: '1500' });
  db = createDataSource(context.env.DATABASE_URL);
  await db.initialize();
  pool = new pg.Pool({ connectionString: context.env.DATABASE_URL });
  pool.on('error', () => undefined);
  const connection = { url: context.env.REDIS_URL };
  queue = new Queue('export-contacts', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX), defaultJobOptions: DEFAULT_JOB_OPTIONS });
  events = new QueueEvents('export-contacts', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX) });
  await events.waitUntilReady();
});

afterAll(async () => {
  await worker?.kill();
  await events?.close();
  await queue?.close();
  await pool?.end();
  await db?.destroy();
  await smtp?.stop();
  await context?.cleanup();
});

it(
  `emails one contact export exactly once through ${KILLS} SIGKILLs of the worker mid-export`,
  async () => {
    const moment = seeded(SEED);
    const owner = 'export-kill@example.com';
    const { userId, draftId } = await createEditableDraft(db, context.env, owner);
    await pool.query(
      `INSERT INTO customer_contact_forms (website_id, handle, fields)
       SELECT $1, 'fault-export', jsonb_build_array(jsonb_build_object('title', 'Name', 'value', 'Visitor ' || n), jsonb_build_object('title', 'Message', 'value', 'Hello number ' || n))
         FROM generate_series(1, $2::int) AS n`,
      [draftId, ENTRIES],
    );
    // As POST /api/websites/:id/export-contacts does: the export row, then its job (id = export id,
    // its data sealed with the key from AUTH_SECRET).
    const [{ id: exportId }] = (
      await pool.query<{ id: string }>(
        `INSERT INTO contact_exports (website_id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '7 days') RETURNING id`,
        [draftId, userId, hashToken(randomToken())],
      )
    ).rows;
    const data = sealJobData(jobDataKey(context.env.AUTH_SECRET), { exportId, downloadUrl: `http://127.0.0.1/api/exports/${exportId}?token=t` });
    const job = await queue.add('export', data, { jobId: exportId });

    const killedAt: string[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      worker = startWorkerProcess(context.env);
      if (kill % 2 === 0) {
        // While the export runs: reading the entries, writing the CSV, connecting to the peer.
        await eventually(async () => (await job.getState()) === 'active', 'the export to start', 20_000);
        await sleep(moment(0, 150));
        killedAt.push('export running');
      } else {
        // While the peer holds its answer to the email: the worker cannot know it was delivered.
        await smtp.nextMessage();
        await sleep(moment(0, HOLD_MS - 200));
        killedAt.push('email in flight');
      }
      await worker.kill();
    }
    worker = startWorkerProcess(context.env);
    const result = await job.waitUntilFinished(events, 60_000).catch((error: Error) => ({ failed: error.message }));
    // Late copies would come within a retry or two; then the worker stops.
    await sleep(1500);
    await worker.stop();
    worker = undefined;

    const emails = smtp.delivered.filter((mail) => mail.to.includes(owner) && /Your contacts from/.test(mail.raw)).length;
    const [stored] = (await pool.query<{ rows: number; csv: string }>(`SELECT rows, csv FROM contact_exports WHERE id = $1`, [exportId])).rows;
    const csvLines = stored?.csv ? stored.csv.trim().split('\n').length - 1 : 0;
    report('worker SIGKILL mid-export', {
      effects: 1,
      lost: Math.max(0, 1 - emails),
      duplicated: Math.max(0, emails - 1),
      detail: `${KILLS} SIGKILLs (${killedAt.join(', ')}), ${smtp.aborted} SMTP transactions cut before the peer answered, CSV of ${csvLines} of ${ENTRIES} entries, FAULT_SEED=${SEED}`,
    });
    expect(result).toEqual({ rows: ENTRIES });
    expect(emails).toBe(1);
    expect(stored?.rows).toBe(ENTRIES);
    expect(csvLines).toBe(ENTRIES);
  },
  scale(60_000, 180_000),
);
