import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { freePort } from '../server/test/support/free-port.js';
import { pngImage } from '../server/test/support/test-images.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { createWebsite, publishFromDesigner, screenshot, SHOTS, signedInContext, uniqueEmail } from './support.js';

// Issue 37, deliverable 6: the designer's papercuts, at 1280, 820 and 390 px. The bar shows the
// whole state and the save indicator without overlap, and keeps Publish in the window at 820 px;
// the link's Size select reads 'Medium'; the canvas header keeps the number and the button on one
// line each, as the published page does; Add section puts the focus on the new section and says
// so; the upload list shows each uploaded photo's thumbnail; History tells two saves in one
// minute apart by their seconds, and only its newest entry says latest.

let app: RunningApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const BUSINESS = 'Maple Street Barbers';
const CHANGED = 'Published · changes not yet published';
const canvas = (page: Page) => page.getByRole('region', { name: `Preview of ${BUSINESS}` });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
type Box = { x: number; y: number; width: number; height: number };
const box = async (target: Locator): Promise<Box> => (await target.boundingBox())!;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Whether the element shows all of its text (nothing cut by its own box or an ellipsis). */
const whole = (target: Locator) => target.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
/** How many lines an element's text takes. */
const lines = (target: Locator) =>
  target.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
    }
    return tops.size;
  });

it('lays the bar out from 820 to 1600 px, keeps the header on one line, focuses an added section, shows uploaded thumbnails and tells saves apart', async () => {
  const { context, client } = await signedInContext(browser, app.url, uniqueEmail('papercuts'), { width: 1280, height: 900 });
  const websiteId = await createWebsite(client, BUSINESS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await canvas(page).locator('h1[contenteditable="plaintext-only"]').waitFor({ timeout: 60_000 });
  await button(page, 'Save Draft').and(page.locator(':enabled')).waitFor();

  // A phone number, so that the header shows it beside the button.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('(555) 014-2389');
  await page.getByRole('tab', { name: 'Sections' }).click();
  const live = await publishFromDesigner(page);

  // 3. The canvas header: the number and the button each on one line, as on the published page.
  const header = canvas(page).locator('header.hdr');
  await header.locator('.hph').waitFor();
  expect(await lines(header.locator('.hph'))).toBe(1);
  expect(await lines(header.locator('.bar > .btn'))).toBe(1);
  await screenshot(header, 'papercuts-canvas-header-1280');
  const published = await context.newPage();
  await published.goto(live);
  expect(await lines(published.locator('header.hdr .hph'))).toBe(1);
  expect(await lines(published.locator('header.hdr .bar > .btn'))).toBe(1);
  await screenshot(published.locator('header.hdr'), 'papercuts-published-header-1280');
  await published.setViewportSize({ width: 820, height: 900 });
  expect(await lines(published.locator('header.hdr .hph'))).toBe(1);
  await screenshot(published.locator('header.hdr'), 'papercuts-published-header-820');
  await published.close();

  // 1. An edit after publishing: the whole state, and Saving…/Saved beside it without overlap.
  const heading = canvas(page).locator('h1[data-path$=".heading"]');
  await heading.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Changed after publishing');
  const badge = page.locator('.designer-bar__title .status-badge');
  await badge.getByText(CHANGED, { exact: true }).waitFor();
  const indicator = page.locator('.designer-bar__title .save-indicator');
  await indicator.getByText(/Saving…|Saved/).waitFor();
  await screenshot(page.locator('.designer-bar'), 'papercuts-bar-1280');
  const modes = page.getByRole('tablist', { name: 'Designer mode' });
  expect(await whole(badge)).toBe(true);
  expect(overlap(await box(badge), await box(modes))).toBe(false);
  expect(overlap(await box(badge), await box(indicator))).toBe(false);
  expect(await page.locator('.designer-bar__title').evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual((await box(modes)).x);

  // 2. At 820 px (and the widths between) every tool is in the window, Publish whole, the state
  // whole; the link's Size select reads Medium.
  const publish = button(page, 'Publish');
  for (const width of [1600, 1500, 1440, 1280, 1250, 1249, 1180, 1100, 1024, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await screenshot(page.locator('.designer-bar'), `papercuts-bar-${width}`);
    const publishBox = await box(publish);
    expect([width, publishBox.x + publishBox.width <= width - 8]).toEqual([width, true]);
    expect([width, await whole(publish), await whole(badge)]).toEqual([width, true, true]);
    expect([width, overlap(await box(badge), await box(modes))]).toEqual([width, false]);
  }
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Header', exact: true }).click();
  const size = page.locator('.editor__section-panel').getByRole('combobox', { name: 'Size' }).first();
  await size.scrollIntoViewIfNeeded();
  expect(await size.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Medium');
  await screenshot(page, 'papercuts-designer-820');
  // Wide enough for its longest option and the arrow.
  expect(await size.evaluate((select) => select.getBoundingClientRect().width)).toBeGreaterThanOrEqual(120);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 4. Add section: the focus goes to the new section's row, and a status says what was added.
  await button(page, 'Add section').click();
  const dialog = page.getByRole('dialog', { name: 'Add a section' });
  await button(dialog, 'Text Banner').click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.classList.contains('sections-list__name') && document.activeElement.textContent === 'Text Banner');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
  await page.getByRole('status').getByText('Text Banner section added.', { exact: true }).waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Text Banner');
  await screenshot(page, 'papercuts-added-section-1280');

  // 7. Uploading two photos: each row shows the photo, named by its file.
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Introduction', exact: true }).click();
  await page.getByLabel('Background', { exact: true }).selectOption('ColorFill');
  await page.getByRole('button', { name: 'Replace for the introduction' }).click();
  const modal = page.getByRole('dialog', { name: /the introduction/ });
  await modal.getByRole('tab', { name: 'Upload' }).click();
  await modal.getByLabel('Choose photos to upload').setInputFiles([
    { name: 'shop-front.png', mimeType: 'image/png', buffer: await pngImage(480, 320, '#0f766e') },
    { name: 'barber-chair.png', mimeType: 'image/png', buffer: await pngImage(320, 480, '#b91c1c') },
  ]);
  const uploads = modal.getByRole('list', { name: 'Uploads' });
  for (const name of ['shop-front.png', 'barber-chair.png']) {
    const thumb = uploads.getByRole('img', { name, exact: true });
    await thumb.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await thumb.elementHandle());
    expect(await thumb.getAttribute('src')).toMatch(/^\/uploads\//);
  }
  await screenshot(page, 'papercuts-uploads-1280');
  await page.setViewportSize({ width: 820, height: 900 });
  await screenshot(page, 'papercuts-uploads-820');
  await modal.getByRole('button', { name: 'Close' }).first().click();

  // 5. Two saves in one minute: History writes their seconds, and only the newest says latest.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const text of ['First save', 'Second save']) {
    await heading.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
    await button(page, 'Save Draft').click();
    await page.locator('.editor-message').getByText('Draft saved').waitFor();
    await page.locator('.editor-message').getByText('Draft saved').waitFor({ state: 'detached', timeout: 15_000 });
  }
  await button(page, 'History').click();
  const history = page.getByRole('dialog', { name: 'History' });
  const entries = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await entries.nth(2).waitFor();
  const texts = await entries.allTextContents();
  expect(texts.filter((text) => text.includes('(latest)'))).toEqual([texts[0]]);
  const { body: versions } = await client.get(`/api/websites/${websiteId}/versions`);
  const minute = (at: string) => at.slice(0, 16);
  if (minute(versions[0].at) === minute(versions[1].at)) {
    expect(texts[0]).toMatch(/\d:\d\d:\d\d/);
    expect(texts[1]).toMatch(/\d:\d\d:\d\d/);
    expect(texts[0]).not.toBe(texts[1].replace('(latest)', ''));
  }
  await screenshot(page, 'papercuts-history-1280');
  await button(history, 'Close').first().click();

  // At 390 px the designer asks for a larger screen (spec §6).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Larger screen required' }).waitFor();
  await screenshot(page, 'papercuts-designer-390');
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

it('types into the canvas without rewriting the other form controls of the panel and the page (issue 38: keystroke to paint)', async () => {
  const { context, client } = await signedInContext(browser, app.url, uniqueEmail('keystrokes'), { width: 1280, height: 900 });
  const websiteId = await createWebsite(client, BUSINESS);
  const page = await context.newPage();
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  const heading = canvas(page).locator('h1[data-path$=".heading"]');
  await heading.waitFor({ timeout: 60_000 });
  await button(page, 'Save Draft').and(page.locator(':enabled')).waitFor();
  await heading.click();
  // The introduction's panel is open beside the canvas with its fields; the page has its contact form.
  const panelHeading = page.getByRole('textbox', { name: 'Heading', exact: true });
  await panelHeading.waitFor();
  await page.getByRole('slider').first().waitFor();
  expect(await canvas(page).locator('form input, form textarea').count()).toBeGreaterThan(2);
  // A short heading first, so the keys below stay within its length limit.
  await heading.press('Control+A');
  await page.keyboard.type('Fresh cuts');
  await page.waitForFunction(() => document.querySelector('h1[data-path$=".heading"]')?.textContent === 'Fresh cuts');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __controlWrites: string[] }).__controlWrites = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        const control = record.type === 'attributes' ? target : target.parentElement;
        if (control && /^(INPUT|TEXTAREA|SELECT)$/.test(control.nodeName))
          seen.push(`${control.nodeName} ${control.getAttribute('name') ?? control.id} ${record.attributeName ?? record.type}`);
      }
    }).observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
  });
  await page.keyboard.type(' and sons', { delay: 20 });
  await page.waitForFunction(() => document.querySelector('h1[data-path$=".heading"]')?.textContent === 'Fresh cuts and sons');
  await page.waitForFunction(
    (id) => (document.getElementById(id!) as HTMLTextAreaElement | null)?.value === 'Fresh cuts and sons',
    await panelHeading.getAttribute('id'),
  );
  // Only the panel's Heading field takes the new text (a controlled textarea writes its text node); nothing else is written.
  const writes = await page.evaluate(() => (window as unknown as { __controlWrites: string[] }).__controlWrites);
  const panelHeadingId = await panelHeading.getAttribute('id');
  expect(writes.filter((write) => write !== `TEXTAREA ${panelHeadingId} childList`)).toEqual([]);
  await context.close();
});
