import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ERROR_DETAILS } from '@frontdoor/shared';
import { freePort } from '../server/test/support/free-port.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { createWebsite, screenshot, signedInContext, uniqueEmail } from './support.js';

// Issue 37, deliverable 6: the papercuts around sharing, in Chromium against the real server,
// worker, PostgreSQL and Redis, photographed (SCREENSHOTS_DIR) at 1280 px, and at 390 px where
// the screen exists at that width (the designer asks for a larger screen):
// the Publish dialog suggests 'boulangerie-riviere' for 'Boulangerie Rivière'; Share lists who
// can edit (the editor, the invitation waiting) and the owner cancels and removes there; the
// removed guest's old invitation link says it is no longer valid, signed in or not.

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

const WIDE = { width: 1280, height: 860 };
const NARROW = { width: 390, height: 844 };

async function pageOf(context: BrowserContext): Promise<Page> {
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/**
 * Photographs the page at 1280 and at 390 px wide, as `<name>-1280` and `<name>-390`. The
 * designer's dialogs are photographed at 1280 only: at 390 px the designer is 'Larger screen
 * required' (spec §2), so Publish and Share are not there to see.
 */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(NARROW);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(WIDE);
}

it('suggests a transliterated address, lists who can edit in Share, and tells a removed guest their old link is no longer valid', async () => {
  const ownerEmail = uniqueEmail('owner-share');
  const editorEmail = uniqueEmail('editor-share');
  const pendingEmail = uniqueEmail('pending-share');
  const owner = await signedInContext(browser, app.url, ownerEmail, WIDE);
  const websiteId = await createWebsite(owner.client, 'Boulangerie Rivière');
  const editorInvite = (await owner.client.post('/api/invite/create', { invitedUserEmail: editorEmail, websiteId, role: 'Collaborator' })).body.invite.id as string;
  const pendingInvite = (await owner.client.post('/api/invite/create', { invitedUserEmail: pendingEmail, websiteId, role: 'Collaborator' })).body.invite.id as string;
  const editor = await signInByCode(app.url, editorEmail);
  expect((await editor.client.post(`/api/invite/accept/${editorInvite}`)).status).toBe(200);

  const page = await pageOf(owner.context);
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await page
    .getByRole('region', { name: /^Preview of / })
    .locator('h1')
    .first()
    .waitFor();

  // Publish suggests the business name with its accent written plainly and its words apart.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('dialog', { name: /^Publish/ });
  expect(await publish.getByRole('textbox', { name: 'Web address' }).inputValue()).toBe('boulangerie-riviere');
  await publish.getByText('Web address available').waitFor();
  await screenshot(page, 'sharing-publish-suggestion-1280');
  await page.keyboard.press('Escape');
  await publish.waitFor({ state: 'detached' });

  // Share lists the owner, the editor and the invitation waiting.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share your website' });
  const editors = share.getByRole('list', { name: 'Editors' });
  const row = (email: string) => editors.getByRole('listitem').filter({ hasText: email });
  await row(editorEmail).getByText('Editor', { exact: true }).waitFor();
  await row(pendingEmail).getByText('Invited — pending').waitFor();
  await row(ownerEmail).getByText('Owner', { exact: true }).waitFor();
  await screenshot(page, 'sharing-share-editors-1280');

  // The owner cancels the invitation waiting, then removes the editor, from Share.
  await share.getByRole('button', { name: `Cancel invitation to ${pendingEmail}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel invitation' }).click();
  await row(pendingEmail).waitFor({ state: 'detached' });
  await share.getByText(`The invitation to ${pendingEmail} is cancelled`).waitFor();
  await share.getByRole('button', { name: `Remove ${editorEmail}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove editor' }).click();
  await row(editorEmail).waitFor({ state: 'detached' });
  await share.getByText(`${editorEmail} can no longer edit this website`).waitFor();
  await share.getByText('Only you can edit this website.').waitFor();
  await screenshot(page, 'sharing-share-removed-1280');
  expect((await owner.client.get(`/api/websites/${websiteId}/invites`)).body.map((invite: { id: string }) => invite.id)).not.toEqual(
    expect.arrayContaining([pendingInvite]),
  );
  expect((await owner.client.get(`/api/websites/${websiteId}/invites`)).body).toEqual([]);

  // The removed editor opens the old invitation link: no longer valid, not 'something went wrong'.
  const removed = await signedInContext(browser, app.url, editorEmail, WIDE);
  const guestPage = await pageOf(removed.context);
  await guestPage.goto(`${base}/invite/accept?id=${editorInvite}`);
  await guestPage.getByRole('heading', { name: 'Invitation no longer valid' }).waitFor();
  await guestPage.getByText(ERROR_DETAILS.invite_removed.message).waitFor();
  expect(await guestPage.getByText('Something went wrong').count()).toBe(0);
  await guestPage.getByRole('link', { name: 'Your websites' }).waitFor();
  await bothWidths(guestPage, 'sharing-removed-link-signed-in');

  // Signed out, the link says so before asking anyone to sign in.
  const visitor = await pageOf(await browser.newContext({ viewport: WIDE }));
  await visitor.goto(`${base}/invite/accept?id=${editorInvite}`);
  await visitor.getByRole('heading', { name: 'Invitation no longer valid' }).waitFor();
  expect(await visitor.getByRole('main').getByRole('button', { name: 'Sign In' }).count()).toBe(0);
  await bothWidths(visitor, 'sharing-removed-link-signed-out');
}, 120_000);
