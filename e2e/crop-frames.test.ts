import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { placedEffects, visibleRegion } from '@frontdoor/shared/render';
import { freePort } from '../server/test/support/free-port.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { createWebsite, publishFromDesigner, screenshot, signedInContext } from './support.js';

// Issue 37, "What you see is what you publish": every frame of the cropper shows its own shape
// at any dialog size, and the part of a photo the cropper shows is the part the canvas and the
// published page show. The photo is a colour ramp (red grows left to right, green top to
// bottom), so one pixel of a screenshot says which point of the photo is drawn there.
const timeout = 240_000;
const BUSINESS = 'Harbor Dental';
// Wider than any frame (16:10), so every frame has room to move it across.
const PHOTO = { width: 1600, height: 1000 };

let app: RunningApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The ramp: red is the distance across (0 to 255), green the distance down, blue fixed. */
async function rampPng(): Promise<Buffer> {
  const { width, height } = PHOTO;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((x / (width - 1)) * 255);
      pixels[at + 1] = Math.round((y / (height - 1)) * 255);
      pixels[at + 2] = 96;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

type Region = { left: number; top: number; right: number; bottom: number };

/**
 * Where an element draws its picture, in the viewport: inside its border (a theme's image frame
 * can draw one), and for an <img> inside its padding too (object-fit fills the content box).
 */
async function drawnBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const inset = (side: 'Top' | 'Right' | 'Bottom' | 'Left') =>
      parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) +
      (node instanceof HTMLImageElement ? parseFloat(style.getPropertyValue(`padding-${side.toLowerCase()}`)) : 0);
    const [top, right, bottom, left] = [inset('Top'), inset('Right'), inset('Bottom'), inset('Left')];
    return { x: rect.left + left, y: rect.top + top, width: rect.width - left - right, height: rect.height - top - bottom };
  });
}

/**
 * The part of the photo an element shows, read from its screenshot: the photo's point drawn at
 * 20 % and 80 % across (and down) the element's middle, extended to the element's edges (a
 * cropped picture is a straight scale of the photo). Sampling inside keeps clear of edges, corners
 * and shadows.
 */
async function shownRegion(element: Locator, name: string): Promise<Region> {
  const clip = await drawnBox(element);
  const png = await element.page().screenshot({ clip, animations: 'disabled' });
  await screenshot(element.page(), name, { clip });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // The mean of a 5 × 5 patch, as a fraction of the photo (0 to 1) across (red) or down (green).
  const sample = (fx: number, fy: number, channel: 0 | 1) => {
    const cx = Math.round(fx * (info.width - 1));
    const cy = Math.round(fy * (info.height - 1));
    let sum = 0;
    let count = 0;
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        sum += data[((cy + dy) * info.width + (cx + dx)) * 3 + channel]!;
        count += 1;
      }
    }
    return sum / count / 255;
  };
  const extend = (a: number, b: number) => {
    const step = (b - a) / 0.6; // from 20 % to 80 % of the element
    return { start: a - 0.2 * step, end: b + 0.2 * step };
  };
  const across = extend(sample(0.2, 0.5, 0), sample(0.8, 0.5, 0));
  const down = extend(sample(0.5, 0.2, 1), sample(0.5, 0.8, 1));
  return { left: across.start, right: across.end, top: down.start, bottom: down.end };
}

const round = (region: Region) => Object.fromEntries(Object.entries(region).map(([side, value]) => [side, Math.round(value * 1000) / 1000]));

/** Every side within 2 % of the photo's size. */
function expectSameRegion(actual: Region, expected: Region, what: string): void {
  for (const side of ['left', 'top', 'right', 'bottom'] as const) {
    if (Math.abs(actual[side] - expected[side]) > 0.02) throw new Error(`${what}: ${JSON.stringify(round(actual))} is not ${JSON.stringify(round(expected))}`);
  }
}

const canvas = (page: Page) => page.getByRole('region', { name: /^Preview of / });

async function openDesigner(context: BrowserContext, websiteId: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await canvas(page).locator('h1[contenteditable="plaintext-only"]').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Save Draft', exact: true }).and(page.locator(':enabled')).waitFor({ timeout: 60_000 });
  return { page, errors };
}

async function selectSection(page: Page, name: string): Promise<void> {
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name, exact: true }).click();
  await page.locator('.section-panel__title').filter({ hasText: name }).waitFor();
}

/** The shape each frame must have (width / height), by its name in the cropper. */
const FRAME_ASPECT: Readonly<Record<string, number>> = { Circle: 1, 'Landscape 4:3': 4 / 3, 'Portrait 3:4': 3 / 4, Square: 1 };

/** Chooses each frame in turn and checks the frame on screen has its shape (±2 %). */
async function checkFrameShapes(page: Page, cropper: Locator, size: string): Promise<void> {
  const frames = cropper.getByRole('group', { name: 'Frame' }).getByRole('button');
  const names = await frames.allTextContents();
  // The theme's frame and each of the four.
  expect(names.slice(1)).toEqual(Object.keys(FRAME_ASPECT));
  const position = cropper.getByRole('group', { name: /^Position: / });
  for (const [index, name] of names.entries()) {
    const aspect = FRAME_ASPECT[/^Theme’s \((.+)\)$/.exec(name)?.[1] ?? name]!;
    await frames.nth(index).click();
    await expect(frames.nth(index).getAttribute('aria-pressed')).resolves.toBe('true');
    const box = (await position.boundingBox())!;
    const ratio = box.width / box.height;
    if (Math.abs(ratio / aspect - 1) > 0.02) throw new Error(`${size}: the frame ${name} is ${box.width} × ${box.height}, not ${aspect.toFixed(3)}`);
    expect(box.width).toBeGreaterThan(100);
    await screenshot(cropper, `crop-frames-dialog-${size}-${name.replace(/\W+/g, '-')}`);
  }
  await screenshot(page, `crop-frames-dialog-${size}`);
}

it(
  'gives every cropper frame its own shape at any size, and shows the same part of the photo in the cropper, on the canvas and on the published page',
  async () => {
    const { context, client } = await signedInContext(browser, app.url, `crop-frames-${Date.now()}@example.com`, { width: 1280, height: 900 });
    const websiteId = await createWebsite(client, BUSINESS);
    const { page, errors } = await openDesigner(context, websiteId);

    // The ramp photo, uploaded for the introduction's picture beside its text (the theme's frame: Landscape).
    await selectSection(page, 'Introduction');
    await page.getByLabel('Background', { exact: true }).selectOption('ColorFill');
    await page.getByRole('button', { name: 'Replace for the introduction' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose an image for the introduction' });
    await modal.getByRole('tab', { name: 'Upload' }).click();
    await modal.getByLabel('Choose photos to upload').setInputFiles({ name: 'ramp.png', mimeType: 'image/png', buffer: await rampPng() });
    await modal.waitFor({ state: 'detached' });
    await page.waitForFunction(() => /^\/uploads\//.test(document.querySelector('.intro .fig img')?.getAttribute('src') ?? ''));

    const cropButton = page.getByRole('button', { name: 'Crop the image of the introduction' });
    const cropper = page.getByRole('dialog', { name: 'Crop image' });

    // Uncropped, the picture sits where the theme's image alignment puts it, on the canvas and in
    // the cropper alike: here its left edge.
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByRole('tabpanel', { name: 'Theme' }).getByLabel('Image alignment').selectOption('Left');
    // The Screen decor draws a 10 px border around the picture: the photo is drawn inside it.
    await page.getByRole('tabpanel', { name: 'Theme' }).getByLabel('Decor frame').selectOption('Screen');
    const uncropped = canvas(page).locator('.intro .fig > img');
    await page.waitForFunction(() => {
      const img = document.querySelector('.intro .fig > img') as HTMLImageElement | null;
      return img?.complete && getComputedStyle(img).objectPosition === '0% 50%' && getComputedStyle(img).borderTopWidth === '10px';
    });
    const canvasLeft = await shownRegion(uncropped, 'crop-frames-canvas-uncropped-left');
    await page.getByRole('tab', { name: 'Sections' }).click();
    await selectSection(page, 'Introduction');
    await cropButton.click();
    const preview = cropper.getByRole('group', { name: /^Position: / });
    await page.waitForFunction(() => (document.querySelector('.cropper__frame img') as HTMLImageElement | null)?.complete);
    const dialogLeft = await shownRegion(preview, 'crop-frames-dialog-uncropped-left');
    const frameBox = (await preview.boundingBox())!;
    const placed = visibleRegion(
      { frameWidth: frameBox.width, frameHeight: frameBox.height, imageWidth: PHOTO.width, imageHeight: PHOTO.height },
      'cover',
      placedEffects(undefined, 'Left'),
    );
    expect(placed.left).toBe(0);
    expectSameRegion(dialogLeft, placed, 'the cropper, uncropped');
    expectSameRegion(canvasLeft, dialogLeft, 'the canvas, uncropped');
    await cropper.getByRole('button', { name: 'Cancel' }).click();
    await cropper.waitFor({ state: 'detached' });

    // Each frame in its own shape, on a wide screen, a short one and a tablet's.
    for (const [size, viewport] of [
      ['1280', { width: 1280, height: 900 }],
      ['1280x640', { width: 1280, height: 640 }],
      ['820', { width: 820, height: 1000 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await cropButton.click();
      await cropper.waitFor();
      await checkFrameShapes(page, cropper, size);
      await cropper.getByRole('button', { name: 'Cancel' }).click();
      await cropper.waitFor({ state: 'detached' });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // A crop the way: Portrait, zoomed to 130 %, 20 % right and 10 % up.
    await cropButton.click();
    await cropper.getByRole('group', { name: 'Frame' }).getByRole('button', { name: 'Portrait 3:4' }).click();
    const zoom = cropper.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let i = 0; i < 30; i++) await zoom.press('ArrowRight');
    expect(await zoom.getAttribute('aria-valuetext')).toBe('130%');
    const position = cropper.getByRole('group', { name: /^Position: / });
    await position.focus();
    // From the centre (the theme may align pictures to the left): Home centres it, and it stays centred.
    await position.press('Home');
    await position.press('Shift+ArrowRight');
    await position.press('Shift+ArrowRight');
    await position.press('Shift+ArrowUp');
    expect(await position.getAttribute('aria-label')).toBe('Position: 20% right, 10% up');
    await page.waitForFunction(() => (document.querySelector('.cropper__frame img') as HTMLImageElement | null)?.complete);
    const effects = { translate: { x: 20, y: -10 }, zoom: 1.3, rotation: 0 };
    const expected = visibleRegion({ frameWidth: 3, frameHeight: 4, imageWidth: PHOTO.width, imageHeight: PHOTO.height }, 'cover', effects);
    const inDialog = await shownRegion(position, 'crop-frames-dialog-preview');
    expectSameRegion(inDialog, expected, 'the cropper');
    await screenshot(page, 'crop-frames-portrait-1280');
    await cropper.getByRole('button', { name: 'Apply' }).click();
    await cropper.waitFor({ state: 'detached' });

    // The canvas: the same part of the photo, in a 3:4 frame.
    const onCanvas = canvas(page).locator('.intro .fig .crop.fr-p');
    await onCanvas.locator('img.fx-130_0_200_-100').waitFor();
    await page.waitForFunction(() => (document.querySelector('.intro .fig .crop img') as HTMLImageElement | null)?.complete);
    const canvasBox = (await onCanvas.boundingBox())!;
    expect(Math.abs(canvasBox.width / canvasBox.height / 0.75 - 1)).toBeLessThan(0.02);
    expectSameRegion(await shownRegion(onCanvas, 'crop-frames-canvas'), inDialog, 'the canvas');

    // The published page, on a computer's and a phone's width (the phone picks another file of the srcset).
    const url = await publishFromDesigner(page);
    for (const width of [1280, 390]) {
      const visitor = await browser.newPage({ viewport: { width, height: 900 } });
      await visitor.goto(url);
      const frame = visitor.locator('.intro .fig .crop');
      await frame.scrollIntoViewIfNeeded();
      await visitor.waitForFunction(() => {
        const img = document.querySelector('.intro .fig .crop img') as HTMLImageElement | null;
        return img?.complete && img.naturalWidth > 0;
      });
      const box = (await frame.boundingBox())!;
      expect(Math.abs(box.width / box.height / 0.75 - 1)).toBeLessThan(0.02);
      expectSameRegion(await shownRegion(frame, `crop-frames-published-${width}`), inDialog, `the published page at ${width} px`);
      await visitor.close();
    }

    expect(errors).toEqual([]);
    await context.close();
  },
  timeout,
);

it(
  'types over a service description, a banner text, a review, a bio and an FAQ answer on the canvas, and publishes them',
  async () => {
    const { context, client } = await signedInContext(browser, app.url, `crop-frames-texts-${Date.now()}@example.com`, { width: 1280, height: 900 });
    // Another name: the first test's site holds its address.
    const websiteId = await createWebsite(client, 'Bayside Dental');
    const { page, errors } = await openDesigner(context, websiteId);
    const root = canvas(page);

    const typeOver = async (element: Locator, text: string) => {
      await element.scrollIntoViewIfNeeded();
      await element.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
      await page.keyboard.press('Escape');
      await expect(element.textContent()).resolves.toBe(text);
    };

    const description = root.locator('.svc .card p.mu[contenteditable="plaintext-only"]').first();
    await typeOver(description, 'Gentle check-ups for the whole family, with X-rays when needed.');
    const banner = root.locator('.ibn p.ibt[contenteditable="plaintext-only"]').first();
    await typeOver(banner, 'Open late on Thursdays.');
    // A generated review is a sample (a badge on the canvas, left out when published) until the owner writes its quote.
    const review = root.locator('.rv .card').first();
    const wasSample = (await review.locator('.smp').count()) > 0;
    await typeOver(review.locator('blockquote p[contenteditable="plaintext-only"]'), 'They fixed my tooth the same afternoon. Thank you!');
    // The owner's own words make it theirs (the same setField rule as the panel's).
    if (wasSample) await review.locator('.smp').waitFor({ state: 'detached' });
    await screenshot(page, 'crop-frames-inline-texts-1280');
    for (const [selector, name] of [
      ['.qb', 'text-banner'],
      ['.ibn', 'image-banner'],
      ['.svc', 'services'],
    ] as const) {
      await root.locator(selector).first().scrollIntoViewIfNeeded();
      await screenshot(page, `crop-frames-canvas-${name}-1280`);
    }
    // A team member's bio and an FAQ answer, the same way.
    await typeOver(root.locator('.team p.mu[contenteditable="plaintext-only"]').first(), 'Dr. Lee has cared for Bayside smiles for twenty years.');
    const question = root.locator('.faq details').first();
    await question.locator('summary').click();
    await typeOver(question.locator('.ans p[contenteditable="plaintext-only"]'), 'Yes, we see walk-ins every morning before eleven.');

    const url = await publishFromDesigner(page);
    const html = await (await fetch(url)).text();
    expect(html).toContain('Gentle check-ups for the whole family, with X-rays when needed.');
    expect(html).toContain('Open late on Thursdays.');
    expect(html).toContain('They fixed my tooth the same afternoon. Thank you!');
    expect(html).toContain('Dr. Lee has cared for Bayside smiles for twenty years.');
    expect(html).toContain('Yes, we see walk-ins every morning before eleven.');

    expect(errors).toEqual([]);
    await context.close();
  },
  timeout,
);
