import type { DataSource } from 'typeorm';
import { healthSchema, type Env, type Health } from '@frontdoor/shared';
import { createDataSource } from '@frontdoor/data';
import { connectCollab, eventually, type CollabClient } from '../../../server/test/support/collab-client.js';
import { freePort } from '../../../server/test/support/free-port.js';
import { createEditableDraft, startTyping, type countEdits, type EditableDraft, type Typist } from './live-editing.js';
import { startServerProcess, startWorkerProcess, untilAnswering, type RunningProcess } from './processes.js';
import { report, sleep } from './report.js';

/** A visitor who keeps asking for a published page; every answer but 200 is a lost page view. */
export interface Visitor {
  views: number;
  failed: { status: number | string; at: number }[];
  stop(): Promise<void>;
}

export function startVisiting(url: string, expectedBody: string, everyMs = 50): Visitor {
  const visitor: Visitor = { views: 0, failed: [], stop: async () => undefined };
  let stopping = false;
  const loop = (async () => {
    while (!stopping) {
      visitor.views += 1;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
        const body = await res.text();
        if (res.status !== 200 || body !== expectedBody) visitor.failed.push({ status: res.status, at: Date.now() });
      } catch (error) {
        visitor.failed.push({ status: String((error as Error).message), at: Date.now() });
      }
      await sleep(everyMs);
    }
  })();
  visitor.stop = async () => {
    stopping = true;
    await loop;
  };
  return visitor;
}

export async function health(base: string): Promise<{ status: number; body: Health }> {
  const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
  return { status: res.status, body: healthSchema.parse(await res.json()) };
}

/** Polls /api/health until `expected` holds; answers the last reading (the caller asserts on it). */
export async function waitForHealth(base: string, expected: (body: Health) => boolean, timeoutMs: number): Promise<{ status: number; body: Health; afterMs: number }> {
  const started = Date.now();
  let last = await health(base).catch(() => null);
  while (!(last && expected(last.body)) && Date.now() - started < timeoutMs) {
    await sleep(100);
    last = await health(base).catch(() => null);
  }
  if (!last) throw new Error('/api/health did not answer');
  return { ...last, afterMs: Date.now() - started };
}

/** A server and a worker (built, separate processes), a published site, a designer typing, a visitor reading. */
export interface ServingApp {
  base: string;
  server: RunningProcess;
  worker: RunningProcess;
  draft: EditableDraft;
  pageUrl: string;
  tab: CollabClient;
  typist: Typist;
  visitor: Visitor;
  /** A database connection of the test's own (null while the test has closed it). */
  db: DataSource | null;
  stop(): Promise<void>;
}

export async function startServingApp(env: Env, handle: string): Promise<ServingApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const db = createDataSource(env.DATABASE_URL);
  await db.initialize();
  const draft = await createEditableDraft(db, env, `${handle}@example.com`);
  const server = startServerProcess(env, port);
  const worker = startWorkerProcess(env);
  try {
    return await serve({ env, base, db, draft, server, worker, handle });
  } catch (error) {
    await server.kill();
    await worker.kill();
    await db.destroy();
    throw new Error(`${(error as Error).message}\nserver output:\n${server.output.join('').slice(-3000)}`, { cause: error });
  }
}

async function serve({
  base,
  db,
  draft,
  server,
  worker,
  handle,
}: {
  env: Env;
  base: string;
  db: DataSource;
  draft: EditableDraft;
  server: RunningProcess;
  worker: RunningProcess;
  handle: string;
}): Promise<ServingApp> {
  await untilAnswering(base);
  await waitForHealth(base, (body) => body.status === 'ok', 20_000);
  const published = await fetch(`${base}/api/websites/${draft.draftId}/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${draft.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ handle }),
  });
  if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
  const pageUrl = `${base}/${handle}`;
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`the published page answered ${page.status}`);
  const tab = connectCollab(base, draft.draftId, draft.token);
  await tab.synced;
  const typist = startTyping(tab, (synced) => (synced ? 15 : 40));
  const visitor = startVisiting(pageUrl, await page.text());
  await eventually(() => typist.made.length > 20 && visitor.views > 5, 'editing and visiting to be under way', 10_000);
  const app: ServingApp = {
    base,
    server,
    worker,
    draft,
    pageUrl,
    tab,
    typist,
    visitor,
    db,
    async stop() {
      await app.visitor.stop();
      await app.typist.stop().catch(() => undefined);
      app.tab.destroy();
      await app.server.stop();
      await app.worker.stop();
      await app.db?.destroy();
      app.db = null;
    },
  };
  return app;
}

/** What an outage scenario saw: health while the part was away, and how long it took to come back. */
export interface OutageRecord {
  whileDown: { status: number; body: Health }[];
  backAfter: number[];
  editsWhileDown: number;
  viewsWhileDown: number;
}

/**
 * Reports an outage scenario (its printed line) and checks what must hold through it: health
 * named the part that was away, edits and page views went on meanwhile, no view failed, and
 * every edit was stored once, in order, as the designer has it.
 */
export function checkOutage(
  part: 'PostgreSQL' | 'Redis',
  rounds: number,
  outageMs: number,
  record: OutageRecord,
  edits: Awaited<ReturnType<typeof countEdits>>,
  views: Visitor,
): void {
  const health = [...new Set(record.whileDown.map((h) => `${h.status} db ${h.body.db} redis ${h.body.redis}`))].join(' / ');
  report(`${part} restart while serving and editing`, {
    effects: edits.edits + views.views,
    lost: edits.lost + views.failed.length,
    duplicated: edits.duplicated,
    detail:
      `${rounds} restart(s) of ${outageMs / 1000} s; ${edits.edits} edits (${record.editsWhileDown} while ${part} was down), ` +
      `${views.views} page views (${record.viewsWhileDown} while down); health while down: ${health}; ` +
      `200 again ${record.backAfter.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} after the restart`,
  });
  const down = part === 'PostgreSQL' ? { db: 'down', redis: 'ok' } : { db: 'ok', redis: 'down' };
  for (const reading of record.whileDown) expect(reading).toMatchObject({ status: 503, body: { status: 'degraded', ...down } });
  expect(record.editsWhileDown).toBeGreaterThan(0);
  expect(record.viewsWhileDown).toBeGreaterThan(0);
  expect(views.failed).toEqual([]);
  expect(edits.lost).toBe(0);
  expect(edits.duplicated).toBe(0);
  expect(edits.storedEqualsProvider).toBe(true);
  expect(edits.replayEqualsLoad).toBe(true);
  expect(edits.sequencesWhole).toBe(true);
}
