import { INDUSTRIES, paletteSchema } from '@frontdoor/shared';
import { createRng } from '../core/rng.js';
import { INDUSTRY_PROFILES } from '../industries/index.js';
import { contrastRatio } from './contrast.js';
import { buildPalettes } from './palettes.js';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('buildPalettes', () => {
  it.each(INDUSTRIES.map((industry) => [industry]))('gives %s eight distinct, readable palettes', (industry) => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const palettes = buildPalettes(INDUSTRY_PROFILES[industry].hues, createRng(`${industry}${seed}`));
      expect(palettes).toHaveLength(8);
      expect(new Set(palettes.map((palette) => JSON.stringify(palette))).size).toBe(8);
      for (const palette of palettes) {
        expect(paletteSchema.safeParse(palette).success).toBe(true);
        expect(contrastRatio(palette.primaryText, palette.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(palette.primaryText, palette.accent)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(palette.buttonForeground, palette.buttonBackground)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('mixes light and dark backgrounds', () => {
    const palettes = buildPalettes(INDUSTRY_PROFILES.spa.hues, createRng('spa'));
    const dark = palettes.filter((palette) => contrastRatio(palette.background, '#000000') < 4).length;
    expect(dark).toBeGreaterThanOrEqual(2);
    expect(dark).toBeLessThanOrEqual(4);
  });
});
