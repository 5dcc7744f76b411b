import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';
import { axeViolations, gotoHydrated, screenshot, settled } from './support.js';

// About, What's new and the help articles (issue 14) in a real browser against the built client.
const timeout = 90_000;

const pages = [
  { path: '/about', heading: 'Welcome to Frontdoor', title: 'About', shot: 'about' },
  // The changelog's title uses the typographic apostrophe.
  { path: '/whats-new', heading: 'What’s new', title: "What's new", shot: 'whats-new' },
  { path: '/support', heading: 'How can we help?', title: 'Support', shot: 'support' },
  { path: '/support/create-your-website', heading: 'Create your website', shot: 'support-create-your-website' },
  { path: '/support/publish-your-website', heading: 'Publish and share your website', shot: 'support-publish-your-website' },
  { path: '/support/connect-a-domain', heading: 'Connect your own domain', shot: 'support-connect-a-domain' },
  { path: '/support/invite-an-editor', heading: 'Invite someone to edit your website', shot: 'support-invite-an-editor' },
  { path: '/support/take-edit-control', heading: 'Take edit control', shot: 'support-take-edit-control' },
  { path: '/support/export-contacts', heading: 'Export your contacts', shot: 'support-export-contacts' },
] as const;

const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A page at the given width that records console errors and uncaught exceptions. */
async function openPage(width: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const main = (page: Page) => page.getByRole('main');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe("About, What's new and Support pages", () => {
  it(
    'serve each route with its heading and title, no console error and no accessibility violation',
    async () => {
      const { page, errors } = await openPage(1280);
      for (const entry of pages) {
        const response = await page.goto(`${app.url}${entry.path}`);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: entry.heading, exact: true }).waitFor();
        await settled(page);
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(await page.title()).toBe(`${'title' in entry ? entry.title : entry.heading} · Frontdoor`);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `${entry.shot}-1280`, { fullPage: true });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
    timeout,
  );

  it(
    'fit a 390 px phone without sideways scrolling',
    async () => {
      const { page, errors } = await openPage(390);
      for (const entry of pages) {
        await page.goto(`${app.url}${entry.path}`);
        await page.getByRole('heading', { level: 1, name: entry.heading, exact: true }).waitFor();
        await settled(page);
        expect({ path: entry.path, width: await page.evaluate<number>('document.documentElement.scrollWidth') }).toEqual({ path: entry.path, width: 390 });
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `${entry.shot}-390`, { fullPage: true });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
    timeout,
  );
});

describe("What's new", () => {
  it(
    "shows the changelog's newest entry first, with its date",
    async () => {
      const [, date, title] = /^## (\d{4}-\d{2}-\d{2}) · (.+)$/m.exec(changelog) ?? [];
      expect(date).toBeTruthy();
      const { page } = await openPage(1280);
      await gotoHydrated(page, `${app.url}/whats-new`, 'main article a');
      const updates = main(page).getByRole('list', { name: 'Updates' });
      const newest = updates.getByRole('article').first();
      await newest.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
      expect(await newest.locator('time').getAttribute('datetime')).toBe(date);
      await newest.getByText('Latest', { exact: true }).waitFor();
      // The changelog's markdown arrives as elements: its links to the app's pages navigate inside
      // the app (a link to the server's own pages, the API documentation, loads as a page).
      const link = updates.locator('a[href^="/"]:not([href^="/api"])').first();
      const href = (await link.getAttribute('href'))!;
      await page.evaluate('window.__notReloaded = true');
      await link.click();
      await page.waitForURL(`${app.url}${href}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate('window.__notReloaded')).toBe(true);
      await page.context().close();
    },
    timeout,
  );
});

describe('help articles', () => {
  it(
    'are reached from the Support page, lead back to it, and link to related articles',
    async () => {
      const { page, errors } = await openPage(1280);
      await page.goto(`${app.url}/support`);
      const articles = main(page).getByRole('region', { name: 'Help articles' });
      for (const entry of pages.filter((p) => p.path.startsWith('/support/'))) {
        expect(await articles.getByRole('link', { name: entry.heading, exact: true }).getAttribute('href')).toBe(entry.path);
      }
      await main(page).getByRole('link', { name: 'Invite someone to edit your website' }).click();
      await page.waitForURL(`${app.url}/support/invite-an-editor`);
      await page.getByRole('heading', { level: 1, name: 'Invite someone to edit your website' }).waitFor();
      // The screens' own words, so an owner can follow along.
      await main(page).getByText('Website sharing', { exact: true }).first().waitFor();

      await main(page).getByRole('region', { name: 'Related articles' }).getByRole('link', { name: 'Take edit control' }).click();
      await page.waitForURL(`${app.url}/support/take-edit-control`);
      await page.getByRole('heading', { level: 1, name: 'Take edit control' }).waitFor();

      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Support' }).click();
      await page.waitForURL(`${app.url}/support`);
      await page.getByRole('heading', { level: 1, name: 'How can we help?' }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    },
    timeout,
  );

  it(
    'describe connecting a domain with the screens that exist (Settings › Custom domain)',
    async () => {
      const { page } = await openPage(1280);
      await page.goto(`${app.url}/support/connect-a-domain`);
      await main(page).getByRole('heading', { level: 2, name: 'Add the DNS records' }).waitFor();
      await main(page).getByText('Custom domain', { exact: true }).waitFor();
      await main(page).getByText('Re-Configure', { exact: true }).waitFor();
      await page.context().close();
    },
    timeout,
  );
});

describe('navigation', () => {
  it(
    "reaches About, What's new and Support from the navbar, its phone menu and the footer",
    async () => {
      const { page } = await openPage(1280);
      await page.goto(`${app.url}/`);
      const nav = mainNav(page);
      const footer = page.getByRole('contentinfo');
      for (const [name, href] of [
        ['About', '/about'],
        ["What's new", '/whats-new'],
        ['Support', '/support'],
      ] as const) {
        expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      // The bar has About and Support; What's new is in the collapsed menu and the user menu, as the
      // bar must still fit beside Sign In at 769 px.
      for (const [name, href] of [
        ['About', '/about'],
        ['Support', '/support'],
      ] as const) {
        expect(await nav.locator('.navbar__links').getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      await nav.getByRole('link', { name: 'About', exact: true }).click();
      await page.waitForURL(`${app.url}/about`);
      await page.getByRole('heading', { level: 1, name: 'Welcome to Frontdoor' }).waitFor();
      await footer.getByRole('link', { name: "What's new", exact: true }).click();
      await page.waitForURL(`${app.url}/whats-new`);
      await page.getByRole('heading', { level: 1, name: 'What’s new' }).waitFor();
      await page.context().close();

      // On a phone the links sit behind Menu.
      const phone = (await openPage(390)).page;
      await phone.goto(`${app.url}/`);
      await mainNav(phone).getByRole('button', { name: 'Menu' }).click();
      await mainNav(phone).locator('.mobile-menu').getByRole('link', { name: 'About', exact: true }).waitFor();
      await mainNav(phone).locator('.mobile-menu').getByRole('link', { name: "What's new", exact: true }).click();
      await phone.waitForURL(`${app.url}/whats-new`);
      await phone.getByRole('heading', { level: 1, name: 'What’s new' }).waitFor();
      await phone.context().close();
    },
    timeout,
  );
});
