import type { Browser, Locator, Page } from 'playwright-core';
import { yDocToSiteDocument, type DraftVersionDetail, type SiteDocument } from '@frontdoor/shared';
import { connectCollab, eventually, type CollabClient } from '../server/test/support/collab-client.js';
import { freePort } from '../server/test/support/free-port.js';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp, addAcceptedEditor } from './harness.js';
import { browserCookies, SHOTS } from './support.js';

// History → Restore as an owner uses it (issue 26, point 3), in Chromium against the real server,
// worker, PostgreSQL and Redis: Restore asks first, naming the version and showing it drawn small;
// the message after it names the version; the restore is one undoable step (one Undo returns the
// live document exactly to what it was before, compared as JSON, and Redo applies it again); the
// other tab sees it live; History names every entry by kind, author and time.

let app: RunningApp;
let browser: Browser;
let base: string;
const readers: CollabClient[] = [];

beforeAll(async () => {
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  for (const reader of readers) reader.destroy();
  await browser?.close();
  await app?.stop();
});

/** A time as History writes it: '14:05' or '2:05 PM' today. */
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?`;

async function ownerWithWebsite(email: string) {
  const { client, session } = await signInByCode(app.url, email);
  const created = await client.post('/api/websites', onboardingAnswers({ businessName: 'Maple Street Barbers' }));
  expect(created.status).toBe(202);
  for (let i = 0; i < 300; i++) {
    const { body } = await client.get(`/api/websites/jobs/${created.body.jobId}`);
    if (body.state === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(browserCookies(client));
  return { client, session, context, websiteId: created.body.id as string };
}

async function openDesigner(page: Page, websiteId: string, errors: string[]) {
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await heading(page).waitFor();
  await page.getByRole('button', { name: 'Save Draft' }).and(page.locator(':enabled')).waitFor();
}

const heading = (page: Page) => page.getByRole('region', { name: /^Preview of / }).locator('h1[contenteditable]');
const headingIs = (page: Page, text: string) => page.waitForFunction((want) => document.querySelector('h1[contenteditable]')?.textContent === want, text);

async function typeOver(page: Page, target: Locator, text: string) {
  await target.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The live document as the server holds it, read by a collaboration client of the owner (as a second tab would). */
function liveReader(websiteId: string, token: string): CollabClient {
  const reader = connectCollab(app.url, websiteId, token);
  readers.push(reader);
  return reader;
}

/** Waits until the live document equals `want` as JSON (edits take a moment to arrive). */
async function liveEquals(reader: CollabClient, want: SiteDocument, what: string) {
  await eventually(() => JSON.stringify(yDocToSiteDocument(reader.doc)) === JSON.stringify(want), what, 15_000).catch((error: Error) => {
    // Show what differs rather than only that it timed out.
    expect(yDocToSiteDocument(reader.doc)).toEqual(want);
    throw error;
  });
}

it('Restore asks with a preview naming the version, says what it restored, and one Undo returns the exact previous document', async () => {
  const email = `restore-${Date.now()}@example.com`;
  const { client, session, context, websiteId } = await ownerWithWebsite(email);
  const errors: string[] = [];
  const page = await context.newPage();
  await openDesigner(page, websiteId, errors);
  const other = await context.newPage();
  await openDesigner(other, websiteId, errors);
  const reader = liveReader(websiteId, session.accessToken);
  await reader.synced;
  const generated = (await heading(page).textContent())!;

  // The other tab has a change of its own to undo (until the restore).
  await typeOver(other, heading(other), 'Typed in the other tab');
  await other.getByRole('button', { name: 'Undo', exact: true }).and(other.locator(':enabled')).waitFor();
  await headingIs(page, 'Typed in the other tab');

  // A saved version, then a publish, then unsaved work in the tab: a new heading and a new section.
  await page.bringToFront();
  await typeOver(page, heading(page), 'Saved heading');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await page.getByText('Draft saved').waitFor();
  expect((await client.post(`/api/websites/${websiteId}/publish`, { handle: `restore-${Date.now()}` })).status).toBe(200);
  await typeOver(page, heading(page), 'Unsaved heading');
  await page.waitForTimeout(600); // its own undo step, apart from the section added next
  await page.getByRole('button', { name: 'Add section' }).click();
  const add = page.getByRole('dialog', { name: 'Add a section' });
  await add.getByRole('button', { name: 'Video', exact: true }).click();
  await add.waitFor({ state: 'detached' });
  await eventually(
    () => {
      const live = yDocToSiteDocument(reader.doc);
      return live.sections.some((section) => section.type === 'Video') && JSON.stringify(live).includes('Unsaved heading');
    },
    'the unsaved work to reach the server',
    15_000,
  );
  // Nothing more is typed from here on: this is the document before the restore.
  await page.waitForTimeout(500);
  const before = yDocToSiteDocument(reader.doc);

  // History names every entry by kind, author and time.
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const entries = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await entries.nth(2).waitFor();
  const labels = async () => (await entries.locator('.history__label').allTextContents()).map((text) => text.trim());
  expect(await labels()).toEqual([
    expect.stringMatching(new RegExp(`^Published by ${email} · ${TIME} \\(latest\\)$`)),
    expect.stringMatching(new RegExp(`^Saved by ${email} · ${TIME}$`)),
    expect.stringMatching(new RegExp(`^Generated · ${TIME}$`)),
  ]);

  // Restore asks first: the version named, and drawn small.
  await history.getByRole('button', { name: /^Restore the version generated at / }).click();
  const ask = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await ask.waitFor();
  expect(await ask.locator('.dialog__description').textContent()).toMatch(new RegExp(`^Restore the version generated at ${TIME}\\?`));
  const preview = ask.getByRole('region', { name: /^The version generated at / });
  await preview.getByText(generated, { exact: true }).waitFor();
  // Cancel is the safe choice and has the focus; the draft is untouched by asking.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/restore-ask.png` });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await ask.waitFor({ state: 'detached' });
  expect(JSON.stringify(yDocToSiteDocument(reader.doc))).toBe(JSON.stringify(before));

  await history.getByRole('button', { name: /^Restore the version generated at / }).click();
  await ask.getByRole('region', { name: /^The version generated at / }).waitFor();
  await ask.getByRole('button', { name: 'Restore', exact: true }).click();
  // The message names the version restored.
  const message = page.getByRole('status').filter({ hasText: /^Restored the version/ });
  await message.waitFor();
  expect((await message.locator('span').first().textContent())!.trim()).toMatch(new RegExp(`^Restored the version generated at ${TIME}$`));
  await history.waitFor({ state: 'detached' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/restore-message.png` });

  // The live document is the generated version, in this tab and the other.
  const version = (await client.get(`/api/websites/${websiteId}/versions/1`)).body as DraftVersionDetail;
  expect(version.kind).toBe('created');
  await liveEquals(reader, version.document, 'the live document to be the generated version');
  await headingIs(page, generated);
  await headingIs(other, generated);
  // The other tab's steps were made on the document before the restore: it has none left to undo.
  await other.getByRole('button', { name: 'Undo', exact: true }).and(other.locator(':disabled')).waitFor();

  // One Undo: exactly the document before the restore.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await liveEquals(reader, before, 'one Undo to return to the document before the restore');
  await headingIs(page, 'Unsaved heading');
  await headingIs(other, 'Unsaved heading');
  // Redo: the restored version again.
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await liveEquals(reader, version.document, 'Redo to apply the restore again');
  await headingIs(page, generated);
  // Undo again, then the steps before the restore undo one by one on the old document, never on the restored one.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await liveEquals(reader, before, 'Undo after Redo');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await eventually(() => !yDocToSiteDocument(reader.doc).sections.some((section) => section.type === 'Video'), 'the added section to be undone', 15_000);
  await headingIs(page, 'Unsaved heading');

  // History: the restore named by what it restored, who and when.
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await entries.nth(3).waitFor();
  expect((await labels())[0]).toMatch(new RegExp(`^Restored the version of ${TIME} · by ${email} · ${TIME} \\(latest\\)$`));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/restore-history.png` });

  // A saved version is named by when it was saved and by whom, in the question and in the message.
  await history.getByRole('button', { name: new RegExp(`^Restore the version saved at ${TIME} by ${email}$`) }).click();
  await ask
    .getByRole('region', { name: /^The version saved at / })
    .getByText('Saved heading', { exact: true })
    .waitFor();
  expect(await ask.locator('.dialog__description').textContent()).toMatch(new RegExp(`^Restore the version saved at ${TIME} by ${email}\\?`));
  await ask.getByRole('button', { name: 'Restore', exact: true }).click();
  const named = page.getByRole('status').filter({ hasText: /^Restored the version saved at / });
  await named.waitFor();
  expect((await named.locator('span').first().textContent())!.trim()).toMatch(new RegExp(`^Restored the version saved at ${TIME} by ${email}$`));
  await headingIs(page, 'Saved heading');
  await headingIs(other, 'Saved heading');

  expect(errors).toEqual([]);
  await context.close();
});

it('Restore no longer offers itself once someone else takes edit control, and the watcher’s History cannot restore', async () => {
  const email = `restore-owner-${Date.now()}@example.com`;
  const { context, websiteId } = await ownerWithWebsite(email);
  // An accepted guest editor, who takes edit control through the API while the owner is asked.
  const guest = await signInByCode(app.url, `restore-guest-${Date.now()}@example.com`);
  await addAcceptedEditor(app, { email: guest.session.user.email, id: guest.session.user.id }, websiteId);
  const errors: string[] = [];
  const page = await context.newPage();
  await openDesigner(page, websiteId, errors);
  const generated = (await heading(page).textContent())!;
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await history.getByRole('button', { name: /^Restore the version generated at / }).click();
  const ask = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await ask.getByRole('button', { name: 'Restore', exact: true }).waitFor();

  expect((await guest.client.post(`/api/websites/${websiteId}/edit-control`)).status).toBe(200);
  await ask.getByRole('alert').getByText('Someone else is editing this website. Take edit control first.').waitFor();
  expect(await ask.getByRole('button', { name: 'Restore', exact: true }).count()).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/restore-control-taken.png` });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await ask.waitFor({ state: 'detached' });
  expect(await history.getByRole('button', { name: /^Restore the version generated at / }).isDisabled()).toBe(true);
  await headingIs(page, generated);
  expect(errors).toEqual([]);
  await context.close();
});
