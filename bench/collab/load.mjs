// The load generator of bench/collab, in its own process (the bench's main process only
// measures): THREADS worker threads share the drafts; each opens an editor and a watcher per
// draft, all at once when told (the rush), then types on a fixed schedule. It talks to the bench
// over the IPC channel: its settings -> 'ready' -> {type:'rush', rushAt} -> 'connected' (per draft, when both had synced) ->
// {type:'go', ...} -> 'done' (the threads' results).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import * as Y from 'yjs';

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across threads and processes. */
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (isMainThread) await main();
else await clientThread();

async function main() {
  const { base, token, drafts, rate, threads: count, loadLimitMs } = await new Promise((resolve) => process.once('message', resolve));
  const threads = Array.from(
    { length: count },
    (_, t) => new Worker(new URL(import.meta.url), { workerData: { base, token, drafts: drafts.filter((_, i) => i % count === t), rate, loadLimitMs } }),
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
  // The rush starts once every thread is ready (its modules loaded), at a time the bench names.
  await Promise.all(inbox.map((next) => next('ready')));
  process.send({ type: 'ready' });
  const rush = await new Promise((resolve) => process.once('message', resolve));
  const connectedAll = inbox.map((next) => next('connected'));
  threads.forEach((thread) => thread.postMessage(rush));
  const connected = await Promise.all(connectedAll);
  process.send({ type: 'connected', loaded: connected.flatMap((c) => [...c.loaded]) });
  const go = await new Promise((resolve) => process.once('message', resolve));
  const done = inbox.map((next) => next('done'));
  threads.forEach((thread) => thread.postMessage(go));
  const results = await Promise.all(done);
  process.send({ type: 'done', results }, () => process.exit(0));
}

async function clientThread() {
  const { base, token, drafts, rate, loadLimitMs } = workerData;
  const { HocuspocusProvider, HocuspocusProviderWebsocket } = await import('@hocuspocus/provider');
  const { default: WebSocket } = await import('ws');
  const { setField, yDocToSiteDocument } = await import('../../shared/dist/index.js');

  const connect = (name) => {
    const doc = new Y.Doc();
    const websocketProvider = new HocuspocusProviderWebsocket({
      url: `${base.replace(/^http/, 'ws')}/collab`,
      WebSocketPolyfill: WebSocket,
      delay: 100,
      minDelay: 100,
      maxDelay: 1000,
    });
    const client = { doc, syncedAt: NaN };
    let synced;
    client.ready = new Promise((resolve) => (synced = resolve));
    const provider = new HocuspocusProvider({
      websocketProvider,
      name,
      document: doc,
      token,
      onSynced: () => {
        if (Number.isNaN(client.syncedAt)) client.syncedAt = now();
        synced();
      },
    });
    provider.attach();
    client.destroy = () => {
      provider.destroy();
      websocketProvider.destroy();
    };
    return client;
  };

  // The rush: every connection of this thread opens at the same moment.
  parentPort.postMessage({ type: 'ready' });
  const { rushAt } = await new Promise((resolve) => parentPort.once('message', resolve));
  await sleep(rushAt - now());
  const pairs = drafts.map((id) => ({ id, editor: connect(id), watcher: connect(id), inFlight: [] }));
  await Promise.race([Promise.all(pairs.flatMap((pair) => [pair.editor.ready, pair.watcher.ready])), sleep(rushAt + loadLimitMs - now())]);
  // Per draft: when its editor and watcher had both synced, after the rush (NaN: not within the limit).
  const loaded = Float64Array.from(pairs, (pair) => Math.max(pair.editor.syncedAt, pair.watcher.syncedAt) - rushAt);
  const propagation = []; // [made, latency] per edit, flat
  let seen = 0;
  const watch = (pair) => {
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
  };
  for (const pair of pairs) if (!Number.isNaN(pair.editor.syncedAt)) watch(pair);
  parentPort.postMessage({ type: 'connected', loaded });
  const { startAt, warmEnd, endAt } = await new Promise((resolve) => parentPort.once('message', resolve));
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();

  // Steady typing on a fixed schedule: editor i's k-th edit is due at startAt + phase_i + k/rate.
  // An editor whose draft never loaded types once it has (its edits count as sent, and unseen).
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
            due += interval;
            setTimeout(tick, Math.max(0, due - now()));
            if (!pair.path) {
              if (Number.isNaN(pair.editor.syncedAt)) return;
              watch(pair);
            }
            if (made >= warmEnd) lateness.push(made - (due - interval));
            const clock = Y.getState(pair.editor.doc.store, pair.editor.doc.clientID);
            setField(pair.editor.doc, pair.path, `edit@${made}@${pair.id.slice(0, 8)}`);
            pair.inFlight.push([clock, made]);
            sent += 1;
            if (made >= warmEnd) sentInWindow += 1;
          };
          setTimeout(tick, Math.max(0, due - now()));
        }),
    ),
  );
  loopDelay.disable();
  // Until every watcher has every edit (or 10 s), then compare the documents.
  for (const until = now() + 10_000; pairs.some((pair) => pair.inFlight.length) && now() < until;) await sleep(20);
  const finals = pairs.filter((pair) => pair.path).map((pair) => [pair.id, JSON.stringify(yDocToSiteDocument(pair.editor.doc))]);
  const converged = pairs.filter(
    (pair) => pair.path && JSON.stringify(yDocToSiteDocument(pair.watcher.doc)) === JSON.stringify(yDocToSiteDocument(pair.editor.doc)),
  ).length;
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
