import { businessIdeaSchema } from '../ai/content.js';
import { INDUSTRIES } from '../ai/industries.js';
import { countWords } from '../ai/text-measures.js';
import { LIMITS } from '../site/limits.js';
import { industryPackSchema } from './pack.js';
import { INDUSTRY_PACKS, INDUSTRY_PAGES } from './registry.js';

const UNFILLED = /\{(?!name\}|first\}|place\})\w*\}/;

describe('the industry packs', () => {
  it('are one per industry, in the order of INDUSTRIES', () => {
    expect(Object.keys(INDUSTRY_PACKS)).toEqual([...INDUSTRIES]);
    expect(Object.keys(INDUSTRY_PAGES)).toEqual([...INDUSTRIES]);
  });

  it('give the client the same landing pages as the packs', () => {
    for (const industry of INDUSTRIES) expect(INDUSTRY_PAGES[industry]).toBe(INDUSTRY_PACKS[industry].page);
  });

  it('are refused when a text breaks a limit of the spec', () => {
    const { profile, page } = INDUSTRY_PACKS.accountant;
    const broken = [
      { profile: { ...profile, buttons: ['A button label of 29 letters'.padEnd(LIMITS.buttonLabel + 1, '.')] } },
      { profile: { ...profile, headlines: ['Seven words make this headline too long'] } },
      { profile: { ...profile, services: profile.services.slice(0, 8) } },
      { profile: { ...profile, team: [{ title: 'Accountant', bio: 'No first name here.' }, ...profile.team] } },
      { page: { ...page, description: 'x'.repeat(161) } },
      { page: { ...page, sample: { ...page.sample, name: 'x'.repeat(LIMITS.businessName + 1) } } },
      { look: [] },
      { icons: [{ icon: '../secret', label: 'a path', match: [] }, ...INDUSTRY_PACKS.accountant.icons] },
    ];
    for (const change of broken) expect(industryPackSchema.safeParse({ ...INDUSTRY_PACKS.accountant, ...change }).success).toBe(false);
  });

  it('invent a different sample business for each industry', () => {
    expect(new Set(INDUSTRIES.map((industry) => INDUSTRY_PAGES[industry].sample.name)).size).toBe(INDUSTRIES.length);
  });
});

describe.each(INDUSTRIES.map((industry) => [industry]))('the %s pack', (industry) => {
  const pack = INDUSTRY_PACKS[industry];
  const { profile } = pack;

  it('fits the pack schema and its limits', () => {
    expect(industryPackSchema.safeParse({ ...pack }).error?.issues ?? []).toEqual([]);
  });

  it('is filed under its own industry', () => {
    expect(profile.industry).toBe(industry);
  });

  it('has enough of everything for the largest site and both tools', () => {
    expect(profile.services.length).toBeGreaterThanOrEqual(9);
    expect(profile.team.length).toBeGreaterThanOrEqual(4);
    expect(profile.faqs.length).toBeGreaterThanOrEqual(4);
    expect(profile.reviewDetails.length).toBeGreaterThanOrEqual(6);
    expect(profile.imageTerms.length).toBeGreaterThanOrEqual(8);
    expect(profile.nameNouns.length).toBeGreaterThanOrEqual(6);
    expect(profile.nameWords.length).toBeGreaterThanOrEqual(8);
    expect(new Set(profile.ideas.map((entry) => entry.idea.toLowerCase())).size).toBeGreaterThanOrEqual(10);
    expect(profile.promises.length).toBeGreaterThanOrEqual(3);
    expect(profile.approach.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps every short text within its limit', () => {
    for (const button of profile.buttons) expect(button.length).toBeLessThanOrEqual(LIMITS.buttonLabel);
    for (const headline of profile.headlines) expect(countWords(headline)).toBeLessThanOrEqual(6);
    for (const title of profile.videoTitles) expect(countWords(title)).toBeLessThanOrEqual(6);
    for (const quote of profile.quotes) {
      expect(countWords(quote)).toBeLessThanOrEqual(12);
      expect(quote.length).toBeLessThanOrEqual(LIMITS.quotePrimary);
    }
    for (const entry of profile.ideas) {
      expect(businessIdeaSchema.safeParse(entry).error?.issues ?? []).toEqual([]);
      expect(countWords(entry.idea)).toBeLessThanOrEqual(LIMITS.businessIdeaWordsMax);
      expect(entry.pitch).toMatch(/^\p{Lu}.*[.!]$/u);
    }
    for (const service of profile.services) {
      expect(service.heading.length).toBeLessThanOrEqual(LIMITS.serviceHeading);
      expect(service.match.length).toBeGreaterThan(0);
      expect(service.match.every((term) => term === term.toLowerCase())).toBe(true);
    }
    for (const role of profile.team) expect(role.bio).toContain('{first}');
    for (const headline of profile.placeHeadlines) expect(headline).toContain('{place}');
  });

  it('uses only the tokens the writers fill', () => {
    const texts = [
      ...profile.promises,
      ...profile.approach,
      ...profile.doing,
      ...profile.cta,
      ...profile.reviewDetails,
      ...profile.videoLines,
      ...profile.faqs.flatMap((faq) => [faq.question, faq.answer]),
      ...profile.services.map((service) => service.description),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(UNFILLED);
      expect(text).not.toMatch(/\{(?:first|place)\}/);
    }
  });

  it('ends every full sentence with a stop', () => {
    for (const sentence of [
      ...profile.promises,
      ...profile.approach,
      ...profile.reviewDetails,
      ...profile.videoLines,
      ...profile.services.map((service) => service.description),
    ]) {
      expect(sentence).toMatch(/[.!?]$/);
    }
  });
});
