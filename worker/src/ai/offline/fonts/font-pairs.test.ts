import { fontPairSchema, INDUSTRIES } from '@frontdoor/shared';
import { createRng } from '../core/rng.js';
import { INDUSTRY_PROFILES } from '../industries/index.js';
import { buildFontPairs } from './font-pairs.js';

describe('buildFontPairs', () => {
  it.each(INDUSTRIES.map((industry) => [industry]))('gives %s eight distinct pairs of system font stacks', (industry) => {
    const pairs = buildFontPairs(INDUSTRY_PROFILES[industry].fonts, createRng(industry));
    expect(pairs).toHaveLength(8);
    expect(new Set(pairs.map((pair) => pair.name)).size).toBe(8);
    for (const pair of pairs) {
      expect(fontPairSchema.safeParse(pair).success).toBe(true);
      // Every stack ends in a generic family, so the page never waits for a download.
      for (const font of [pair.heading, pair.body]) expect(font.family).toMatch(/(?:serif|sans-serif|monospace)$/);
    }
  });

  it('puts the industry’s moods first', () => {
    const [first] = buildFontPairs(['technical'], createRng('x'));
    expect(['Technical', 'Modern Sans', 'Workshop']).toContain(first.name);
  });
});
