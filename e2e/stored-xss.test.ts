import type { Browser } from 'playwright-core';
import { createDefaultSiteDocument, sectionTypeSchema, siteDocumentSchema, type SiteDocument } from '@frontdoor/shared';
import { renderPublishedPage } from '@frontdoor/shared/render';
import { launchBrowser } from './browser.js';

// Stored XSS: an owner (or a guest editor, or an import) can put any text into any field of the
// site document. Every text field of every section gets a hostile payload, the page is rendered
// as visitors get it and opened in Chromium: nothing of it may run.

const PAYLOADS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '"><script>window.__xss=(window.__xss||0)+1</script>',
  "'><svg onload=window.__xss=1>",
  'javascript:window.__xss=(window.__xss||0)+1',
  '</style><script>window.__xss=1</script>',
  '{{constructor.constructor("window.__xss=1")()}}',
  'x</title><iframe srcdoc="<script>parent.__xss=1</script>">',
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every path to a string leaf of the document. */
function stringPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function setAt(root: Json, path: (string | number)[], text: string): void {
  let node = root as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path[path.length - 1]] = text;
}

/** The document with a payload in every text field that accepts one (ids and enums refuse them). */
function poisoned(): { document: SiteDocument; fields: number } {
  const base = createDefaultSiteDocument({ id: 'xss-site', businessName: 'Safe Shop', sectionTypes: sectionTypeSchema.options });
  let current = JSON.parse(JSON.stringify(base)) as Json;
  let fields = 0;
  stringPaths(current).forEach((path, index) => {
    // Ids tie sections and links together; they are never shown as text.
    if (path[path.length - 1] === 'id' || path[path.length - 1] === 'sectionId') return;
    for (let turn = 0; turn < PAYLOADS.length; turn++) {
      const candidate = JSON.parse(JSON.stringify(current)) as Json;
      setAt(candidate, path, PAYLOADS[(index + turn) % PAYLOADS.length]);
      if (siteDocumentSchema.safeParse(candidate).success) {
        current = candidate;
        fields += 1;
        return;
      }
    }
  });
  return { document: siteDocumentSchema.parse(current), fields };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('runs none of the payloads put into every text field of the site document', async () => {
  const { document: site, fields } = poisoned();
  // Most text fields take a payload: headings, bodies, items, links' labels, settings.
  expect(fields).toBeGreaterThan(60);
  const page = renderPublishedPage(site, {
    canonicalUrl: 'https://example.com/safe-shop',
    forms: { contact: '/api/public/safe-shop/contact', newsletter: '/api/public/safe-shop/newsletter' },
    madeWithUrl: '/',
    embedUrl: (sectionId) => `/embed/safe-shop/${sectionId}`,
  });
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const dialogs: string[] = [];
  tab.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await tab.setContent(page.html, { waitUntil: 'load' });
  // A moment for anything that would run late (image errors, timers).
  await tab.waitForTimeout(300);
  // A javascript: address would run when clicked: none may be on the page (checked below).
  const found = await tab.evaluate(() => ({
    ran: (window as unknown as { __xss?: number }).__xss ?? 0,
    handlers: [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => `${element.tagName} ${attribute.name}`),
    ),
    scriptUrls: [...document.querySelectorAll('[href],[src],[action],[formaction]')]
      .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action') ?? element.getAttribute('formaction') ?? '')
      .filter((url) => /^\s*javascript:/i.test(url)),
    // Structured data (application/ld+json) is data the browser never runs; it is checked below.
    injectedScripts: [...document.scripts].filter((script) => script.type !== 'application/ld+json' && script.textContent?.includes('__xss')).length,
    injectedFrames: document.querySelectorAll('iframe[srcdoc]').length,
  }));
  expect(found).toEqual({ ran: 0, handlers: [], scriptUrls: [], injectedScripts: 0, injectedFrames: 0 });
  // The business details' LocalBusiness data holds the payloads as JSON text: one element each,
  // with no raw '<' that could close it, and read back as the very text the owner typed.
  const structured = await tab.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''));
  expect(structured).toHaveLength(1);
  expect(structured[0]).not.toMatch(/[<>]/);
  const readBack = JSON.stringify(JSON.parse(structured[0]));
  expect(readBack).toContain('__xss');
  expect(readBack).toContain('<');
  expect(dialogs).toEqual([]);
  // The payloads are there, as text: escaped, not dropped.
  expect(await tab.locator('body').innerText()).toContain('<img src=x onerror=');
  await tab.close();
}, 120_000);
