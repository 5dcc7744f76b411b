import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort } from '../server/test/support/free-port.js';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { browserCookies, canvasRoot, SHOTS, siteLook, untilLook } from './support.js';

// Issue 27, point 2: the Theme panel in Chromium against the real server, worker, PostgreSQL and
// Redis. A suggested palette, a suggested font pair and a preset change the canvas, another tab
// and (after publishing) the published page; a poor custom colour shows the contrast warning and
// its fix; undo reverts a theme change.
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

async function ownerWithWebsite(email: string) {
  const { client } = await signInByCode(app.url, email);
  const created = await client.post('/api/websites', onboardingAnswers({ businessName: 'Lakeside Pottery' }));
  expect(created.status).toBe(202);
  for (let i = 0; i < 600; i++) {
    const { body } = await client.get(`/api/websites/jobs/${created.body.jobId}`);
    if (body.state === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(browserCookies(client));
  return { context, websiteId: created.body.id as string };
}

async function openDesigner(context: BrowserContext, websiteId: string, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await page.getByRole('button', { name: 'Save Draft' }).and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
  return page;
}

const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

it(
  'applies a suggested palette, font pair and preset: the canvas, another tab and the published page change',
  async () => {
    const errors: string[] = [];
    const { context, websiteId } = await ownerWithWebsite('theme-owner@example.com');
    const page = await openDesigner(context, websiteId, errors);
    const other = await openDesigner(context, websiteId, errors);
    await page.getByRole('tab', { name: 'Theme' }).click();
    const palettes = page.getByRole('list', { name: 'Colour palettes' }).getByRole('button');
    await palettes.nth(7).waitFor({ timeout: 30_000 });
    const before = await siteLook(canvasRoot(page));

    // 'More suggestions' brings another set for the same business.
    const list = page.getByRole('list', { name: 'Colour palettes' });
    const firstSet = await list.innerHTML();
    await page.getByRole('button', { name: 'More suggestions' }).click();
    await page.waitForFunction((html) => {
      const now = document.querySelector('[aria-label="Colour palettes"]');
      return now !== null && now.querySelectorAll('button').length === 8 && now.innerHTML !== html;
    }, firstSet);

    // A palette unlike the current one, in one click.
    let chosen = -1;
    for (let i = 0; i < 8 && chosen < 0; i++) if ((await palettes.nth(i).getAttribute('aria-pressed')) === 'false') chosen = i;
    await palettes.nth(chosen).click();
    await palettes.nth(chosen).and(page.locator('[aria-pressed=true]')).waitFor();
    const afterPalette = await untilLook(canvasRoot(page), (value) => value.background !== before.background);
    // The panel's Background field shows the colour the canvas now uses.
    expect(await page.getByRole('textbox', { name: 'Background', exact: true }).inputValue()).toBe(hex(afterPalette.background));

    // A font pair whose heading face differs.
    const pairs = page.getByRole('list', { name: 'Font pairs' }).getByRole('button');
    let pair = -1;
    for (let i = 0; i < 8 && pair < 0; i++) {
      const details = (await pairs.nth(i).locator('.theme-option__details').textContent()) ?? '';
      if (!before.headingFont.includes(details.split(' with ')[0])) pair = i;
    }
    expect(pair).toBeGreaterThanOrEqual(0);
    const family = ((await pairs.nth(pair).locator('.theme-option__details').textContent()) ?? '').split(' with ')[0];
    await pairs.nth(pair).click();
    await untilLook(canvasRoot(page), (value) => value.headingFont.includes(family));

    // A preset style.
    const [preset, presetClass] = before.preset === 'p-el' ? ['Fun', 'p-fun'] : ['Elegant', 'p-el'];
    await page.getByRole('combobox', { name: 'Preset style' }).selectOption(preset);
    const final = await untilLook(canvasRoot(page), (value) => value.preset === presetClass);
    expect(final.headingStyle).not.toBe(before.headingStyle);

    // The other tab draws the same, live.
    const seen = await untilLook(
      canvasRoot(other),
      (value) => value.preset === presetClass && value.headingFont === final.headingFont && value.background === final.background,
    );
    expect(seen).toEqual(final);

    if (SHOTS) {
      await page.getByRole('tabpanel', { name: 'Theme' }).screenshot({ path: `${SHOTS}/theme-panel-top.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: `${SHOTS}/theme-panel-designer.png` });
    }

    // Publish: the published page has the same look.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('dialog', { name: /^Publish/ });
    await publish.getByText('Web address available').waitFor({ timeout: 30_000 });
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    const liveDialog = page.getByRole('dialog', { name: 'Your website is live' });
    await liveDialog.waitFor({ timeout: 30_000 });
    const url = await liveDialog.getByRole('link', { name: /View site/ }).getAttribute('href');
    const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await visitor.goto(url!);
    const published = await siteLook(visitor.locator('.fd'));
    expect(published).toEqual(final);

    // History: the published version is drawn with the new theme, the generated one with the old.
    await liveDialog.getByRole('button', { name: 'Done', exact: true }).click();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const previewOf = (kind: RegExp) => history.getByRole('region', { name: kind }).locator('.fd');
    await history.getByRole('button', { name: /^Preview the version published/ }).click();
    expect(await untilLook(previewOf(/^The version published/), (value) => value.preset === presetClass)).toEqual(final);
    await history.getByRole('button', { name: /^Preview the version generated/ }).click();
    expect(await untilLook(previewOf(/^The version generated/), (value) => value.preset === before.preset)).toEqual(before);
    if (SHOTS) await history.screenshot({ path: `${SHOTS}/theme-history.png` });
    expect(errors).toEqual([]);
    await visitor.context().close();
    await context.close();
  },
  timeout,
);

it(
  'warns about a text colour with poor contrast, fixes it in one click, and undo reverts a theme change',
  async () => {
    const errors: string[] = [];
    const { context, websiteId } = await ownerWithWebsite('theme-contrast@example.com');
    const page = await openDesigner(context, websiteId, errors);
    await page.getByRole('tab', { name: 'Theme' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Theme' });

    await panel.getByRole('textbox', { name: 'Background', exact: true }).fill('#ffffff');
    await panel.getByRole('textbox', { name: 'Text', exact: true }).fill('#cccccc');
    const warning = panel.getByRole('status').filter({ hasText: 'Text on the background is hard to read' });
    await warning.waitFor();
    await warning.getByText(/contrast 1\.6\d:1, below the 4\.5:1/).waitFor();
    if (SHOTS) {
      await panel.getByRole('region', { name: 'Colours' }).screenshot({ path: `${SHOTS}/theme-panel-contrast.png` });
      await page.setViewportSize({ width: 1440, height: 2600 });
      await panel.screenshot({ path: `${SHOTS}/theme-panel-full.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    await panel.getByRole('button', { name: 'Fix text colour' }).click();
    await panel.getByText('Text on the background is hard to read').waitFor({ state: 'detached' });
    const fixed = await panel.getByRole('textbox', { name: 'Text', exact: true }).inputValue();
    expect(fixed).toMatch(/^#[0-9a-f]{6}$/);
    expect(fixed).not.toBe('#cccccc');
    // The canvas text uses the fixed colour.
    const heading = canvasRoot(page).locator('h1').first();
    await page.waitForFunction(
      ([selector, color]) => {
        const h1 = document.querySelector(selector);
        if (!h1) return false;
        const rgb = getComputedStyle(h1).color.match(/\d+/g)!.slice(0, 3).map(Number);
        return `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}` === color;
      },
      ['[role=region][aria-label^="Preview of"] .fd h1', fixed] as const,
    );
    expect(await heading.count()).toBe(1);

    // Undo: one step brings back the poor colour (and the warning).
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await panel.getByText('Text on the background is hard to read').waitFor();
    expect(await panel.getByRole('textbox', { name: 'Text', exact: true }).inputValue()).toBe('#cccccc');

    // A style change undone returns the canvas to how it was.
    const preset = panel.getByRole('combobox', { name: 'Preset style' });
    const was = await preset.inputValue();
    const wasClass = (await siteLook(canvasRoot(page))).preset;
    await preset.selectOption(was === 'Fun' ? 'Geometric' : 'Fun');
    await untilLook(canvasRoot(page), (value) => value.preset !== wasClass);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await untilLook(canvasRoot(page), (value) => value.preset === wasClass);
    expect(await preset.inputValue()).toBe(was);
    expect(errors).toEqual([]);
    await context.close();
  },
  timeout,
);
