import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { INDUSTRY_PAGES } from '@frontdoor/shared';
import { clientDist } from '../server/src/client-app/client-dist.js';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';
import { axeViolations, gotoHydrated, screenshot, settled } from './support.js';

// The industry landings (spec §1, §2) in a real browser: the all-industries page, the pages of
// a few industries with their live sample sites, and the samples themselves.
const timeout = 60_000;

const samples = Object.fromEntries(Object.entries(INDUSTRY_PAGES).map(([industry, page]) => [industry, page.sample]));
const industries = [
  { slug: 'barber-shop', heading: 'Websites for barber shops', feature: 'Your price list, done right' },
  { slug: 'dentist-office', heading: 'Websites for dental offices', feature: 'Treatments explained plainly' },
  { slug: 'non-profit-organization', heading: 'Websites for non-profits', feature: 'Keep supporters close' },
] as const;
const featured = [
  ['Fitness', '/industries/fitness'],
  ['Carpentry', '/industries/carpentry'],
  ['Real estate agent', '/industries/real-estate-agent'],
  ['Barber shop', '/industries/barber-shop'],
  ['Coffee shop', '/industries/coffee-shop'],
  ['Book store', '/industries/book-store'],
] as const;

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  if (!existsSync(join(clientDist(app.env), 'samples', 'barber-shop.html'))) {
    await app.stop();
    throw new Error('client/dist/samples is missing: the build writes it after the client (buildSamples in scripts/lib/build-samples.mjs).');
  }
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A page that records console errors and warnings and uncaught exceptions. */
async function openPage(width: number): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

const main = (page: Page) => page.getByRole('main');

const scrollWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

describe('all-industries page', () => {
  it.each([1280, 390])(
    'shows the featured businesses, every industry and the FAQ at %i px, accessibly',
    async (width) => {
      const { page, problems } = await openPage(width);
      const response = await page.goto(`${app.url}/industries`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'A website that knows your trade' }).waitFor();
      expect(await page.title()).toBe('Websites for every industry · Frontdoor');

      await page.getByRole('heading', { level: 2, name: 'Featured businesses' }).waitFor();
      const cards = main(page).locator('.featured-card');
      expect(await cards.count()).toBe(featured.length);
      for (const [index, [label, path]] of featured.entries()) {
        const link = cards.nth(index).getByRole('link', { name: label, exact: true });
        expect(await link.getAttribute('href')).toBe(path);
      }

      // The icons area: one link per industry.
      const tiles = main(page).locator('#all-industries').getByRole('link');
      expect(await tiles.count()).toBe(Object.keys(samples).length);
      expect(await tiles.filter({ hasText: 'Pest control' }).getAttribute('href')).toBe('/industries/pest-control');

      await page.getByText('Are the sample sites real businesses?').click();
      await page.getByText('Each sample is an invented business').waitFor();

      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      await screenshot(page, `industries-all-${width}`, { fullPage: true });
      expect(problems).toEqual([]);
      await page.context().close();
    },
    timeout,
  );

  it(
    'opens an industry page from a featured card without reloading',
    async () => {
      const { page, problems } = await openPage(1280);
      // Hydrated once React has taken over the featured card's link.
      await gotoHydrated(page, `${app.url}/industries`, '.featured-card a');
      await page.evaluate('window.__notReloaded = true');
      await main(page).locator('.featured-card').getByRole('link', { name: 'Coffee shop', exact: true }).click();
      await page.waitForURL(`${app.url}/industries/coffee-shop`);
      await page.getByRole('heading', { level: 1, name: 'Websites for coffee shops' }).waitFor();
      expect(await page.evaluate('window.__notReloaded')).toBe(true);
      expect(await page.title()).toBe('Websites for coffee shops · Frontdoor');
      expect(problems).toEqual([]);
      await page.context().close();
    },
    timeout,
  );
});

describe.each(industries.map((industry) => [industry.slug, industry] as const))('/industries/%s', (slug, industry) => {
  const business = samples[slug].name;

  it.each([1280, 390])(
    'has its heading, features, call to action and a live sample at %i px, accessibly',
    async (width) => {
      const { page, problems } = await openPage(width);
      const response = await page.goto(`${app.url}/industries/${slug}`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: industry.heading }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.title()).toBe(`${industry.heading} · Frontdoor`);

      // The features heading and the trade's own features.
      await main(page)
        .getByRole('heading', { level: 2, name: /^Built for / })
        .waitFor();
      await main(page).getByRole('heading', { level: 3, name: industry.feature }).waitFor();
      expect(await main(page).locator('.industry-feature').count()).toBeGreaterThanOrEqual(3);

      const cta = main(page).getByRole('link', { name: 'Create Your Website' }).first();
      expect(await cta.getAttribute('href')).toBe('/onboarding');
      expect(await main(page).getByRole('link', { name: 'All industries' }).getAttribute('href')).toBe('/industries');

      // The sample: the real page in a titled, non-interactive frame, and a link to open it.
      const open = main(page).getByRole('link', { name: 'Open the full sample' });
      expect(await open.getAttribute('href')).toBe(`/samples/${slug}.html`);
      const frameElement = page.locator(`iframe[src="/samples/${slug}.html"]`);
      expect(await frameElement.getAttribute('title')).toBe(`Sample website: ${business}`);
      expect(await frameElement.getAttribute('tabindex')).toBe('-1');
      await frameElement.scrollIntoViewIfNeeded();
      const frame = page.frameLocator(`iframe[src="/samples/${slug}.html"]`);
      await frame.getByText(business, { exact: true }).first().waitFor();
      await frame.getByRole('heading', { level: 1 }).waitFor();

      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      if (slug === 'barber-shop') await screenshot(page, `industries-${slug}-${width}`, { fullPage: true });
      expect(problems).toEqual([]);
      await page.context().close();
    },
    timeout,
  );

  it(
    'serves its sample as a complete page with the business name',
    async () => {
      const response = await fetch(`${app.url}/samples/${slug}.html`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toMatch(/^<!doctype html><html lang="en">/);
      expect(html).toContain(business.replace(/&/g, '&amp;'));
      expect(html).toContain('<meta name="robots" content="noindex"/>');

      const { page, problems } = await openPage(1280);
      await page.goto(`${app.url}/samples/${slug}.html`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      // Its pictures are illustrations the server draws (some load lazily): each is there.
      const sources = await page.evaluate(() => [...new Set([...document.images].map((image) => image.src))]);
      expect(sources.length).toBeGreaterThan(3);
      for (const source of sources) {
        expect(new URL(source).pathname).toBe('/art/illustration.svg');
        const image = await fetch(source);
        expect([image.status, image.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
    timeout,
  );
});

describe('links to the industry pages', () => {
  it(
    'reaches them from the home page samples, the footer and the mobile menu',
    async () => {
      const { page, problems } = await openPage(1280);
      await page.goto(`${app.url}/`);
      const samplesBanner = page.locator('#samples');
      expect(await samplesBanner.getByRole('link', { name: /Maple Street Barbers/ }).getAttribute('href')).toBe('/industries/barber-shop');
      expect(await samplesBanner.getByRole('link', { name: 'See websites for all 30 industries' }).getAttribute('href')).toBe('/industries');
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Industries', exact: true }).getAttribute('href')).toBe('/industries');

      await samplesBanner.getByRole('link', { name: /Brightside Dental/ }).click();
      await page.waitForURL(`${app.url}/industries/dentist-office`);
      await page.getByRole('heading', { level: 1, name: 'Websites for dental offices' }).waitFor();
      expect(problems).toEqual([]);
      await page.context().close();

      const phone = await openPage(390);
      await gotoHydrated(phone.page, `${app.url}/`, 'nav button');
      const nav = phone.page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: 'Industries', exact: true }).click();
      await phone.page.waitForURL(`${app.url}/industries`);
      await phone.page.getByRole('heading', { level: 1, name: 'A website that knows your trade' }).waitFor();
      expect(phone.problems).toEqual([]);
      await phone.page.context().close();
    },
    timeout,
  );

  it('answers 404 for an industry that has no page', async () => {
    const response = await fetch(`${app.url}/industries/astronaut`);
    expect(response.status).toBe(404);
  });
});
