import { contrast } from '../render/color.js';
import { createDefaultTheme } from '../site/theme.js';
import { nearestPassingColor, paletteContrast } from './palette-contrast.js';

describe('paletteContrast', () => {
  it('passes the default palette for text and buttons', () => {
    const checks = paletteContrast(createDefaultTheme().palette);
    expect(checks.map((check) => [check.pair, check.passes])).toEqual([
      ['text', true],
      ['button', true],
    ]);
  });

  it('computes the WCAG ratio: black on white is 21, white on white is 1', () => {
    const palette = { ...createDefaultTheme().palette, background: '#ffffff', primaryText: '#000000', buttonBackground: '#ffffff', buttonForeground: '#fff' };
    const [text, button] = paletteContrast(palette);
    expect(text.ratio).toBe(21);
    expect(button.ratio).toBe(1);
    expect(button.passes).toBe(false);
  });

  it('fails just below 4.5:1 and passes at it (#767676 on white is 4.54, #777777 is 4.47)', () => {
    const base = createDefaultTheme().palette;
    expect(paletteContrast({ ...base, primaryText: '#767676' })[0].passes).toBe(true);
    const failing = paletteContrast({ ...base, primaryText: '#777777' })[0];
    expect(failing.passes).toBe(false);
    expect(failing.ratio).toBeCloseTo(4.47, 2);
  });
});

describe('nearestPassingColor', () => {
  it('keeps a colour that already passes', () => {
    expect(nearestPassingColor('#1F2933', '#ffffff')).toBe('#1f2933');
  });

  it('darkens a light grey on white just enough to pass', () => {
    const fixed = nearestPassingColor('#bbbbbb', '#ffffff');
    expect(contrast(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fixed, '#ffffff')).toBeLessThan(4.7);
  });

  it('lightens text on a dark background', () => {
    const fixed = nearestPassingColor('#333344', '#101018');
    expect(contrast(fixed, '#101018')).toBeGreaterThanOrEqual(4.5);
    expect(fixed > '#333344').toBe(true);
  });

  it('keeps the hue of a coloured button text', () => {
    const fixed = nearestPassingColor('#ff8080', '#ffffff');
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(fixed.slice(i, i + 2), 16));
    expect(contrast(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(r).toBeGreaterThan(g);
    expect(g).toBe(b);
  });

  it('on a mid grey picks whichever of the two directions needs less change', () => {
    for (const background of ['#777777', '#808080', '#1f6f5c', '#e8f3ef']) {
      expect(contrast(nearestPassingColor(background, background), background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
