import { freePort } from '../../server/test/support/free-port.js';
import { PrivateRedis } from '../../server/test/support/private-redis.js';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { signInByCode } from '../../server/test/support/sign-in.js';
import { assertBuilt, startServerProcess, startWorkerProcess, untilAnswering, type RunningProcess } from './support/processes.js';
import { report, scale, sleep } from './support/report.js';
import { waitForHealth } from './support/serving.js';

// Fault: the server (and worker) start while nothing listens at REDIS_URL. The server must say,
// in one line, what is down, where it looked and how to start it (no stack traces, no line per
// retry), keep answering (health 503 naming Redis), and recover by itself once Redis starts:
// health 200 and a sign-in code emailed through the queue, once.

const DOWN_MS = scale(3_000, 15_000);

let context: TestContext;
let redis: PrivateRedis | undefined;
let server: RunningProcess | undefined;
let worker: RunningProcess | undefined;

beforeAll(async () => {
  assertBuilt();
  const redisPort = await freePort();
  redis = PrivateRedis.at(redisPort);
  context = await createTestContext({ REDIS_URL: redis.url, AUTH_SECRET: 'fault-redis-start-secret-0123456789abcd' });
});

afterAll(async () => {
  await server?.stop();
  await worker?.stop();
  await redis?.stop();
  await context?.cleanup();
});

it(
  `says Redis is down in one line at start, then recovers when it starts (${DOWN_MS / 1000} s later)`,
  async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServerProcess(context.env, port);
    worker = startWorkerProcess(context.env);
    await untilAnswering(base);
    const down = await waitForHealth(base, (body) => body.redis === 'down', 10_000);
    await sleep(DOWN_MS);
    const printed = server.output.join('').split('\n').filter(Boolean);
    const aboutRedis = printed.filter((line) => /redis/i.test(line));
    const stackLines = printed.filter((line) => /^\s+at /.test(line) || /Unhandled error event/.test(line));

    await redis!.start();
    const back = await waitForHealth(base, (body) => body.status === 'ok', 30_000);
    // An effect through Redis after the recovery: a sign-in code, emailed once through the worker.
    const email = 'redis-start@example.com';
    await signInByCode(base, email);
    await sleep(1000);
    const mails = (await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as unknown[];
    report('Redis down at start', {
      effects: 1,
      lost: Math.max(0, 1 - mails.length),
      duplicated: Math.max(0, mails.length - 1),
      detail: `health while down ${down.status} redis ${down.body.redis}, 200 again ${(back.afterMs / 1000).toFixed(1)} s after Redis started; message: ${aboutRedis.map((line) => JSON.parse(line).message ?? line).join(' | ')}`,
    });
    expect(down).toMatchObject({ status: 503, body: { db: 'ok', redis: 'down' } });
    expect(stackLines).toEqual([]);
    expect(aboutRedis).toHaveLength(1);
    expect(aboutRedis[0]).toContain(`Redis is not reachable at ${redis!.url}`);
    expect(aboutRedis[0]).toContain('docker compose -f docker-compose.yml -f docker-compose.dev.yml up -d redis');
    expect(back).toMatchObject({ status: 200, body: { status: 'ok', db: 'ok', redis: 'ok', worker: 'ok' } });
    expect(mails).toHaveLength(1);
  },
  scale(60_000, 120_000),
);
