import { INDUSTRIES, INDUSTRY_ROUTES, LIMITS, hasSufficientDetail } from '@frontdoor/shared';
import { FEATURED_INDUSTRIES, INDUSTRY_CONTENT, INDUSTRY_PAGE_DESCRIPTIONS } from '../../features/industries/industry-content';
import { samples } from '../home/samples';
import { SAMPLE_BUSINESSES, samplePath } from './sample-businesses';

describe('industry landing copy', () => {
  it.each(INDUSTRIES.map((industry) => [industry]))('%s has a heading, an intro, a description and 3 to 6 features', (industry) => {
    const content = INDUSTRY_CONTENT[industry];
    expect(content.plural).toBe(content.plural.toLowerCase());
    expect(content.intro.length).toBeGreaterThan(120);
    expect(content.description.length).toBeGreaterThanOrEqual(80);
    expect(content.description.length).toBeLessThanOrEqual(160);
    expect(content.features.length).toBeGreaterThanOrEqual(3);
    expect(content.features.length).toBeLessThanOrEqual(6);
    expect(new Set(content.features.map((feature) => feature.title)).size).toBe(content.features.length);
    for (const feature of content.features) expect(feature.body.length).toBeGreaterThan(40);
  });

  it('features the six businesses of the spec', () => {
    expect(FEATURED_INDUSTRIES).toEqual(['fitness', 'carpentry', 'real-estate-agent', 'barber-shop', 'coffee-shop', 'book-store']);
  });

  it('describes every industry page for search, by path', () => {
    expect(Object.keys(INDUSTRY_PAGE_DESCRIPTIONS)).toEqual([...INDUSTRY_ROUTES]);
    expect(INDUSTRY_PAGE_DESCRIPTIONS['/industries/barber-shop']).toBe(INDUSTRY_CONTENT['barber-shop'].description);
  });
});

describe('sample businesses', () => {
  it('has one invented business per industry that the wizard would accept', () => {
    expect(Object.keys(SAMPLE_BUSINESSES).sort()).toEqual([...INDUSTRIES].sort());
    for (const business of Object.values(SAMPLE_BUSINESSES)) {
      expect(business.name.length).toBeLessThanOrEqual(LIMITS.businessName);
      expect(business.location).not.toBe('');
      expect(hasSufficientDetail(business)).toBe(true);
    }
    expect(new Set(Object.values(SAMPLE_BUSINESSES).map((business) => business.name)).size).toBe(INDUSTRIES.length);
  });

  it('is served from /samples', () => {
    expect(samplePath('barber-shop')).toBe('/samples/barber-shop.html');
  });
});

describe('the home page samples banner', () => {
  it('names each industry and its sample business as its pack does', () => {
    for (const sample of samples) {
      expect(sample.industry).toBe(INDUSTRY_CONTENT[sample.slug].label);
      expect(sample.name).toBe(SAMPLE_BUSINESSES[sample.slug].name);
    }
  });
});
