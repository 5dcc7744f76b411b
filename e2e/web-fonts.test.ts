import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { createDefaultSiteDocument, fontFileUrl, webFont, type SiteDocument } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { browserCookies } from './support.js';

// Issue 27: a published page is set in its theme's web fonts, served by the app itself.
let app: RunningApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  app = await startApp();
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function publish(document: SiteDocument, email: string, handle: string): Promise<string> {
  const { client, session } = await signInByCode(app.url, email);
  await new DraftEventStore(await app.database()).createDraft({ userId: session.user.id, document });
  const res = await client.post(`/api/websites/${document.websiteSettings.id}/publish`, { handle });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return `${base}/${handle}`;
}

it('draws a published page with a font pair in its web fonts, preloaded from the app’s origin, within its policy', async () => {
  const site = createDefaultSiteDocument({ id: randomUUID(), businessName: 'Lettered Bakery' });
  site.theme.fontPair = { name: 'Warm Serif', heading: { family: 'Lora', weight: 'Bold' }, body: { family: 'Nunito', weight: 'Regular' } };
  const url = await publish(site, 'fonts@example.com', 'lettered-bakery');
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  const fontResponses: string[] = [];
  page.on('response', (response) => response.url().includes('/fonts/') && fontResponses.push(`${response.status()} ${new URL(response.url()).pathname}`));
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => document.fonts.ready);

  const preloads = await page
    .locator('link[rel=preload][as=font]')
    .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), type: link.getAttribute('type'), crossorigin: link.getAttribute('crossorigin') })));
  expect(preloads).toEqual([
    { href: fontFileUrl(webFont('Lora')!, 'latin', 700), type: 'font/woff2', crossorigin: 'anonymous' },
    { href: fontFileUrl(webFont('Nunito')!, 'latin', 400), type: 'font/woff2', crossorigin: 'anonymous' },
  ]);
  const faces = await page.evaluate(() => [...document.fonts].map((face) => ({ family: face.family.replace(/"/g, ''), weight: face.weight, status: face.status })));
  expect(faces).toEqual(
    expect.arrayContaining([
      { family: 'Lora', weight: '700', status: 'loaded' },
      { family: 'Nunito', weight: '400', status: 'loaded' },
    ]),
  );
  // No other family is declared: the page carries only its own faces.
  expect(new Set(faces.map((face) => face.family))).toEqual(new Set(['Lora', 'Nunito', 'Lora fallback', 'Nunito fallback']));
  expect(await page.evaluate(() => document.fonts.check('700 32px Lora'))).toBe(true);
  const heading = await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).fontFamily);
  expect(heading.startsWith('Lora, "Lora fallback"')).toBe(true);
  const body = await page
    .locator('body p')
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(body.startsWith('Nunito, "Nunito fallback"')).toBe(true);
  expect(fontResponses).toEqual(expect.arrayContaining([`200 ${fontFileUrl(webFont('Lora')!, 'latin', 700)}`, `200 ${fontFileUrl(webFont('Nunito')!, 'latin', 400)}`]));
  // The page's policy lets its fonts in: no violation reported.
  expect(problems).toEqual([]);
  const response = await context.request.get(url);
  expect(response.headers()['content-security-policy']).toContain("font-src 'self'");
  await context.close();
});

it('sets the designer’s canvas in the same web faces, within the app’s policy', async () => {
  const { client } = await signInByCode(app.url, 'fonts-designer@example.com');
  // The default theme's pair: Playfair Display (Bold) over Source Sans 3.
  const created = await client.post('/api/websites', onboardingAnswers({ businessName: 'Canvas Letters' }));
  expect(created.status).toBe(202);
  for (let i = 0; ; i++) {
    const { body } = await client.get(`/api/websites/jobs/${created.body.jobId}`);
    if (body.state === 'completed') break;
    if (body.state === 'failed' || i > 300) throw new Error(`generation ${body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(browserCookies(client));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && /font|Content Security Policy/i.test(message.text()) && problems.push(message.text()));
  await page.goto(`${base}/designer?websiteId=${created.body.id as string}`);
  const heading = page.getByRole('region', { name: 'Preview of Canvas Letters' }).locator('h1').first();
  await heading.waitFor();
  const loaded = () =>
    page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`));
  // Each face loads on its own once the canvas uses it: wait for both, not only the body's.
  const both = (faces: string[]) => faces.includes('Playfair Display 700') && faces.includes('Source Sans 3 400');
  for (let i = 0; i < 100 && !both(await loaded()); i++) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await loaded()).toEqual(expect.arrayContaining(['Playfair Display 700', 'Source Sans 3 400']));
  expect((await heading.evaluate((element) => getComputedStyle(element).fontFamily)).startsWith('"Playfair Display", "Playfair Display fallback"')).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});
