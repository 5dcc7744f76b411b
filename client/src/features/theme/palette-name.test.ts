import { colourName, paletteNames } from './palette-name';

const palette = (buttonBackground: string, background: string) => ({
  background,
  primaryText: '#111111',
  buttonBackground,
  buttonForeground: '#ffffff',
  accent: '#eeeeee',
});

describe('colourName', () => {
  it('names greys by lightness and colours by hue and lightness', () => {
    expect(colourName('#ffffff')).toBe('white');
    expect(colourName('#000000')).toBe('black');
    expect(colourName('#333333')).toBe('charcoal');
    expect(colourName('#1f6f5c')).toBe('teal');
    expect(colourName('#0b3d2e')).toBe('deep teal');
    expect(colourName('#14532d')).toBe('deep green');
    expect(colourName('#4338ca')).toBe('indigo');
    expect(colourName('#fdf6e3')).toBe('cream');
    expect(colourName('#c0392b')).toBe('red');
  });
});

describe('paletteNames', () => {
  it('reads button colour on background, numbering repeats', () => {
    expect(paletteNames([palette('#1f6f5c', '#ffffff'), palette('#4338ca', '#fdf6e3'), palette('#1f6f5c', '#ffffff')])).toEqual([
      'Teal on white 1',
      'Indigo on cream',
      'Teal on white 2',
    ]);
  });
});
