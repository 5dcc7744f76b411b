// Screenshots of generated sites for the gallery of docs/features.md: six industries' sample businesses,
// generated with no keys (offline copy, drawn illustrations), published, and photographed at
// 390 and 1280 px wide with Debian's Chromium. Writes docs/gallery/<industry>-<width>.jpg.
// Run `node scripts/build.mjs` first; needs PostgreSQL and Redis like npm test.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { publishGeneratedSite, startBenchServer } from './support.mjs';

const INDUSTRIES = (process.env.SITE_INDUSTRIES ?? 'barber-shop,spa,tire-shop,dentist-office,coffee-shop,landscaping').split(',');
const WIDTHS = [
  [390, 2200],
  [1280, 2000],
];
// GALLERY_FORMAT=png GALLERY_DIR=/tmp/gallery writes lossless copies elsewhere (to look at them).
const format = process.env.GALLERY_FORMAT === 'png' ? 'png' : 'jpeg';
const out = process.env.GALLERY_DIR ? new URL(`file://${process.env.GALLERY_DIR.replace(/\/?$/, '/')}`) : new URL('../docs/gallery/', import.meta.url);
mkdirSync(out, { recursive: true });

const { INDUSTRY_PAGES } = await import('../shared/dist/index.js');
/** The sample business of each industry, from its pack (shared/src/industries/packs). */
const samples = Object.fromEntries(Object.entries(INDUSTRY_PAGES).map(([industry, page]) => [industry, page.sample]));
const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  for (const slug of INDUSTRIES) {
    const { name, description, location } = samples[slug];
    const handle = await publishGeneratedSite(server, { brief: { businessName: name, description, location, link: '', industry: slug }, handle: `sample-${slug}` });
    for (const [width, height] of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.url}/${handle}`);
      // Lazy pictures: load them all before the photograph.
      await page.evaluate(async () => {
        for (const image of document.images) image.loading = 'eager';
        await Promise.all(
          [...document.images].map((image) =>
            image.complete
              ? null
              : new Promise((done) => {
                  image.onload = done;
                  image.onerror = done;
                }),
          ),
        );
      });
      const path = new URL(`${slug}-${width}.${format === 'png' ? 'png' : 'jpg'}`, out);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.screenshot({
        path: path.pathname,
        type: format,
        ...(format === 'jpeg' && { quality: 72 }),
        fullPage: true,
        clip: { x: 0, y: 0, width, height: Math.min(height, pageHeight) },
      });
      console.log(`${slug} at ${width} px: ${path.pathname}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(0);
