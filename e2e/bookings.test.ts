import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DraftEventStore } from '@frontdoor/data';
import { barberDocument } from '../server/test/support/barber-bookings.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { freePort } from '../server/test/support/free-port.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { axeViolations, browserCookies, nextMail, screenshot } from './support.js';

// Bookings on the owner's own site (issue 40) in Chromium at 390 px, as a visitor on a phone books:
// from the published page's 'Book now', a service, a free time, their details, the outcome. The
// pages are plain HTML and form posts, so the same journey works with JavaScript off and on.

let app: RunningApp;
let browser: Browser;
const PHONE = { width: 390, height: 844 };
let base: string;

beforeAll(async () => {
  // A known port and localhost, so the owner's session cookies (for localhost) reach the designer.
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  base = `http://localhost:${port}`;
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A published barber's site that takes bookings: a haircut booked at once, a beard trim on request. */
async function bookableSite(handle: string, { setUp = true } = {}) {
  const { client, session } = await signInByCode(app.url, `owner-${handle}@example.com`);
  const id = randomUUID();
  const document = barberDocument(id, { bookings: setUp });
  await new DraftEventStore(await app.database()).createDraft({ userId: session.user.id, document });
  expect((await client.post(`/api/websites/${id}/publish`, { handle })).status).toBe(200);
  return { client, id };
}

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function phone(javaScriptEnabled: boolean): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's own policy refusing something would show here (a form answered 400 on purpose would too, so only the policy's).
  page.on('console', (message) => message.type() === 'error' && /Content Security Policy/i.test(message.text()) && errors.push(message.text()));
  return { page, errors };
}

/** Books a haircut from the published page, as a visitor taps through; answers the time chosen. */
async function bookHaircut(page: Page, handle: string, shots: string): Promise<string> {
  await page.goto(`${base}/${handle}`);
  await page.getByRole('link', { name: 'Book now' }).click();
  await page.getByRole('heading', { level: 1, name: 'Book an appointment' }).waitFor();
  await screenshot(page, `${shots}-1-services`, { fullPage: true });
  await page.getByRole('link', { name: /Haircut/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Haircut' }).waitFor();
  await screenshot(page, `${shots}-2-times`);
  // The first day's third free time, by its label (the business's wall time).
  const day = page.getByRole('group').first();
  const time = day.getByRole('radio').nth(2);
  const label = (await day.locator('label.slot').nth(2).innerText()).trim();
  await time.check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
  await page.getByLabel('Name').fill('Ana Lima');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Phone (optional)').fill('+44 20 7946 0000');
  await screenshot(page, `${shots}-3-details`, { fullPage: true });
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'You’re booked' }).waitFor();
  await screenshot(page, `${shots}-4-booked`);
  return label;
}

it('books a haircut on a phone without JavaScript: Book now, a service, a time, the details, booked', async () => {
  await bookableSite('phone-nojs');
  const { page } = await phone(false);
  const label = await bookHaircut(page, 'phone-nojs', 'booking-nojs');
  const booked = await page.getByRole('main').innerText();
  expect(booked).toContain(`at ${label}`);
  expect(booked).toContain('Maple Street Barbers has your booking.');
  const mail = await nextMail(app.url, 'owner-phone-nojs@example.com', 1);
  expect(mail.subject).toBe('New booking on your Maple Street Barbers website');
  expect(mail.text).toContain(`at ${label} (Europe/London)`);
});

it('books the same way with JavaScript on, with no page error, and every step passes axe', async () => {
  await bookableSite('phone-js');
  const { page, errors } = await phone(true);
  await page.goto(`${base}/phone-js`);
  await page.getByRole('link', { name: 'Book now' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /Beard trim/ }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('group').first().getByRole('radio').first().check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
  // Wrong details: told what to fix on the same page, with what was typed kept.
  await page.getByLabel('Name').fill('Ben');
  await page.getByLabel('Email').fill('ben@example');
  await page.getByRole('button', { name: 'Request booking' }).click();
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').innerText()).toContain('Enter an email address such as name@example.com');
  expect(await page.getByLabel('Name').inputValue()).toBe('Ben');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill('ben@example.com');
  await page.getByRole('button', { name: 'Request booking' }).click();
  await page.getByRole('heading', { level: 1, name: 'Booking requested' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(errors).toEqual([]);
});

it('lets the owner make a service bookable and choose Frontdoor bookings in the designer; once published, visitors can book it', async () => {
  const { client, id } = await bookableSite('designer-book', { setUp: false });
  // Not set up yet: no booking page.
  expect((await fetch(`${base}/api/public/designer-book/book`)).status).toBe(404);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await context.addCookies(browserCookies(client));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${id}`);
  await page.getByRole('button', { name: 'Save Draft', exact: true }).and(page.locator(':enabled')).waitFor();
  const sections = page.getByRole('list', { name: 'Sections' });
  const panel = page.locator('.editor__section-panel');

  await sections.getByRole('button', { name: 'Services', exact: true }).click();
  // The first service's fields open from its disclosure button.
  await panel.locator('button[aria-expanded="false"]').first().click();
  await panel.getByRole('checkbox', { name: 'Visitors can book this service' }).first().check();
  await panel.getByRole('combobox', { name: 'Length' }).selectOption('45');
  await panel.getByRole('combobox', { name: 'Bookings' }).selectOption('instant');

  await sections.getByRole('button', { name: 'Scheduling', exact: true }).click();
  await panel.getByRole('combobox', { name: 'Bookings' }).selectOption('frontdoor');
  await panel.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/London');
  await panel.getByRole('combobox', { name: 'Notice' }).selectOption('60');
  await screenshot(page, 'booking-designer-scheduling');
  // The canvas shows the section as visitors will.
  await page.getByRole('region', { name: 'Preview of Maple Street Barbers' }).getByRole('link', { name: 'Book now' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.designer-bar__title [role="status"]')?.textContent?.includes('Saving'));

  expect((await client.post(`/api/websites/${id}/publish`, { handle: 'designer-book' })).status).toBe(200);
  const visitor = await phone(false);
  await visitor.page.goto(`${base}/designer-book`);
  await visitor.page.getByRole('link', { name: 'Book now' }).click();
  // One bookable service: its times at once, 45 minutes long, in London time.
  await visitor.page.getByRole('heading', { level: 1 }).waitFor();
  const intro = await visitor.page.getByRole('main').innerText();
  expect(intro).toContain('45 min');
  expect(intro).toContain('(Europe/London)');
  expect(await visitor.page.getByRole('radio').count()).toBeGreaterThan(10);
  expect(errors).toEqual([]);
});
