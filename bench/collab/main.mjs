// bench/collab: the collaboration server under many live drafts (issues 8 and 38), against a
// reference in the same run: a bare Hocuspocus server of the same version with no extensions
// (bench/collab/bare.mjs, its own process), serving the same documents to the same clients on
// the same schedule.
//
// For each shape (SHAPES, default "200x10,1000x2": drafts x edits per second per editor), each
// server in turn (the project: the built dist in production mode on its own database; then the reference) gets, from
// the load generator in its own process (bench/collab/load.mjs, THREADS worker threads), an editor
// and a watcher per draft, all opening at once (a morning rush). Once loaded (or after
// LOAD_LIMIT s), editors type on a fixed schedule, writing the time of each edit into the
// draft's heading; after WARMUP s, SECONDS s are measured. Printed per server, with the
// project / reference ratio:
//  - drafts loaded (editor and watcher synced) within 10 s, time until all were loaded, load p50/p99;
//  - edit propagation p50/p99 (an edit is at the watcher once the watcher's document holds the
//    editor's Yjs item for it) and edits never seen by their watcher;
//  - server CPU per update (CPU over the window / edits made in it), event-loop delay of the
//    server over the window (bench/collab/probe.mjs, loaded with --import), memory per live draft
//    (VmRSS with the drafts loaded minus before, / drafts);
//  - for the project: edits durable in PostgreSQL (a reader polls draft_events), edits stored
//    per second, stored once and under the right draft, stored documents equal to the editors'.
// Then (SATURATION, default "200x30"; 0 skips it) the project alone at a rate beyond what it can
// store, for the updates stored per second at saturation.
// Correctness: every edit seen by its watcher (both servers) and stored once (the project);
// every watcher's document and every stored document equal to the editor's. Exit code 1 if not.
// Run: npm run bench:collab (builds first). Needs PostgreSQL and Redis like npm test.
// SERVER_PROF=dir writes CPU profiles of the project's server (one per shape); SERVER_LOG=file
// appends what the servers log on stderr to that file.
//
// What the profiles showed (issue 38; SERVER_PROF, on 2 cores shared with other engineers' runs):
//  - The 1,000-draft rush: each open ran about nine queries (the session twice, access, the draft
//    row, its events, a measure of its stored bytes, two versions, the edit holder) through a
//    pool of 10 whose connection timeout is 3 s; with 2,000 opens at once the pool's queue passed
//    3 s and the hooks failed ("[onAuthenticate] / [afterLoadDocument] timeout exceeded when
//    trying to connect"), the refused providers retried, and half the drafts never loaded. TypeORM
//    building and parsing queries and the socket writes of pg were the largest costs.
//    Now the opening hooks go through one priority queue (draft-loads.ts: 32 at once, later stages
//    first; 5 made a rush latency-bound), drafts load in batches (one statement for up to 50: snapshot plus later events,
//    applied straight into the live document) and the stored-bytes estimate comes with the load;
//    no hook times out and every draft loads. What remains is CPU per open: edit control's
//    presence and state (Redis, the holder's row: ~7 % of the profile), the connected hooks'
//    queries (~10 %, now one statement per tick for the drafts connecting), JWT verification (~2 %), and inside Hocuspocus a scratch Y.Doc per awareness
//    message (random ids: ~4 %, the reference pays it too).
//  - Steady typing: beyond the reference, each update is decoded by the frame gate, applied to the
//    validation shadow (it was applied twice: in beforeSync and again from the live document; now
//    once), published to Redis (extension-redis), batched and stored. The tails were queueing on
//    a server that got about half a core while the machine was saturated (event-loop delay p50
//    in the hundreds of ms), not a single long task; compactions (merge + validate a document) now
//    go two at a time instead of all that come due together.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createServer as createNetServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';

const SHAPES = (process.env.SHAPES ?? process.env.SHAPE ?? '200x10,1000x2').split(',').filter(Boolean).map(parseShape);
const SATURATION = process.env.SATURATION === '0' ? null : parseShape(process.env.SATURATION ?? '200x30');
const WARMUP = Number(process.env.WARMUP ?? 3);
// 40 s by default: typing drafts are compacted at least every 30 s (Hocuspocus' maxDebounce), so
// every measured window holds each draft's compaction, as a server that stays up does.
const SECONDS = Number(process.env.SECONDS ?? 40);
/** How long the stored-edits reader waits for a missing event id before passing it (a rolled-back batch's). */
const GAP_MS = 3000;
const THREADS = Number(process.env.THREADS ?? 2);
const LOAD_LIMIT = Number(process.env.LOAD_LIMIT ?? 30);
const MARK = /^edit@(\d+(?:\.\d+)?)@([0-9a-f]{8})$/;
const PROBE = new URL('./probe.mjs', import.meta.url).pathname;

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (list, p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? NaN;

function parseShape(text) {
  const [drafts, rate] = text.split('x').map(Number);
  if (!(drafts > 0 && rate > 0)) throw new Error(`A shape is DRAFTSxRATE, e.g. 200x10: ${text}`);
  return { drafts, rate };
}

const { default: pg } = await import('pg');
const { parseEnv, createDefaultSiteDocument } = await import('../../shared/dist/index.js');
const { migrate } = await import('../../data/dist/data/src/migrate.js');
const { dropDatabase } = await import('../../data/dist/data/src/ensure-database.js');
const { createDataSource } = await import('../../data/dist/data/src/data-source.js');
const { DraftEventStore } = await import('../../data/dist/data/src/drafts/draft-event-store.js');
const { AccessTokens } = await import('../../server/dist/server/src/auth/access-tokens.js');

const secret = 'bench-collab-secret-0123456789abcdefghijkl';
const dbUrl = new URL(parseEnv(process.env).DATABASE_URL);
dbUrl.pathname = `/frontdoor_bench_collab_${Date.now()}`;
const env = parseEnv({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'error',
  DATABASE_URL: dbUrl.toString(),
  REDIS_PREFIX: `bench-collab-${Date.now()}`,
  AUTH_SECRET: secret,
  SMTP_URL: '',
});
await migrate(env.DATABASE_URL);
const db = createDataSource(env.DATABASE_URL);
await db.initialize();
const store = new DraftEventStore(db);

// One owner; a session and an access token minted directly (no email round trip needed).
const [{ id: userId }] = await db.query(`INSERT INTO users (email, email_verified, providers) VALUES ('bench@example.com', true, '{bench}') RETURNING id`);
const created = new Date();
const [{ id: sessionId }] = await db.query(
  `INSERT INTO auth_sessions (user_id, refresh_hash, auth_time, created_at, last_used_at, expires_at) VALUES ($1, $2, $3, $3, $3, $4) RETURNING id`,
  [userId, randomUUID(), created, new Date(created.getTime() + 6 * 3600_000)],
);
const { token } = await new AccessTokens(env).issue({ userId, sessionId, authTime: created });

let correct = true;
const rows = [];
for (const shape of SHAPES) {
  const drafts = await createDrafts(shape.drafts);
  const project = await run('project', shape, drafts);
  const reference = await run('reference', shape, drafts);
  rows.push({ shape, project, reference });
  printShape(shape, project, reference);
}
let saturation = null;
if (SATURATION) {
  const drafts = await createDrafts(SATURATION.drafts);
  saturation = await run('project', SATURATION, drafts);
  printSaturation(SATURATION, saturation);
}
printSummary(rows, saturation);

await db.destroy();
await dropDatabase(env.DATABASE_URL).catch(() => undefined);
if (!correct) console.log('NOT CORRECT: see the rows marked NOT CORRECT');
process.exit(correct ? 0 : 1);

async function createDrafts(count) {
  const drafts = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await store.createDraft({
      userId,
      document: createDefaultSiteDocument({ id, businessName: `Bench Shop ${i}`, sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] }),
    });
    drafts.push(id);
  }
  return drafts;
}

/** Starts the project's server (the built dist) or the reference, with the event-loop probe. */
async function startServer(kind, drafts) {
  const port = await freePort();
  let docs = null;
  let args;
  const extra = {};
  if (kind === 'project') {
    const prof = process.env.SERVER_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_PROF}`] : [];
    args = [...prof, '--import', PROBE, 'server/dist/server/src/main.js'];
    // The app as deployed: production mode (the bench mints its session directly, so it needs no
    // development mailbox).
    Object.assign(extra, {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OPENAI_API_KEY: '',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      DATABASE_URL: env.DATABASE_URL,
      REDIS_PREFIX: env.REDIS_PREFIX,
      AUTH_SECRET: secret,
      SMTP_URL: '',
    });
  } else {
    // The same initial state as the project's drafts: their stored snapshots, byte for byte.
    const snapshots = await db.query(`SELECT id, snapshot FROM draft_websites WHERE id = ANY($1::uuid[])`, [drafts]);
    docs = join(tmpdir(), `bench-collab-docs-${process.pid}.json`);
    writeFileSync(docs, JSON.stringify(Object.fromEntries(snapshots.map((row) => [row.id, row.snapshot.toString('base64')]))));
    args = ['--import', PROBE, new URL('./bare.mjs', import.meta.url).pathname];
    extra.BENCH_DOCS = docs;
  }
  const child = spawn(process.execPath, args, { env: { ...process.env, ...extra, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  // What the server logs on stderr is counted (and its first lines kept), not printed.
  const errors = { lines: 0, first: [] };
  let partial = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines.filter((l) => l.trim())) {
      if (process.env.SERVER_LOG) appendFileSync(process.env.SERVER_LOG, `${kind}: ${line}\n`);
      errors.lines += 1;
      if (errors.first.length < 3) errors.first.push(line.slice(0, 200));
    }
  });
  const base = `http://127.0.0.1:${port}`;
  const probe = kind === 'project' ? `${base}/api/health` : base;
  while (
    !(await fetch(probe).then(
      () => true,
      () => false,
    ))
  )
    await sleep(100);
  await sleep(500);
  const loop = {
    reset: () => child.send({ type: 'loop-reset' }),
    read: () =>
      new Promise((resolve) => {
        const answer = (message) => message?.type === 'loop' && (child.off('message', answer), resolve(message));
        child.on('message', answer);
        child.send({ type: 'loop-read' });
      }),
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    if (docs) rmSync(docs, { force: true });
  };
  return { child, base, loop, stop, errors };
}

async function run(kind, { drafts: count, rate }, drafts) {
  const server = await startServer(kind, drafts);
  const rssBefore = rss(server.child.pid);
  const load = spawn(process.execPath, [new URL('./load.mjs', import.meta.url).pathname], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
  const next = (type) => new Promise((resolve) => load.on('message', (message) => message.type === type && resolve(message)));
  const ready = next('ready');
  load.send({ base: server.base, token, drafts, rate, threads: THREADS, loadLimitMs: LOAD_LIMIT * 1000 });
  await ready;
  const connectedMessage = next('connected');
  load.send({ type: 'rush', rushAt: now() + 100 });
  const { loaded } = await connectedMessage;
  await sleep(1000);
  const rssLive = rss(server.child.pid);

  // The project: a reader on its own connection sees each event row once it is committed.
  const durable = []; // [made, visible]
  const stored = new Set();
  let wrongDraft = 0;
  let storedTwice = 0;
  let polling = kind === 'project';
  let reader = null;
  let poller = Promise.resolve();
  if (polling) {
    reader = new pg.Client({ connectionString: env.DATABASE_URL });
    await reader.connect();
    // Statistics from before the previous shape's edits would make the planner scan the whole
    // table on every poll below (PostgreSQL's own load then slows the server it shares cores with).
    await reader.query('ANALYZE draft_events');
    let lastId = BigInt((await reader.query(`SELECT coalesce(max(id), 0)::text AS id FROM draft_events`)).rows[0].id);
    // Several batches commit at once, not in the order of their ids: an id below the highest
    // one read may still appear. Such missing ids are asked for again by name until they come
    // (or for GAP_MS: a rolled-back batch's id never does); each row is counted once.
    /** Missing ids below lastId, with when they were first missed. */
    const missing = new Map();
    const mine = new Set(drafts.map((id) => id.slice(0, 8)));
    poller = (async () => {
      while (polling) {
        const asked = now();
        const { rows: events } = await reader.query(
          // Two index scans (an OR of the two made PostgreSQL read the whole table every poll).
          `SELECT id, id::text AS row_id, draft_id, kind, update FROM draft_events WHERE id > $1
           UNION ALL SELECT id, id::text, draft_id, kind, update FROM draft_events WHERE id = ANY($2::bigint[]) ORDER BY id`,
          [String(lastId), [...missing.keys()].map(String)],
        );
        for (const row of events) {
          const rowId = BigInt(row.row_id);
          if (rowId > lastId) {
            for (let gapId = lastId + 1n; gapId < rowId; gapId += 1n) missing.set(gapId, asked);
            lastId = rowId;
          } else missing.delete(rowId);
          if (row.kind !== 'yjs-update' || !row.update) continue;
          for (const struct of Y.decodeUpdate(row.update).structs) {
            for (const value of struct.content?.arr ?? []) {
              const match = typeof value === 'string' && MARK.exec(value);
              if (!match || !mine.has(match[2])) continue;
              if (match[2] !== row.draft_id.slice(0, 8)) wrongDraft += 1;
              if (stored.has(value)) {
                storedTwice += 1;
                continue;
              }
              stored.add(value);
              durable.push([Number(match[1]), asked]);
            }
          }
        }
        for (const [gapId, since] of missing) if (asked - since > GAP_MS) missing.delete(gapId);
        await sleep(2);
      }
    })();
  }

  const startAt = now() + 200;
  const warmEnd = startAt + WARMUP * 1000;
  const endAt = warmEnd + SECONDS * 1000;
  const doneMessage = next('done');
  load.send({ type: 'go', startAt, warmEnd, endAt });
  await sleep(warmEnd - now());
  server.loop.reset();
  const cpuStart = cpuSnapshot();
  await sleep(endAt - now());
  const cpuEnd = cpuSnapshot();
  const loop = await server.loop.read();
  const { results } = await doneMessage;
  const sent = results.reduce((sum, r) => sum + r.sent, 0);
  let storedEqual = NaN;
  if (reader) {
    for (const until = now() + 10_000; stored.size < sent && now() < until;) await sleep(20);
    polling = false;
    await poller;
    await reader.end();
  }
  await server.stop();
  if (kind === 'project') {
    // Stored documents against the editors' (the server compacted them as it stopped).
    const editorJson = new Map(results.flatMap((r) => r.finals));
    storedEqual = 0;
    for (const id of drafts) {
      const loadedDraft = await store.load(id);
      if (loadedDraft && JSON.stringify(loadedDraft.document) === editorJson.get(id)) storedEqual += 1;
    }
  }

  const inWindow = (made) => made >= warmEnd && made < endAt;
  const propagation = results
    .flatMap((r) => [...r.propagation])
    .filter((_, i, all) => i % 2 === 1 && inWindow(all[i - 1]))
    .sort((a, b) => a - b);
  const durableVisible = durable
    .filter(([made]) => inWindow(made))
    .map(([made, visible]) => visible - made)
    .sort((a, b) => a - b);
  const loadTimes = [...loaded].filter((t) => !Number.isNaN(t)).sort((a, b) => a - b);
  const sentInWindow = results.reduce((sum, r) => sum + r.sentInWindow, 0);
  const seen = results.reduce((sum, r) => sum + r.seen, 0);
  const converged = results.reduce((sum, r) => sum + r.converged, 0);
  const lateness = results.flatMap((r) => [...r.lateness]).sort((a, b) => a - b);
  const cpu = cpuUse(cpuStart, cpuEnd, server.child.pid, load.pid);
  const result = {
    kind,
    drafts: count,
    loadedWithin10s: loadTimes.filter((t) => t <= 10_000).length,
    loadedAll: loadTimes.length === count ? loadTimes.at(-1) : NaN,
    loadedCount: loadTimes.length,
    loadP50: pct(loadTimes, 50),
    loadP99: pct(loadTimes, 99),
    p50: pct(propagation, 50),
    p99: pct(propagation, 99),
    sent,
    seen,
    unseen: sent - seen,
    converged,
    cpuPerUpdateMs: (cpu.server * 10 * SECONDS) / Math.max(1, sentInWindow),
    cpu,
    loop,
    memoryPerDraftKB: (rssLive - rssBefore) / count / 1024,
    rssLiveMB: rssLive / 1048576,
    lateP99: pct(lateness, 99),
    clientLoopP99: Math.max(...results.map((r) => r.loopDelayP99)),
    stored: stored.size,
    storedTwice,
    wrongDraft,
    storedEqual,
    errors: server.errors,
    storedPerSecond: durable.filter(([, visible]) => visible >= warmEnd && visible < endAt).length / SECONDS,
    offeredPerSecond: sentInWindow / SECONDS,
    durableP50: pct(durableVisible, 50),
    durableP99: pct(durableVisible, 99),
  };
  result.correct =
    converged === count && seen === sent && (kind !== 'project' || (stored.size === sent && storedTwice === 0 && wrongDraft === 0 && storedEqual === count));
  if (!result.correct) correct = false;
  return result;
}

function printShape({ drafts, rate }, project, reference) {
  const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
  const s = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'not all');
  const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)} ×` : 'n/a');
  const line = (measure, a, b, r, goal = '') => console.log(`| ${measure} | ${a} | ${b} | ${r} | ${goal} |`);
  console.log(
    `\nCollaboration server: ${drafts} drafts × ${rate} edits/s (an editor and a watcher each, all opening at once); ${WARMUP} s warm-up, ${SECONDS} s measured; load generator: its own process, ${THREADS} threads`,
  );
  console.log('| measure | project | reference (bare Hocuspocus) | project / reference | goal |');
  console.log('|---|---|---|---|---|');
  line('drafts loaded within 10 s of the rush', `${project.loadedWithin10s} / ${drafts}`, `${reference.loadedWithin10s} / ${drafts}`, '', 'all');
  line(
    'time until all drafts loaded (load p50 / p99)',
    `${s(project.loadedAll)} (${ms(project.loadP50)} / ${ms(project.loadP99)})`,
    `${s(reference.loadedAll)} (${ms(reference.loadP50)} / ${ms(reference.loadP99)})`,
    ratio(project.loadedAll, reference.loadedAll),
    '< 10 s',
  );
  line('edit propagation p50', ms(project.p50), ms(reference.p50), ratio(project.p50, reference.p50), '<= 2 ×');
  line('edit propagation p99', ms(project.p99), ms(reference.p99), ratio(project.p99, reference.p99), '<= 1.5 ×');
  line('edits never seen by their watcher (of sent)', `${project.unseen} (of ${project.sent})`, `${reference.unseen} (of ${reference.sent})`, '', '0');
  line(
    'server CPU per update',
    `${(project.cpuPerUpdateMs * 1000).toFixed(0)} µs (${project.cpu.server} % of a core)`,
    `${(reference.cpuPerUpdateMs * 1000).toFixed(0)} µs (${reference.cpu.server} %)`,
    ratio(project.cpuPerUpdateMs, reference.cpuPerUpdateMs),
  );
  line(
    'server event-loop delay p50 / p99 / max',
    loopLine(project.loop),
    loopLine(reference.loop),
    project.loop.samples && reference.loop.samples ? ratio(project.loop.p99, reference.loop.p99) : 'n/a',
  );
  line(
    'server memory per live draft',
    `${project.memoryPerDraftKB.toFixed(0)} KB (${project.rssLiveMB.toFixed(0)} MB live)`,
    `${reference.memoryPerDraftKB.toFixed(0)} KB (${reference.rssLiveMB.toFixed(0)} MB live)`,
    ratio(project.memoryPerDraftKB, reference.memoryPerDraftKB),
    '<= 120 KB',
  );
  line(
    'edits stored per second (offered); durable p50 / p99',
    `${project.storedPerSecond.toFixed(0)} (${project.offeredPerSecond.toFixed(0)}); ${ms(project.durableP50)} / ${ms(project.durableP99)}`,
    '(stores nothing)',
    '',
  );
  line(
    'edits stored / twice / under another draft; stored documents equal',
    `${project.stored} / ${project.storedTwice} / ${project.wrongDraft}; ${project.storedEqual} / ${drafts}`,
    '',
    '',
    `all / 0 / 0; all`,
  );
  line(
    'watchers equal to their editor',
    `${project.converged} / ${drafts}${project.correct ? '' : ' NOT CORRECT'}`,
    `${reference.converged} / ${drafts}${reference.correct ? '' : ' NOT CORRECT'}`,
    '',
    'all',
  );
  line('CPU % of a core over the window: server, load generator, PostgreSQL, Redis; machine (of cores)', cpuLine(project.cpu), cpuLine(reference.cpu), '');
  line('lines the server logged on stderr (first)', errorLine(project.errors), errorLine(reference.errors), '', '0');
  line(
    'load generator: edits made late p99; its event-loop delay p99',
    `${ms(project.lateP99)}; ${ms(project.clientLoopP99)}`,
    `${ms(reference.lateP99)}; ${ms(reference.clientLoopP99)}`,
    '',
  );
}

/** The server's event-loop delay over the window (no samples: n/a; seen with --cpu-prof). */
function loopLine(loop) {
  if (!loop.samples) return 'n/a';
  const ms = (value) => `${value.toFixed(1)} ms`;
  return `${ms(loop.p50)} / ${ms(loop.p99)} / ${ms(loop.max)}`;
}

function errorLine({ lines, first }) {
  return lines === 0 ? '0' : `${lines} (${first.join(' / ').replaceAll('|', '/')})`;
}

function cpuLine(cpu) {
  return `${cpu.server}, ${cpu.clients}, ${cpu.postgres}, ${cpu.redis}; ${cpu.machine} of ${availableParallelism() * 100}`;
}

function printSaturation({ drafts, rate }, result) {
  console.log(`\nSaturation: the project alone, ${drafts} drafts × ${rate} edits/s (${(drafts * rate).toLocaleString('en')} offered per second)`);
  console.log('| measure | figure | goal |');
  console.log('|---|---|---|');
  console.log(`| edits stored per second (offered) | ${result.storedPerSecond.toFixed(0)} (${result.offeredPerSecond.toFixed(0)}) | >= 5,000 |`);
  console.log(
    `| durable p50 / p99; propagation p50 / p99 | ${result.durableP50.toFixed(1)} / ${result.durableP99.toFixed(1)} ms; ${result.p50.toFixed(1)} / ${result.p99.toFixed(1)} ms | |`,
  );
  console.log(
    `| edits sent / seen / stored (twice, under another draft) | ${result.sent} / ${result.seen} / ${result.stored} (${result.storedTwice}, ${result.wrongDraft})${result.correct ? '' : ' NOT CORRECT'} | all |`,
  );
  console.log(`| CPU % of a core: server, load generator, PostgreSQL, Redis; machine | ${cpuLine(result.cpu)} | |`);
  console.log(`| lines the server logged on stderr (first) | ${errorLine(result.errors)} | 0 |`);
}

function printSummary(shapes, saturated) {
  console.log('\nSummary (project / reference)');
  console.log('| shape | all loaded (within 10 s) | p50 | p99 | unseen | CPU per update | memory per draft |');
  console.log('|---|---|---|---|---|---|---|');
  const r = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : 'n/a');
  for (const { shape, project: p, reference: q } of shapes) {
    console.log(
      `| ${shape.drafts} × ${shape.rate}/s | ${p.loadedWithin10s}/${shape.drafts} vs ${q.loadedWithin10s}/${shape.drafts} | ${p.p50.toFixed(1)} vs ${q.p50.toFixed(1)} ms (${r(p.p50, q.p50)} ×) | ${p.p99.toFixed(1)} vs ${q.p99.toFixed(1)} ms (${r(p.p99, q.p99)} ×) | ${p.unseen} vs ${q.unseen} | ${(p.cpuPerUpdateMs * 1000).toFixed(0)} vs ${(q.cpuPerUpdateMs * 1000).toFixed(0)} µs (${r(p.cpuPerUpdateMs, q.cpuPerUpdateMs)} ×) | ${p.memoryPerDraftKB.toFixed(0)} vs ${q.memoryPerDraftKB.toFixed(0)} KB |`,
    );
  }
  if (saturated)
    console.log(
      `| saturation ${SATURATION.drafts} × ${SATURATION.rate}/s (project) | stored ${saturated.storedPerSecond.toFixed(0)}/s of ${saturated.offeredPerSecond.toFixed(0)} offered | | | | | |`,
    );
}

function rss(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line)[1]) * 1024;
}

/** CPU ticks (1/100 s) per process, and of the whole machine (/proc/stat), at one moment. */
function cpuSnapshot() {
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // ended meanwhile
    }
  }
  const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = times[3] + times[4];
  return { at: Date.now(), processes, busy: times.slice(0, 8).reduce((a, b) => a + b, 0) - idle };
}

/** CPU used between two snapshots, in % of one core: by the server, the load generator, PostgreSQL, Redis, the whole machine. */
function cpuUse(start, end, serverPid, loadPid) {
  const seconds = (end.at - start.at) / 1000;
  const used = (match) => {
    let ticks = 0;
    for (const [pid, { comm, ticks: after }] of end.processes) {
      const before = start.processes.get(pid);
      if (before && before.comm === comm && match(pid, comm)) ticks += after - before.ticks;
    }
    return Math.round(ticks / seconds);
  };
  return {
    server: used((pid) => pid === serverPid),
    clients: used((pid) => pid === loadPid),
    postgres: used((_, comm) => comm === 'postgres'),
    redis: used((_, comm) => comm.startsWith('redis-server')),
    machine: Math.round((end.busy - start.busy) / seconds),
  };
}

function freePort() {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
