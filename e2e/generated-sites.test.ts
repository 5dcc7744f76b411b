import type { Browser } from 'playwright-core';
import {
  businessBriefSchema,
  INDUSTRIES,
  INDUSTRY_PACKS,
  INDUSTRY_PAGES,
  ONBOARDING_SECTION_ENTRIES,
  parseIllustrationQuery,
  type Image,
  type Industry,
  type SiteDocument,
  parseEnv,
} from '@frontdoor/shared';
import { renderPublishedPage } from '@frontdoor/shared/render';
import { detectIndustry, OfflineComposer } from '../worker/src/ai/offline/index.js';
import { generateSite } from '../worker/src/generate/generate-site.js';
import { createImageSearch } from '../worker/src/images/create-image-search.js';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';

// Issue 15: with no keys at all, the site generated for each of the 30 industries holds a crisp
// illustration (or a photo) in every image slot, its services show icons from the industry's
// own list, and every picture loads in a real browser from the real server.

const samples = Object.fromEntries(Object.entries(INDUSTRY_PAGES).map(([industry, page]) => [industry, page.sample]));
const sectionTypes = ONBOARDING_SECTION_ENTRIES.filter((entry) => entry.required || entry.default).flatMap((entry) => [...entry.types]);

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

/** The sample business's site, generated as the worker does with no keys configured. */
async function generate(industry: Industry, index: number): Promise<SiteDocument> {
  const writer = new OfflineComposer();
  // The worker's own image chain: with no stock-photo keys it is the illustrations alone.
  const images = createImageSearch(parseEnv({ PUBLIC_URL: 'http://localhost:3000' }));
  const business = samples[industry];
  const brief = businessBriefSchema.parse({ businessName: business.name, description: business.description, location: business.location, industry });
  const request = { brief, industry, count: 8, summary: '' };
  const [{ palettes }, { fontPairs }] = await Promise.all([writer.write('palettes', request), writer.write('fontPairs', request)]);
  const id = `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
  const { document } = await generateSite(
    { websiteId: id, userId: id, brief, fontPair: fontPairs[0], palette: palettes[index % palettes.length], sectionTypes },
    { writer, images, detectIndustry, progress: async () => {} },
  );
  return document;
}

/** Every image slot of the document that onboarding's default sections fill. */
function imageSlots(document: SiteDocument): { where: string; image: Image | undefined }[] {
  return document.sections.flatMap((section) => {
    switch (section.type) {
      case 'Introduction':
      case 'ImageBanner':
        return [{ where: section.type, image: section.image }];
      case 'Services':
        return section.items.map((item) => ({ where: `service '${item.heading}'`, image: item.image }));
      case 'Gallery':
        return section.items.map((item, i) => ({ where: `gallery ${i + 1}`, image: item.image }));
      default:
        return [];
    }
  });
}

const illustrationOf = (image: Image) => {
  const url = new URL(image.urls.regular, 'http://site');
  return url.pathname === '/art/illustration.svg' ? parseIllustrationQuery(Object.fromEntries(url.searchParams)) : null;
};

describe.each(INDUSTRIES.map((industry, index) => [industry, index] as const))('the generated site of a %s', (industry, index) => {
  it('fills every image slot with a crisp illustration of the industry’s icons, and every picture loads', async () => {
    const site = await generate(industry, index);
    const own = new Set(INDUSTRY_PACKS[industry].icons.map((entry) => entry.icon));
    const slots = imageSlots(site);
    const kinds = new Set(slots.map((slot) => slot.where.split(' ')[0]));
    expect(kinds).toEqual(new Set(['Introduction', 'ImageBanner', 'service', 'gallery']));

    const serviceIcons: string[] = [];
    for (const { where, image } of slots) {
      expect([where, Boolean(image)]).toEqual([where, true]);
      const illustration = illustrationOf(image!);
      expect([where, illustration === null]).toEqual([where, false]);
      expect([where, illustration!.icons.filter((icon) => !own.has(icon))]).toEqual([where, []]);
      if (where.startsWith('service')) {
        serviceIcons.push(illustration!.icons[0]);
        // The card names the service: its picture is decorative.
        expect(image!.alt).toBe('');
      } else if (where === 'Introduction' && illustration!.kind === 'band') {
        // Behind the headline, a wallpaper of the icons: decorative too.
        expect(image!.alt).toBe('');
      } else {
        expect([where, image!.alt]).toEqual([where, expect.stringMatching(/^Illustration of [a-z]/)]);
      }
    }
    // A site's service cards never show the same icon twice.
    expect(serviceIcons.length).toBeGreaterThanOrEqual(3);
    expect(new Set(serviceIcons).size).toBe(serviceIcons.length);

    // The pictures as the server draws them: vector shapes in the palette, never a blur.
    for (const url of new Set(slots.map(({ image }) => image!.urls.regular))) {
      const response = await fetch(`${app.url}${url}`);
      expect([url, response.status]).toEqual([url, 200]);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/blur|filter|<image/i);
      expect(svg).toContain(site.theme.palette.buttonBackground.toLowerCase());
    }

    // The published page in Chromium at a phone's width: every picture decoded, none broken.
    const page = renderPublishedPage(site, { canonicalUrl: '', forms: { contact: '/f/contact', newsletter: '/f/newsletter' }, madeWithUrl: '/' });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    await tab.goto(`${app.url}/robots.txt`);
    await tab.setContent(page.html, { waitUntil: 'load' });
    // Lazy pictures load when scrolled to.
    await tab.evaluate(async () => {
      for (const image of document.images) {
        image.loading = 'eager';
        if (!image.complete)
          await new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          });
      }
    });
    const broken = await tab.evaluate(() => [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src));
    expect(broken).toEqual([]);
    expect(await tab.evaluate(() => document.images.length)).toBe(slots.length);
    await context.close();
  }, 60_000);
});
