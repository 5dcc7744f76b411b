import { randomUUID } from 'node:crypto';
import { INDUSTRY_PAGES, LIMITS, createDefaultTheme, type Industry, type SectionType } from '@frontdoor/shared';
import { OfflineComposer, detectIndustry } from '../ai/offline/index.js';
import { createIllustrations } from '@frontdoor/shared';
import { generateSite } from './generate-site.js';
import { shareAboutText } from './section-fillers.js';

// Issue 26 point 7: a banner the generator fills is never a lone heading. The image banner gets a
// few words of the written about text under its heading; the text banner gets the rest, so the
// page never says the same sentence twice.

describe('shareAboutText', () => {
  const about = 'We cut hair. Every visit starts with a chat. We love Leeds. Book today.';

  it('gives the image banner the leading sentences and the text banner the rest', () => {
    expect(shareAboutText(about, true)).toEqual({ imageBanner: 'We cut hair. Every visit starts with a chat.', quoteBanner: 'We love Leeds. Book today.' });
  });

  it('gives the text banner all of it when the page has no image banner', () => {
    expect(shareAboutText(about, false)).toEqual({ imageBanner: '', quoteBanner: about });
  });

  it('keeps the image banner within its limit, at a word', () => {
    const long = `${'Careful work '.repeat(40).trim()}. Then more.`;
    const { imageBanner, quoteBanner } = shareAboutText(long, true);
    expect(imageBanner.length).toBeLessThanOrEqual(LIMITS.imageBannerText);
    expect(imageBanner).toMatch(/^Careful work .*work…$/);
    expect(quoteBanner).toBe('Then more.');
  });
});

describe('generated banners (the offline composer, the sample business of every industry)', () => {
  const theme = createDefaultTheme();
  const generate = async (industry: Industry, sectionTypes: SectionType[]) => {
    const { name, description, location } = INDUSTRY_PAGES[industry].sample;
    const { document } = await generateSite(
      {
        websiteId: randomUUID(),
        userId: randomUUID(),
        brief: { businessName: name, description, location, link: '', industry },
        fontPair: theme.fontPair,
        palette: theme.palette,
        sectionTypes,
      },
      { writer: new OfflineComposer(), images: createIllustrations(), detectIndustry, progress: async () => undefined },
    );
    return document;
  };

  it('give the image banner its words under the heading, and never repeat them in the text banner', async () => {
    for (const industry of Object.keys(INDUSTRY_PAGES) as Industry[]) {
      const document = await generate(industry, ['Header', 'Introduction', 'QuoteBanner', 'ImageBanner', 'Contact', 'Footer']);
      const image = document.sections.find((section) => section.type === 'ImageBanner');
      const quote = document.sections.find((section) => section.type === 'QuoteBanner');
      if (image?.type !== 'ImageBanner' || quote?.type !== 'QuoteBanner') throw new Error('no banners');
      expect([industry, image.heading.length > 0, image.text.length > 20]).toEqual([industry, true, true]);
      expect([industry, quote.primary.length > 0]).toEqual([industry, true]);
      expect([industry, quote.subordinate.includes(image.text)]).toEqual([industry, false]);
    }
  }, 60_000);

  it('give a page with only an image banner its words too', async () => {
    const document = await generate('barber-shop', ['Header', 'ImageBanner', 'Footer']);
    const image = document.sections.find((section) => section.type === 'ImageBanner');
    expect(image?.type === 'ImageBanner' && image.text).toMatch(/\w+.*[.!?…]$/);
  });
});
