import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DraftEventStore } from '@frontdoor/data';
import { barberDocument } from '../server/test/support/barber-bookings.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { freePort } from '../server/test/support/free-port.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import ical, { type VEvent } from 'node-ical';
import type { DevMail } from '@frontdoor/shared';
import { axeViolations, browserCookies, dayWithFreeTimes, nextMail, screenshot } from './support.js';

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

async function phone(javaScriptEnabled: boolean, timezoneId?: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, timezoneId });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's own policy refusing something would show here (a form answered 400 on purpose would too, so only the policy's).
  page.on('console', (message) => message.type() === 'error' && /Content Security Policy/i.test(message.text()) && errors.push(message.text()));
  return { page, errors };
}

/** Opens the link emailed to a visitor whose address is new to the site, and sends the request. */
async function sendFromEmail(page: Page, email: string): Promise<void> {
  const check = await nextMail(app.url, email, 0);
  expect(check.subject).toBe('Send your booking request to Maple Street Barbers');
  await page.goto(/^Send my request: (\S+)$/m.exec(check.text)![1]!);
  await page.getByRole('heading', { level: 1, name: 'Send your booking request' }).waitFor();
  await page.getByRole('button', { name: 'Send my request' }).click();
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
  // The third free time of the first day that has three, by its label (the business's wall time).
  const day = dayWithFreeTimes(page, 3);
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
  await dayWithFreeTimes(page).getByRole('radio').first().check({ force: true });
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
  // An address new to the site: the request waits for the link emailed to it.
  await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await sendFromEmail(page, 'ben@example.com');
  await page.getByRole('heading', { level: 1, name: 'Booking requested' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(errors).toEqual([]);
});

it('shows a visitor in another time zone their own time beside each free time, and keeps it on the next page', async () => {
  await bookableSite('phone-zone');
  const { page, errors } = await phone(true, 'America/New_York');
  await page.goto(`${base}/api/public/phone-zone/book?service=cut`);
  const first = page.locator('label.slot').first();
  const start = await first.locator('input').getAttribute('value');
  const newYork = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(start!));
  expect(await first.locator('small').innerText()).toBe(`${newYork} your time`);
  await screenshot(page, 'booking-visitor-zone');
  await first.locator('input').check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
  // The zone travelled with the form: the details page's address carries it.
  expect(new URL(page.url()).searchParams.get('zone')).toBe('America/New_York');
  // A visitor in the business's own zone sees no second time.
  const local = await phone(true, 'Europe/London');
  await local.page.goto(`${base}/api/public/phone-zone/book?service=cut`);
  expect(await local.page.locator('label.slot small').count()).toBe(0);
  expect([...errors, ...local.errors]).toEqual([]);
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
  // Connected, with edit control: the canvas's texts are editable and Save Draft is available.
  await page.getByRole('region', { name: 'Preview of Maple Street Barbers' }).locator('h1[contenteditable="plaintext-only"]').waitFor();
  await page.getByRole('button', { name: 'Save Draft', exact: true }).and(page.locator(':enabled')).waitFor();
  const sections = page.getByRole('list', { name: 'Sections' });
  const panel = page.locator('.editor__section-panel');

  await sections.getByRole('button', { name: 'Services', exact: true }).click();
  // The first service's fields open from its disclosure button.
  await panel.locator('button[aria-expanded="false"]').first().click();
  // The box shows the document's state, which arrives a moment after the click (Playwright's check()
  // would look at once): click, then wait for it.
  const bookable = panel.getByRole('checkbox', { name: 'Visitors can book this service' }).first();
  await bookable.click();
  await bookable.and(page.locator(':checked')).waitFor();
  await panel.getByRole('combobox', { name: 'Length' }).selectOption('45');
  await panel.getByRole('combobox', { name: 'Bookings' }).selectOption('instant');

  await sections.getByRole('button', { name: 'Scheduling', exact: true }).click();
  await panel.getByRole('combobox', { name: 'Bookings' }).selectOption('frontdoor');
  await panel.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/London');
  await panel.getByRole('combobox', { name: 'Notice' }).selectOption('60');
  await panel.getByRole('combobox', { name: 'Cancel or move online' }).selectOption('48');
  // Closed the day after tomorrow (London); open late, 18:00–20:00, three days from now.
  const londonDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(Date.now() + days * 86_400_000);
  const [closed, extra] = [londonDate(2), londonDate(3)];
  await panel.getByLabel('A closed date').fill(closed);
  await panel.getByRole('button', { name: 'Add closed date' }).click();
  await panel.getByRole('listitem').filter({ hasText: 'Remove' }).first().waitFor();
  await panel.getByLabel('An extra opening day').fill(extra);
  await panel.getByLabel('Opens').fill('20:00');
  await panel.getByLabel('Closes').fill('18:00');
  await panel.getByRole('button', { name: 'Add day' }).click();
  // Closing before opening is told, and nothing is added.
  expect(await panel.getByRole('alert').innerText()).toBe('The closing time must be after the opening time');
  await panel.getByLabel('Opens').fill('18:00');
  await panel.getByLabel('Closes').fill('20:00');
  await panel.getByRole('button', { name: 'Add day' }).click();
  await panel.getByText(/, 18:00–20:00$/).waitFor();
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
  // The closed date offers nothing; the extra day offers its evening too.
  const starts = await visitor.page.locator('input[name="start"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const inLondon = (start: string) => ({
    date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(start)),
    time: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(start)),
  });
  expect(starts.map(inLondon).filter((slot) => slot.date === closed)).toEqual([]);
  // 45 minutes with no break: 18:00 to 19:15, every quarter hour.
  expect(starts.map(inLondon).filter((slot) => slot.date === extra && slot.time >= '18:00')).toHaveLength(6);
  expect(errors).toEqual([]);
});

/** The event of an email's calendar file, read by an independent parser. */
function calendarEvent(mail: DevMail): VEvent {
  const file = mail.attachments.find((attachment) => attachment.filename === 'booking.ics');
  if (!file) throw new Error(`no calendar file on "${mail.subject}"`);
  const events = Object.values(ical.sync.parseICS(file.content)).filter((component): component is VEvent => component?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** The address of an email's button ("Confirm: https://…"). */
const linkIn = (mail: DevMail, label: string) => {
  const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text)?.[1];
  if (!url) throw new Error(`no "${label}" link in: ${mail.text}`);
  return url;
};

describe.each([false, true])('with JavaScript %s, on a phone', (javaScriptEnabled) => {
  const handle = `phone-links-${javaScriptEnabled ? 'js' : 'nojs'}`;
  it('a visitor requests a beard trim, the owner confirms from the email, both get the calendar entry, and the visitor cancels from theirs', async () => {
    await bookableSite(handle);
    const owner = `owner-${handle}@example.com`;
    const visitorEmail = `dina-${handle}@example.com`;
    const { page, errors } = await phone(javaScriptEnabled);
    await page.goto(`${base}/api/public/${handle}/book?service=beard`);
    // A time two days ahead at least, well before the cut-off for cancelling online (a day).
    const starts = await page.locator('input[name="start"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const start = starts.find((value) => Date.parse(value) > Date.now() + 48 * 3_600_000)!;
    await page.locator(`input[name="start"][value="${start}"]`).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Name').fill('Dina Park');
    await page.getByLabel('Email').fill(visitorEmail);
    await page.getByRole('button', { name: 'Request booking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await sendFromEmail(page, visitorEmail);
    await page.getByRole('heading', { level: 1, name: 'Booking requested' }).waitFor();

    // The owner opens the email's Confirm button on their phone: the page shows the request, one tap confirms.
    // (Their mailbox holds their sign-in code first: the request is the second email.)
    const request = await nextMail(app.url, owner, 1);
    expect(request.subject).toBe('New booking request on your Maple Street Barbers website');
    expect(calendarEvent(request).start.toISOString()).toBe(new Date(start).toISOString());
    const ownerPhone = await phone(javaScriptEnabled);
    await ownerPhone.page.goto(linkIn(request, 'Confirm'));
    await ownerPhone.page.getByRole('heading', { level: 1, name: 'Dina Park asks to book' }).waitFor();
    // axe runs as a script in the page: checked where pages run scripts.
    if (javaScriptEnabled) expect(await axeViolations(ownerPhone.page)).toEqual([]);
    await screenshot(ownerPhone.page, `booking-link-owner-${javaScriptEnabled ? 'js' : 'nojs'}`, { fullPage: true });
    await ownerPhone.page.getByRole('button', { name: 'Confirm booking' }).click();
    await ownerPhone.page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();

    // The visitor's emails: requested, then confirmed; their calendar entry is one (same UID), at the right instant, now confirmed.
    const confirmed = await nextMail(app.url, visitorEmail, 2);
    expect(confirmed.subject).toBe('Confirmed: Beard trim at Maple Street Barbers');
    const event = calendarEvent(confirmed);
    expect([event.start.toISOString(), event.end!.toISOString(), event.status]).toEqual([
      new Date(start).toISOString(),
      new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      'CONFIRMED',
    ]);
    expect(event.uid).toBe(calendarEvent(request).uid);

    // The visitor cancels from their link; the time is offered again.
    await page.goto(linkIn(confirmed, 'View or cancel your booking'));
    await page.getByRole('heading', { level: 1, name: 'Your booking' }).waitFor();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `booking-link-visitor-${javaScriptEnabled ? 'js' : 'nojs'}`, { fullPage: true });
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Booking cancelled' }).waitFor();
    const ownerTold = await nextMail(app.url, owner, 2);
    expect(ownerTold.subject).toBe('Booking cancelled on your Maple Street Barbers website');
    expect(calendarEvent(ownerTold).status).toBe('CANCELLED');
    await page.goto(`${base}/api/public/${handle}/book?service=beard&from=${start.slice(0, 10)}`);
    expect(await page.locator(`input[name="start"][value="${start}"]`).count()).toBe(1);
    expect([...errors, ...ownerPhone.errors]).toEqual([]);
  });
});
