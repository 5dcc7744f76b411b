import type { DataSource } from 'typeorm';
import { createDataSource } from '@frontdoor/data';
import { connectCollab, type CollabClient } from '../../server/test/support/collab-client.js';
import { freePort } from '../../server/test/support/free-port.js';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { countEdits, createEditableDraft, startTyping } from './support/live-editing.js';
import { assertBuilt, startServerProcess, untilAnswering, type RunningProcess } from './support/processes.js';
import { report, scale, SEED, seeded, sleep } from './support/report.js';

// Fault: the server process is SIGKILLed at random moments while a designer types without
// pausing (mid-batch, while the provider resyncs after the previous restart, while edits pile up
// offline), then started again. Every edit the provider made must be in the stored document once.

const KILLS = scale(2, 10);
const SECRET = 'fault-server-kill-secret-0123456789abcdef';

let context: TestContext;
let db: DataSource;
let server: RunningProcess | undefined;
let tab: CollabClient | undefined;

beforeAll(async () => {
  assertBuilt();
  context = await createTestContext({ AUTH_SECRET: SECRET });
  db = createDataSource(context.env.DATABASE_URL);
  await db.initialize();
});

afterAll(async () => {
  tab?.destroy();
  await server?.kill();
  await db?.destroy();
  await context?.cleanup();
});

it(
  `loses no acknowledged edit and stores none twice through ${KILLS} SIGKILLs of the server`,
  async () => {
    const moment = seeded(SEED);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { draftId, token } = await createEditableDraft(db, context.env, 'server-kill@example.com');
    server = startServerProcess(context.env, port);
    await untilAnswering(base);
    tab = connectCollab(base, draftId, token);
    await tab.synced;
    const pace = seeded(SEED ^ 0x5bd1e995);
    const typist = startTyping(tab, (synced) => (synced ? pace(0, 8) : 40));

    for (let kill = 0; kill < KILLS; kill++) {
      await sleep(moment(200, 1200));
      await server.kill();
      await sleep(moment(0, 300));
      server = startServerProcess(context.env, port);
      await untilAnswering(base);
    }
    // A little more typing on the last server, then the typist stops.
    await sleep(500);
    await typist.stop();

    const count = await countEdits(tab, typist, db, draftId);
    tab = undefined;
    report('server SIGKILL during live editing', {
      effects: count.edits,
      lost: count.lost,
      duplicated: count.duplicated,
      detail: `${KILLS} SIGKILLs, ${count.offline} edits made while not synced, ${count.events} events stored, FAULT_SEED=${SEED}`,
    });
    expect(count.lost).toBe(0);
    expect(count.duplicated).toBe(0);
    expect(count.storedEqualsProvider).toBe(true);
    expect(count.replayEqualsLoad).toBe(true);
    expect(count.sequencesWhole).toBe(true);
  },
  scale(60_000, 240_000),
);
