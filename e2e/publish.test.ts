import type { Browser, Page } from 'playwright-core';
import { HANDLE_MESSAGES, devMailSchema } from '@frontdoor/shared';
import { freePort } from '../server/test/support/free-port.js';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { browserCookies, expectFocus } from './support.js';

// Publishing from the designer in Chromium against the real server and worker: the publish
// modal (address checks, a taken address, an address change), the published page in a fresh
// context, Share, Export contacts and Delete website.

let app: RunningApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  // A known port, so the generated images' URLs (built from PUBLIC_URL) point at this server.
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const pageErrors = new WeakMap<Page, string[]>();

/**
 * A signed-in owner with a generated draft, on the designer in a browser of their own. The API
 * signs in and creates the site; the browser gets the session's refresh cookie.
 */
async function ownerOnDesigner(email: string, businessName: string, { nativeShare = false } = {}): Promise<{ page: Page; websiteId: string }> {
  const { client } = await signInByCode(app.url, email);
  const created = await client.post('/api/websites', onboardingAnswers({ businessName }));
  expect(created.status).toBe(202);
  for (let i = 0; i < 300; i++) {
    const { body } = await client.get(`/api/websites/jobs/${created.body.jobId}`);
    if (body.state === 'completed') break;
    if (body.state === 'failed') throw new Error('generation failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await context.addCookies(browserCookies(client));
  // A stand-in for the device's share sheet, which headless Chromium on Linux does not have.
  if (nativeShare) await context.addInitScript('navigator.share = async (data) => { window.__shared = data; }');
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${created.body.id}`);
  await page.getByRole('heading', { level: 1, name: businessName }).waitFor();
  return { page, websiteId: created.body.id };
}

async function close(page: Page) {
  expect(pageErrors.get(page)).toEqual([]);
  await page.context().close();
}

const status = (url: string) => fetch(url, { redirect: 'manual' }).then((res) => res.status);
const publishDialog = (page: Page) => page.getByRole('dialog', { name: /^Publish/ });
const addressField = (page: Page) => publishDialog(page).getByRole('textbox', { name: 'Web address' });

/** Types a whole address into the open publish dialog's field, as a person would. */
async function typeAddress(page: Page, text: string) {
  await addressField(page).fill('');
  await addressField(page).pressSequentially(text);
}

describe('publishing from the designer', () => {
  const first = 'maple-street-cuts';
  const moved = 'maple-cuts-pdx';
  let owner: Page;

  afterAll(async () => {
    if (owner) await close(owner);
  });

  it('publishes a generated draft at a chosen address, which a visitor then sees', async () => {
    ({ page: owner } = await ownerOnDesigner('publisher@example.com', 'Maple Street Barbers', { nativeShare: true }));
    const page = owner;
    await page.getByText('Draft - Not Published').waitFor();
    // Share before publishing says, in its dialog, that the address comes with publishing.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const before = page.getByRole('dialog', { name: 'Share your website' });
    await before.getByText('Your website gets its address when you publish it.', { exact: false }).waitFor();
    await before.getByRole('button', { name: 'Done', exact: true }).click();
    await before.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = publishDialog(page);
    await dialog.getByRole('heading', { name: 'Publish your website' }).waitFor();
    // Prefilled from the business name, after this site's address.
    expect(await addressField(page).inputValue()).toBe('maple-street-barbers');
    await dialog.getByText(`${base}/`, { exact: true }).waitFor();
    await dialog.getByText(HANDLE_MESSAGES.available).waitFor();

    // Normalised as it is typed; too short is refused.
    await typeAddress(page, 'Maple Street!');
    expect(await addressField(page).inputValue()).toBe('maplestreet');
    // Characters dropped mid-address leave the caret where it was.
    await addressField(page).press('Home');
    for (let i = 0; i < 5; i++) await addressField(page).press('ArrowRight');
    await addressField(page).pressSequentially(' &-');
    expect(await addressField(page).inputValue()).toBe('maple-street');
    await typeAddress(page, 'ab');
    await dialog.getByText(HANDLE_MESSAGES.invalid).waitFor();
    expect(await addressField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);

    // The check waits for a pause in typing, and says so while it runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/handles/**', async (route) => {
      await held;
      await route.continue();
    });
    await typeAddress(page, first);
    await dialog.getByText(HANDLE_MESSAGES.checking).waitFor();
    release();
    await dialog.getByText(HANDLE_MESSAGES.available).waitFor();
    await page.unroute('**/api/handles/**');

    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const live = page.getByRole('dialog', { name: 'Your website is live' });
    await live.waitFor();
    const url = `${base}/${first}`;
    await live.getByText(url, { exact: true }).waitFor();
    expect(await live.getByRole('link', { name: /View site/ }).getAttribute('href')).toBe(url);
    expect(await live.getByRole('link', { name: /View site/ }).getAttribute('target')).toBe('_blank');
    await live.getByRole('button', { name: 'Copy', exact: true }).click();
    await live.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Escape closes it and gives focus back to Publish; the bar shows the live address.
    await page.keyboard.press('Escape');
    await live.waitFor({ state: 'detached' });
    await expectFocus(page, 'Publish');
    await page.getByText('Published', { exact: true }).waitFor();
    expect(await page.getByText('Draft - Not Published').count()).toBe(0);
    const barLink = page.getByRole('link', { name: new RegExp(`/${first}`) });
    expect(await barLink.getAttribute('href')).toBe(url);
    expect(await barLink.getAttribute('target')).toBe('_blank');

    // A visitor, signed out in a fresh context, sees the site.
    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    const response = await site.goto(url);
    expect(response?.status()).toBe(200);
    await site.getByText('Maple Street Barbers').first().waitFor();
    expect(await site.locator('#root').count()).toBe(0); // no app shell
    await visitor.close();

    // Share shows the same address.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share your website' });
    await share.getByText(url, { exact: true }).waitFor();
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    expect(await page.evaluate('window.__shared')).toEqual({ title: 'Maple Street Barbers', url });
    await share.getByRole('button', { name: 'Done', exact: true }).click();
    await share.waitFor({ state: 'detached' });
  });

  it('tells a second owner that the address is in use, whether the check or the publish finds it', async () => {
    const { page } = await ownerOnDesigner('second-owner@example.com', 'Maple Street Barbers');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = publishDialog(page);
    await typeAddress(page, first);
    await dialog.getByText(HANDLE_MESSAGES.taken).waitFor();
    expect(await dialog.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Taken between the check and the click: the server's 409 says the same.
    await page.route('**/api/handles/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"available":true}' }));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await typeAddress(page, first);
    await dialog.getByText(HANDLE_MESSAGES.available).waitFor();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.getByText(HANDLE_MESSAGES.taken).waitFor();
    expect(await dialog.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.unroute('**/api/handles/**');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Draft - Not Published').waitFor();
    await close(page);
  });

  it('moves the site when its address changes: the old address answers 404, the new one 200', async () => {
    const page = owner;
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish changes' });
    await dialog.waitFor();
    // The site's own address counts as available.
    expect(await addressField(page).inputValue()).toBe(first);
    await dialog.getByText(HANDLE_MESSAGES.available).waitFor();
    expect(await dialog.getByText('will stop working').count()).toBe(0);

    await typeAddress(page, moved);
    await dialog.getByText(`The old address, ${base}/${first}, will stop working`, { exact: false }).waitFor();
    await dialog.getByText(HANDLE_MESSAGES.available).waitFor();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const live = page.getByRole('dialog', { name: 'Your website is live' });
    await live.getByText('no longer works').waitFor();
    await live.getByText(`${base}/${moved}`, { exact: true }).waitFor();
    await live.getByRole('button', { name: 'Done', exact: true }).click();
    await live.waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: new RegExp(`/${moved}`) }).getAttribute('href')).toBe(`${base}/${moved}`);

    expect(await status(`${base}/${first}`)).toBe(404);
    expect(await status(`${base}/${moved}`)).toBe(200);
  });

  it('exports contacts by email, and says so when the request fails', async () => {
    const page = owner;
    // The menu works from the keyboard: Enter opens it on its first item, Escape closes it.
    await page.getByRole('button', { name: 'More actions', exact: true }).focus();
    await page.keyboard.press('Enter');
    // The site's statistics (a dialog) and bookings (a page) first, then the actions.
    await expectFocus(page, 'Statistics');
    expect(await page.getByRole('menuitem', { name: 'Bookings' }).getAttribute('href')).toMatch(/^\/websites\/bookings\?websiteId=[\w-]+$/);
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'Bookings');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'Export contacts');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'Delete website');
    await page.keyboard.press('Escape');
    // The closing menu hands the focus back once it has gone (a few frames on a busy machine).
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'More actions', null, { timeout: 5000 }).catch(() => undefined);
    await expectFocus(page, 'More actions', 'label');

    await page.route('**/api/websites/*/export-contacts', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"service_unavailable","message":"Please check your connection and try again"}}',
      }),
    );
    await page.keyboard.press('Enter');
    // The menu opens on its first item; then two down.
    await expectFocus(page, 'Statistics');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'Bookings');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'Export contacts');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Export contacts' });
    await dialog.getByRole('button', { name: 'Export contacts', exact: true }).click();
    await dialog.getByText('Contact export failed', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Export contacts', exact: true }).isEnabled()).toBe(true);
    await page.unroute('**/api/websites/*/export-contacts');

    const since = new Date().toISOString();
    await dialog.getByRole('button', { name: 'Export contacts', exact: true }).click();
    await dialog.getByText('Contact export may take a few minutes').waitFor();
    await dialog.getByText('email with the file', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    let mail;
    for (let i = 0; i < 100 && !mail; i++) {
      const all = devMailSchema.array().parse(await (await fetch(`${app.url}/api/dev/mailbox?to=publisher@example.com`)).json());
      mail = all.find((m) => m.createdAt >= since && m.subject.startsWith('Your contacts from Maple Street Barbers'));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail?.text).toContain('/api/exports/');
  });

  it('deletes the website: a failure leaves it in place, success returns to the website list and the address answers 404', async () => {
    const page = owner;
    const openDelete = async () => {
      await page.getByRole('button', { name: 'More actions', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Delete website' }).click();
      return page.getByRole('alertdialog', { name: 'Delete this website?' });
    };

    let dialog = await openDelete();
    await dialog.getByText(`${base}/${moved}`).waitFor();
    // The safe choice has the focus; Escape cancels.
    await expectFocus(page, 'Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.route('**/api/websites/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"internal","message":"An unknown error has occurred. Please try again."}}',
          })
        : route.continue(),
    );
    dialog = await openDelete();
    await dialog.getByRole('button', { name: 'Delete website', exact: true }).click();
    await dialog.getByText('An unknown error has occurred. Please try again.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete website', exact: true }).isEnabled()).toBe(true);
    expect(await status(`${base}/${moved}`)).toBe(200);
    await page.unroute('**/api/websites/*');

    await dialog.getByRole('button', { name: 'Delete website', exact: true }).click();
    await page.waitForURL(`${base}/websites`);
    await page.getByText('Maple Street Barbers was deleted.').waitFor();
    expect(await status(`${base}/${moved}`)).toBe(404);
  });
});
