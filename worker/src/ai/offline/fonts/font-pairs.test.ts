import { INDUSTRIES, webFontPairSchema } from '@frontdoor/shared';
import { createRng } from '../core/rng.js';
import { INDUSTRY_PROFILES } from '../industries/index.js';
import { buildFontPairs } from './font-pairs.js';

describe('buildFontPairs', () => {
  it.each(INDUSTRIES.map((industry) => [industry]))('gives %s eight distinct pairs of the curated web fonts', (industry) => {
    const pairs = buildFontPairs(INDUSTRY_PROFILES[industry].fonts, createRng(industry));
    expect(pairs).toHaveLength(8);
    expect(new Set(pairs.map((pair) => pair.name)).size).toBe(8);
    for (const pair of pairs) {
      // Every family is one the app serves (shared FONT_FAMILIES), so the page gets its web font.
      expect(webFontPairSchema.safeParse(pair).success).toBe(true);
    }
  });

  it('puts the industry’s moods first', () => {
    const [first] = buildFontPairs(['technical'], createRng('x'));
    expect(['Technical', 'Modern Sans', 'Workshop']).toContain(first.name);
  });
});
