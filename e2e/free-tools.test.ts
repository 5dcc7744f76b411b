import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';
import { gotoHydrated } from './support.js';

// The free tools' results as a visitor sees them (issue 15): names built from the description,
// ideas as headings with a one-line pitch, each copied whole, on a phone and a desktop.
const timeout = 90_000;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A page at the given width that may read the clipboard, and the console errors it records. */
async function openPage(width: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** axe-core's violations on the page as it is now, as 'rule: target' lines. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run());
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

describe.each([[390], [1280]])('free tools at %i px', (width) => {
  it(
    'name a business from its service, customers and place, twelve names with twelve different first words',
    async () => {
      const { page, errors } = await openPage(width);
      await gotoHydrated(page, `${app.url}/tools/business-name-creator`);
      await page.getByLabel('What does your business do?').fill('mobile bike repair for commuters in Leeds');
      await page.getByRole('button', { name: 'Create names' }).click();
      const items = page.getByRole('main').getByRole('listitem');
      await items.nth(11).waitFor();
      const names = await items.locator('.tool-item__text').allTextContents();
      expect(names).toHaveLength(12);
      const firsts = names.map((name) => name.split(/\s+/)[0].toLowerCase());
      expect(new Set(firsts).size).toBe(12);
      expect(names.filter((name) => /\b(?:Bike|Repair|Commuters?|Leeds)\b/i.test(name)).length).toBeGreaterThanOrEqual(8);
      expect(names.filter((name) => /^Mobile\b/.test(name))).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    timeout,
  );

  it(
    'show ten ideas as headings with a pitch under each, and copy an idea with its pitch',
    async () => {
      const { page, errors } = await openPage(width);
      await gotoHydrated(page, `${app.url}/tools/business-idea-creator`);
      await page.getByLabel('Your skills or interests').fill('candles');
      await page.getByRole('button', { name: 'Create ideas' }).click();
      const results = page.getByRole('main').getByRole('list');
      await results.getByRole('listitem').nth(9).waitFor();
      const ideas = await results.getByRole('heading', { level: 3 }).allTextContents();
      const pitches = await results.locator('.tool-item__detail').allTextContents();
      expect(ideas).toHaveLength(10);
      expect(pitches).toHaveLength(10);
      // Ten different businesses: no two open with the same two words.
      expect(new Set(ideas.map((idea) => idea.toLowerCase().split(/\s+/).slice(0, 2).join(' '))).size).toBe(10);
      for (const pitch of pitches) expect(pitch).toMatch(/^[^.!?]+[.!?]$/);

      await page.getByRole('button', { name: `Copy ${ideas[0]}` }).click();
      await page.getByText('Copied idea').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${ideas[0]} — ${pitches[0]}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    timeout,
  );
});
