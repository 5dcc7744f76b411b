import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, type SiteDocument } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';

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
  await new DraftEventStore(app.app.get(DataSource)).createDraft({ userId: session.user.id, document });
  const res = await client.post(`/api/websites/${document.websiteSettings.id}/publish`, { handle });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return `${base}/${handle}`;
}

it('draws a published page with a font pair in its web fonts, preloaded from the app’s origin, within its policy', async () => {
  const document = createDefaultSiteDocument({ id: randomUUID(), businessName: 'Lettered Bakery' });
  document.theme.fontPair = { name: 'Warm Serif', heading: { family: 'Lora', weight: 'Bold' }, body: { family: 'Nunito', weight: 'Regular' } };
  const url = await publish(document, 'fonts@example.com', 'lettered-bakery');
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
    { href: '/fonts/lora-latin-700.woff2', type: 'font/woff2', crossorigin: 'anonymous' },
    { href: '/fonts/nunito-latin-400.woff2', type: 'font/woff2', crossorigin: 'anonymous' },
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
  expect(fontResponses).toEqual(expect.arrayContaining(['200 /fonts/lora-latin-700.woff2', '200 /fonts/nunito-latin-400.woff2']));
  // The page's policy lets its fonts in: no violation reported.
  expect(problems).toEqual([]);
  const response = await context.request.get(url);
  expect(response.headers()['content-security-policy']).toContain("font-src 'self'");
  await context.close();
});
