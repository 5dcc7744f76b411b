import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { siteDocumentSchema, type SiteDocument } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { freePort } from '../server/test/support/free-port.js';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { codeIn, mainNav, nextMail, screenshot } from './support.js';

// Issue 26 point 7, the small things a new owner tripped on, as people meet them in Chromium
// against the real server, worker, PostgreSQL and Redis: the invitation page names the website
// and who invited, and fills the invited address into sign-in, whose six-digit code sends itself
// (once); the website card links the live address apart from Open; the user menu keeps Delete
// account away from Sign out; a published carousel gallery has Previous/Next photos buttons and
// shows there is more, at 1280 and 390 px, and still scrolls without JavaScript; a generated
// image banner carries its words under the heading. (The Add-section descriptions, scrolling to
// a new or chosen section and the drag announcements are in designer.test.ts.)

let app: RunningApp;
let browser: Browser;
let base: string;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
}, 60_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(errors.splice(0)).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const BUSINESS = 'Maple Street Barbers';

/** An owner (signed in through the API) with a generated website: its client, id and document. */
async function ownerWithWebsite(what: string) {
  const email = `small-${what}-${Date.now()}@example.com`;
  const { client, session } = await signInByCode(app.url, email);
  const created = await client.post('/api/websites', onboardingAnswers({ businessName: BUSINESS }));
  expect(created.status).toBe(202);
  for (let i = 0; ; i++) {
    const { body } = await client.get(`/api/websites/jobs/${created.body.jobId}`);
    if (body.state === 'completed') break;
    if (body.state === 'failed' || i > 300) throw new Error(`generation ${body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const id = created.body.id as string;
  const document = siteDocumentSchema.parse((await client.get(`/api/websites/${id}`)).body.document);
  return { client, session, email, id, document };
}

async function newPage(options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; cookiesOf?: { cookies: Map<string, string> } } = {}) {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, javaScriptEnabled: options.javaScriptEnabled ?? true });
  contexts.push(context);
  if (options.cookiesOf) {
    await context.addCookies(
      [...options.cookiesOf.cookies].map(([name, value]) => ({
        name,
        value,
        domain: 'localhost',
        path: name === 'fd_refresh' ? '/api/auth' : '/',
        sameSite: 'Strict' as const,
      })),
    );
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return page;
}

it('names the website and who invited on the invitation page, fills the invited address into sign-in, and the code sends itself once', async () => {
  const owner = await ownerWithWebsite('inviter');
  const guestEmail = `small-guest-${Date.now()}@example.com`;
  const created = await owner.client.post('/api/invite/create', { invitedUserEmail: guestEmail, websiteId: owner.id, role: 'Collaborator' });
  expect(created.status).toBe(200);
  const mail = await nextMail(app.url, guestEmail);
  const link = new URL(/https?:\/\/\S+invite\/accept\?id=[0-9a-f-]+/.exec(mail.text)![0]);

  // Signed out, the page says what the email said: the website, who invited, the address to use.
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${base}${link.pathname}${link.search}`);
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Sign in to accept your invitation' }).waitFor();
  await main.getByText(`${owner.email} invited you to edit ${BUSINESS} on Frontdoor.`).waitFor();
  await main.getByText(`Sign in with ${guestEmail}, the address the invitation was sent to.`, { exact: false }).waitFor();
  await screenshot(page, 'small-things-invite-390', { fullPage: true });

  // Sign In opens on the email step with the invited address filled in.
  await main.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Sign in with email' }).waitFor();
  const dialog = page.getByRole('dialog');
  expect(await dialog.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(guestEmail);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();

  // The sixth digit sends the code: one verification, no click on Verify (which stays).
  const verifications: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login/otp/verify')) verifications.push(request.method());
  });
  await dialog.getByRole('button', { name: 'Verify' }).waitFor();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(codeIn(await nextMail(app.url, guestEmail, 1)));
  await page.waitForURL(/\/designer\?websiteId=/, { timeout: 30_000 });
  expect(verifications).toEqual(['POST']);
});

it('links the live address on the website card apart from Open, and keeps Delete account away from Sign out', async () => {
  const owner = await ownerWithWebsite('card');
  const handle = `small-card-${randomUUID().slice(0, 8)}`;
  expect((await owner.client.post(`/api/websites/${owner.id}/publish`, { handle })).status).toBe(200);

  const page = await newPage({ cookiesOf: owner.client });
  await page.goto(`${base}/websites`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BUSINESS }) });
  // The name opens the designer (the whole card does); the live address is its own link, to the page.
  const open = card.getByRole('link', { name: BUSINESS, exact: true });
  expect(await open.getAttribute('href')).toBe(`/designer?websiteId=${owner.id}`);
  const live = card.getByRole('link', { name: /live website, opens in a new tab/ });
  expect(await live.getAttribute('href')).toBe(`${base}/${handle}`);
  expect(await live.getAttribute('target')).toBe('_blank');
  expect(await live.textContent()).toContain(`localhost:${new URL(base).port}/${handle}`);
  await card.getByText('Open', { exact: true }).waitFor();
  await card.getByText('Published', { exact: true }).waitFor();
  // A click on the live address opens the page, not the designer.
  const [popup] = await Promise.all([page.context().waitForEvent('page'), live.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`${base}/${handle}`);
  await popup.close();
  expect(page.url()).toBe(`${base}/websites`);
  await screenshot(page, 'small-things-websites-1280');

  // The user menu: Delete account sits with the account, two groups away from Sign out.
  await mainNav(page).getByRole('button', { name: owner.email }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await menu.getByRole('menuitem', { name: 'Sign out' }).waitFor(); // the menu's code loads on first open
  const items = await menu.getByRole('menuitem').allTextContents();
  expect(items.at(-1)).toBe('Sign out');
  expect(items.indexOf('Delete account')).toBe(items.indexOf('Account settings') + 1);
  expect(items.indexOf('Sign out') - items.indexOf('Delete account')).toBeGreaterThan(2);
  const groupOf = (name: string) =>
    menu
      .getByRole('menuitem', { name })
      .evaluate((item) => [...item.closest('[role="menu"]')!.querySelectorAll('[role="group"]')].indexOf(item.closest('[role="group"]')!));
  expect((await groupOf('Sign out')) - (await groupOf('Delete account'))).toBe(2);
  await screenshot(page, 'small-things-user-menu-1280');
});

it('gives a published carousel gallery Previous/Next photos buttons and a visible hint of more, and scrolls it without JavaScript', async () => {
  const owner = await ownerWithWebsite('gallery');
  // The generated site, as a carousel of its gallery pictures (and its image banner's words).
  const site: SiteDocument = structuredClone(owner.document);
  site.websiteSettings.id = randomUUID();
  const gallery = site.sections.find((section) => section.type === 'Gallery');
  if (gallery?.type !== 'Gallery') throw new Error('no gallery');
  expect(gallery.items.length).toBeGreaterThanOrEqual(4);
  gallery.layout = 'Carousel';
  const banner = site.sections.find((section) => section.type === 'ImageBanner');
  if (banner?.type !== 'ImageBanner') throw new Error('no image banner');
  expect(banner.text.length).toBeGreaterThan(20);
  await new DraftEventStore(await app.database()).createDraft({ userId: owner.session.user.id, document: site });
  const handle = `small-gallery-${randomUUID().slice(0, 8)}`;
  expect((await owner.client.post(`/api/websites/${site.websiteSettings.id}/publish`, { handle })).status).toBe(200);

  for (const width of [1280, 390]) {
    const page = await newPage({ viewport: { width, height: 900 } });
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.goto(`${base}/${handle}`);
    // The image banner is not a lone heading: its words are under it.
    await page.locator(`[id="${banner.id}"]`).getByText(banner.text).waitFor();

    const section = page.locator(`[id="${gallery.id}"]`);
    const row = section.getByRole('group', { name: gallery.heading });
    const previous = section.getByRole('button', { name: 'Previous photos' });
    const next = section.getByRole('button', { name: 'Next photos' });
    await section.scrollIntoViewIfNeeded();
    await next.waitFor();
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isEnabled()).toBe(true);
    // The trailing edge fades: there is more to the right.
    expect(await row.evaluate((element) => getComputedStyle(element).maskImage)).toContain('linear-gradient');
    expect(await row.evaluate((element) => element.hasAttribute('data-e') && !element.hasAttribute('data-s'))).toBe(true);
    await screenshot(page, `small-things-gallery-${width}`);
    const scrolled = () => row.evaluate((element) => element.scrollLeft);
    await next.click();
    await page.waitForFunction((id) => document.getElementById(id)!.querySelector('.car')!.scrollLeft > 100, gallery.id);
    await page.waitForFunction((id) => !(document.getElementById(id)!.querySelector('.carn button') as HTMLButtonElement).disabled, gallery.id);
    expect(await row.evaluate((element) => element.hasAttribute('data-s'))).toBe(true);
    const after = await scrolled();
    await screenshot(page, `small-things-gallery-${width}-next`);
    await previous.click();
    await page.waitForFunction(([id, left]) => document.getElementById(id as string)!.querySelector('.car')!.scrollLeft < (left as number), [gallery.id, after] as const);
    expect(consoleErrors).toEqual([]);
  }

  // Without JavaScript: no buttons, but the row still shows there is more and scrolls.
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${base}/${handle}`);
  const section = page.locator(`[id="${gallery.id}"]`);
  const row = section.getByRole('group', { name: gallery.heading });
  await row.waitFor();
  expect(await section.getByRole('button', { name: 'Next photos' }).count()).toBe(0);
  expect(await row.evaluate((element) => getComputedStyle(element).maskImage)).toContain('linear-gradient');
  expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await row.evaluate((element) => element.scrollBy({ left: 500 }));
  expect(await row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'small-things-gallery-1280-no-js');
});
