// bench/designer: how light the designer and the marketing pages are (issue 38, item 6), in
// Debian's Chromium against the real app as deployed (the client's production build, the server in
// its own process in production mode, a fresh database; the owner's site is generated first by a
// development app in this process, which signs in through the development mailbox). Prints:
// - the designer: script KB transferred before the canvas is editable (and all script on load),
//   time to editable unthrottled and with Lighthouse's mobile throttling (4x CPU slowdown,
//   150 ms RTT, 1.6 Mbps down), keystroke-to-paint p50/p99 typing into the hero heading;
// - the marketing pages (home and an industry page): script KB transferred;
// each next to its goal, met or not met. The marketing pages' Lighthouse mobile scores are
// bench/lighthouse's (ONLY=page npm run bench:lighthouse).
// Run: npm run bench:designer   (RUNS=<n> loads per figure, 5 unless told)
import { createHash, randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import pg from 'pg';
import { freePort, startProductionApp, stop } from './processes.mjs';
import { BRIEF, SECTION_TYPES, startBenchServer } from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const KEYSTROKES = Number(process.env.KEYSTROKES ?? 200);
const DESKTOP = { width: 1280, height: 800 };
/** Lighthouse's mobile throttling (its "simulated" defaults, applied for real here). */
const THROTTLED = { rttMs: 150, downKbps: 1638.4, upKbps: 675, cpu: 4 };

// The owner's site is made by a development app in this process (it signs in through the
// development mailbox and generates with the worker); the designer is then measured against the
// app as deployed: its own process, production mode, on the same database.
const maker = await startBenchServer();
const owner = await ownerWithWebsite();
await maker.stopWorker();
const appPort = await freePort();
const origin = `http://localhost:${appPort}`;
const app = await startProductionApp({ port: appPort, publicUrl: origin, databaseUrl: maker.databaseUrl });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

/**
 * Signs `email` in in a browser context: a session minted in the database (as a sign-in would
 * write it) and its refresh cookie, which the designer exchanges for an access token on load and
 * the app rotates as a browser's would. Production sends sign-in codes by email only.
 */
async function signIn(context, email) {
  const db = new pg.Client({ connectionString: maker.databaseUrl });
  await db.connect();
  const refresh = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.query(
    `INSERT INTO auth_sessions (user_id, refresh_hash, auth_time, created_at, last_used_at, expires_at)
     SELECT id, $2, $3, $3, $3, $4 FROM users WHERE email = $1`,
    [email, createHash('sha256').update(refresh).digest('base64url'), now, new Date(now.getTime() + 6 * 3600_000)],
  );
  await db.end();
  await context.addCookies([{ name: 'fd_refresh', value: refresh, domain: 'localhost', path: '/api/auth', httpOnly: true, secure: true, sameSite: 'Strict' }]);
}

/** An owner (email) with one generated website, made by the development app: the email and the website's id. */
async function ownerWithWebsite() {
  const email = `bench-designer-${Date.now()}@example.com`;
  const token = await maker.signIn(email);
  const { createDefaultTheme } = await import('../shared/dist/index.js');
  const theme = createDefaultTheme();
  const styles = (await maker.post('/api/onboarding/styles', { brief: BRIEF })).body;
  const created = await maker.post(
    '/api/websites',
    {
      requestId: crypto.randomUUID(),
      brief: BRIEF,
      fontPair: styles.fontPairs[0] ?? theme.fontPair,
      palette: styles.palettes[0] ?? theme.palette,
      sectionTypes: SECTION_TYPES,
    },
    token,
  );
  while ((await maker.jobState(created.body.jobId, token)) !== 'completed') await new Promise((r) => setTimeout(r, 20));
  return { email, websiteId: created.body.id };
}

/**
 * Records, in the page, when the canvas first became editable: the hero heading typed over in
 * place and Save Draft enabled (what the designer's browser tests wait for).
 */
function watchEditable() {
  const check = () => {
    const heading = document.querySelector('h1[data-path$=".heading"][contenteditable="plaintext-only"]');
    const save = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Save Draft') && !b.disabled);
    if (heading && save) {
      window.__editableAt = performance.now();
      return;
    }
    window.requestAnimationFrame(check);
  };
  window.requestAnimationFrame(check);
}

/**
 * Opens the designer in a new tab of the owner's context, with the HTTP cache off (every script is
 * downloaded again); script bytes (transferred) before editable and on load, and the time to
 * editable. One signed-in context serves every load: the app rotates its refresh cookie as a
 * browser would, and a sign-in code per load would run into the sign-in rate limit.
 */
async function loadDesigner(context, owner, throttled) {
  if (process.env.VERBOSE) console.error(`loading the designer${throttled ? ', throttled' : ''}…`);
  const page = await context.newPage();
  await page.addInitScript(watchEditable);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLED.rttMs,
      downloadThroughput: (THROTTLED.downKbps * 1024) / 8,
      uploadThroughput: (THROTTLED.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED.cpu });
  }
  const types = new Map();
  const scripts = [];
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => {
    const seen = types.get(e.requestId);
    if (seen?.type === 'Script') scripts.push({ at: e.timestamp, bytes: e.encodedDataLength, arrived: Date.now(), file: seen.url.split('/').pop() });
  });
  let start;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && start === undefined) start = e.timestamp;
  });
  await page.goto(`${origin}/designer?websiteId=${owner.websiteId}`);
  await page
    .waitForFunction(() => window.__editableAt !== undefined, null, { timeout: Number(process.env.EDITABLE_TIMEOUT ?? 120_000) })
    .catch(async (error) => {
      console.log(
        page.url(),
        await page.evaluate(() => document.body.innerText.slice(0, 1500)),
        await page.evaluate(() => [...document.querySelectorAll('h1')].map((h) => h.outerHTML.slice(0, 200))),
      );
      throw error;
    });
  const editableMs = await page.evaluate(() => window.__editableAt);
  // Which scripts finished before editable: the CDP timestamps are monotonic seconds; the page's
  // clock starts at the navigation (the document request), so compare both from there.
  const editableAt = start + editableMs / 1000;
  const beforeEditable = scripts.filter((s) => s.at <= editableAt);
  const before = beforeEditable.reduce((sum, s) => sum + s.bytes, 0);
  if (process.env.VERBOSE) {
    console.error(`  editable at ${Math.round(editableMs)} ms, after ${beforeEditable.length} scripts:`);
    console.error(`  ${beforeEditable.map((s) => `${s.file} ${(s.bytes / 1024).toFixed(1)}`).join(', ')}`);
  }
  // All script on load: until no script has arrived for 2 s (the designer's live connection and
  // its polling keep the network from ever going idle), at most 15 s.
  for (const until = Date.now() + 15_000; Date.now() < until;) {
    const last = scripts.reduce((latest, script) => Math.max(latest, script.arrived), 0);
    if (Date.now() - last > 2000) break;
    await page.waitForTimeout(250);
  }
  const onLoad = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const keystrokes = throttled ? undefined : await typeIntoHeading(page);
  await page.close();
  return { before, onLoad, editableMs, keystrokes };
}

/**
 * Types into the hero heading; for each key, the time from the keydown event to the frame that
 * shows it (the first animation frame after the key, plus that frame's own work: a message posted
 * from requestAnimationFrame runs after the frame's style, layout and paint). Also counts the
 * keys whose Event Timing duration (keydown to next paint) was 16 ms or more.
 */
async function typeIntoHeading(page) {
  const heading = page.locator('h1[data-path$=".heading"]');
  await heading.click();
  await page.keyboard.press('End');
  await page.evaluate(() => {
    window.__keys = [];
    window.__slowEvents = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown' && entry.duration >= 16) window.__slowEvents += 1;
    }).observe({ type: 'event', durationThreshold: 16 });
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        window.requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => window.__keys.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
  const text = ' and sons barbers of portland';
  for (let i = 0; i < KEYSTROKES; i++) {
    // Type a word, then take it back now and then so the heading stays a heading's length.
    if (i % 60 === 59) for (let j = 0; j < 59; j++) await page.keyboard.press('Backspace', { delay: 0 });
    else await page.keyboard.type(text[i % text.length], { delay: 0 });
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(200);
  return page.evaluate(() => ({ samples: window.__keys, slow: window.__slowEvents }));
}

/** Script bytes (transferred) of a marketing page, loaded fresh until the network is quiet. */
async function marketingScript(path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  let bytes = 0;
  const files = [];
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => {
    const seen = types.get(e.requestId);
    if (seen?.type !== 'Script') return;
    bytes += e.encodedDataLength;
    files.push(`${seen.url.split('/').pop()} ${(e.encodedDataLength / 1024).toFixed(1)}`);
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  return { bytes, files };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
const row = (what, value, goal, met) => rows.push([what, value, goal, met === undefined ? '' : met ? 'met' : 'not met']);

const designerContext = await browser.newContext({ viewport: DESKTOP, baseURL: origin });
await signIn(designerContext, owner.email);
// One warm-up load (the server's first answers, Chromium's code cache of nothing: contexts are fresh).
await loadDesigner(designerContext, owner, false);
const plain = [];
for (let i = 0; i < RUNS; i++) plain.push(await loadDesigner(designerContext, owner, false));
const throttled = [];
for (let i = 0; i < Math.max(1, Math.ceil(RUNS / 2)); i++) throttled.push(await loadDesigner(designerContext, owner, true));

const before = median(plain.map((r) => r.before));
const onLoad = median(plain.map((r) => r.onLoad));
const editable = median(plain.map((r) => r.editableMs));
const editableThrottled = median(throttled.map((r) => r.editableMs));
const keys = plain.flatMap((r) => r.keystrokes.samples);
const slow = plain.reduce((sum, r) => sum + r.keystrokes.slow, 0);
row('designer: script before the canvas is editable', kb(before), '<= 200 KB', before <= 200 * 1024);
row('designer: all script on load', kb(onLoad), '', undefined);
row('designer: time to editable, unthrottled (median)', `${Math.round(editable)} ms`, '< 800 ms', editable < 800);
row('designer: time to editable, mobile throttling (median)', `${Math.round(editableThrottled)} ms`, '< 2500 ms', editableThrottled < 2500);
const p50 = percentile(keys, 50);
const p99 = percentile(keys, 99);
row(`designer: keystroke to paint p50 (${keys.length} keys)`, `${p50.toFixed(1)} ms`, '', undefined);
row('designer: keystroke to paint p99', `${p99.toFixed(1)} ms`, '< 16 ms', p99 < 16);
row('designer: keys with Event Timing duration >= 16 ms', `${slow} of ${keys.length}`, '', undefined);
const industry = process.env.INDUSTRY ?? 'barber-shop';
const marketing = [];
for (const path of ['/', `/industries/${industry}`, '/pricing']) {
  const { bytes, files } = await marketingScript(path);
  marketing.push({ path, files });
  row(`marketing ${path}: script`, kb(bytes), '< 100 KB', bytes < 100 * 1024);
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
console.log(`bench/designer: ${RUNS} loads unthrottled, ${throttled.length} throttled (4x CPU, ${THROTTLED.rttMs} ms RTT, ${THROTTLED.downKbps} kbps down)`);
for (const r of rows) console.log(`  ${r[0].padEnd(widths[0])}  ${r[1].padStart(widths[1])}  ${r[2].padEnd(widths[2])}  ${r[3]}`);
if (process.env.VERBOSE) for (const m of marketing) console.log(`  ${m.path}: ${m.files.join(', ')}`);
console.log('  marketing pages, Lighthouse mobile: ONLY=page npm run bench:lighthouse (goal performance >= 98)');
await browser.close();
await stop(app);
await maker.stop();
process.exit(0);
