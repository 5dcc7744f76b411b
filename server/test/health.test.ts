import type { NestExpressApplication } from '@nestjs/platform-express';
import { healthSchema } from '@frontdoor/shared';
import { JobQueues } from '../src/queues/job-queues.js';
import { startWorker, type RunningWorker } from '../../worker/src/start-worker.js';
import { PrivateRedis } from './support/private-redis.js';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';

let redis: PrivateRedis;
let context: TestContext;
let app: NestExpressApplication;
let worker: RunningWorker;
let base: string;

async function health() {
  const res = await fetch(`${base}/api/health`);
  return { status: res.status, body: healthSchema.parse(await res.json()) };
}

async function waitForHealth(expected: (body: Awaited<ReturnType<typeof health>>['body']) => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  let last = await health();
  while (!expected(last.body) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 250));
    last = await health();
  }
  return last;
}

beforeAll(async () => {
  redis = await PrivateRedis.start();
  context = await createTestContext({ REDIS_URL: redis.url });
  ({ app, base } = await startTestServer(context.env));
  worker = await startWorker(context.env);
});

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await redis?.stop();
  await context?.cleanup();
});

it('reports every part ok when PostgreSQL, Redis and the worker run', async () => {
  const { status, body } = await waitForHealth((b) => b.status === 'ok');
  expect(status).toBe(200);
  expect(body).toEqual({ status: 'ok', db: 'ok', redis: 'ok', worker: 'ok' });
});

it('names Redis as down while it is stopped, and recovers by itself when it returns', async () => {
  await redis.stop();
  const down = await waitForHealth((b) => b.redis === 'down', 5_000);
  expect(down.status).toBe(503);
  expect(down.body).toMatchObject({ status: 'degraded', db: 'ok', redis: 'down' });
  // Alive, but not ready for traffic, until Redis is back.
  expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
  const notReady = await fetch(`${base}/api/health/ready`);
  expect(notReady.status).toBe(503);
  expect(healthSchema.parse(await notReady.json()).redis).toBe('down');

  await redis.start();
  // Neither the server nor the worker is restarted: both reconnect, the heartbeat returns.
  const back = await waitForHealth((b) => b.status === 'ok');
  expect(back.body).toEqual({ status: 'ok', db: 'ok', redis: 'ok', worker: 'ok' });
  expect(back.status).toBe(200);
  expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

  // Jobs flow again: an email queued now reaches the development mailbox through the worker.
  await app.get(JobQueues).sendEmail({ to: 'back@example.com', subject: 'Back', text: 'ok', html: '<p>ok</p>' });
  let mails: unknown[] = [];
  for (let i = 0; i < 100 && mails.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    mails = (await (await fetch(`${base}/api/dev/mailbox?to=back@example.com`)).json()) as unknown[];
  }
  expect(mails).toHaveLength(1);
});

it('reports the worker down once it stops', async () => {
  await worker.close();
  const { body } = await waitForHealth((b) => b.worker === 'down', 3_000);
  expect(body).toMatchObject({ status: 'degraded', redis: 'ok', worker: 'down' });
  // A stopped worker delays jobs; the server still serves, so it stays ready.
  expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
  expect(await (await fetch(`${base}/api/health/live`)).json()).toEqual({ status: 'ok' });
  worker = { close: async () => undefined };
});
