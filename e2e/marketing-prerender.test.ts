import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { MARKETING_ROUTES } from '@frontdoor/shared';
import { freePort } from '../server/test/support/free-port.js';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';
import { gotoHydrated } from './support.js';

// The marketing pages are real HTML when fetched (prerendered at build time with the app's own
// components) and come alive in the browser without a console error or a hydration mismatch.
let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;
let base: string;
let publicUrl: string;
// One reader without JavaScript and one with it visit every page in turn, as a person browsing
// the site would (the browser's cache keeps the shared code between pages).
let noJs: BrowserContext;
let still: Page;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://localhost:${port}`;
  app = await startApp({ PORT: String(port), PUBLIC_URL: publicUrl });
  base = app.url;
  browser = await launchBrowser();
  noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  still = await noJs.newPage();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The text of the first <h1> in an HTML string, tags removed. */
const firstHeading = (html: string) => {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (inner === undefined) return null;
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
};

describe.each(MARKETING_ROUTES.map((path) => [path]))('%s', (path) => {
  it('is HTML with its heading, text, title, description, canonical URL and Open Graph tags before any JavaScript runs', async () => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const heading = firstHeading(html);
    expect(heading).toBeTruthy();
    // More than the app shell: the page's own words are in the HTML.
    const text = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');
    expect(text.replace(/\s+/g, ' ').length).toBeGreaterThan(600);
    expect(html).toMatch(/<title>[^<]*Frontdoor[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}${path}"`);
    expect(html).toContain(`<meta property="og:image" content="${publicUrl}/og-image.png"`);
    expect(html).not.toContain('%FRONTDOOR_PUBLIC_URL%');

    // Without JavaScript the reader sees the page.
    await still.goto(`${base}${path}`);
    expect((await still.getByRole('heading', { level: 1 }).first().innerText()).replace(/\s+/g, ' ').trim()).toBe(heading!.replace(/\s+/g, ' '));

    // With JavaScript: hydrated, no console error (no failed request, no hydration mismatch).
    problems.length = 0;
    // Hydrated once React has taken over the navigation's Pricing link (gotoHydrated).
    await gotoHydrated(page, `${base}${path}`, 'nav[aria-label="Main"] a[href="/pricing"]');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Hydrated: the app's own navigation works without a page load.
    await page.evaluate('window.__notReloaded = true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${base}/pricing`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate('window.__notReloaded')).toBe(true);
    expect(problems).toEqual([]);
  }, 60_000);
});

it('the app screens that are not marketing pages stay the plain shell', async () => {
  const html = await (await fetch(`${base}/designer`)).text();
  expect(html).toContain('<div id="root"></div>');
});

it('sends pages and assets compressed to browsers that accept it, and plain to those that do not', async () => {
  const home = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
  expect(home.headers.get('content-encoding')).toBe('br');
  const html = await home.text(); // fetch decodes it
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
  const brotli = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(brotli.headers.get('cache-control')).toContain('immutable');
  const compressedSource = await brotli.text();
  const plain = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(compressedSource);
  const gzip = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  // The industry samples too, checked again by browsers (their names stay the same across builds).
  const sample = await fetch(`${base}/samples/barber-shop.html`, { headers: { 'accept-encoding': 'br' } });
  expect(sample.headers.get('content-encoding')).toBe('br');
  expect(sample.headers.get('content-type')).toMatch(/^text\/html/);
  expect(sample.headers.get('cache-control')).toBe('no-cache');
});
