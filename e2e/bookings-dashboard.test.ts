import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DraftEventStore } from '@frontdoor/data';
import { barberDocument } from '../server/test/support/barber-bookings.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { freePort } from '../server/test/support/free-port.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { axeViolations, browserCookies, dayWithFreeTimes, nextMail, screenshot, type SignedInClient } from './support.js';

// The owner's Bookings view (issue 40): a visitor's request arrives in the list while the page is
// open, the owner confirms it and cancels it, the week shows it on its day; a guest editor sees
// the same without the owner's buttons; a site that takes no bookings yet says how to start.
// Visitors book through the published site's own pages, as in bookings.test.ts.

let app: RunningApp;
let browser: Browser;
let base: string;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const BUSINESS = 'Maple Street Barbers';

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

/** A published barber's site: with bookings, a haircut booked at once and a beard trim on request (server/test/support/barber-bookings.ts). */
async function bookableSite(handle: string, { setUp = true } = {}) {
  const email = `owner-${handle}@example.com`;
  const { client, session } = await signInByCode(app.url, email);
  const id = randomUUID();
  await new DraftEventStore(await app.database()).createDraft({ userId: session.user.id, document: barberDocument(id, { bookings: setUp }) });
  expect((await client.post(`/api/websites/${id}/publish`, { handle })).status).toBe(200);
  return { client, id, email };
}

/** A visitor on a phone, without JavaScript (the booking pages are plain forms). */
async function phone(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  contexts.push(context);
  return context.newPage();
}

/** A signed-in tab of the app in British English (the booking pages write times as 09:15), with page errors collected. */
async function appPage(client: SignedInClient, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  contexts.push(context);
  await context.addCookies(browserCookies(client));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A render error is caught by the route's error screen, which logs it (a refused request logs too: not an error of the page).
  page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
  return { page, errors };
}

/** Resolves once the tab's live-events socket is signed in: what the server sends from then on reaches the page. */
function eventsReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (socket.url().endsWith('/events')) socket.on('framereceived', ({ payload }) => String(payload).includes('"ready"') && resolve());
    });
  });
}

/** Requests a beard trim (the owner confirms it) at the first free time, from an address new to the site; the time as the booking page wrote it. */
async function requestBeardTrim(page: Page, handle: string, visitor: { name: string; email: string; note: string }): Promise<string> {
  await page.goto(`${base}/${handle}`);
  await page.getByRole('link', { name: 'Book now' }).click();
  await page.getByRole('link', { name: /Beard trim/ }).click();
  const day = dayWithFreeTimes(page);
  const label = (await day.locator('label.slot').first().innerText()).trim();
  await day.getByRole('radio').first().check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
  await page.getByLabel('Name').fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Phone (optional)').fill('+44 20 7946 0018');
  await page.getByLabel(/Note/).fill(visitor.note);
  await page.getByRole('button', { name: 'Request booking' }).click();
  // An address new to the site: the request goes to the owner once its visitor opens the emailed link.
  await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
  const check = await nextMail(app.url, visitor.email, 0);
  await page.goto(/^Send my request: (\S+)$/m.exec(check.text)![1]!);
  await page.getByRole('button', { name: 'Send my request' }).click();
  await page.getByRole('heading', { level: 1, name: 'Booking requested' }).waitFor();
  return label;
}

/** The barber's card in the website list (its Bookings link is described by the site's name). */
const siteCard = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BUSINESS }) });

/** The Bookings view's card of a booking, by its service. */
const card = (page: Page, service: string) => page.getByRole('article', { name: service });
const badge = (row: Locator) => row.locator('.status-badge');

it('shows a visitor’s request live, lets the owner confirm and cancel it, and places it on its day in the week', async () => {
  const { client, id } = await bookableSite('dash-live');
  const { page, errors } = await appPage(client);
  const ready = eventsReady(page);

  // From the website list: the site's Bookings action.
  await page.goto(`${base}/websites`);
  const action = siteCard(page).getByRole('link', { name: 'Bookings' });
  await action.waitFor();
  // Its name is short; the site's name describes it (every card has one).
  expect(await action.evaluate((link) => document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(BUSINESS);
  await screenshot(page, 'bookings-dashboard-websites-1280');
  await action.click();
  await page.waitForURL(`${base}/websites/bookings?websiteId=${id}`);
  await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
  await page.getByRole('heading', { name: 'No bookings yet' }).waitFor();
  await ready;
  // A full page load would lose this mark: the request must arrive without one.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const visitor = { name: 'Ben Okafor', email: 'ben@example.com', note: 'Short on the sides, please.' };
  const time = await requestBeardTrim(await phone(), 'dash-live', visitor);

  const row = card(page, 'Beard trim');
  await row.waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await badge(row).innerText()).toBe('Requested');
  const text = await row.innerText();
  expect(text).toContain(visitor.name);
  expect(text).toContain(visitor.note);
  expect(text).toContain(time); // the business's wall time, as the visitor chose it
  expect(text).toContain('London time');
  expect(await page.getByRole('main').innerText()).toContain("Times are in Europe/London, the business's time zone.");
  expect(await row.getByRole('link', { name: visitor.email }).getAttribute('href')).toBe(`mailto:${visitor.email}`);
  expect(await row.getByRole('link', { name: '+44 20 7946 0018' }).getAttribute('href')).toBe('tel:+442079460018');
  await page.getByText('1 request waiting for your answer').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'bookings-dashboard-list-1280', { fullPage: true });

  // A refusal from the server is shown as it says it (someone answered first, say).
  await page.route('**/api/websites/*/bookings/*/confirm', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: '{"error":{"code":"conflict","message":"This booking has already been answered."}}' }),
  );
  await row.getByRole('button', { name: 'Confirm' }).click();
  await row.getByText('This booking has already been answered.').waitFor();
  await page.unroute('**/api/websites/*/bookings/*/confirm');

  // Confirm: the badge turns Confirmed, and the booking can be cancelled from then on.
  await row.getByRole('button', { name: 'Confirm' }).click();
  await badge(row).filter({ hasText: 'Confirmed' }).waitFor();
  expect(await row.getByRole('button', { name: 'Decline' }).count()).toBe(0);
  await row.getByRole('button', { name: 'Cancel booking' }).waitFor();
  const listed = await client.get(`/api/websites/${id}/bookings`);
  expect(listed.body.bookings.map((booking: { status: string }) => booking.status)).toEqual(['confirmed']);

  // Bookings per week: this week or the next holds it, read whole by a screen reader.
  const stats = page.getByRole('region', { name: 'Bookings per week' });
  expect(await stats.getByRole('listitem').count()).toBe(12);
  const read = await stats.locator('li .visually-hidden').allTextContents();
  expect(read.filter((week) => /: 1 booking$/.test(week))).toHaveLength(1);
  expect(read.filter((week) => /: 0 bookings$/.test(week))).toHaveLength(11);
  // Download CSV: the browser downloads the file the server writes.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('bookings-dash-live.csv');
  const saved = join(tmpdir(), `bookings-${randomUUID()}.csv`);
  await download.saveAs(saved);
  const csv = readFileSync(saved, 'utf8');
  expect(csv.split('\n')[0]).toBe('Service,Start,End,Time zone,Start (UTC),Status,Name,Email,Phone,Note');
  expect(csv).toContain(`Beard trim,`);
  expect(csv).toContain(visitor.email);

  // The week: the booking on its day (it may fall in next week when the week ends today).
  await page.getByRole('tab', { name: 'Week' }).click();
  const start = listed.body.bookings[0].start as string;
  const dayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(
    new Date(start),
  );
  const week = page.getByRole('tabpanel', { name: 'Week' });
  await week.getByRole('button', { name: 'Previous week' }).waitFor();
  const inWeek = week.getByRole('button', { name: new RegExp(visitor.name) });
  if ((await inWeek.count()) === 0) await week.getByRole('button', { name: 'Next week' }).click();
  const day = week.getByRole('region', { name: dayName });
  const block = day.getByRole('button', { name: new RegExp(`${visitor.name}.*Beard trim.*Confirmed`) });
  await block.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'bookings-dashboard-week-1280', { fullPage: true });

  // From the keyboard: the booking opens whole, with the owner's answers; Escape closes it.
  await block.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Booking' });
  await dialog.getByRole('button', { name: 'Cancel booking' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'bookings-dashboard-week-dialog-1280');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Cancelling asks first; the booking reads Cancelled (its time is free again) and has no answers left.
  await page.getByRole('tab', { name: 'List' }).click();
  await row.getByRole('button', { name: 'Cancel booking' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  expect(await ask.innerText()).toContain(visitor.name);
  await screenshot(page, 'bookings-dashboard-cancel-1280');
  await ask.getByRole('button', { name: 'Cancel booking' }).click();
  await ask.waitFor({ state: 'detached' });
  await badge(row).filter({ hasText: 'Cancelled' }).waitFor();
  expect(await row.getByRole('button').count()).toBe(0);

  await page.setViewportSize(PHONE);
  await screenshot(page, 'bookings-dashboard-list-390', { fullPage: true });
  await page.getByRole('tab', { name: 'Week' }).click();
  await screenshot(page, 'bookings-dashboard-week-390', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(errors).toEqual([]);
});

it('shows a guest editor the bookings without Confirm or Decline, and the owner’s answer live', async () => {
  const owner = await bookableSite('dash-guest');
  const guestEmail = `guest-dash-${Date.now()}@example.com`;
  const guest = await signInByCode(app.url, guestEmail);
  const invite = await owner.client.post('/api/invite/create', { invitedUserEmail: guestEmail, websiteId: owner.id, role: 'Collaborator' });
  expect((await guest.client.post(`/api/invite/accept/${invite.body.invite.id}`)).status).toBe(200);
  await requestBeardTrim(await phone(), 'dash-guest', { name: 'Cleo Marsh', email: 'cleo@example.com', note: 'First visit.' });

  const { page, errors } = await appPage(guest.client, PHONE);
  const ready = eventsReady(page);
  await page.goto(`${base}/websites?view=shared`);
  await siteCard(page).getByRole('link', { name: 'Bookings' }).click();
  const row = card(page, 'Beard trim');
  await row.waitFor();
  expect(await badge(row).innerText()).toBe('Requested');
  await page.getByText('Only the owner can confirm, decline or cancel bookings.').waitFor();
  expect(await row.getByRole('button').count()).toBe(0);
  await page.getByText("1 request waiting for the owner's answer").waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'bookings-dashboard-guest-390', { fullPage: true });

  // The owner confirms elsewhere: the guest's list follows.
  await ready;
  const [booking] = (await owner.client.get(`/api/websites/${owner.id}/bookings`)).body.bookings;
  expect((await guest.client.post(`/api/websites/${owner.id}/bookings/${booking.id}/confirm`)).status).toBe(403);
  expect((await owner.client.post(`/api/websites/${owner.id}/bookings/${booking.id}/confirm`)).status).toBe(200);
  await badge(row).filter({ hasText: 'Confirmed' }).waitFor({ timeout: 15_000 });
  expect(await row.getByRole('button').count()).toBe(0);

  await page.getByRole('tab', { name: 'Week' }).click();
  const week = page.getByRole('tabpanel', { name: 'Week' });
  await week.getByRole('button', { name: 'Previous week' }).waitFor();
  if ((await week.getByRole('button', { name: /Cleo Marsh/ }).count()) === 0) await week.getByRole('button', { name: 'Next week' }).click();
  await week.getByRole('button', { name: /Cleo Marsh/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking' });
  await dialog.getByText('cleo@example.com').waitFor();
  expect(await dialog.getByRole('button', { name: /Confirm|Decline|Cancel booking/ }).count()).toBe(0);
  expect(errors).toEqual([]);
});

it('says how to start taking bookings when a site has none, and passes axe', async () => {
  const { client, id } = await bookableSite('dash-empty', { setUp: false });
  const { page, errors } = await appPage(client);
  await page.goto(`${base}/websites/bookings?websiteId=${id}`);
  const empty = page.getByRole('main');
  await empty.getByRole('heading', { name: 'No bookings yet' }).waitFor();
  const text = await empty.innerText();
  expect(text).toContain('When visitors book on your site, they appear here.');
  expect(text).toMatch(/make a service bookable in the Services section and choose Frontdoor bookings in the Scheduling section/);
  expect(await empty.getByRole('link', { name: 'Open the designer' }).getAttribute('href')).toBe(`/designer?websiteId=${id}`);
  expect(await page.getByRole('tab').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'bookings-dashboard-empty-1280', { fullPage: true });
  await page.setViewportSize(PHONE);
  await screenshot(page, 'bookings-dashboard-empty-390', { fullPage: true });

  // A website that is not there (or not shared with this user) says so.
  await page.goto(`${base}/websites/bookings?websiteId=${randomUUID()}`);
  await page.getByRole('heading', { level: 1, name: /No website/i }).waitFor();
  expect(errors).toEqual([]);
});

it('opens from the designer’s Scheduling panel, where bookings are set up', async () => {
  const { client, id } = await bookableSite('dash-designer');
  const { page, errors } = await appPage(client);
  await page.goto(`${base}/designer?websiteId=${id}`);
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Scheduling', exact: true }).click();
  const link = page.locator('.editor__section-panel').getByRole('link', { name: 'See your bookings' });
  await link.waitFor();
  await screenshot(page, 'bookings-dashboard-designer-1280');
  await link.click();
  await page.waitForURL(`${base}/websites/bookings?websiteId=${id}`);
  // Set up and published: nothing left to do but wait for visitors.
  await page.getByRole('heading', { name: 'No bookings yet' }).waitFor();
  expect(await page.getByRole('main').innerText()).not.toContain('To take bookings');
  expect(errors).toEqual([]);
});
