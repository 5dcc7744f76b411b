import { blackOrWhite, contrast, luminance, mix, parseHex, readableOn } from './color.js';

describe('colour arithmetic', () => {
  it('parses every hex form and refuses the rest', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#ffff')).toEqual([255, 255, 255]);
    expect(parseHex('#1f6f5c')).toEqual([31, 111, 92]);
    expect(parseHex('#1f6f5c80')).toEqual([31, 111, 92]);
    expect(parseHex('red')).toEqual([0, 0, 0]);
  });

  it('computes WCAG luminance and contrast', () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#fff')).toBe(1);
    expect(contrast('#000', '#fff')).toBeCloseTo(21);
    expect(contrast('#777', '#777')).toBe(1);
  });

  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 1)).toBe('#ff0000');
  });

  it('keeps a readable candidate and falls back to black or white', () => {
    expect(readableOn('#ffffff', ['#1f2933'])).toBe('#1f2933');
    expect(readableOn('#ffffff', ['#eeeeee'])).toBe('#000000');
    expect(readableOn('#111111', ['#222222'])).toBe('#ffffff');
    expect(blackOrWhite('#1f6f5c')).toBe('#ffffff');
  });
});
