import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';
import { gotoHydrated, screenshot } from './support.js';

// The create-from-a-page landings (spec §2 marketing routes) in a real browser.
const timeout = 60_000;

const landings = [
  {
    kind: 'facebook',
    path: '/create-your-website-with-facebook',
    heading: 'Turn your Facebook page into a website',
    field: 'Your Facebook page link',
    footer: 'Website from Facebook',
  },
  {
    kind: 'thumbtack',
    path: '/create-your-website-with-thumbtack',
    heading: 'Turn your Thumbtack profile into a website',
    field: 'Your Thumbtack profile link',
    footer: 'Website from Thumbtack',
  },
  { kind: 'yelp', path: '/create-your-website-with-yelp', heading: 'Turn your Yelp page into a website', field: 'Your Yelp page link', footer: 'Website from Yelp' },
  { kind: 'github', path: '/github-to-website', heading: 'Turn your GitHub profile into a website', field: 'Your GitHub profile link', footer: 'Website from GitHub' },
] as const;
const [facebook, thumbtack, yelp, github] = landings;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

/** axe-core's violations on the page as it is now, as 'rule: target' lines. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated in the page rather than added as a script tag, which the shell's policy may refuse.
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run());
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

const main = (page: Page) => page.getByRole('main');

const watched = new WeakSet<Page>();
const openLanding = async (page: Page, path: string) => {
  // Every address the app moves to is kept: the wizard replaces its address as soon as it has
  // read the link (so a reload does not import it twice), faster than a test can look.
  if (!watched.has(page))
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __addresses: string[] }).__addresses = seen;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method];
        history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
          original.apply(this, args);
          seen.push(location.href);
        };
      }
    });
  watched.add(page);
  await gotoHydrated(page, `${app.url}${path}`);
};

/** Waits until the app went to the wizard as the variant `from`, with `link` in its address (or none). */
async function arrivedAt(page: Page, from: string, link: string | null): Promise<void> {
  await page.waitForFunction(
    ([from, link]) =>
      (window as unknown as { __addresses?: string[] }).__addresses?.some((address) => {
        const url = new URL(address);
        return url.pathname === '/onboarding' && url.searchParams.get('from') === from && url.searchParams.get('link') === link;
      }) ?? false,
    [from, link] as const,
  );
}

describe('create-from-a-page landings', () => {
  it(
    'serves each route with its heading, title, link field and no accessibility violations',
    async () => {
      const page = await openPage(1280);
      for (const landing of landings) {
        const response = await page.goto(`${app.url}${landing.path}`);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: landing.heading }).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(await page.title()).toBe(`${landing.heading} · Frontdoor`);
        await main(page).getByRole('textbox', { name: landing.field }).waitFor();
        expect(await main(page).getByRole('link', { name: 'Start without a link' }).first().getAttribute('href')).toBe('/onboarding');
        // The worked example and the questions.
        await page.getByRole('heading', { level: 2, name: /to a website in minutes/ }).waitFor();
        await page.getByText('How much does it cost?').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.context().close();
    },
    timeout,
  );

  it(
    'starts the wizard with the kind of page and the typed link',
    async () => {
      const page = await openPage(1280);
      await openLanding(page, facebook.path);
      const link = 'https://www.facebook.com/harborstreetbarbers';
      await main(page).getByRole('textbox', { name: facebook.field }).fill(link);
      await main(page).getByRole('button', { name: 'Import my page' }).click();
      await arrivedAt(page, 'facebook', link);

      // A link typed without https:// is completed; an empty field starts the wizard without one.
      await openLanding(page, github.path);
      await main(page).getByRole('textbox', { name: github.field }).fill('  github.com/MayaChen ');
      await page.keyboard.press('Enter');
      await arrivedAt(page, 'github', 'https://github.com/MayaChen');

      await openLanding(page, yelp.path);
      await main(page).getByRole('button', { name: 'Import my page' }).click();
      await arrivedAt(page, 'yelp', null);
      await page.context().close();
    },
    timeout,
  );

  it(
    'refuses text that is not a web address, next to the field',
    async () => {
      const page = await openPage(1280);
      await openLanding(page, thumbtack.path);
      const field = main(page).getByRole('textbox', { name: thumbtack.field });
      await field.fill('my cleaning business');
      await main(page).getByRole('button', { name: 'Import my profile' }).click();

      const error = main(page).getByText('Please enter a valid web address');
      await error.waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const errorId = await error.getAttribute('id');
      expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(thumbtack.path);
      expect(await axeViolations(page)).toEqual([]);

      await field.fill('thumbtack.com/ny/brooklyn/house-cleaning/ortiz');
      await error.waitFor({ state: 'detached' });
      expect(await field.getAttribute('aria-invalid')).toBeNull();
      await page.context().close();
    },
    timeout,
  );

  it(
    'is linked from the footer of every page',
    async () => {
      const page = await openPage(1280);
      await page.goto(`${app.url}/`);
      const footer = page.getByRole('contentinfo');
      for (const landing of landings) {
        expect(await footer.getByRole('link', { name: landing.footer }).getAttribute('href')).toBe(landing.path);
      }
      await footer.getByRole('link', { name: yelp.footer }).click();
      await page.waitForURL(`${app.url}${yelp.path}`);
      await page.getByRole('heading', { level: 1, name: yelp.heading }).waitFor();
      await page.context().close();
    },
    timeout,
  );

  it(
    'fits a phone and a desktop screen',
    async () => {
      for (const width of [390, 1280]) {
        const page = await openPage(width);
        for (const landing of [facebook, github]) {
          await page.goto(`${app.url}${landing.path}`);
          await page.getByRole('heading', { level: 1, name: landing.heading }).waitFor();
          expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
          await screenshot(page, `landing-${landing.kind}-${width}`, { fullPage: true });
        }
        await page.context().close();
      }
    },
    timeout,
  );
});
