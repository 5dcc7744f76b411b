import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { freePort } from '../server/test/support/free-port.js';
import { scenePng } from '../server/test/support/scene-image.js';
import { pngImage } from '../server/test/support/test-images.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { createWebsite, publishFromDesigner, signedInContext } from './support.js';

// Issue 28: the image selection modal and the cropper, as an owner uses them in the designer,
// offline (no stock-photo keys): an upload placed at once and seen in another tab, a file that is
// no picture refused, a crop to a circle drawn alike on the canvas and the published page (the
// same bytes, with their srcset), the 37th upload refused, and a drawn illustration from the
// stock tab.
const timeout = 240_000;
const SHOTS = process.env.SCREENSHOTS_DIR ?? join(tmpdir(), 'frontdoor-image-modal-shots');
const BUSINESS = 'Harbor Dental';

let app: RunningApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const signedIn = (email: string) => signedInContext(browser, app.url, email, { width: 1280, height: 900 });

const canvas = (page: Page) => page.getByRole('region', { name: `Preview of ${BUSINESS}` });

async function openDesigner(context: BrowserContext, websiteId: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await canvas(page).locator('h1[contenteditable]').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Save Draft', exact: true }).and(page.locator(':enabled')).waitFor({ timeout: 60_000 });
  return { page, errors };
}

async function selectSection(page: Page, name: string): Promise<void> {
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name, exact: true }).click();
  await page.locator('.section-panel__title').filter({ hasText: name }).waitFor();
}

const picker = (page: Page, slot: string) => page.getByRole('dialog', { name: `Choose an image for ${slot}` });

/** The drawn crop of the introduction's picture: its frame's corners and the picture's transform and position. */
const cropLook = (frame: Locator) =>
  frame.evaluate((element) => {
    const img = element.querySelector('img')!;
    return {
      radius: getComputedStyle(element).borderRadius,
      overflow: getComputedStyle(element).overflow,
      square: Math.abs(element.getBoundingClientRect().width - element.getBoundingClientRect().height) < 1,
      transform: getComputedStyle(img).transform,
      position: getComputedStyle(img).objectPosition,
      className: img.className,
      loaded: img.complete && img.naturalWidth > 0,
    };
  });

it(
  'uploads, refuses a file that is no picture, crops to a circle, publishes the crop with its srcset, refuses the 37th upload and picks a drawn illustration',
  async () => {
    const owner = await signedIn(`image-modal-${Date.now()}@example.com`);
    const websiteId = await createWebsite(owner.client, BUSINESS);
    const { page, errors } = await openDesigner(owner.context, websiteId);

    // The introduction's picture beside its text, in the theme's frame.
    await selectSection(page, 'Introduction');
    await page.getByLabel('Background', { exact: true }).selectOption('ColorFill');
    await page.getByRole('button', { name: 'Replace for the introduction' }).click();
    const modal = picker(page, 'the introduction');
    await modal.waitFor();
    // My Images is empty at first, and says how to fill it.
    await modal.getByText('No images yet.').waitFor();
    await page.screenshot({ path: join(SHOTS, 'modal-empty-1280.png') });

    // Upload: one PNG is sent with its progress and placed at once.
    await modal.getByRole('tab', { name: 'Upload' }).click();
    await modal.getByLabel('Choose photos to upload').setInputFiles({ name: 'house.png', mimeType: 'image/png', buffer: await scenePng() });
    await modal.waitFor({ state: 'detached' });
    const picture = canvas(page).locator('.intro .fig img');
    await page.waitForFunction(() => /^\/uploads\/[0-9a-f]{64}\.webp$/.test(document.querySelector('.intro .fig img')?.getAttribute('src') ?? ''));
    const src = (await picture.getAttribute('src'))!;
    // Drawn from the srcset: the 1,080 px file for a 640 px slot (its natural width is given in CSS pixels).
    await page.waitForFunction(() => (document.querySelector('.intro .fig img') as HTMLImageElement | null)?.currentSrc.endsWith('.webp'));
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Focus is back on the slot's button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Replace');

    // Another tab of the owner's sees it: the live draft has it.
    const other = await owner.context.newPage();
    await other.goto(`${base}/designer?websiteId=${websiteId}`);
    await other.waitForFunction((expected) => document.querySelector('.intro .fig img')?.getAttribute('src') === expected, src, { timeout: 60_000 });
    await other.close();

    // A text file renamed .png is refused by its bytes, with the spec's message.
    await page.getByRole('button', { name: 'Replace for the introduction' }).click();
    await modal.waitFor();
    await modal.getByRole('tab', { name: 'Upload' }).click();
    await modal
      .getByLabel('Choose photos to upload')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are my notes, not a picture.\n') });
    await modal.getByRole('alert').filter({ hasText: 'Invalid file type detected. Not uploaded: notes.png.' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'modal-upload-refused-1280.png') });
    // My Images: the one photo, newest first, over its blurred preview.
    await modal.getByRole('tab', { name: 'My Images' }).click();
    await modal.getByText('1 of 36 images').waitFor();
    expect(await modal.getByRole('button', { name: /^Use image uploaded / }).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'modal-my-images-1280.png') });
    await modal.getByRole('button', { name: 'Close' }).click();

    // The cropper: a circle, zoomed to 120 %, moved 10 % right and 1 % down with the keys.
    await page.getByRole('button', { name: 'Crop the image of the introduction' }).click();
    const cropper = page.getByRole('dialog', { name: 'Crop image' });
    await cropper.getByRole('group', { name: 'Frame' }).getByRole('button', { name: 'Circle' }).click();
    const zoom = cropper.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let i = 0; i < 20; i++) await zoom.press('ArrowRight');
    expect(await zoom.getAttribute('aria-valuetext')).toBe('120%');
    const position = cropper.getByRole('group', { name: /^Position: / });
    await position.focus();
    // From the centre: the generated theme may align pictures to the left, where the cropper starts.
    await position.press('Home');
    await position.press('Shift+ArrowRight');
    await position.press('ArrowDown');
    expect(await position.getAttribute('aria-label')).toBe('Position: 10% right, 1% down');
    await page.screenshot({ path: join(SHOTS, 'cropper-1280.png') });
    await cropper.getByRole('button', { name: 'Apply' }).click();
    await cropper.waitFor({ state: 'detached' });

    const cropClass = 'fx-120_0_100_10';
    const canvasFrame = canvas(page).locator('.intro .fig .crop.fr-c');
    await canvasFrame.locator(`img.${cropClass}`).waitFor();
    const onCanvas = await cropLook(canvasFrame);
    expect(onCanvas).toMatchObject({ radius: '50%', overflow: 'hidden', square: true, position: '40% 49%', loaded: true });
    expect(onCanvas.transform).toBe('matrix(1.2, 0, 0, 1.2, 0, 0)');
    // One change: Undo takes the whole crop back, Redo brings it again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await canvas(page).locator('.intro .fig > img').waitFor();
    await page.getByRole('button', { name: 'Redo' }).click();
    await canvasFrame.locator(`img.${cropClass}`).waitFor();
    await page.screenshot({ path: join(SHOTS, 'designer-cropped-1280.png') });

    // The stock tab offline: drawn illustrations of the trade, found by word, for the image banner.
    await selectSection(page, 'Image Banner');
    await page.getByRole('button', { name: /^(Replace|Choose image) for the image banner$/ }).click();
    const bannerPicker = picker(page, 'the image banner');
    await bannerPicker.getByRole('tab', { name: 'Stock photos' }).click();
    await bannerPicker.getByText('Illustrations drawn in your colours').waitFor();
    await bannerPicker.getByRole('searchbox', { name: 'Search images' }).fill('smile');
    await bannerPicker.getByRole('button', { name: 'Search', exact: true }).click();
    await bannerPicker
      .getByRole('status')
      .filter({ hasText: /^\d+ found\.$/ })
      .waitFor();
    const first = bannerPicker.getByRole('list', { name: 'Illustrations' }).getByRole('button').first();
    expect(await first.getAttribute('aria-label')).toMatch(/^Use Illustration of /);
    const drawn = (await first.locator('img').getAttribute('src'))!;
    expect(drawn).toMatch(/^\/art\/illustration\.svg\?/);
    await page.screenshot({ path: join(SHOTS, 'modal-stock-offline-1280.png') });
    await first.click();
    await bannerPicker.waitFor({ state: 'detached' });
    await canvas(page).locator(`.ibn img.bgi[src="${drawn}"]`).waitFor();

    // Published: the same crop from the same bytes, with its srcset, drawn by the page's stylesheet.
    const url = await publishFromDesigner(page);
    const html = await (await fetch(url)).text();
    const figure = /<div class="crop fr-c"><img [^>]*\/><\/div>/.exec(html)?.[0] ?? '';
    expect(figure).toContain(`src="${src}"`);
    expect(figure).toMatch(
      /srcSet="\/uploads\/[0-9a-f]{64}\.webp 400w, \/uploads\/[0-9a-f]{64}\.webp 720w, \/uploads\/[0-9a-f]{64}\.webp 1080w, \/uploads\/[0-9a-f]{64}\.webp 1600w"/,
    );
    expect(figure).toContain(`class="${cropClass}"`);
    expect(html).toContain(`.fd img.${cropClass}{object-position:40% 49%;transform-origin:40% 49%;transform:scale(1.2)}`);
    expect(html).toContain(`src="${drawn.replace(/&/g, '&amp;')}"`);
    for (const width of [1280, 390]) {
      const visitor = await browser.newPage({ viewport: { width, height: 900 } });
      await visitor.goto(url);
      const frame = visitor.locator('.intro .fig .crop');
      await frame.scrollIntoViewIfNeeded();
      await visitor.waitForFunction(() => (document.querySelector('.intro .fig .crop img') as HTMLImageElement | null)?.complete);
      const published = await cropLook(frame);
      expect({ ...published, loaded: true }).toEqual({ ...onCanvas, loaded: true });
      expect(published.loaded).toBe(true);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await visitor.screenshot({ path: join(SHOTS, `published-${width}.png`) });
      await visitor.close();
    }

    // The 37th photo is refused with the spec's message: 35 more go up through the API first.
    for (let i = 0; i < 35; i++) {
      const res = await owner.client.request('POST', `/api/websites/${websiteId}/images`, await pngImage(64 + i, 48, '#0f766e'));
      expect(res.status).toBe(201);
    }
    await selectSection(page, 'Introduction');
    await page.getByRole('button', { name: 'Replace for the introduction' }).click();
    await modal.getByText('36 of 36 images').waitFor();
    await modal.getByRole('tab', { name: 'Upload' }).click();
    await modal.getByLabel('Choose photos to upload').setInputFiles({ name: 'one-more.png', mimeType: 'image/png', buffer: await pngImage(300, 200, '#b91c1c') });
    await modal.getByRole('alert').filter({ hasText: 'Maximum uploaded images reached. Not uploaded: one-more.png.' }).waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    // The picture on the page is still the cropped upload.
    await canvasFrame.locator(`img.${cropClass}`).waitFor();

    // On a tablet's width (the designer's narrowest: phones are told a larger screen is needed).
    await page.setViewportSize({ width: 820, height: 1000 });
    await page.getByRole('button', { name: 'Replace for the introduction' }).click();
    await modal.getByText('36 of 36 images').waitFor();
    await page.screenshot({ path: join(SHOTS, 'modal-my-images-820.png') });
    await modal.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Crop the image of the introduction' }).click();
    await cropper.getByRole('group', { name: 'Position: 10% right, 1% down' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'cropper-820.png') });
    await cropper.getByRole('button', { name: 'Cancel' }).click();

    expect(errors).toEqual([]);
    await owner.context.close();
  },
  timeout,
);

it(
  'deletes a photo of My Images at once when nothing shows it, and after a confirmation when the draft does; the page keeps it',
  async () => {
    const owner = await signedIn(`image-delete-${Date.now()}@example.com`);
    const websiteId = await createWebsite(owner.client, BUSINESS);
    const { page, errors } = await openDesigner(owner.context, websiteId);

    // One photo placed in the introduction through the picker, one only uploaded.
    await selectSection(page, 'Introduction');
    await page.getByRole('button', { name: 'Replace for the introduction' }).click();
    const modal = picker(page, 'the introduction');
    await modal.getByRole('tab', { name: 'Upload' }).click();
    await modal.getByLabel('Choose photos to upload').setInputFiles({ name: 'house.png', mimeType: 'image/png', buffer: await scenePng() });
    await modal.waitFor({ state: 'detached' });
    await page.waitForFunction(() => /^\/uploads\/[0-9a-f]{64}\.webp$/.test(document.querySelector('.intro .fig img')?.getAttribute('src') ?? ''));
    const shown = await canvas(page).locator('.intro .fig img').getAttribute('src');
    expect((await owner.client.request('POST', `/api/websites/${websiteId}/images`, await pngImage(120, 80, '#b91c1c'))).status).toBe(201);

    await page.getByRole('button', { name: 'Replace for the introduction' }).click();
    await modal.getByText('2 of 36 images').waitFor();
    const deletes = modal.getByRole('button', { name: /^Delete image uploaded / });
    // Newest first: the photo nothing shows goes without a question.
    await deletes.first().click();
    await modal.getByText('1 of 36 images').waitFor();
    await modal.getByRole('status').filter({ hasText: 'Image deleted.' }).waitFor({ state: 'attached' });
    // The one the draft shows asks first, and says where it is used.
    await deletes.first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' });
    await confirm.getByText('This image is used in your draft.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete image' }).click();
    await confirm.waitFor({ state: 'detached' });
    await modal.getByText('No images yet.').waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    // Its files stay while the page shows it.
    expect(await canvas(page).locator('.intro .fig img').getAttribute('src')).toBe(shown);
    expect((await fetch(`${base}${shown}`)).status).toBe(200);

    expect(errors).toEqual([]);
    await owner.context.close();
  },
  timeout,
);
