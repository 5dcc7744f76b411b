import type { Browser, Page } from 'playwright-core';
import { freePort } from '../server/test/support/free-port.js';
import { PAGES, startFixtureDns, startFixtureSite, type FixtureSite } from '../worker/test/support/fixture-site.js';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';
import { codeIn, nextMail, screenshot, uniqueEmail } from './support.js';

// Create from a link in Chromium against the real server and worker: the scrape-source job reads
// fixture pages served by this test on 127.0.0.1 (the loopback allowance is the test-only setting;
// the test's DNS server resolves fixtures.test to it, as owners type host names, not addresses).
const timeout = 90_000;

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;
let site: FixtureSite;
let dns: Awaited<ReturnType<typeof startFixtureDns>>;
let base: string;
let pages: string;

beforeAll(async () => {
  site = await startFixtureSite();
  dns = await startFixtureDns();
  pages = `http://fixtures.test:${site.port}`;
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, SCRAPE_ALLOW_LOOPBACK: 'true', SCRAPE_DNS_SERVER: dns.server });
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await site?.close();
  await dns?.close();
});

async function newPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

async function signInInDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(codeIn(await nextMail(app.url, email)));
  // The sixth digit sends the code by itself (issue 26).
}

const status = (page: Page) => page.locator('.import-panel__status');

it(
  'creates a site from a Yelp page: importing, taking longer than expected, review, launch, the draft with its name, a real review and a service',
  async () => {
    const { page, errors } = await newPage();
    // The marketing page starts the flow with the pasted link. The fixture answers after 9.5 s,
    // past spec §9's 8,000 ms, so the wizard says it is taking longer than expected.
    await page.goto(`${base}/create-your-website-with-yelp`);
    await page.getByRole('textbox').first().fill(`${pages}/slow?ms=9500`);
    await page.getByRole('button', { name: 'Import my page' }).click();
    await page.waitForURL(/\/onboarding\?from=yelp/);
    await page.getByRole('heading', { level: 1, name: 'Create your website from your Yelp page' }).waitFor();

    await status(page).getByText('Importing…').waitFor();
    expect(await status(page).getAttribute('role')).toBe('status');
    await status(page).getByText('This is taking longer than expected', { exact: false }).waitFor({ timeout: 12_000 });
    await status(page).getByText('Imported from your Yelp page').waitFor({ timeout: 20_000 });

    // The owner reviews what was imported: the fields are filled in, services and reviews listed.
    expect(await page.getByLabel('Business name').inputValue()).toBe('Harbor Street Barbers');
    expect(await page.getByLabel('What does your business do?').inputValue()).toMatch(/^A neighbourhood barbershop on Harbor Street/);
    expect(await page.getByLabel('Location').inputValue()).toBe('Portland, OR');
    const review = page.getByRole('region', { name: 'From your Yelp page' });
    await review.getByText(/^Found: 4 services, 6 reviews, opening hours, contact details and 3 photos/).waitFor();
    expect(await review.getByRole('textbox', { name: 'Service 1 name' }).inputValue()).toBe('Skin Fade');
    expect(await review.getByRole('textbox', { name: 'Price of Skin Fade' }).inputValue()).toBe('$38');
    await review.getByText('Best fade I have had in Portland', { exact: false }).waitFor();
    // The page's phone and hours fill in "How customers reach you" (issue 24), hours per day.
    const reach = page.getByRole('region', { name: /How customers reach you/ });
    expect(await reach.getByLabel('Phone').inputValue()).toBe('(503) 555-0142');
    expect(await reach.getByLabel('Monday opens').inputValue()).toBe('09:00');
    // Changes: a service removed, a price edited, a review removed, the photos said to be ours.
    await review.getByRole('button', { name: 'Remove Beard Trim' }).click();
    await review.getByRole('textbox', { name: 'Price of Classic Scissor Cut' }).fill('$36');
    await review.getByRole('button', { name: 'Remove the review by Priya S.' }).click();
    await review.getByRole('checkbox', { name: 'These photos are mine to use on my website' }).check();
    expect(await review.getByRole('button', { name: 'Remove Beard Trim' }).count()).toBe(0);
    await screenshot(page, 'import-1280', { fullPage: true });

    await page.getByRole('button', { name: 'Next' }).click();
    for (const step of ['Choose your fonts', 'Choose your colours', 'Choose your sections']) {
      await page.getByRole('heading', { level: 1, name: step }).waitFor();
      if (step !== 'Choose your sections') await page.getByRole('radio').nth(7).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('heading', { level: 1, name: 'Ready to create your website' }).waitFor();
    await page.getByText('3 services, 5 reviews, opening hours, contact details and 3 photos', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Create my website' }).click();
    await signInInDialog(page, uniqueEmail('yelp-import'));

    // The draft: the page's business name, one of its real reviews and its services with prices.
    await page.waitForURL(/\/designer\?websiteId=[0-9a-f-]{36}$/, { timeout: 30_000 });
    const preview = page.getByRole('region', { name: 'Preview of Harbor Street Barbers' });
    await preview.waitFor();
    // Compared without letter case: the site's style may set names and headings in capitals.
    const text = (await preview.innerText()).toLowerCase();
    const shows = (words: string) => text.includes(words.toLowerCase());
    for (const words of ['Harbor Street Barbers', 'Best fade I have had in Portland', 'Marcus T.', '$38', '$36', '(503) 555-0142'])
      expect([words, shows(words)]).toEqual([words, true]);
    expect(shows('Priya S.')).toBe(false);
    // The page's own services, not the industry's (whose names the about text may still mention).
    const services = await preview.getByRole('region', { name: 'Our Services' }).getByRole('heading', { level: 3 }).allTextContents();
    expect(services).toContain('Skin Fade');
    expect(services).not.toContain('Beard Trims');
    expect(services.some((name) => /beard trim/i.test(name))).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  },
  timeout,
);

it(
  'says when little or nothing was imported, and why, on the plain wizard',
  async () => {
    const { page, errors } = await newPage(390);
    await page.goto(`${base}/onboarding`);
    await page.getByRole('heading', { level: 1, name: 'Tell us about your business' }).waitFor();
    const link = page.getByLabel('Existing web page (optional)');

    // Minimal content: a Facebook page with little on it.
    await link.fill(`${pages}${PAGES.facebook}`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await status(page).getByText('Minimal content imported').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Business name').inputValue()).toBe('Little Fern Coffee');
    // The page's words are shown as text: markup in a review is not run.
    const imported = page.getByRole('region', { name: 'From your page' });
    await imported.getByText('Lovely staff <img src=x onerror="window.__xss=1"> and the best flat white in town.').waitFor();
    expect(await page.evaluate('window.__xss')).toBeUndefined();

    // No content: a page with nothing about a business; Enter in the field imports.
    await link.fill(`${pages}${PAGES.empty}`);
    await link.press('Enter');
    await status(page).getByText('No content imported').waitFor({ timeout: 20_000 });
    await status(page).getByText('We could not find anything about your business on that page.', { exact: false }).waitFor();
    // Still on the step (Enter did not move on), and what was filled in is kept.
    await page.getByRole('heading', { level: 1, name: 'Tell us about your business' }).waitFor();
    expect(await page.getByLabel('Business name').inputValue()).toBe('Little Fern Coffee');

    // An address inside the network is refused, in plain words.
    await link.fill('http://internal.test/admin');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await status(page).getByText('That address points to a private network, so we cannot read it.', { exact: false }).waitFor({ timeout: 20_000 });

    // Not a link at all: the spec's tooltip, nothing sent.
    await link.fill('not a link');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Please enter a valid web address').waitFor();
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'import-390', { fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  },
  timeout,
);
