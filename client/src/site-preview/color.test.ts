import { contrast, luminance, mix, parseHex, readableOn } from './color';

describe('colour helpers', () => {
  it('parses short, long and alpha hex colours', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#1f6f5c')).toEqual([31, 111, 92]);
    expect(parseHex('#1f6f5c80')).toEqual([31, 111, 92]);
    expect(parseHex('nonsense')).toEqual([0, 0, 0]);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(luminance('#ffffff')).toBeCloseTo(1, 5);
  });

  it('mixes two colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 1)).toBe('#ff0000');
  });

  it('picks readable text for a fill, falling back to black or white', () => {
    expect(readableOn('#ffffff', ['#fafafa', '#1f2933'])).toBe('#1f2933');
    expect(readableOn('#101010', ['#202020'])).toBe('#ffffff');
    expect(readableOn('#f5f5f5', ['#eeeeee'])).toBe('#111111');
  });
});
