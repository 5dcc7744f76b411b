import type { Browser, Locator, Page } from 'playwright-core';
import { AA_TEXT_CONTRAST, createDefaultTheme, illustrationColors, illustrationOfUrl, type Palette } from '@frontdoor/shared';
import { contrast, mix, parseHex } from '@frontdoor/shared/render';
import { freePort } from '../server/test/support/free-port.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { canvasRoot, createWebsite, publishFromDesigner, screenshot, signedInContext, uniqueEmail } from './support.js';

// Issue 36, deliverable 4: "Illustrations drawn in your colours" holds after generation too. A
// site generated offline (every picture a drawn illustration, teal on white) gets an orange on
// cream palette in the Theme panel; every illustration on the canvas and on the published page is
// then drawn in the new palette, as the SVG the server sends says, and the words laid over an
// illustration (the image banner's) keep WCAG AA contrast on every colour it shows under its overlay.
const timeout = 240_000;
const ORANGE_ON_CREAM: Palette = { background: '#fdf6e3', primaryText: '#3b2a1a', buttonBackground: '#f59f00', buttonForeground: '#1a1a1a', accent: '#ffe8cc' };
const FIELDS: [label: string, key: keyof Palette][] = [
  ['Background', 'background'],
  ['Text', 'primaryText'],
  ['Button', 'buttonBackground'],
  ['Button text', 'buttonForeground'],
  ['Accent', 'accent'],
];

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

const hexOf = (rgb: string) =>
  `#${(rgb.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((n) => Math.round(Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;

/** The addresses of the drawn illustrations under `root`, lazy ones included. */
const drawnSources = (root: Locator) => root.locator('img[src*="/art/illustration.svg"]').evaluateAll((images) => images.map((image) => image.getAttribute('src')!));

/** A drawn picture as the server sends it: its colours, each with the opacity it is painted at (its own and its groups'), and its gradients' stops. */
async function svgPaints(page: Page, src: string) {
  const response = await fetch(new URL(src, base));
  expect([src, response.status, response.headers.get('content-type')]).toEqual([src, 200, expect.stringMatching(/^image\/svg\+xml/)]);
  // A new colour is a new address: the answer may be kept for good.
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const svg = await response.text();
  return page.evaluate((text) => {
    const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    const opacityOf = (element: Element | null): number => {
      let value = 1;
      for (let node = element; node && node !== root.parentNode; node = node.parentElement) value *= Number(node.getAttribute('opacity') ?? '1');
      return value;
    };
    const paints: { color: string; opacity: number }[] = [];
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of ['fill', 'stroke']) {
        const value = element.getAttribute(attribute) ?? '';
        if (value.startsWith('#')) paints.push({ color: value.toLowerCase(), opacity: opacityOf(element) });
      }
    }
    const gradients = [...root.querySelectorAll('linearGradient')].map((gradient) =>
      [...gradient.querySelectorAll('stop')].map((stop) => stop.getAttribute('stop-color')!.toLowerCase()),
    );
    return { paints, gradients };
  }, svg);
}

/** Whether `color` is one of the palette's colours or lies between two of them (the picture's deeper and softer tones). */
function fromPalette(color: string, palette: Palette): boolean {
  const target = parseHex(color);
  const colors = Object.values(palette).map(parseHex);
  return colors.some((a) =>
    colors.some((b) => {
      // The share of `a` that brings `b` nearest to the colour, then every channel within rounding.
      const span = a.reduce((sum, value, i) => sum + (value - b[i]) ** 2, 0);
      const t = span === 0 ? 0 : Math.min(1, Math.max(0, a.reduce((sum, value, i) => sum + (target[i] - b[i]) * (value - b[i]), 0) / span));
      return target.every((value, i) => Math.abs(value - (a[i] * t + b[i] * (1 - t))) <= 2);
    }),
  );
}

/** Every colour a picture shows: its solid paints and gradients (sampled), and each see-through paint over each of them. */
function shownColours({ paints, gradients }: Awaited<ReturnType<typeof svgPaints>>): string[] {
  const solid = [
    ...paints.filter((paint) => paint.opacity >= 1).map((paint) => paint.color),
    ...gradients.flatMap((stops) => stops.slice(1).flatMap((to, i) => Array.from({ length: 11 }, (_, step) => mix(to, stops[i], step / 10)))),
  ];
  const over = paints.filter((paint) => paint.opacity < 1).flatMap((paint) => solid.map((under) => mix(paint.color, under, paint.opacity)));
  return [...new Set([...solid, ...over])];
}

/** Checks every illustration under `root` against the palette, and the words over each one against what they are drawn on. */
async function checkIllustrations(page: Page, root: Locator, palette: Palette, where: string) {
  const sources = await drawnSources(root);
  // Introduction, three or more service cards, the gallery and the image banner.
  expect([where, sources.length >= 6]).toEqual([where, true]);
  for (const src of new Set(sources)) {
    expect([where, src, illustrationOfUrl(src)?.colors]).toEqual([where, src, illustrationColors(palette)]);
    const drawn = await svgPaints(page, src);
    const colours = [...drawn.paints.map((paint) => paint.color), ...drawn.gradients.flat()];
    expect([where, src, colours.filter((color) => !fromPalette(color, palette))]).toEqual([where, src, []]);
    expect(colours).toContain(palette.buttonBackground);
  }
  // Words laid over a picture (the image banner, a cover introduction): AA on every colour it shows under the overlay.
  const covers = await root.locator('section:has(> img.bgi[src*="/art/illustration.svg"])').evaluateAll((sections) =>
    sections.map((section) => {
      const overlay = getComputedStyle(section.querySelector('.ov')!);
      const texts = [...section.querySelectorAll('h1, h2, p')].filter((element) => element.textContent!.trim() !== '');
      return {
        src: section.querySelector('img.bgi')!.getAttribute('src')!,
        overlay: overlay.backgroundColor,
        opacity: Number(overlay.opacity),
        texts: texts.map((element) => ({ text: element.textContent!.trim().slice(0, 40), color: getComputedStyle(element).color })),
      };
    }),
  );
  expect([where, covers.length >= 1]).toEqual([where, true]);
  let lowest = Infinity;
  for (const cover of covers) {
    expect(cover.texts.length).toBeGreaterThanOrEqual(1);
    const shown = shownColours(await svgPaints(page, cover.src));
    for (const { text, color } of cover.texts) {
      for (const under of shown) {
        const ratio = contrast(hexOf(color), mix(hexOf(cover.overlay), under, cover.opacity));
        lowest = Math.min(lowest, ratio);
        if (ratio < AA_TEXT_CONTRAST)
          throw new Error(`${where}: “${text}” (${hexOf(color)}) is ${ratio.toFixed(2)}:1 on ${under} under ${cover.overlay} at ${cover.opacity}`);
      }
    }
  }
  return lowest;
}

it(
  'redraws every illustration in the palette chosen in the Theme panel, on the canvas and the published page, its words readable',
  async () => {
    const errors: string[] = [];
    const { context, client } = await signedInContext(browser, app.url, uniqueEmail('illustration-colours'), { width: 1280, height: 900 });
    const websiteId = await createWebsite(client, 'Maple Street Barbers');
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/designer?websiteId=${websiteId}`);
    await page.getByRole('button', { name: 'Save Draft' }).and(page.locator(':enabled')).waitFor({ timeout: 30_000 });

    // Generated offline: every picture drawn in the generation's palette (the default teal).
    const canvas = canvasRoot(page);
    // The onboarding answers' palette (createWebsite sends the default theme's).
    const generated = createDefaultTheme().palette;
    expect(generated.buttonBackground).not.toBe(ORANGE_ON_CREAM.buttonBackground);
    await checkIllustrations(page, canvas, generated, 'canvas before');

    // Orange on cream, one colour at a time as an owner types them.
    await page.getByRole('tab', { name: 'Theme' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Theme' });
    for (const [label, key] of FIELDS) await panel.getByRole('textbox', { name: label, exact: true }).fill(ORANGE_ON_CREAM[key]);
    const expected = illustrationColors(ORANGE_ON_CREAM);
    await page.waitForFunction(
      (c) => {
        const images = [...document.querySelectorAll('[role=region][aria-label^="Preview of"] .fd img[src*="/art/illustration.svg"]')];
        return images.length > 0 && images.every((image) => new URL(image.getAttribute('src')!, location.href).searchParams.get('c') === c);
      },
      [expected.button, expected.accent, expected.background, expected.text, expected.buttonText].map((hex) => hex.slice(1)).join('.'),
    );
    const onCanvas = await checkIllustrations(page, canvas, ORANGE_ON_CREAM, 'canvas');
    expect(onCanvas).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // Every picture on the canvas is shown (none refused by the app's policy, none broken).
    await canvas.locator('img').evaluateAll((images) => images.forEach((image) => ((image as HTMLImageElement).loading = 'eager')));
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[role=region][aria-label^="Preview of"] .fd img')].every((image) => image.complete && image.naturalWidth > 0),
    );
    await canvas.locator('.ibn').scrollIntoViewIfNeeded();
    await screenshot(page, 'illustration-colours-canvas-1280');

    // Published: the same pictures, in the same colours, under the page's own policy.
    const url = await publishFromDesigner(page);
    const response = await fetch(url);
    expect(response.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/art/illustration\\.svg\\?[^"]*c=${expected.button.slice(1)}\\.`));
    for (const [viewport, name] of [
      [{ width: 1280, height: 900 }, 'illustration-colours-published-1280'],
      [{ width: 390, height: 844 }, 'illustration-colours-published-390'],
    ] as const) {
      const visitor = await (await browser.newContext({ viewport })).newPage();
      const violations: string[] = [];
      visitor.on('console', (message) => {
        if (message.type() === 'error') violations.push(message.text());
      });
      await visitor.goto(url);
      const onPage = await checkIllustrations(visitor, visitor.locator('.fd'), ORANGE_ON_CREAM, `published at ${viewport.width} px`);
      expect(onPage).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      // No new script: the page's scripts are those it had (the forms' and the carousel's one).
      expect(await visitor.locator('script:not([type="application/ld+json"])').count()).toBeLessThanOrEqual(1);
      await visitor.locator('img').evaluateAll((images) => images.forEach((image) => ((image as HTMLImageElement).loading = 'eager')));
      await visitor.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
      await screenshot(visitor, `${name}-top`);
      await visitor.locator('.ibn').scrollIntoViewIfNeeded();
      await screenshot(visitor, name);
      expect(violations).toEqual([]);
      await visitor.context().close();
    }
    expect(errors).toEqual([]);
    await context.close();
  },
  timeout,
);
