import fc from 'fast-check';
import { themeArbitrary } from '../site/site-document.arbitrary.js';
import { createDefaultTheme } from '../site/theme.js';
import { contrast } from './color.js';
import { themeColors } from './theme-colors.js';

describe('themeColors', () => {
  it('keeps a readable palette as it is', () => {
    const colors = themeColors(createDefaultTheme().palette);
    expect(colors.bg).toBe('#ffffff');
    expect(colors.fg).toBe('#1f2933');
    expect(colors.button).toBe('#1f6f5c');
    expect(colors.buttonText).toBe('#ffffff');
    expect(colors.tint).toBe('#e8f3ef');
  });

  it('falls back to black or white when the text would not be readable', () => {
    const colors = themeColors({ background: '#ffffff', primaryText: '#dddddd', buttonBackground: '#ffffff', buttonForeground: '#ffffff', accent: '#ffffff' });
    expect(colors.fg).toBe('#000000');
    expect(colors.button).toBe('#000000');
    expect(colors.buttonText).toBe('#ffffff');
  });

  it('gives every text at least 4.5:1 on its surface, whatever the palette', () => {
    fc.assert(
      fc.property(themeArbitrary, ({ palette }) => {
        const c = themeColors(palette);
        const pairs: [string, string][] = [
          [c.fg, c.bg],
          [c.muted, c.bg],
          [c.mutedBoth, c.bg],
          [c.buttonText, c.button],
          [c.outline, c.bg],
          [c.outlineOnTint, c.tint],
          [c.tintText, c.tint],
          [c.tintMuted, c.tint],
          [c.bandText, c.band],
          [c.bandMuted, c.band],
          [c.highlightText, c.highlight],
          [c.footerText, c.footer],
          [c.footerMuted, c.footer],
        ];
        for (const [text, surface] of pairs) expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 300 },
    );
  });
});
