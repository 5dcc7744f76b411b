import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';
import { expectFocus, gotoHydrated } from './support.js';

// The app shell's public pages in a real browser against the real server serving client/dist.
const timeout = 30_000;

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

async function openPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('home page', () => {
  it(
    'shows the navbar and the Create Your Website call to action',
    async () => {
      const page = await openPage(1280);
      const response = await page.goto(`${app.url}/`);
      expect(response?.status()).toBe(200);

      const nav = mainNav(page);
      await nav.getByRole('link', { name: 'Frontdoor' }).waitFor();
      await nav.getByRole('button', { name: 'Tools' }).waitFor();
      for (const name of ['Pricing', 'Support', 'Blog']) await nav.getByRole('link', { name, exact: true }).waitFor();
      await nav.getByRole('button', { name: 'Sign In' }).waitFor();

      const cta = page.getByRole('main').getByRole('link', { name: 'Create Your Website' }).first();
      await cta.waitFor();
      expect(await cta.getAttribute('href')).toBe('/onboarding');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/free website/i);
      expect(await page.title()).toContain('Frontdoor');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Website from Facebook' }).waitFor();
      await page.context().close();
    },
    timeout,
  );

  it(
    'opens the Tools menu from the keyboard and closes it with Escape',
    async () => {
      const page = await openPage(1280);
      await page.goto(`${app.url}/`);
      const nav = mainNav(page);
      const tools = nav.getByRole('button', { name: 'Tools' });
      const nameCreator = nav.getByRole('link', { name: 'Business Name Creator', exact: true });
      const ideaCreator = nav.getByRole('link', { name: 'Business Idea Creator', exact: true });

      expect(await tools.getAttribute('aria-expanded')).toBe('false');
      expect(await nameCreator.isVisible()).toBe(false);

      await tools.focus();
      await page.keyboard.press('Enter');
      expect(await tools.getAttribute('aria-expanded')).toBe('true');
      await nameCreator.waitFor();
      await ideaCreator.waitFor();
      expect(await nameCreator.getAttribute('href')).toBe('/tools/business-name-creator');
      expect(await ideaCreator.getAttribute('href')).toBe('/tools/business-idea-creator');

      await page.keyboard.press('Tab');
      await expectFocus(page, 'Business Name Creator');
      await page.keyboard.press('ArrowDown');
      await expectFocus(page, 'Business Idea Creator');

      await page.keyboard.press('Escape');
      expect(await tools.getAttribute('aria-expanded')).toBe('false');
      await nameCreator.waitFor({ state: 'hidden' });
      await expectFocus(page, 'Tools');

      // ArrowDown on the button opens the menu on its first link.
      await page.keyboard.press('ArrowDown');
      expect(await tools.getAttribute('aria-expanded')).toBe('true');
      await expectFocus(page, 'Business Name Creator');
      await page.context().close();
    },
    timeout,
  );

  it(
    'opens the Sign in dialog on its first screen and closes it with Escape',
    async () => {
      const page = await openPage(1280);
      await gotoHydrated(page, `${app.url}/`, 'nav button');
      await mainNav(page).getByRole('button', { name: 'Sign In' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Sign in with email' }).click();
      await dialog.getByRole('textbox', { name: 'Email' }).waitFor();
      await dialog.getByRole('button', { name: 'Email me a code' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.context().close();
    },
    timeout,
  );
});

describe('app routes', () => {
  it(
    'serves the marketing pages with their own titles',
    async () => {
      const page = await openPage(1280);
      for (const [path, title, heading] of [
        ['/pricing', 'Pricing · Frontdoor', 'Free. No ads. No catch.'],
        ['/support', 'Support · Frontdoor', 'How can we help?'],
        ['/blog', 'Blog · Frontdoor', 'Advice for getting your business online'],
      ] as const) {
        const response = await page.goto(`${app.url}${path}`);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.title()).toBe(title);
      }
      await page.goto(`${app.url}/support`);
      const email = page.getByRole('link', { name: 'Send us an email' });
      expect(await email.getAttribute('href')).toBe('mailto:support@frontdoor.example');
      await page.context().close();
    },
    timeout,
  );

  it(
    'answers an unknown path with 404 and the not-found screen',
    async () => {
      const page = await openPage(1280);
      const response = await page.goto(`${app.url}/no/such/page`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Nothing to see here' }).waitFor();
      expect(await page.title()).toBe('Page not available · Frontdoor');

      await page.getByRole('link', { name: 'Back to homepage' }).click();
      await page.waitForURL(`${app.url}/`);
      await page.getByRole('main').getByRole('link', { name: 'Create Your Website' }).first().waitFor();
      await page.context().close();
    },
    timeout,
  );
});

describe('loading errors', () => {
  it(
    'shows the connection error screen when a page fails to load, and Retry recovers',
    async () => {
      const page = await openPage(1280);
      // Hydrated first: before that, a link is an ordinary link and loads the next page whole.
      await gotoHydrated(page, `${app.url}/`, 'nav a');
      await page.route('**/assets/pricing-page-*', (route) => route.abort('internetdisconnected'));

      await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click();
      await page.getByText('Please check your connection and try again').waitFor();
      await mainNav(page).getByRole('button', { name: 'Tools' }).waitFor(); // the shell stays

      await page.unroute('**/assets/pricing-page-*');
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { level: 1, name: 'Free. No ads. No catch.' }).waitFor();
      await page.context().close();
    },
    timeout,
  );
});

describe('at 390 px wide', () => {
  it(
    'collapses the navbar behind a Menu button that still reaches every link',
    async () => {
      const page = await openPage(390);
      await gotoHydrated(page, `${app.url}/`, 'nav button');
      const nav = mainNav(page);
      const menu = nav.getByRole('button', { name: 'Menu' });

      await menu.waitFor();
      expect(await nav.getByRole('button', { name: 'Tools' }).isVisible()).toBe(false);
      expect(await nav.getByRole('link', { name: 'Pricing', exact: true }).isVisible()).toBe(false);
      // Sign In shows once the session check has answered (signed out).
      await nav.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(await nav.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);

      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      for (const name of ['Business Name Creator', 'Business Idea Creator', 'Pricing', 'Support', 'Blog']) {
        await nav.getByRole('link', { name, exact: true }).waitFor();
      }

      await nav.getByRole('link', { name: 'Support', exact: true }).click();
      await page.waitForURL(`${app.url}/support`);
      await page.getByRole('heading', { level: 1, name: 'How can we help?' }).waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('false');

      // Nothing may overflow sideways on a phone.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await page.context().close();
    },
    timeout,
  );
});
