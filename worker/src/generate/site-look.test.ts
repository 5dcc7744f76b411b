import fc from 'fast-check';
import {
  INDUSTRIES,
  INDUSTRY_PAGES,
  LIMITS,
  ONBOARDING_SECTION_ENTRIES,
  businessBriefSchema,
  createDefaultTheme,
  galleryLayoutSchema,
  presetStyleSchema,
  siteDocumentSchema,
  themeSchema,
  type Image,
  type Industry,
  type Palette,
  type SiteDocument,
} from '@frontdoor/shared';
import { OfflineComposer, detectIndustry } from '../ai/offline/index.js';
import { createIllustrations } from '@frontdoor/shared';
import { assembleSite } from './assemble-site.js';
import { generateSite } from './generate-site.js';
import type { SiteContent } from './site-content.js';
import { chooseSiteLook, INDUSTRY_LEANINGS } from './site-look.js';

// Issue 15: two industries never look like the same template in a different colour, and the
// look suits the trade (a spa is not a tire shop).

const samples = Object.fromEntries(Object.entries(INDUSTRY_PAGES).map(([industry, page]) => [industry, page.sample]));
const sectionTypes = ONBOARDING_SECTION_ENTRIES.filter((entry) => entry.required || entry.default).flatMap((entry) => [...entry.types]);

/** The sample site of an industry, generated with the inputs the build's samples use (scripts/lib/build-samples.mjs). */
async function sampleSite(industry: Industry, index: number): Promise<SiteDocument> {
  const writer = new OfflineComposer();
  const business = samples[industry];
  const brief = businessBriefSchema.parse({ businessName: business.name, description: business.description, location: business.location, industry });
  const request = { brief, industry, count: 8, summary: '' };
  const [{ palettes }, { fontPairs }] = await Promise.all([writer.write('palettes', request), writer.write('fontPairs', request)]);
  const id = `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
  const { document } = await generateSite(
    { websiteId: id, userId: id, brief, fontPair: fontPairs[0], palette: palettes[0], sectionTypes },
    { writer, images: createIllustrations(), detectIndustry, progress: async () => {} },
  );
  return document;
}

/** What a visitor sees of the look at a glance: the preset, shapes, frames and layouts. */
function signature(document: SiteDocument): string {
  const { theme } = document;
  const intro = document.sections.find((section) => section.type === 'Introduction');
  const gallery = document.sections.find((section) => section.type === 'Gallery');
  const introLayout =
    intro?.type !== 'Introduction' || !intro.image ? 'plain' : intro.backgroundType === 'Image' ? 'cover' : `split-${theme.imageAlignment === 'Left' ? 'left' : 'right'}`;
  return [theme.presetStyle, theme.corners, theme.decorFrame, theme.imageFrame, introLayout, gallery?.type === 'Gallery' ? gallery.layout : '-'].join(' ');
}

const hex = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`);
const paletteArbitrary: fc.Arbitrary<Palette> = fc.record({ background: hex, primaryText: hex, buttonBackground: hex, buttonForeground: hex, accent: hex });
const LIGHT: Palette = { background: '#f9fbfa', primaryText: '#14241e', buttonBackground: '#218368', buttonForeground: '#ffffff', accent: '#e1f4ef' };
const DARK: Palette = { background: '#141c24', primaryText: '#f1f2f3', buttonBackground: '#e0a526', buttonForeground: '#141c24', accent: '#2a3b4c' };

describe('the look of generated sites', () => {
  it('differs between every two of the 30 industries’ sample sites, and each is a valid document', async () => {
    const documents = await Promise.all(INDUSTRIES.map((industry, index) => sampleSite(industry, index)));
    const seen = new Map<string, Industry>();
    for (const [index, document] of documents.entries()) {
      expect(siteDocumentSchema.parse(document)).toEqual(document);
      const look = signature(document);
      expect([INDUSTRIES[index], look, seen.get(look)]).toEqual([INDUSTRIES[index], look, undefined]);
      seen.set(look, INDUSTRIES[index]);
    }
    // Every preset style shows up among the samples, none for more than a third of them.
    const presets = documents.map((document) => document.theme.presetStyle);
    for (const preset of presetStyleSchema.options) {
      const count = presets.filter((entry) => entry === preset).length;
      expect([preset, count > 0 && count <= 10]).toEqual([preset, true]);
    }
    // The samples' introductions are drawn, so their pictures sit beside the text.
    for (const document of documents) {
      const intro = document.sections.find((section) => section.type === 'Introduction');
      expect(intro?.type === 'Introduction' && intro.backgroundType).toBe('ColorFill');
    }
  }, 60_000);

  it('never dresses a spa like a tire shop: another preset and other corners, whatever the business and palette', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), paletteArbitrary, (spaSeed, shopSeed, palette) => {
        const spa = chooseSiteLook({ industry: 'spa', seed: spaSeed, palette });
        const shop = chooseSiteLook({ industry: 'tire-shop', seed: shopSeed, palette });
        expect(spa.theme.presetStyle).toBe('Elegant');
        expect(shop.theme.presetStyle).toBe('Geometric');
        expect(['Rounded', 'Oval']).toContain(spa.theme.corners);
        expect(['Square', 'Softened']).toContain(shop.theme.corners);
        expect(['Arch', 'Pill', 'Flower', 'Bumpy', 'Flared']).toContain(spa.theme.decorFrame);
        expect(['Angled', 'Notched', 'Screen']).toContain(shop.theme.decorFrame);
      }),
      { numRuns: 200 },
    );
  });

  it('chooses only the designer’s theme options and section values within their limits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INDUSTRIES), fc.string(), paletteArbitrary, fc.boolean(), fc.boolean(), (industry, seed, palette, introduction, banners) => {
        const look = chooseSiteLook({ industry, seed, palette, drawn: { introduction, banners } });
        const theme = { ...createDefaultTheme(), ...look.theme, palette };
        expect(themeSchema.parse(theme)).toEqual(theme);
        expect(galleryLayoutSchema.options).toContain(look.gallery.layout);
        expect(['Image', 'ColorFill']).toContain(look.introduction.backgroundType);
        expect(look.introduction.overlayOpacity).toBeGreaterThanOrEqual(0);
        expect(look.introduction.overlayOpacity).toBeLessThanOrEqual(0.8);
        expect(look.imageBanner.overlayOpacity).toBeLessThanOrEqual(0.8);
        expect(look.imageBanner.height).toBeGreaterThanOrEqual(LIMITS.imageBannerHeightMin);
        expect(look.imageBanner.height).toBeLessThanOrEqual(LIMITS.imageBannerHeightMax);
        // The same business and palette always get the same look.
        expect(chooseSiteLook({ industry, seed, palette, drawn: { introduction, banners } })).toEqual(look);
        // A drawn picture sits beside the text in the frame it is drawn for; a photo may fill the section.
        if (introduction) expect([look.introduction.backgroundType, look.theme.imageFrame]).toEqual(['ColorFill', 'Landscape']);
      }),
      { numRuns: 300 },
    );
  });

  it('gives owners in one trade two or three looks, and drops shadows on a dark background', () => {
    for (const industry of INDUSTRIES) {
      const leanings = INDUSTRY_LEANINGS[industry];
      expect([industry, leanings.length >= 2 && leanings.length <= 3]).toEqual([industry, true]);
      const chosen = new Set(Array.from({ length: 60 }, (_, i) => chooseSiteLook({ industry, seed: `business ${i}`, palette: LIGHT }).leaning));
      expect([industry, [...chosen].sort()]).toEqual([industry, [...leanings].sort()]);
      expect(chooseSiteLook({ industry, seed: 'night owl', palette: DARK }).theme.shadow).toBe('None');
    }
  });

  it('is put into the assembled document: theme, introduction, gallery and banners', () => {
    const photo = (name: string): Image => ({
      provider: 'Unsplash',
      urls: {
        thumbnail: `https://images.example/${name}`,
        small: `https://images.example/${name}`,
        regular: `https://images.example/${name}`,
        raw: `https://images.example/${name}`,
        full: `https://images.example/${name}`,
      },
      alt: name,
      width: 1600,
      height: 1200,
      fit: 'cover',
      effects: { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 },
    });
    const content: SiteContent = {
      intro: { headline: 'Fresh cuts, every day', buttonText: 'Book now', text: 'A friendly barber shop in Portland.' },
      imageTerms: { introduction: 'barber', banner: ['barber chair'], gallery: ['haircut'], services: [] },
      images: { introduction: photo('intro'), banners: [photo('banner')], gallery: [photo('g1'), photo('g2')], services: [] },
    };
    const brief = businessBriefSchema.parse({ businessName: 'Maple Street Barbers', description: 'Classic haircuts and hot towel shaves in Portland' });
    const layouts = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const websiteId = `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
      const document = assembleSite({ websiteId, brief, fontPair: createDefaultTheme().fontPair, palette: LIGHT, sectionTypes, content });
      // The brief names no industry: the one its words point to is used.
      const look = chooseSiteLook({ industry: 'barber-shop', seed: websiteId, palette: LIGHT, drawn: { introduction: false, banners: false } });
      expect(document.theme).toEqual({ ...createDefaultTheme(), ...look.theme, palette: LIGHT });
      const intro = document.sections.find((section) => section.type === 'Introduction');
      const banner = document.sections.find((section) => section.type === 'ImageBanner');
      const gallery = document.sections.find((section) => section.type === 'Gallery');
      expect(intro).toMatchObject(look.introduction);
      expect(banner).toMatchObject(look.imageBanner);
      expect(gallery).toMatchObject(look.gallery);
      if (intro?.type === 'Introduction') layouts.add(intro.backgroundType);
    }
    // With photos, some introductions fill the section and some sit beside the text.
    expect([...layouts].sort()).toEqual(['ColorFill', 'Image']);
  });
});

describe('the look of a business of no industry (issue 24)', () => {
  const palette = createDefaultTheme().palette;
  it('leans by how the trade works, never towards another trade’s leanings, the same each time', () => {
    const seeds = Array.from({ length: 40 }, (_, i) => `business ${i}`);
    const leanings = (manner?: { mobile: boolean; care: boolean }) => new Set(seeds.map((seed) => chooseSiteLook({ manner, seed, palette }).leaning));
    expect([...leanings({ mobile: true, care: false })].sort()).toEqual(['classic', 'friendly', 'rugged']);
    expect([...leanings({ mobile: false, care: true })].sort()).toEqual(['airy', 'friendly', 'serene']);
    expect([...leanings(undefined)].sort()).toEqual(['cheerful', 'classic', 'friendly']);
    expect(chooseSiteLook({ manner: { mobile: true, care: false }, seed: 'x', palette })).toEqual(
      chooseSiteLook({ manner: { mobile: true, care: false }, seed: 'x', palette }),
    );
  });
});
