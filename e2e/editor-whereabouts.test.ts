import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { SiteDocument } from '@frontdoor/shared';
import { sectionAnchor } from '@frontdoor/shared/render';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp, addAcceptedEditor } from './harness.js';
import { browserCookies, screenshot } from './support.js';

// Watchers see where the editor is (issue 37, deliverable 2), in two browser contexts: the owner
// edits far down the page while the guest watches its top. The guest's canvas marks the section
// with the owner's name in the owner's colour, the guest's section list marks it too, and a
// polite status says it; with Follow on, the guest's canvas scrolls to the section, and again when
// the owner moves to another. The owner's screen shows no marker. After a hand-over the marker
// names the new editor, on the previous editor's screen.

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ AUTH_SECRET: 'editor-whereabouts-e2e-secret-0123456789ab' });
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(email: string) {
  const { client, session } = await signInByCode(app.url, email);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(browserCookies(client));
  return { context, client, session };
}

const canvas = (page: Page) => page.getByRole('region', { name: /^Preview of / });
const marker = (page: Page) => canvas(page).locator('.edit-canvas__whereabouts');
const listRow = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Sections' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });

/** Whether an element's top is on screen, below the designer's bar (the canvas scrolls on its own under it). */
const inView = (target: Locator) =>
  target.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    const bar = document.querySelector('.designer-bar')?.getBoundingClientRect().bottom ?? 0;
    return top >= bar - 2 && top < window.innerHeight - 40;
  });

async function until(check: () => Promise<boolean>, what: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The marker covers the section (same box, give or take a pixel) and names `email`. */
async function markedOn(page: Page, section: Locator, email: string) {
  await marker(page)
    .filter({ hasText: `${email} is editing this section` })
    .waitFor({ timeout: 10_000 });
  await until(async () => {
    const [a, b] = await Promise.all([marker(page).boundingBox(), section.boundingBox()]);
    return Boolean(a && b && Math.abs(a.y - b.y) <= 1 && Math.abs(a.height - b.height) <= 1 && Math.abs(a.width - b.width) <= 1);
  }, 'the marker over the section');
}

it('the guest sees where the owner edits, follows them down the page, and sees the new editor after a hand-over', async () => {
  const ownerEmail = `owner-where-${Date.now()}@example.com`;
  const guestEmail = `guest-where-${Date.now()}@example.com`;
  const owner = await signedIn(ownerEmail);
  const guest = await signedIn(guestEmail);
  const created = await owner.client.post('/api/websites', onboardingAnswers({ businessName: 'Harbor Dental' }));
  for (let i = 0; i < 300; i++) {
    if ((await owner.client.get(`/api/websites/jobs/${created.body.jobId}`)).body.state === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const websiteId = created.body.id as string;
  await addAcceptedEditor(app, { email: guestEmail, id: guest.session.user.id }, websiteId);
  const site = (await owner.client.get(`/api/websites/${websiteId}`)).body.document as SiteDocument;
  const idOf = (type: string) => site.sections.find((section) => section.type === type)!.id;
  const sectionOn = (page: Page, type: string) => canvas(page).locator(`[id="${sectionAnchor(idOf(type))}"]`);

  const errors: string[] = [];
  const openDesigner = async (context: BrowserContext) => {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app.url.replace('127.0.0.1', 'localhost')}/designer?websiteId=${websiteId}`);
    await canvas(page).locator('h1[contenteditable]').waitFor();
    return page;
  };
  const ownerPage = await openDesigner(owner.context);
  const guestPage = await openDesigner(guest.context);
  await guestPage.getByText(`${ownerEmail} is editing.`, { exact: false }).waitFor({ timeout: 15_000 });
  const follow = guestPage.getByRole('button', { name: 'Follow editor' });
  // Off by default (opt-in, as following someone in Figma).
  expect(await follow.getAttribute('aria-pressed')).toBe('false');

  // The owner selects Contact, far down the page, and types in its heading.
  await listRow(ownerPage, 'Contact').getByRole('button', { name: 'Contact', exact: true }).click();
  const ownerContactHeading = sectionOn(ownerPage, 'Contact').locator('h2[contenteditable]');
  await ownerContactHeading.click();
  await ownerPage.keyboard.press('End');
  await ownerPage.keyboard.type(' today');

  // The guest's canvas marks Contact with the owner's name, and so does the guest's list.
  await markedOn(guestPage, sectionOn(guestPage, 'Contact'), ownerEmail);
  expect(await marker(guestPage).getAttribute('data-section-id')).toBe(idOf('Contact'));
  const colour = await marker(guestPage).evaluate((element) => getComputedStyle(element.querySelector('.edit-canvas__editor-tag')!).backgroundColor);
  expect(colour).toMatch(/^rgb\(/);
  await listRow(guestPage, 'Contact').getByText(`${ownerEmail} is editing`).waitFor();
  expect(await listRow(guestPage, 'Services').getByText('is editing').count()).toBe(0);
  await guestPage
    .locator('[data-whereabouts-announcer]')
    .filter({ hasText: `${ownerEmail} is editing Contact` })
    .waitFor({ timeout: 10_000 });
  // Not followed: the guest still looks at the top of the page.
  expect(await inView(sectionOn(guestPage, 'Contact'))).toBe(false);
  // The owner's own screen shows no marker.
  expect(await marker(ownerPage).count()).toBe(0);
  await screenshot(guestPage, 'whereabouts-watcher-not-following');

  // Follow (keyboard): the guest's canvas scrolls to Contact.
  await follow.focus();
  await guestPage.keyboard.press('Enter');
  expect(await follow.getAttribute('aria-pressed')).toBe('true');
  await until(() => inView(sectionOn(guestPage, 'Contact')), 'Contact in view on the guest’s canvas');
  await guestPage.waitForTimeout(600);
  await screenshot(guestPage, 'whereabouts-watcher-following-contact');

  // The owner moves to Team: marker, list and scroll follow.
  await listRow(ownerPage, 'Team').getByRole('button', { name: 'Team', exact: true }).click();
  await markedOn(guestPage, sectionOn(guestPage, 'Team'), ownerEmail);
  await listRow(guestPage, 'Team').getByText(`${ownerEmail} is editing`).waitFor();
  expect(await listRow(guestPage, 'Contact').getByText('is editing').count()).toBe(0);
  await until(() => inView(sectionOn(guestPage, 'Team')), 'Team in view on the guest’s canvas');
  await guestPage.waitForTimeout(600);
  await screenshot(guestPage, 'whereabouts-watcher-following-team');
  // Only the canvas scrolled: the designer's bar stays where it was.
  expect(await guestPage.evaluate(() => document.querySelector('.designer.editor')!.scrollTop)).toBe(0);

  // Follow off: the owner moves back up to Services; the marker moves, the guest's canvas stays.
  await follow.click();
  expect(await follow.getAttribute('aria-pressed')).toBe('false');
  const scrollTop = () => guestPage.evaluate(() => document.querySelector('.designer__canvas')!.scrollTop);
  const before = await scrollTop();
  await listRow(ownerPage, 'Services').getByRole('button', { name: 'Services', exact: true }).click();
  await marker(guestPage)
    .and(guestPage.locator(`[data-section-id="${idOf('Services')}"]`))
    .waitFor({ timeout: 10_000 });
  await guestPage.waitForTimeout(500);
  expect(await scrollTop()).toBe(before);

  // Hand-over: the guest asks, the owner hands over; the marker now names the guest, on the owner's screen.
  await guestPage.getByRole('button', { name: 'Request edit control' }).click();
  await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Hand over now' }).click({ timeout: 10_000 });
  await ownerPage.getByText(`${guestEmail} is editing.`, { exact: false }).waitFor({ timeout: 10_000 });
  await guestPage.waitForFunction(() => document.querySelector('h1[contenteditable]')?.getAttribute('contenteditable') === 'plaintext-only', undefined, {
    timeout: 10_000,
  });
  await marker(guestPage).waitFor({ state: 'detached', timeout: 10_000 });
  await listRow(guestPage, 'FAQ').getByRole('button', { name: 'FAQ', exact: true }).click();
  await markedOn(ownerPage, sectionOn(ownerPage, 'FrequentlyAskedQuestions'), guestEmail);
  expect(await marker(ownerPage).filter({ hasText: ownerEmail }).count()).toBe(0);
  await ownerPage.getByRole('list', { name: 'Sections' }).getByText(`${guestEmail} is editing`).waitFor();
  await ownerPage.getByRole('button', { name: 'Follow editor' }).click();
  await until(() => inView(sectionOn(ownerPage, 'FrequentlyAskedQuestions')), 'the FAQ in view on the owner’s canvas');
  await ownerPage.waitForTimeout(600);
  await screenshot(ownerPage, 'whereabouts-after-hand-over');
  expect(await ownerPage.evaluate(() => document.querySelector('.designer.editor')!.scrollTop)).toBe(0);
  expect(await marker(guestPage).count()).toBe(0);
  expect(errors).toEqual([]);
  await Promise.all([owner.context.close(), guest.context.close()]);
}, 150_000);
