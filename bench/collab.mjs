// bench/collab: the collaboration server under many live drafts (issue 8).
// DRAFTS drafts (200), each with an editor and a watcher connected over loopback to one server
// process (the built dist, its own database). Editors type steadily, RATE edits per second each
// on a fixed schedule; every edit writes the time it was made into the draft's heading. After
// WARMUP seconds, SECONDS seconds are measured. Prints:
//  - edit propagation p50/p99: an edit is at the watcher once the watcher's document holds the
//    editor's Yjs item for it (state vector past its clock), so edits the server merged into one
//    broadcast are timed too (goal p50 < 30 ms, p99 < 100 ms);
//  - time until an edit is durable in PostgreSQL p50/p99: a reader on its own connection polls
//    draft_events every few ms and decodes each new row, so an edit counts as durable when a
//    reader can see it, i.e. committed (goal p99 < 200 ms); created_at (the transaction's start,
//    PostgreSQL's now()) gives a lower bound, printed alongside;
//  - sustained updates per second stored: edits (and event rows: the batcher merges an actor's
//    consecutive updates) that became durable within the window (goal >= 5,000);
//  - server memory per live draft: VmRSS of the server with the drafts live (editor and watcher
//    connected and synced, before any edit) minus VmRSS before, divided by DRAFTS;
//  - CPU of the server, the load generator, PostgreSQL and Redis over the window, and how late
//    the editors' edits were made: the load generator must not be the bottleneck.
// Correctness: every edit is seen by its watcher and stored; each watcher's document and each
// stored document equal the editor's.
// The clients run in THREADS worker threads. Run: npm run bench:collab (builds first).
// Needs PostgreSQL and Redis like npm test. SERVER_PROF=dir writes a CPU profile of the server.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createServer as createNetServer } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import * as Y from 'yjs';

const DRAFTS = Number(process.env.DRAFTS ?? 200);
const RATE = Number(process.env.RATE ?? 25);
const WARMUP = Number(process.env.WARMUP ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 10);
const THREADS = Number(process.env.THREADS ?? 2);
const MARK = /^edit@(\d+(?:\.\d+)?)@([0-9a-f]{8})$/;

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across threads. */
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (isMainThread) await main();
else await clientThread();

async function main() {
  const { default: pg } = await import('pg');
  const { parseEnv, createDefaultSiteDocument } = await import('../shared/dist/index.js');
  const { migrate } = await import('../data/dist/data/src/migrate.js');
  const { dropDatabase } = await import('../data/dist/data/src/ensure-database.js');
  const { createDataSource } = await import('../data/dist/data/src/data-source.js');
  const { DraftEventStore } = await import('../server/dist/server/src/drafts/draft-event-store.js');
  const { AccessTokens } = await import('../server/dist/server/src/auth/access-tokens.js');

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

  // One owner; a session and an access token minted directly (no email round trip needed).
  const [{ id: userId }] = await db.query(`INSERT INTO users (email, email_verified, providers) VALUES ('bench@example.com', true, '{bench}') RETURNING id`);
  const created = new Date();
  const [{ id: sessionId }] = await db.query(
    `INSERT INTO auth_sessions (user_id, refresh_hash, auth_time, created_at, last_used_at, expires_at) VALUES ($1, $2, $3, $3, $3, $4) RETURNING id`,
    [userId, randomUUID(), created, new Date(created.getTime() + 3600_000)],
  );
  const { token } = await new AccessTokens(env).issue({ userId, sessionId, authTime: created });
  const store = new DraftEventStore(db);
  const drafts = [];
  for (let i = 0; i < DRAFTS; i++) {
    const id = randomUUID();
    await store.createDraft({
      userId,
      document: createDefaultSiteDocument({ id, businessName: `Bench Shop ${i}`, sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] }),
    });
    drafts.push(id);
  }

  const port = await freePort();
  const prof = process.env.SERVER_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_PROF}`] : [];
  const server = spawn(process.execPath, [...prof, 'server/dist/server/src/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: env.DATABASE_URL,
      REDIS_PREFIX: env.REDIS_PREFIX,
      AUTH_SECRET: secret,
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    ))
  )
    await sleep(100);
  await sleep(500);
  const rssBefore = rss(server.pid);

  // Client threads, each with its share of the drafts.
  const threads = Array.from(
    { length: THREADS },
    (_, t) =>
      new Worker(new URL(import.meta.url), {
        workerData: { base, token, drafts: drafts.filter((_, i) => i % THREADS === t), rate: RATE },
      }),
  );
  const inbox = threads.map((thread) => {
    const waiting = new Map();
    thread.on('message', (message) => waiting.get(message.type)?.(message));
    thread.on('error', (error) => {
      console.error(error);
      process.exit(2);
    });
    return (type) => new Promise((resolve) => waiting.set(type, resolve));
  });
  const connected = inbox.map((next) => next('connected'));
  await Promise.all(connected);
  await sleep(1000);
  const rssLive = rss(server.pid);

  // A reader on its own connection sees each event row once it is committed. One batcher
  // transaction is in flight at a time on the one server, so ids become visible in order.
  const reader = new pg.Client({ connectionString: env.DATABASE_URL });
  await reader.connect();
  const durable = []; // [made, visible (the poll that first saw it), transaction start]
  const stored = new Set();
  let wrongDraft = 0;
  let storedTwice = 0;
  const rowsVisible = [];
  const batchStarts = new Map(); // transaction start (one per batch) -> when it was visible
  const pollGaps = [];
  let lastId = (await reader.query(`SELECT coalesce(max(id), 0)::text AS id FROM draft_events`)).rows[0].id;
  let polling = true;
  const poller = (async () => {
    let previous = now();
    while (polling) {
      const asked = now();
      pollGaps.push(asked - previous);
      previous = asked;
      const { rows } = await reader.query(
        `SELECT id::text AS row_id, draft_id, update, extract(epoch from created_at) * 1000 AS started FROM draft_events WHERE id > $1 AND kind = 'yjs-update' ORDER BY id`,
        [lastId],
      );
      for (const row of rows) {
        lastId = row.row_id;
        rowsVisible.push(asked);
        batchStarts.set(row.started, asked);
        for (const struct of Y.decodeUpdate(row.update).structs) {
          for (const value of struct.content?.arr ?? []) {
            const match = typeof value === 'string' && MARK.exec(value);
            if (!match) continue;
            if (match[2] !== row.draft_id.slice(0, 8)) wrongDraft += 1;
            if (stored.has(value)) {
              storedTwice += 1;
              continue;
            }
            stored.add(value);
            durable.push([Number(match[1]), asked, Number(row.started)]);
          }
        }
      }
      await sleep(2);
    }
  })();

  const startAt = now() + 200;
  const warmEnd = startAt + WARMUP * 1000;
  const endAt = warmEnd + SECONDS * 1000;
  const done = inbox.map((next) => next('done'));
  threads.forEach((thread) => thread.postMessage({ type: 'go', startAt, warmEnd, endAt }));
  await sleep(warmEnd - now());
  const cpuStart = cpuSnapshot();
  await sleep(endAt - now());
  const cpuEnd = cpuSnapshot();
  const results = await Promise.all(done);
  const rssEnd = rss(server.pid);

  // Until the last edits are visible to the reader (or 10 s).
  const sent = results.reduce((sum, r) => sum + r.sent, 0);
  for (const until = now() + 10_000; stored.size < sent && now() < until;) await sleep(20);
  polling = false;
  await poller;
  const {
    rows: [{ n: rowCount }],
  } = await reader.query(`SELECT count(*)::int AS n FROM draft_events WHERE kind = 'yjs-update'`);
  await reader.end();

  // Stored documents against the editors' (after the live documents' last compaction).
  const editorJson = new Map(results.flatMap((r) => r.finals));
  let storedEqual = 0;
  for (const id of drafts) {
    const loaded = await store.load(id);
    if (loaded && JSON.stringify(loaded.document) === editorJson.get(id)) storedEqual += 1;
  }

  const inWindow = (made) => made >= warmEnd && made < endAt;
  const propagation = results
    .flatMap((r) => [...r.propagation])
    .filter((_, i, all) => i % 2 === 1 && inWindow(all[i - 1]))
    .sort((a, b) => a - b);
  const steady = durable.filter(([made]) => inWindow(made));
  const durableVisible = steady.map(([made, visible]) => visible - made).sort((a, b) => a - b);
  const durableStarted = steady.map(([made, , started]) => started - made).sort((a, b) => a - b);
  const storedPerSecond = durable.filter(([, visible]) => visible >= warmEnd && visible < endAt).length / SECONDS;
  const rowsPerSecond = rowsVisible.filter((visible) => visible >= warmEnd && visible < endAt).length / SECONDS;
  const batches = [...batchStarts]
    .filter(([, visible]) => visible >= warmEnd && visible < endAt)
    .map(([started, visible]) => visible - Number(started))
    .sort((a, b) => a - b);
  const sentInWindow = results.reduce((sum, r) => sum + r.sentInWindow, 0);
  const lateness = results.flatMap((r) => [...r.lateness]).sort((a, b) => a - b);
  const seen = results.reduce((sum, r) => sum + r.seen, 0);
  const converged = results.reduce((sum, r) => sum + r.converged, 0);
  const cpu = cpuUse(cpuStart, cpuEnd, server.pid);
  const cores = availableParallelism();
  const pct = (list, p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? NaN;
  const ms = (value) => `${value.toFixed(1)} ms`;
  const n = (value) => Math.round(value).toLocaleString('en');

  console.log(
    `\nCollaboration server: ${DRAFTS} live drafts, an editor and a watcher each, ${RATE} edits/s per editor; ${WARMUP} s warm-up, then ${SECONDS} s measured (${THREADS} client threads)`,
  );
  console.log('| measure | figure | goal |');
  console.log('|---|---|---|');
  console.log(`| edit propagation p50 / p99 | ${ms(pct(propagation, 50))} / ${ms(pct(propagation, 99))} | < 30 ms / < 100 ms |`);
  console.log(`| edit durable in PostgreSQL (committed, seen by a reader) p50 / p99 | ${ms(pct(durableVisible, 50))} / ${ms(pct(durableVisible, 99))} | p99 < 200 ms |`);
  console.log(`| (lower bound: to its transaction's start) p50 / p99 | ${ms(pct(durableStarted, 50))} / ${ms(pct(durableStarted, 99))} | |`);
  console.log(
    `| updates stored per second | ${n(storedPerSecond)} edits in ${n(rowsPerSecond)} event rows (${n(sentInWindow / SECONDS)} offered, ${n(DRAFTS * RATE)} planned) | >= 5,000 |`,
  );
  console.log(
    `| batches committed per second (mean cycle); batch start to visible p50 / p99 | ${(batches.length / SECONDS).toFixed(1)} (${((SECONDS * 1000) / Math.max(1, batches.length)).toFixed(0)} ms); ${ms(pct(batches, 50))} / ${ms(pct(batches, 99))} | |`,
  );
  console.log(
    `| server memory per live draft | ${((rssLive - rssBefore) / DRAFTS / 1024).toFixed(0)} KB (VmRSS ${(rssBefore / 1048576).toFixed(0)} -> ${(rssLive / 1048576).toFixed(0)} MB live, ${(rssEnd / 1048576).toFixed(0)} MB after the edits) | |`,
  );
  console.log(
    `| CPU over the window (100 % = one core) | server ${cpu.server} %, clients ${cpu.clients} %, PostgreSQL ${cpu.postgres} %, Redis ${cpu.redis} %; machine ${cpu.machine} % of ${cores * 100} %, of which ${Math.max(0, cpu.machine - cpu.server - cpu.clients - cpu.postgres - cpu.redis)} % other | |`,
  );
  console.log(
    `| editors' edits made late p50 / p99 (load generator) | ${ms(pct(lateness, 50))} / ${ms(pct(lateness, 99))}; client event-loop delay p99 ${results.map((r) => ms(r.loopDelayP99)).join(', ')} | |`,
  );
  console.log(
    `| edits sent / seen by watchers / stored | ${sent} / ${seen} / ${stored.size} (${rowCount} event rows; stored twice ${storedTwice}, under another draft ${wrongDraft}) | all, 0, 0 |`,
  );
  console.log(`| documents equal to the editor's: watchers / stored | ${converged} / ${DRAFTS}, ${storedEqual} / ${DRAFTS} | all |`);
  console.log(
    `| reader poll interval p50 / p99 (resolution of durability) | ${ms(
      pct(
        pollGaps.sort((a, b) => a - b),
        50,
      ),
    )} / ${ms(pct(pollGaps, 99))} | |`,
  );

  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await db.destroy();
  await dropDatabase(env.DATABASE_URL).catch(() => undefined);
  const correct = converged === DRAFTS && storedEqual === DRAFTS && seen === sent && stored.size === sent && storedTwice === 0 && wrongDraft === 0;
  if (!correct) console.log('NOT CORRECT: see the last rows');
  process.exit(correct ? 0 : 1);
}

async function clientThread() {
  const { base, token, drafts, rate } = workerData;
  const { HocuspocusProvider, HocuspocusProviderWebsocket } = await import('@hocuspocus/provider');
  const { default: WebSocket } = await import('ws');
  const { setField, yDocToSiteDocument } = await import('../shared/dist/index.js');

  const connect = (name) => {
    const doc = new Y.Doc();
    const websocketProvider = new HocuspocusProviderWebsocket({
      url: `${base.replace(/^http/, 'ws')}/collab`,
      WebSocketPolyfill: WebSocket,
      delay: 100,
      minDelay: 100,
      maxDelay: 1000,
    });
    let synced;
    const ready = new Promise((resolve) => (synced = resolve));
    const provider = new HocuspocusProvider({ websocketProvider, name, document: doc, token, onSynced: () => synced() });
    provider.attach();
    return {
      doc,
      ready,
      destroy: () => {
        provider.destroy();
        websocketProvider.destroy();
      },
    };
  };

  const pairs = drafts.map((id) => ({ id, editor: connect(id), watcher: connect(id), inFlight: [] }));
  await Promise.all(pairs.flatMap((pair) => [pair.editor.ready, pair.watcher.ready]));
  // Propagation: [made, latency] per edit, flat.
  const propagation = [];
  let seen = 0;
  for (const pair of pairs) {
    const intro = yDocToSiteDocument(pair.editor.doc).sections.find((section) => section.type === 'Introduction');
    pair.path = ['sections', intro.id, 'heading'];
    const editorClient = pair.editor.doc.clientID;
    // The watcher has an edit once its state vector is past the edit's Yjs item.
    pair.watcher.doc.on('update', () => {
      const state = Y.getState(pair.watcher.doc.store, editorClient);
      const at = now();
      while (pair.inFlight.length && pair.inFlight[0][0] < state) {
        const [, made] = pair.inFlight.shift();
        propagation.push(made, at - made);
        seen += 1;
      }
    });
  }
  parentPort.postMessage({ type: 'connected' });
  const { startAt, warmEnd, endAt } = await new Promise((resolve) => parentPort.once('message', resolve));
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();

  // Steady typing on a fixed schedule: editor i's k-th edit is due at startAt + phase_i + k/rate.
  let sent = 0;
  let sentInWindow = 0;
  const lateness = [];
  const interval = 1000 / rate;
  await Promise.all(
    pairs.map(
      (pair, index) =>
        new Promise((resolve) => {
          let due = startAt + (index * interval) / pairs.length;
          const tick = () => {
            const made = now();
            if (made >= endAt) return resolve();
            if (made >= warmEnd) lateness.push(made - due);
            const clock = Y.getState(pair.editor.doc.store, pair.editor.doc.clientID);
            setField(pair.editor.doc, pair.path, `edit@${made}@${pair.id.slice(0, 8)}`);
            pair.inFlight.push([clock, made]);
            sent += 1;
            if (made >= warmEnd) sentInWindow += 1;
            due += interval;
            setTimeout(tick, Math.max(0, due - now()));
          };
          setTimeout(tick, Math.max(0, due - now()));
        }),
    ),
  );
  loopDelay.disable();
  // Until every watcher has every edit (or 10 s), then compare the documents.
  for (const until = now() + 10_000; pairs.some((pair) => pair.inFlight.length) && now() < until;) await sleep(20);
  const finals = pairs.map((pair) => [pair.id, JSON.stringify(yDocToSiteDocument(pair.editor.doc))]);
  const converged = pairs.filter((pair) => JSON.stringify(yDocToSiteDocument(pair.watcher.doc)) === JSON.stringify(yDocToSiteDocument(pair.editor.doc))).length;
  for (const pair of pairs) {
    pair.editor.destroy();
    pair.watcher.destroy();
  }
  await sleep(500);
  parentPort.postMessage({
    type: 'done',
    sent,
    sentInWindow,
    seen,
    converged,
    finals,
    propagation: Float64Array.from(propagation),
    lateness: Float64Array.from(lateness),
    loopDelayP99: loopDelay.percentile(99) / 1e6,
  });
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

/** CPU used between two snapshots, in % of one core: by the server, the clients, PostgreSQL, Redis, the whole machine. */
function cpuUse(start, end, serverPid) {
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
    clients: used((pid) => pid === process.pid),
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
