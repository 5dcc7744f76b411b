import { type BusinessBrief, CONTENT_KINDS, INDUSTRIES, type Industry } from '@frontdoor/shared';
import fc from 'fast-check';
import { detectIndustry } from './detect-industry.js';
import { INDUSTRY_PROFILES } from './industries/index.js';
import { OfflineComposer } from './offline-composer.js';
import { PLACEHOLDER, SITE_KINDS, stringsOf } from './test-support.js';

const composer = new OfflineComposer();

const NOT_A_WORD = /^(?:lorem|ipsum|tbd|undefined|null|nan)$/i;
const word = fc.stringMatching(/^[A-Z][a-z]{2,9}$/).filter((value) => !NOT_A_WORD.test(value));
const LOCATIONS = [
  'Portland, OR',
  'Austin, Texas',
  'St. Louis, MO',
  '123 Main St, Springfield, IL 62701',
  'Brooklyn',
  'Leeds, UK',
  'Lyon, France',
  'the Bay Area',
  'Downtown Toronto, ON',
  'Serving Greater Boston and the North Shore communities',
  'Kraków',
];
const FREE_PHRASES = ['same-day visits', 'weekend appointments', 'gift vouchers', 'group bookings', 'seasonal specials', 'HVAC-style maintenance plans'];
const FILLERS = [
  'We are friendly, fast and local.',
  'Call us any time.',
  'Proudly independent.',
  'Customers love our attention to detail!',
  'Family-owned since 2009.',
  'I have 12 years of experience in the trade.',
  '',
];

/** A business of the given industry as an owner might describe it. */
function briefOf(industry: Industry): fc.Arbitrary<{ brief: BusinessBrief; intended: Industry }> {
  const profile = INDUSTRY_PROFILES[industry];
  const phrases = profile.services.map((service) => service.heading.toLowerCase());
  return fc
    .record({
      nameParts: fc.tuple(word, fc.constantFrom(...profile.nameNouns), fc.constantFrom('', 'The ', 'Dr. ', "Ana's ")),
      services: fc.uniqueArray(fc.constantFrom(...phrases, ...FREE_PHRASES), { minLength: 1, maxLength: 4 }),
      template: fc.integer({ min: 0, max: 4 }),
      owner: fc.option(word, { nil: undefined }),
      filler: fc.constantFrom(...FILLERS),
      location: fc.option(fc.oneof(fc.constantFrom(...LOCATIONS), word), { nil: '' }),
      link: fc.option(
        word.map((slug) => `https://www.${slug.toLowerCase()}.example.com`),
        { nil: '' },
      ),
      chosen: fc.boolean(),
    })
    .map(({ nameParts: [core, noun, prefix], services, template, owner, filler, location, link, chosen }) => {
      const list = services.length > 1 ? `${services.slice(0, -1).join(', ')} and ${services[services.length - 1]}` : services[0];
      const where = location ? ` in ${location}` : '';
      const descriptions = [
        `We are a ${profile.label}${where}. We offer ${list}. ${filler}`,
        `${owner ? `I'm ${owner}, and I` : 'We'} provide ${list} as a small ${profile.label}. ${filler}`,
        `Friendly ${profile.label} specializing in ${list}. ${filler}`,
        `${filler} Our ${profile.label} does ${list}${where}.`,
        `${profile.label} - ${list}. ${filler}`,
      ];
      const brief: BusinessBrief = {
        businessName: `${prefix}${core} ${noun}`.slice(0, 48).trim(),
        description: descriptions[template].trim(),
        location,
        link,
        ...(chosen ? { industry } : {}),
      };
      return { brief, intended: industry };
    });
}

const businesses = fc.constantFrom(...INDUSTRIES).chain(briefOf);

describe('offline composer, property: 200 random businesses across the 30 industries', () => {
  it('writes valid, specific, placeholder-free content and never the same site twice', async () => {
    const seen = new Map<string, string>();
    let detected = 0;
    let mistaken = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(businesses, async ({ brief, intended }) => {
        const industry = detectIndustry(brief);
        const request = { brief, industry, count: 1 + (brief.businessName.length % 6), summary: '' };
        const answers: Record<string, unknown> = {};
        for (const kind of SITE_KINDS) {
          const answer = await composer.write(kind, request);
          const parsed = CONTENT_KINDS[kind].safeParse(answer);
          expect(parsed.error?.issues ?? []).toEqual([]);
          for (const text of stringsOf(answer)) expect(text).not.toMatch(PLACEHOLDER);
          answers[kind] = answer;
        }
        const intro = CONTENT_KINDS.intro.parse(answers.intro);
        const about = CONTENT_KINDS.about.parse(answers.about);
        expect(`${intro.headline} ${intro.text}`).toContain(brief.businessName);
        expect(`${about.heading} ${about.text}`).toContain(brief.businessName);

        const key = JSON.stringify(brief);
        const site = JSON.stringify([answers.intro, answers.about, answers.services]);
        const earlier = seen.get(site);
        if (earlier !== undefined) expect(earlier).toBe(key);
        seen.set(site, key);
        runs += 1;
        if (industry === intended) detected += 1;
        else if (industry !== undefined) mistaken += 1;
      }),
      { numRuns: 200 },
    );
    expect(runs).toBe(200);
    // Descriptions name the kind of business, so detection should almost always agree.
    // (20 × 200 samples: 0.88–0.975, mean 0.92.) When unsure it names no industry rather than a wrong one.
    expect(detected / runs).toBeGreaterThan(0.85);
    expect(mistaken / runs).toBeLessThan(0.03);
  });

  it('gives same-named businesses in different places different copy', async () => {
    const texts = new Set<string>();
    for (const location of ['Portland, OR', 'Austin, TX', 'Leeds, UK', '']) {
      for (const description of ['We offer deep cleaning and window cleaning.', 'House cleaning for busy families.']) {
        const request = { brief: { businessName: 'Sparkle', description, location, link: '' }, industry: 'house-cleaning' as const, count: 3, summary: '' };
        const parts = await Promise.all([composer.write('intro', request), composer.write('about', request), composer.write('services', request)]);
        texts.add(JSON.stringify(parts));
      }
    }
    expect(texts.size).toBe(8);
  });
});
