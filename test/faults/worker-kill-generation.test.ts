import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import pg from 'pg';
import { DEFAULT_JOB_OPTIONS, documentImages, generateJobSchema, queuePrefix, siteDocumentSchema } from '@frontdoor/shared';
import { onboardingAnswers } from '../../server/test/support/onboarding.js';
import { eventually } from '../../server/test/support/collab-client.js';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { OfflineComposer } from '../../worker/src/ai/offline/index.js';
import { startOpenAiStub, type OpenAiStub } from '../../worker/test/support/openai-stub.js';
import { assertBuilt, startWorkerProcess, type RunningProcess } from './support/processes.js';
import { report, scale, SEED, seeded, sleep } from './support/report.js';

// Fault: the worker process is SIGKILLed in the middle of a site generation (while the model
// answers, and once right after the draft was written, before the job could complete), a new
// worker is started each time, and the last one finishes. The effects of the job (one draft,
// one `created` event, its image rows) must each happen exactly once.

const KILLS = scale(2, 5);

let context: TestContext;
let stub: OpenAiStub;
let pool: pg.Pool;
let queue: Queue;
let events: QueueEvents;
let worker: RunningProcess | undefined;

beforeAll(async () => {
  assertBuilt();
  const composer = new OfflineComposer();
  // A slow model keeps the job running long enough to kill the worker in the middle of it.
  stub = await startOpenAiStub({
    delayMs: 600,
    answer: (kind) =>
      composer.write(kind as 'intro', {
        brief: onboardingAnswers().brief,
        industry: 'barber-shop',
        count: kind === 'imageTerms' ? 6 : 3,
        summary: '',
      }),
  });
  context = await createTestContext({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stub.baseURL, WORKER_LOCK_MS: '1500' });
  pool = new pg.Pool({ connectionString: context.env.DATABASE_URL });
  pool.on('error', () => undefined);
  const connection = { url: context.env.REDIS_URL };
  queue = new Queue('ai-generate', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX), defaultJobOptions: DEFAULT_JOB_OPTIONS });
  events = new QueueEvents('ai-generate', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX) });
  await events.waitUntilReady();
});

afterAll(async () => {
  await worker?.kill();
  await events?.close();
  await queue?.close();
  await pool?.end();
  await stub?.stop();
  await context?.cleanup();
});

const count = async (sql: string, params: unknown[]) => (await pool.query<{ n: number }>(sql, params)).rows[0]!.n;

it(
  `generates one draft, once, through ${KILLS} SIGKILLs of the worker mid-generation`,
  async () => {
    const moment = seeded(SEED);
    const {
      rows: [{ id: userId }],
    } = await pool.query<{ id: string }>(`INSERT INTO users (email) VALUES ('gen-kill@example.com') RETURNING id`);
    const websiteId = randomUUID();
    const job = await queue.add('generate', generateJobSchema.parse({ ...onboardingAnswers(), websiteId, userId }), { jobId: websiteId });
    const draftRows = () => count(`SELECT count(*)::int AS n FROM draft_websites WHERE user_id = $1`, [userId]);

    const killedAt: string[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const asked = stub.requests.length;
      worker = startWorkerProcess(context.env);
      if (kill < KILLS - 1) {
        // While the model answers (each answer takes 600 ms): the worker has the job and waits on
        // the stub. A worker that finds the draft already written completes without asking again.
        await eventually(async () => stub.requests.length > asked || (await draftRows()) > 0, 'the worker to call the model', 20_000);
        if (stub.requests.length === asked) {
          killedAt.push((await job.getState()) === 'completed' ? 'after-completion' : 'after-draft');
          await worker.kill();
          break;
        }
        await sleep(moment(0, 400));
        killedAt.push('mid-model');
      } else {
        // The last kill lands right after the draft was written, before the job could complete.
        await eventually(async () => (await draftRows()) > 0, 'the draft to be written', 40_000);
        killedAt.push((await job.getState()) === 'completed' ? 'after-completion' : 'after-draft');
      }
      await worker.kill();
    }
    worker = startWorkerProcess(context.env);
    const result = await job.waitUntilFinished(events, 60_000).catch((error: Error) => ({ failed: error.message }));
    await worker.stop();
    worker = undefined;

    const drafts = await draftRows();
    const created = await count(`SELECT count(*)::int AS n FROM draft_events WHERE draft_id = $1 AND kind = 'created'`, [websiteId]);
    const [stored] = (await pool.query<{ document: unknown }>(`SELECT document FROM draft_websites WHERE id = $1`, [websiteId])).rows;
    const images = stored ? documentImages(siteDocumentSchema.parse(stored.document)).length : 0;
    const imageRows = await count(`SELECT count(*)::int AS n FROM website_images WHERE website_id = $1 AND search_terms IS NOT NULL`, [websiteId]);
    // One draft, one `created` event and one row per image of the stored document are the effects.
    const expected = 1 + 1 + images;
    const lost = Math.max(0, 1 - drafts) + Math.max(0, 1 - created) + Math.max(0, images - imageRows);
    const duplicated = Math.max(0, drafts - 1) + Math.max(0, created - 1) + Math.max(0, imageRows - images);
    report('worker SIGKILL mid-generation', {
      effects: expected,
      lost,
      duplicated,
      detail: `${killedAt.length} SIGKILLs (${killedAt.join(', ')}), ${stub.requests.length} model calls, FAULT_SEED=${SEED}`,
    });
    expect(result).toEqual({ websiteId });
    expect(images).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
  },
  scale(60_000, 180_000),
);
