import type { Health } from '@frontdoor/shared';
import { createDataSource } from '@frontdoor/data';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { countEdits } from './support/live-editing.js';
import { PrivatePostgres } from './support/private-postgres.js';
import { assertBuilt } from './support/processes.js';
import { scale, sleep } from './support/report.js';
import { checkOutage, startServingApp, waitForHealth, type ServingApp } from './support/serving.js';

// Fault: PostgreSQL (a cluster of the test's own, so other suites are unaffected) stops like a
// crash while the server serves a published page and a designer types, stays away, then starts
// again. Meanwhile /api/health answers 503 naming the database; the published page is served
// from the cache; edits are kept and stored once it is back. Nothing is restarted but PostgreSQL.

const OUTAGE_MS = scale(4_000, 20_000);
const ROUNDS = scale(1, 3);

let postgres: PrivatePostgres;
let context: TestContext;
let app: ServingApp | undefined;

beforeAll(async () => {
  assertBuilt();
  postgres = await PrivatePostgres.start();
  context = await createTestContext({ DATABASE_URL: postgres.database(`frontdoor_fault_${process.pid}`), AUTH_SECRET: 'fault-postgres-secret-0123456789abcdefgh' });
});

afterAll(async () => {
  await app?.stop();
  await postgres?.start().catch(() => undefined);
  await context?.cleanup().catch(() => undefined);
  await postgres?.remove();
});

it(
  `keeps serving and editing through ${ROUNDS} PostgreSQL restart(s) of ${OUTAGE_MS / 1000} s`,
  async () => {
    app = await startServingApp(context.env, 'fault-pg-site');
    const whileDown: { status: number; body: Health }[] = [];
    const apiWhileDown: { status: number; body: unknown }[] = [];
    const backAfter: number[] = [];
    let editsWhileDown = 0;
    let viewsWhileDown = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await app.db!.destroy();
      app.db = null;
      await postgres.stop();
      const stoppedAt = Date.now();
      const [editsBefore, viewsBefore] = [app.typist.made.length, app.visitor.views];
      whileDown.push(await waitForHealth(app.base, (body) => body.db === 'down', 10_000));
      // A signed-in call that needs the database is told to try again in a moment, not a fault.
      const call = await fetch(`${app.base}/api/websites`, { headers: { authorization: `Bearer ${app.draft.token}` }, signal: AbortSignal.timeout(15_000) });
      apiWhileDown.push({ status: call.status, body: await call.json() });
      await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)));
      // Still down at the end of the outage, and still naming the right part.
      whileDown.push(
        await waitForHealth(app.base, () => true, 1).catch((error: Error) => {
          const { exitCode, signalCode } = app!.server.child;
          throw new Error(`${error.message} (server exit ${exitCode ?? signalCode ?? 'none'})\nserver output:\n${app!.server.output.join('').slice(-3000)}`);
        }),
      );
      editsWhileDown += app.typist.made.length - editsBefore;
      viewsWhileDown += app.visitor.views - viewsBefore;
      await postgres.start();
      const back = await waitForHealth(app.base, (body) => body.status === 'ok', 30_000);
      expect(back).toMatchObject({ status: 200, body: { status: 'ok', db: 'ok', redis: 'ok', worker: 'ok' } });
      backAfter.push(back.afterMs);
      app.db = createDataSource(context.env.DATABASE_URL);
      await app.db.initialize();
      await sleep(1000);
    }
    await app.visitor.stop();
    await app.typist.stop();
    const closes = app.tab.closes.map((close) => `${close.code} ${close.reason}`);
    const edits = await countEdits(app.tab, app.typist, app.db!, app.draft.draftId).catch((error: Error) => {
      // The stored document could not even be read: say what the server and the connection saw.
      throw new Error(`${error.message.slice(0, 500)}\nconnection closes: ${closes.join(', ')}\nserver output:\n${app!.server.output.join('').slice(-4000)}`);
    });
    for (const answer of apiWhileDown) {
      expect(answer).toEqual({ status: 503, body: { error: { code: 'service_unavailable', message: 'Please check your connection and try again' } } });
    }
    checkOutage('PostgreSQL', ROUNDS, OUTAGE_MS, { whileDown, backAfter, editsWhileDown, viewsWhileDown }, edits, app.visitor);
  },
  scale(60_000, 240_000),
);
