// bench/lighthouse: Lighthouse (mobile) on a published generated site with Debian's Chromium,
// printing the four category scores (goal 100 each), the bytes of HTML+CSS+JS before images
// (goal < 60 KB) and axe-core violations (goal 0). Run: npm run bench:lighthouse
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startBenchApp } from './support.mjs';

const require = createRequire(import.meta.url);
const app = await startBenchApp();
const url = `${app.url.replace('127.0.0.1', 'localhost')}/${app.handle}`;
const port = 9222 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', `--remote-debugging-port=${port}`],
});

const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false } });
const scores = Object.fromEntries(Object.entries(result.lhr.categories).map(([key, c]) => [key, Math.round((c.score ?? 0) * 100)]));
const requests = result.lhr.audits['network-requests']?.details?.items ?? [];
const bytes = requests
  .filter((r) => ['Document', 'Stylesheet', 'Script'].includes(r.resourceType))
  .reduce((sum, r) => sum + (r.transferSize || r.resourceSize || 0), 0);

const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(url);
await page.addScriptTag({ content: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') }).catch(async () => {
  // The page's policy forbids injected scripts; evaluate axe in the page's context instead.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
});
const violations = await page.evaluate(async () => (await window.axe.run()).violations.map((v) => `${v.id} (${v.nodes.length})`));
await browser.close();
await app.stop();

console.log(`Lighthouse mobile on ${url}`);
console.log(`  performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo} (goal 100 each)`);
console.log(`  HTML+CSS+JS before images: ${(bytes / 1024).toFixed(1)} KB (goal < 60 KB)`);
console.log(`  axe-core violations: ${violations.length}${violations.length ? ` — ${violations.join(', ')}` : ''} (goal 0)`);
process.exit(0);
