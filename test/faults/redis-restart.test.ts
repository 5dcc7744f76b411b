import type { Health } from '@frontdoor/shared';
import { PrivateRedis } from '../../server/test/support/private-redis.js';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { countEdits } from './support/live-editing.js';
import { assertBuilt } from './support/processes.js';
import { scale, sleep } from './support/report.js';
import { checkOutage, startServingApp, waitForHealth, type ServingApp } from './support/serving.js';

// Fault: Redis (one of the test's own) is killed while the server serves a published page and a
// designer types, stays away, then starts again, empty (no persistence). Meanwhile /api/health
// answers 503 naming Redis; the page and the edits go on; afterwards health is 200 again with
// neither the server nor the worker restarted, and every edit is stored once.

const OUTAGE_MS = scale(3_000, 15_000);
const ROUNDS = scale(1, 3);

let redis: PrivateRedis;
let context: TestContext;
let app: ServingApp | undefined;

beforeAll(async () => {
  assertBuilt();
  redis = await PrivateRedis.start();
  context = await createTestContext({ REDIS_URL: redis.url, AUTH_SECRET: 'fault-redis-secret-0123456789abcdefghijk' });
});

afterAll(async () => {
  await app?.stop();
  await redis?.stop();
  await context?.cleanup();
});

it(
  `keeps serving and editing through ${ROUNDS} Redis restart(s) of ${OUTAGE_MS / 1000} s`,
  async () => {
    app = await startServingApp(context.env, 'fault-redis-site');
    const whileDown: { status: number; body: Health }[] = [];
    const backAfter: number[] = [];
    let editsWhileDown = 0;
    let viewsWhileDown = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await redis.stop();
      const stoppedAt = Date.now();
      const [editsBefore, viewsBefore] = [app.typist.made.length, app.visitor.views];
      whileDown.push(await waitForHealth(app.base, (body) => body.redis === 'down', 10_000));
      await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)));
      whileDown.push(await waitForHealth(app.base, () => true, 1));
      editsWhileDown += app.typist.made.length - editsBefore;
      viewsWhileDown += app.visitor.views - viewsBefore;
      await redis.start();
      // The worker's heartbeat (every 5 s) has to come back too: health is 200 once it has.
      const back = await waitForHealth(app.base, (body) => body.status === 'ok', 30_000);
      expect(back).toMatchObject({ status: 200, body: { status: 'ok', db: 'ok', redis: 'ok', worker: 'ok' } });
      backAfter.push(back.afterMs);
      await sleep(500);
    }
    await app.visitor.stop();
    await app.typist.stop();
    const edits = await countEdits(app.tab, app.typist, app.db!, app.draft.draftId);
    checkOutage('Redis', ROUNDS, OUTAGE_MS, { whileDown, backAfter, editsWhileDown, viewsWhileDown }, edits, app.visitor);
    expect(edits.refusals).toEqual([]);
  },
  scale(60_000, 240_000),
);
