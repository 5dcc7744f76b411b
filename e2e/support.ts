import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { DevMail } from '@frontdoor/shared';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { signInByCode } from '../server/test/support/sign-in.js';

/**
 * A folder to write the browser tests' screenshots to, for a person to look at the screens
 * (`SCREENSHOTS_DIR=/tmp/shots npm test`); unset, no screenshot is taken (they cost seconds).
 */
export const SHOTS = process.env.SCREENSHOTS_DIR || '';

/** Photographs a page or an element as `<name>.png` in SCREENSHOTS_DIR; nothing when it is unset. */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  if (SHOTS) await target.screenshot({ path: join(SHOTS, `${name}.png`), ...options });
}

/**
 * Asserts which element has focus, by its text or its aria-label. Radix moves focus a moment after
 * a keypress (longer on a busy machine), so this waits for focus to arrive (5 s at most), then
 * reads where it is.
 */
export async function expectFocus(page: Page, expected: string, by: 'text' | 'label' = 'text'): Promise<void> {
  const read = (how: 'text' | 'label') => (how === 'label' ? document.activeElement?.getAttribute('aria-label') : document.activeElement?.textContent?.trim());
  await page
    .waitForFunction(
      ([how, want]) => (how === 'label' ? document.activeElement?.getAttribute('aria-label') : document.activeElement?.textContent?.trim()) === want,
      [by, expected] as const,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  expect(await page.evaluate(read, by)).toBe(expected);
}

/** The app's main navigation (the navbar). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

let counter = 0;
/** An address no other test in this run uses. */
export const uniqueEmail = (what: string) => `${what}-${Date.now()}-${++counter}@example.com`;

/**
 * Waits until the development mailbox holds more than `seen` messages for `to`; returns the one
 * after those `seen` in the order they came (the mailbox lists the newest first), not the newest:
 * two emails sent close together are read in order. As GET /api/dev/mailbox gives it
 * (devMailSchema): its attachments too, always a list (maybe empty).
 */
export async function nextMail(appUrl: string, to: string, seen = 0): Promise<DevMail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${appUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as DevMail[];
    if (mails.length > seen) return mails[mails.length - 1 - seen]!;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No email for ${to} after ${seen} message(s)`);
}

/** The six-digit sign-in code of an email. */
export const codeIn = (mail: DevMail) => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`No code in: ${mail.text}`);
  return match[1];
};

/**
 * Opens a prerendered page and waits until React has hydrated `element` (its form's field by
 * default): the field is in the HTML
 * before the code runs, and what a test types before hydration would not reach the page's state
 * (a person needs a moment longer than a test to start typing).
 */
export async function gotoHydrated(page: Page, url: string, element = 'main input, main textarea'): Promise<void> {
  await page.goto(url);
  await page.waitForFunction((selector) => {
    const found = document.querySelector(selector);
    return !!found && Object.keys(found).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactProps$'));
  }, element);
}

/** The designer canvas's site root (the shared renderer's `.fd`). */
export const canvasRoot = (page: Page) => page.getByRole('region', { name: /^Preview of / }).locator('.fd');

/** What theme tests compare of a rendered site: the page colour, the heading face, the preset class and the heading's look. */
export async function siteLook(target: Locator) {
  return target.evaluate((element) => {
    const h1 = element.querySelector('h1')!;
    const heading = getComputedStyle(h1);
    return {
      background: getComputedStyle(element).backgroundColor,
      headingFont: heading.fontFamily,
      preset: [...element.classList].find((name) => name.startsWith('p-')),
      headingStyle: `${heading.fontWeight} ${heading.letterSpacing} ${heading.textTransform} ${heading.fontStyle}`,
    };
  });
}

/** Waits until `target`'s look satisfies `check` (another tab sees a change within a moment). */
export async function untilLook(target: Locator, check: (value: Awaited<ReturnType<typeof siteLook>>) => boolean) {
  for (let i = 0; i < 100; i++) {
    const value = await siteLook(target);
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never matched: ${JSON.stringify(await siteLook(target))}`);
}

/** A signed-in API client (server/test/support/sign-in.ts). */
export type SignedInClient = Awaited<ReturnType<typeof signInByCode>>['client'];

/** A signed-in client's cookies, for a browser context on `localhost` (the refresh cookie on its path). */
export const browserCookies = (client: Pick<SignedInClient, 'cookies'>) =>
  [...client.cookies].map(([name, value]) => ({ name, value, domain: 'localhost', path: name === 'fd_refresh' ? '/api/auth' : '/', sameSite: 'Strict' as const }));

/** Signs `email` in by code and opens a browser context holding that session. */
export async function signedInContext(
  browser: Browser,
  appUrl: string,
  email: string,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; client: SignedInClient }> {
  const { client } = await signInByCode(appUrl, email);
  const context = await browser.newContext({ viewport });
  await context.addCookies(browserCookies(client));
  return { context, client };
}

/** Creates a website from the onboarding answers and waits for its generation; its id. */
export async function createWebsite(client: SignedInClient, businessName: string): Promise<string> {
  const created = await client.post('/api/websites', onboardingAnswers({ businessName }));
  for (let i = 0; i < 600; i++) {
    if ((await client.get(`/api/websites/jobs/${created.body.jobId}`)).body.state === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return created.body.id as string;
}

/**
 * Publishes from the designer's Publish dialog at the address it offers (`firstTime`: a new
 * address, checked first) and closes the 'Your website is live' dialog; the live address.
 */
export async function publishFromDesigner(page: Page, firstTime = true): Promise<string> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Publish/ });
  if (firstTime) await dialog.getByText('Web address available').waitFor();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  const live = page.getByRole('dialog', { name: 'Your website is live' });
  await live.waitFor({ timeout: 60_000 });
  const url = (await live.getByRole('link', { name: /View site/ }).getAttribute('href'))!;
  await live.getByRole('button', { name: 'Close' }).first().click();
  return url;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page has settled for axe and the screenshot: loaded, its fonts in, and every picture that
 * is not lazy drawn. (Not 'networkidle', which waits half a second with no request at all after
 * every page, and once ran out its 30 s on a busy machine.)
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.fonts.status === 'loaded' && Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete));
}

/** axe-core's violations on the page as it is now, as 'rule: target' lines (the page's context needs JavaScript on). */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run());
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/**
 * The booking page's first day with at least `count` free times (late in the day, today may have
 * fewer left: an hour's notice before closing).
 */
export const dayWithFreeTimes = (page: Page, count = 1): Locator =>
  page
    .getByRole('group')
    .filter({ has: page.locator('label.slot').nth(count - 1) })
    .first();
