import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort } from '../server/test/support/free-port.js';
import { logoImage, pngImage } from '../server/test/support/test-images.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { createWebsite, publishFromDesigner, screenshot, signedInContext } from './support.js';

// Issue 27: the browser icon (Settings) and the logo as an image (Theme), uploaded in the
// designer as an owner does it: the preview, the canvas, undo, a refusal said inline, and the
// published page linking the icon (whose address serves the same bytes) and showing the logo.
const timeout = 180_000;

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

const signedIn = (email: string) => signedInContext(browser, app.url, email, { width: 1440, height: 900 });

async function openDesigner(context: BrowserContext, websiteId: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await canvas(page).locator('h1[contenteditable]').waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Settings' }).click();
  // Editable once the live draft is here and this tab holds edit control.
  await page.getByRole('button', { name: 'Upload browser icon' }).and(page.locator(':enabled')).waitFor({ timeout: 60_000 });
  return { page, errors };
}

const canvas = (page: Page) => page.getByRole('region', { name: /^Preview of / });
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const file = async (name: string, width: number, height = width) => ({ name, mimeType: 'image/png', buffer: await pngImage(width, height, '#0f766e') });

it(
  'uploads a browser icon and an image logo, shows them, undoes, refuses a non-square icon, and publishes both',
  async () => {
    const owner = await signedIn(`uploads-owner-${Date.now()}@example.com`);
    const websiteId = await createWebsite(owner.client, 'Harbor Dental');
    const { page, errors } = await openDesigner(owner.context, websiteId);

    // The browser icon: nothing yet, then the uploaded one at 32 and 16 px.
    const icon = panel(page, 'Browser icon');
    await icon.getByText('No browser icon yet').waitFor();
    const iconFile = await file('icon.png', 64);
    await icon.getByLabel('Choose a browser icon file').setInputFiles(iconFile);
    const big = icon.getByRole('img', { name: 'Current browser icon at 32 pixels' });
    await big.waitFor();
    const iconUrl = (await big.getAttribute('src'))!;
    expect(iconUrl).toBe(`/uploads/${createHash('sha256').update(iconFile.buffer).digest('hex')}.png`);
    expect(await icon.getByRole('img', { name: 'Current browser icon at 16 pixels' }).getAttribute('width')).toBe('16');
    expect(await big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    await screenshot(icon, 'settings-browser-icon');

    // One undoable change: Undo takes it away, Redo brings it back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await icon.getByText('No browser icon yet').waitFor();
    await page.getByRole('button', { name: 'Redo' }).click();
    await big.waitFor();
    // Another tab of the owner's sees it: it is in the live draft, not only in this tab.
    const secondTab = await owner.context.newPage();
    await secondTab.goto(`${base}/designer?websiteId=${websiteId}`);
    await secondTab.getByRole('tab', { name: 'Settings' }).click();
    expect(await panel(secondTab, 'Browser icon').getByRole('img', { name: 'Current browser icon at 32 pixels' }).getAttribute('src')).toBe(iconUrl);
    await secondTab.close();

    // A non-square icon is refused, said inline; the current icon stays.
    await icon.getByLabel('Choose a browser icon file').setInputFiles(await file('wide.png', 64, 32));
    await icon.getByRole('alert').filter({ hasText: 'Favicon upload failed. The browser icon must be square, at most 512 × 512 pixels.' }).waitFor();
    expect(await big.getAttribute('src')).toBe(iconUrl);
    await screenshot(icon, 'settings-browser-icon-refused');

    // The logo: an image instead of the business name, drawn in the canvas header.
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByLabel('Logo', { exact: true }).selectOption('Image');
    const logoFile = { name: 'logo.png', mimeType: 'image/png', buffer: await logoImage('Harbor Dental', 480, 120) };
    await page.getByLabel('Choose a logo image file').setInputFiles(logoFile);
    await page.getByRole('button', { name: 'Replace logo image' }).waitFor();
    const canvasLogo = canvas(page).locator('header img.lgi');
    await canvasLogo.waitFor();
    expect(await canvasLogo.getAttribute('alt')).toBe('Harbor Dental');
    expect(await canvasLogo.getAttribute('width')).toBe('480');
    expect(await canvasLogo.getAttribute('height')).toBe('120');
    expect(await canvasLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    await screenshot(page.getByRole('region', { name: 'Logo and header' }), 'theme-logo');
    await screenshot(page, 'designer-logo');

    const url = await publishFromDesigner(page);
    const html = await (await fetch(url)).text();
    expect(html).toContain(`<link rel="icon" href="${iconUrl}"/>`);
    const served = await fetch(new URL(iconUrl, url));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(iconFile.buffer)).toBe(true);
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(/<img src="\/uploads\/[0-9a-f]{64}\.png" alt="Harbor Dental" width="480" height="120"[^>]* class="lgi fit"\/>/);

    // The published page at a phone's width and a laptop's: the logo fits the header.
    for (const width of [390, 1280]) {
      const visitor = await browser.newPage({ viewport: { width, height: 800 } });
      await visitor.goto(url);
      const logo = visitor.locator('header img.lgi');
      const box = (await logo.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(44);
      expect(box.height).toBeGreaterThan(30);
      expect(box.x + box.width).toBeLessThan(width);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await screenshot(visitor, `published-${width}`);
      await visitor.close();
    }
    expect(errors).toEqual([]);
    await owner.context.close();
  },
  timeout,
);
