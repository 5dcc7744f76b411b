import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createDefaultSiteDocument } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { signInByCode } from '../server/test/support/sign-in.js';
import { freePort } from '../server/test/support/free-port.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { axeViolations, browserCookies, screenshot } from './support.js';

// The owner's Statistics (issue 42) in Chromium: visitors on phones read the published site (no
// cookie, no script of ours: the page is counted by the server that sent it); the owner's
// dashboard shows the figures and the chart with its table, updates live when another visit
// arrives, and has no axe violations at 1280 and 390 px. The owner's own look at the site is not
// counted. The figures download as CSV; the owner turns counting off and on again.

let app: RunningApp;
let browser: Browser;
let base: string;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  // A known port and localhost, so the session cookies (for localhost) reach the app's pages.
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  base = `http://localhost:${port}`;
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A visitor on a phone reading the published page, from a search engine. */
async function visitOnPhone(handle: string): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, userAgent: PHONE_AGENT });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${base}/${handle}`, { referer: 'https://www.google.com/' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  // A visitor gets no cookie from the site.
  expect(await context.cookies()).toEqual([]);
}
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const figure = (page: Page | Locator, name: string) => page.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');

it('shows the visits with their chart and table, updates live when another arrives, and has no axe violations', async () => {
  const handle = `harbor-stats-${Date.now().toString(36)}`;
  const { client, session } = await signInByCode(app.url, `owner-${handle}@example.com`);
  const id = randomUUID();
  const site = createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] });
  await new DraftEventStore(await app.database()).createDraft({ userId: session.user.id, document: site });
  expect((await client.post(`/api/websites/${id}/publish`, { handle })).status).toBe(200);

  // The owner opens the Statistics page before anyone has come: it says so.
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
  contexts.push(context);
  await context.addCookies(browserCookies(client));
  const owner = await context.newPage();
  const errors: string[] = [];
  owner.on('pageerror', (error) => errors.push(error.message));
  await owner.goto(`${base}/websites/statistics?websiteId=${id}`);
  await owner.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
  await owner.getByRole('heading', { name: 'No visits yet in the last 7 days' }).waitFor();
  expect(await axeViolations(owner)).toEqual([]);

  // The owner looking at their own site is not a visitor.
  const ownLook = await context.newPage();
  await ownLook.goto(`${base}/${handle}`);
  await ownLook.getByRole('heading', { level: 1 }).waitFor();
  await ownLook.close();
  // Two visitors on phones, from Google.
  await visitOnPhone(handle);
  await visitOnPhone(handle);

  // Within seconds (each instance adds up what it counted every 2 s) the dashboard hears of them, live, and shows them.
  await figure(owner, 'Page views').filter({ hasText: /^2$/ }).waitFor();
  expect(await figure(owner, 'Daily visitors, added up').innerText()).toBe('1');
  await owner.getByText('Someone who came on two days counts twice.').waitFor();
  const chart = owner.getByRole('img', { name: /^Page views per day, last 7 days: most 2 on / });
  await chart.waitFor();
  await owner.getByRole('region', { name: 'Where visitors came from' }).getByText('google.com').waitFor();
  await owner.getByRole('region', { name: 'Devices' }).getByText('mobile').waitFor();

  // The table view of the chart, for screen readers and anyone who prefers numbers.
  await owner.getByText('Show as a table').click();
  const table = owner.getByRole('table', { name: 'Visitors, page views and conversions per day, last 7 days' });
  await table.waitFor();
  const lastRow = table.getByRole('row').last();
  expect((await lastRow.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toEqual(['1', '2', '0']);
  expect(await axeViolations(owner)).toEqual([]);
  await screenshot(owner, 'statistics-1280');

  // Another visit arrives while the page is open: the figures change without a reload.
  await visitOnPhone(handle);
  await figure(owner, 'Page views').filter({ hasText: /^3$/ }).waitFor();

  // The last 24 hours, by hour.
  await owner.getByRole('group', { name: 'Period' }).getByRole('button', { name: '24 hours' }).click();
  await owner.getByRole('img', { name: /^Page views per hour, last 24 hours: most 3 at / }).waitFor();
  expect(await figure(owner, 'Visitors').innerText()).toBe('1');

  // On a phone too.
  await owner.setViewportSize(PHONE);
  await owner.reload();
  await figure(owner, 'Page views').filter({ hasText: /^3$/ }).waitFor();
  expect(await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(owner)).toEqual([]);
  await screenshot(owner, 'statistics-390');

  // The figures as a spreadsheet: the period's days, oldest first, with the conversions by kind.
  await owner.setViewportSize(DESKTOP);
  await owner.getByRole('group', { name: 'Period' }).getByRole('button', { name: '7 days' }).click();
  await owner.getByRole('img', { name: /^Page views per day, last 7 days/ }).waitFor();
  const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^statistics-7d-\d{4}-\d{2}-\d{2}\.csv$/);
  // The browser is a remote one (e2e/browser.ts): the file is read through Playwright's stream.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8').trim().split('\n');
  expect(csv[0]).toBe('Date (UTC),Visitors (that day),Page views,Calls,Directions,Contact forms,Newsletter sign-ups,Booking requests');
  expect(csv).toHaveLength(8);
  expect(csv.at(-1)).toMatch(/,3,0,0,0,0,0$/);

  // The owner turns counting off: it says so above the figures, and a visit now is not counted…
  const counting = owner.getByRole('checkbox', { name: 'Count visits to this website' });
  expect(await counting.isChecked()).toBe(true);
  await counting.uncheck();
  await owner
    .getByRole('note')
    .filter({ hasText: /^Counting is off since .+: new visits are not counted\. The figures below were counted before\.$/ })
    .waitFor();
  expect(await counting.isChecked()).toBe(false);
  expect(await axeViolations(owner)).toEqual([]);
  await screenshot(owner, 'statistics-off-1280', { fullPage: true });
  await visitOnPhone(handle);
  // …once its instance has added up what it saw (every 2 s), with counting still off.
  await owner.waitForTimeout(2_500);
  // …and when it is on again, the next visit is.
  await counting.check();
  await owner.getByRole('note').waitFor({ state: 'detached' });
  await visitOnPhone(handle);
  await figure(owner, 'Page views').filter({ hasText: /^4$/ }).waitFor();
  await owner.waitForTimeout(2_500);
  expect(await figure(owner, 'Page views').innerText()).toBe('4');

  // The website list says it too, on the site's card.
  await owner.goto(`${base}/websites`);
  await owner.getByRole('listitem').filter({ hasText: 'Harbor Dental' }).getByText('1 visit in the last 7 days').waitFor();

  // And the designer, without leaving it: More → Statistics.
  await owner.goto(`${base}/designer?websiteId=${id}`);
  await owner.getByRole('button', { name: 'More actions', exact: true }).click();
  await owner.getByRole('menuitem', { name: 'Statistics' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Statistics' });
  await figure(dialog, 'Page views').filter({ hasText: /^4$/ }).waitFor();
  await dialog.getByRole('img', { name: /^Page views per day, last 7 days: most 4 on / }).waitFor();
  await dialog.getByRole('group', { name: 'Period' }).getByRole('button', { name: '24 hours' }).click();
  await dialog.getByRole('img', { name: /^Page views per hour, last 24 hours: most 4 at / }).waitFor();
  expect(await dialog.getByRole('link', { name: 'See where visitors came from' }).getAttribute('href')).toBe(`/websites/statistics?websiteId=${id}&range=24h`);
  expect(await axeViolations(owner)).toEqual([]);
  await screenshot(owner, 'statistics-designer-1280');
  await owner.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
}, 120_000);

it('counts a page served as from a CDN by its count script’s beacon, under the page’s own policy, with no cookie', async () => {
  // The CDN mode: pages are copied to a bucket (here its address answers nothing; the app serves
  // the page as the CDN's fallback does, with the same policy), and the page reports its own view.
  const cdnPort = await freePort();
  const cdn = await startApp({ PORT: String(cdnPort), PUBLIC_URL: `http://localhost:${cdnPort}`, S3_BUCKET: 'pages-e2e', S3_ENDPOINT: 'http://127.0.0.1:9' });
  try {
    const handle = `harbor-cdn-${Date.now().toString(36)}`;
    const { client, session } = await signInByCode(cdn.url, `owner-${handle}@example.com`);
    const id = randomUUID();
    const site = createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes: ['Header', 'Introduction', 'Contact', 'Footer'] });
    await new DraftEventStore(await cdn.database()).createDraft({ userId: session.user.id, document: site });
    expect((await client.post(`/api/websites/${id}/publish`, { handle })).status).toBe(200);

    const context = await browser.newContext({ viewport: PHONE, isMobile: true, userAgent: PHONE_AGENT });
    contexts.push(context);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused/i.test(message.text())) refused.push(message.text());
    });
    const beacon = page.waitForRequest((request) => request.url().startsWith(`http://localhost:${cdnPort}/api/public/${handle}/view?`));
    await page.goto(`http://localhost:${cdnPort}/${handle}?utm_source=flyer`, { referer: 'https://www.google.com/' });
    const sent = await beacon;
    expect(sent.method()).toBe('POST');
    expect(new URL(sent.url()).searchParams.get('p')).toBe(`/${handle}?utm_source=flyer`);
    expect(await context.cookies()).toEqual([]);

    // Counted once (the page the app served is not counted besides), with where it came from.
    let figures: { totals: { views: number; visitors: number }; sources: { name: string }[] } | undefined;
    for (let i = 0; i < 100 && figures?.totals.views !== 1; i++) {
      await page.waitForTimeout(100);
      figures = (await client.get(`/api/websites/${id}/statistics?range=24h`)).body;
    }
    expect(figures?.totals).toMatchObject({ views: 1, visitors: 1 });
    expect(figures?.sources).toEqual([{ name: 'flyer', views: 1 }]);
    await page.waitForTimeout(2_500);
    expect((await client.get(`/api/websites/${id}/statistics?range=24h`)).body.totals.views).toBe(1);
    expect(refused).toEqual([]);
  } finally {
    await cdn.stop();
  }
}, 120_000);
