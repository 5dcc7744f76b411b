// bench/collab: the collaboration server under many live drafts (issue 8).
// 200 drafts (DRAFTS), each with an editor and a watcher connected over loopback to one server
// process. Editors type steadily (RATE edits per second each); every edit carries the wall-clock
// time it was made. Prints:
//  - edit propagation p50/p99: editor's change -> the watcher sees it (goal p50 < 30 ms, p99 < 100 ms);
//  - time until an edit is durable in PostgreSQL, p99: each stored event is decoded and the edits
//    in it are matched to their creation time (goal p99 < 200 ms);
//  - sustained updates per second stored over the steady window (goal >= 5,000);
//  - server memory per live draft (RSS with the drafts live minus RSS before, divided by DRAFTS).
// The clients run in worker threads so the load generator is not the bottleneck; the watchers'
// final documents are checked against the editors' (the reference answered correctly).
// Run: npm run bench:collab (builds first). Needs PostgreSQL and Redis like npm test.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import * as Y from 'yjs';

const DRAFTS = Number(process.env.DRAFTS ?? 200);
const RATE = Number(process.env.RATE ?? 25);
const SECONDS = Number(process.env.SECONDS ?? 10);
const THREADS = Number(process.env.THREADS ?? 2);

if (isMainThread) await main();
else await clientThread();

async function main() {
  const { parseEnv, createDefaultSiteDocument } = await import('../shared/dist/index.js');
  const { migrate } = await import('../server/dist/server/src/database/migrate.js');
  const { dropDatabase } = await import('../server/dist/server/src/database/ensure-database.js');
  const { createDataSource } = await import('../server/dist/server/src/database/data-source.js');
  const { DraftEventStore } = await import('../server/dist/server/src/drafts/draft-event-store.js');
  const { AccessTokens } = await import('../server/dist/server/src/auth/access-tokens.js');

  const secret = 'bench-collab-secret-0123456789abcdefghijkl';
  const dbUrl = new URL(parseEnv(process.env).DATABASE_URL);
  dbUrl.pathname = `/frontdoor_bench_collab_${Date.now()}`;
  const env = parseEnv({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'error', DATABASE_URL: dbUrl.toString(), REDIS_PREFIX: `bench-collab-${Date.now()}`, AUTH_SECRET: secret, SMTP_URL: '' });
  await migrate(env.DATABASE_URL);
  const db = createDataSource(env.DATABASE_URL);
  await db.initialize();

  // One owner; a session and an access token minted directly (no email round trip needed).
  const [{ id: userId }] = await db.query(`INSERT INTO users (email, email_verified, providers) VALUES ('bench@example.com', true, '{bench}') RETURNING id`);
  const now = new Date();
  const [{ id: sessionId }] = await db.query(
    `INSERT INTO auth_sessions (user_id, refresh_hash, auth_time, created_at, last_used_at, expires_at) VALUES ($1, $2, $3, $3, $3, $4) RETURNING id`,
    [userId, randomUUID(), now, new Date(now.getTime() + 3600_000)],
  );
  const { token } = await new AccessTokens(env).issue({ userId, sessionId, authTime: now });
  const store = new DraftEventStore(db);
  const drafts = [];
  for (let i = 0; i < DRAFTS; i++) {
    const id = randomUUID();
    await store.createDraft({ userId, document: createDefaultSiteDocument({ id, businessName: `Bench Shop ${i}`, sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] }) });
    drafts.push(id);
  }

  const port = await freePort();
  const server = spawn(process.execPath, ['server/dist/server/src/main.js'], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'error', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: env.DATABASE_URL, REDIS_PREFIX: env.REDIS_PREFIX, AUTH_SECRET: secret, SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (await fetch(`${base}/api/health`).then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 500));
  const rssBefore = rss(server.pid);

  // Client threads, each with its share of the drafts.
  const threads = Array.from({ length: THREADS }, (_, t) => new Worker(new URL(import.meta.url), {
    workerData: { base, token, drafts: drafts.filter((_, i) => i % THREADS === t), rate: RATE, seconds: SECONDS },
  }));
  const messages = threads.map((thread) => new Promise((resolve, reject) => {
    const got = [];
    thread.on('message', (message) => {
      got.push(message);
      if (message.type === 'done') resolve(got);
    });
    thread.on('error', reject);
  }));
  // Wait until every thread has its drafts connected and synced, then measure memory, then go.
  const connected = threads.map((thread) => new Promise((resolve) => thread.on('message', (m) => m.type === 'connected' && resolve())));
  await Promise.all(connected);
  await new Promise((r) => setTimeout(r, 1000));
  const rssLive = rss(server.pid);
  const windowStart = Date.now();
  threads.forEach((thread) => thread.postMessage('go'));
  const results = (await Promise.all(messages)).flat();
  const windowEnd = Math.max(...results.filter((m) => m.type === 'done').map((m) => m.lastEditAt));

  const latencies = results.filter((m) => m.type === 'done').flatMap((m) => m.latencies).sort((a, b) => a - b);
  const sent = results.filter((m) => m.type === 'done').reduce((sum, m) => sum + m.sent, 0);
  const converged = results.filter((m) => m.type === 'done').reduce((sum, m) => sum + m.converged, 0);

  // Durability: decode every stored update and match its edits' creation times.
  await new Promise((r) => setTimeout(r, 1500));
  const rows = await db.query(`SELECT update, extract(epoch from created_at) * 1000 AS at FROM draft_events WHERE kind = 'yjs-update'`);
  const durable = [];
  let storedEdits = 0;
  let storedInWindow = 0;
  for (const row of rows) {
    const at = Number(row.at);
    for (const struct of Y.decodeUpdate(row.update).structs) {
      const content = struct.content?.arr ?? [];
      for (const value of content) {
        const match = typeof value === 'string' && /^edit@(\d+(?:\.\d+)?)$/.exec(value);
        if (!match) continue;
        storedEdits += 1;
        const made = Number(match[1]);
        durable.push(at - made);
        if (made >= windowStart && made <= windowEnd) storedInWindow += 1;
      }
    }
  }
  durable.sort((a, b) => a - b);
  const pct = (list, p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? NaN;
  const seconds = (windowEnd - windowStart) / 1000;

  console.log(`\nCollaboration server: ${DRAFTS} live drafts, an editor and a watcher each, ${RATE} edits/s per editor for ${SECONDS} s (${THREADS} client threads)`);
  console.log('| measure | figure | goal |');
  console.log('|---|---|---|');
  console.log(`| edit propagation p50 / p99 | ${pct(latencies, 50).toFixed(1)} ms / ${pct(latencies, 99).toFixed(1)} ms | < 30 ms / < 100 ms |`);
  console.log(`| edit durable in PostgreSQL p50 / p99 | ${pct(durable, 50).toFixed(1)} ms / ${pct(durable, 99).toFixed(1)} ms | p99 < 200 ms |`);
  console.log(`| updates stored per second (steady window) | ${Math.round(storedInWindow / seconds).toLocaleString('en')} | >= 5,000 |`);
  console.log(`| edits sent / stored / seen by watchers | ${sent} / ${storedEdits} / ${latencies.length} | all |`);
  console.log(`| watchers whose document equals the editor's | ${converged} / ${DRAFTS} | all |`);
  console.log(`| server memory per live draft | ${((rssLive - rssBefore) / DRAFTS / 1024).toFixed(0)} KB (RSS ${(rssBefore / 1048576).toFixed(0)} -> ${(rssLive / 1048576).toFixed(0)} MB) | |`);

  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await db.destroy();
  await dropDatabase(env.DATABASE_URL).catch(() => undefined);
  process.exit(converged === DRAFTS && storedEdits === sent ? 0 : 1);
}

async function clientThread() {
  const { base, token, drafts, rate, seconds } = workerData;
  const { HocuspocusProvider, HocuspocusProviderWebsocket } = await import('@hocuspocus/provider');
  const { default: WebSocket } = await import('ws');
  const { setField, yDocToSiteDocument } = await import('../shared/dist/index.js');

  const connect = (name) => {
    const doc = new Y.Doc();
    const websocketProvider = new HocuspocusProviderWebsocket({ url: `${base.replace(/^http/, 'ws')}/collab`, WebSocketPolyfill: WebSocket, delay: 100, minDelay: 100, maxDelay: 1000 });
    let synced;
    const ready = new Promise((resolve) => (synced = resolve));
    const provider = new HocuspocusProvider({ websocketProvider, name, document: doc, token, onSynced: () => synced() });
    provider.attach();
    return { doc, ready, destroy: () => { provider.destroy(); websocketProvider.destroy(); } };
  };

  const latencies = [];
  const pairs = [];
  for (const id of drafts) {
    const editor = connect(id);
    const watcher = connect(id);
    pairs.push({ id, editor, watcher });
  }
  await Promise.all(pairs.flatMap((pair) => [pair.editor.ready, pair.watcher.ready]));
  for (const pair of pairs) {
    const intro = yDocToSiteDocument(pair.editor.doc).sections.find((section) => section.type === 'Introduction');
    pair.path = ['sections', intro.id, 'heading'];
    const watchedIntro = () => pair.watcher.doc.getMap('site').get('sections').toArray().find((s) => s.get('type') === 'Introduction');
    pair.watcher.doc.on('update', () => {
      const match = /^edit@(\d+(?:\.\d+)?)$/.exec(String(watchedIntro()?.get('heading') ?? ''));
      if (match) latencies.push(Date.now() - Number(match[1]));
    });
  }
  parentPort.postMessage({ type: 'connected' });
  await new Promise((resolve) => parentPort.once('message', resolve));

  // Steady typing: each editor makes `rate` edits per second, spread over the second.
  let sent = 0;
  let lastEditAt = 0;
  const end = Date.now() + seconds * 1000;
  const interval = 1000 / rate;
  await new Promise((resolve) => {
    pairs.forEach((pair, index) => {
      const tick = () => {
        if (Date.now() >= end) {
          pair.finished = true;
          if (pairs.every((p) => p.finished)) resolve();
          return;
        }
        lastEditAt = Date.now();
        setField(pair.editor.doc, pair.path, `edit@${lastEditAt}`);
        sent += 1;
        setTimeout(tick, interval);
      };
      setTimeout(tick, (index * interval) / pairs.length);
    });
  });
  await new Promise((r) => setTimeout(r, 1500));
  const converged = pairs.filter((pair) => JSON.stringify(yDocToSiteDocument(pair.watcher.doc)) === JSON.stringify(yDocToSiteDocument(pair.editor.doc))).length;
  for (const pair of pairs) {
    pair.editor.destroy();
    pair.watcher.destroy();
  }
  parentPort.postMessage({ type: 'done', latencies, sent, converged, lastEditAt });
}

function rss(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line)[1]) * 1024;
}

function freePort() {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
