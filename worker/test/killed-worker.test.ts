import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Queue, QueueEvents } from 'bullmq';
import pg from 'pg';
import { DEFAULT_JOB_OPTIONS, generateJobSchema, queuePrefix } from '@frontdoor/shared';
import { onboardingAnswers } from '../../server/test/support/onboarding.js';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { OfflineComposer } from '../src/ai/offline/index.js';
import { startWorker, type RunningWorker } from '../src/start-worker.js';
import { startOpenAiStub, type OpenAiStub } from './support/openai-stub.js';

const WORKER_MAIN = new URL('../dist/main.js', import.meta.url).pathname;

let context: TestContext;
let stub: OpenAiStub;
let pool: pg.Pool;
let child: ChildProcess | undefined;
let replacement: RunningWorker | undefined;
let queue: Queue;
let events: QueueEvents;

beforeAll(async () => {
  if (!existsSync(WORKER_MAIN)) throw new Error('worker/dist is missing: run `npm test` or `npm run build` first');
  const composer = new OfflineComposer();
  // A slow model keeps the job running long enough to kill the worker in the middle of it.
  stub = await startOpenAiStub({
    delayMs: 1500,
    answer: (kind) =>
      composer.write(kind as 'intro', {
        brief: onboardingAnswers().brief,
        industry: 'barber-shop',
        count: kind === 'imageTerms' ? 6 : 3,
        summary: '',
      }),
  });
  context = await createTestContext({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stub.baseURL, WORKER_LOCK_MS: '2000' });
  pool = new pg.Pool({ connectionString: context.env.DATABASE_URL });
  pool.on('error', () => undefined); // idle clients are cut when the test database is dropped
  const connection = { url: context.env.REDIS_URL };
  queue = new Queue('ai-generate', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX), defaultJobOptions: DEFAULT_JOB_OPTIONS });
  events = new QueueEvents('ai-generate', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX) });
  await events.waitUntilReady();
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await replacement?.close();
  await events?.close();
  await queue?.close();
  await pool?.end();
  await stub?.stop();
  await context?.cleanup();
});

it('runs the job of a killed worker again, and one draft results', async () => {
  const [{ id: userId }] = (await pool.query(`INSERT INTO users (email) VALUES ('killed@example.com') RETURNING id`)).rows;
  const answers = onboardingAnswers();
  const websiteId = randomUUID();
  const data = generateJobSchema.parse({ ...answers, websiteId, userId });

  child = spawn(process.execPath, [WORKER_MAIN], {
    env: { ...process.env, ...Object.fromEntries(Object.entries(context.env).map(([k, v]) => [k, String(v ?? '')])) },
    stdio: 'ignore',
  });
  const job = await queue.add('generate', data, { jobId: websiteId });
  for (let i = 0; i < 100 && stub.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(stub.requests.length).toBeGreaterThan(0);
  expect(await job.getState()).toBe('active');
  child.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));

  replacement = await startWorker(context.env);
  const result = await job.waitUntilFinished(events, 40_000);
  expect(result).toEqual({ websiteId });

  const drafts = await pool.query(`SELECT id FROM draft_websites WHERE user_id = $1`, [userId]);
  expect(drafts.rows).toEqual([{ id: websiteId }]);
  const created = await pool.query(`SELECT count(*)::int AS n FROM draft_events WHERE draft_id = $1 AND kind = 'created'`, [websiteId]);
  expect(created.rows[0].n).toBe(1);

  // Running the same job again (a duplicate delivery) changes nothing.
  await queue.add('generate', data, { jobId: `${websiteId}-again` }).then((again) => again.waitUntilFinished(events, 40_000));
  expect((await pool.query(`SELECT count(*)::int AS n FROM draft_websites WHERE user_id = $1`, [userId])).rows[0].n).toBe(1);
});
