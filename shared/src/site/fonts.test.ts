import { fontPairsAnswerSchema } from '../ai/content.js';
import { fontFacesCss, fontPreloads as preloads } from '../render/font-faces.js';
import { fontStack } from '../render/font-stack.js';
import { siteStylesheet } from '../render/stylesheet.js';
import { FONT_CATEGORIES, FONT_FAMILIES, FONT_PAIRS, fontFileName, parseFontFileName, webFont, webFontPairSchema } from './fonts.js';
import { createDefaultTheme } from './theme.js';

describe('the curated web fonts', () => {
  it('holds about 24 families of every category, each with Latin weights and a measured fallback', () => {
    expect(FONT_FAMILIES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(FONT_FAMILIES.map((font) => font.name)).size).toBe(FONT_FAMILIES.length);
    for (const category of FONT_CATEGORIES) expect(FONT_FAMILIES.some((font) => font.category === category)).toBe(true);
    for (const font of FONT_FAMILIES) {
      expect(font.weights.length).toBeGreaterThan(0);
      expect(['Arial', 'Times New Roman', 'Courier New']).toContain(font.local);
      expect(font.sizeAdjust).toBeGreaterThan(50);
      expect(font.sizeAdjust).toBeLessThan(200);
      expect(font.ascent).toBeGreaterThan(50);
      expect(font.descent).toBeGreaterThan(0);
      expect(font.lineGap).toBeGreaterThanOrEqual(0);
    }
  });

  it('covers every pair the generator proposes and the default theme', () => {
    expect(FONT_PAIRS.length).toBeGreaterThanOrEqual(16);
    for (const { pair } of [...FONT_PAIRS, { pair: createDefaultTheme().fontPair }]) {
      expect(webFontPairSchema.safeParse(pair).success).toBe(true);
      expect(webFont(pair.heading.family)).toBeDefined();
      expect(webFont(pair.body.family)).toBeDefined();
    }
    // Every family is used by at least one proposed pair.
    const used = new Set(FONT_PAIRS.flatMap(({ pair }) => [pair.heading.family, pair.body.family]));
    expect(FONT_FAMILIES.filter((font) => !used.has(font.name))).toEqual([]);
  });

  it('refuses an LLM answer naming a font outside the list, and names the list in the problem', () => {
    const pairs = FONT_PAIRS.slice(0, 8).map(({ pair }) => pair);
    expect(fontPairsAnswerSchema.safeParse({ fontPairs: pairs }).success).toBe(true);
    const broken = fontPairsAnswerSchema.safeParse({ fontPairs: [{ ...pairs[0], heading: { family: 'Comic Sans MS', weight: 'Bold' } }, ...pairs.slice(1)] });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues[0].message).toContain('Playfair Display');
  });

  it('names only files it serves: no unknown family, weight, subset or path', () => {
    const lora = webFont('lora')!;
    expect(parseFontFileName(fontFileName(lora, 'latin', 400))).toEqual({ font: lora, subset: 'latin', weight: 400 });
    expect(fontFileName(lora, 'latin', 400)).toBe(`lora-latin-400-v${lora.version}.woff2`);
    expect(lora.version).toMatch(/^\d+\.\d+\.\d+$/);
    // Addresses of pages published before an upgrade, or before versions were in the names.
    expect(parseFontFileName('lora-latin-ext-700-v1.0.0.woff2')?.subset).toBe('latin-ext');
    expect(parseFontFileName('lora-latin-ext-700.woff2')?.subset).toBe('latin-ext');
    for (const name of [
      'lora-latin-900.woff2',
      'lora-cyrillic-400.woff2',
      'comic-sans-latin-400.woff2',
      '..%2F..%2Fpackage.json',
      '../lora-latin-400.woff2',
      'lora-latin-400.woff',
      'lora-latin-400.woff2/x',
      'lora-latin-400-v.woff2',
      'lora-latin-400-v5.2.8.9.1.woff2',
      'lora-latin-400-vx.woff2',
    ]) {
      expect(parseFontFileName(name)).toBeUndefined();
    }
  });
});

describe('the web fonts of a page', () => {
  const theme = createDefaultTheme();

  it('declares only the faces the theme uses, swapping, with unicode ranges and metric-matched fallbacks', () => {
    const css = fontFacesCss(theme);
    expect(css.match(/font-family:"Playfair Display"/g)).toHaveLength(2); // Bold (heading and logo): latin and latin-ext
    expect(css.match(/font-family:"Source Sans 3"/g)).toHaveLength(2);
    expect(css).not.toContain('Lora');
    expect(css.match(/font-display:swap/g)).toHaveLength(4);
    expect(css).toMatch(/src:url\(\/fonts\/playfair-display-latin-700-v[\d.]+\.woff2\) format\("woff2"\);unicode-range:U\+0000-00FF/);
    expect(css).toMatch(
      /@font-face\{font-family:"Playfair Display fallback";src:local\("Times New Roman"\)[^}]*size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/,
    );
    expect(css).toContain('"Source Sans 3 fallback";src:local("Arial")');
    expect(fontStack('Playfair Display')).toMatch(/^"Playfair Display","Playfair Display fallback",.*serif$/);
  });

  it('preloads the Latin faces of the heading and the body, one file when they are one face', () => {
    // Each address ends in its package's version (checked above); compared here without it.
    const fontPreloads = (of: Parameters<typeof preloads>[0]) => preloads(of).map((url) => url.replace(/-v[\d.]+\.woff2$/, '.woff2'));
    expect(fontPreloads(theme)).toEqual(['/fonts/playfair-display-latin-700.woff2', '/fonts/source-sans-3-latin-400.woff2']);
    const clean = { fontPair: { name: 'Clean', heading: { family: 'Inter', weight: 'Regular' as const }, body: { family: 'Inter', weight: 'Regular' as const } } };
    expect(fontPreloads(clean)).toEqual(['/fonts/inter-latin-400.woff2']);
    // A single-weight face draws every weight from its one file.
    const bebas = { fontPair: { name: 'x', heading: { family: 'Bebas Neue', weight: 'Bold' as const }, body: { family: 'Lato', weight: 'Medium' as const } } };
    expect(fontPreloads(bebas)).toEqual(['/fonts/bebas-neue-latin-400.woff2', '/fonts/lato-latin-400.woff2']);
  });

  it('keeps an older document’s system fonts without downloads', () => {
    const old = {
      ...theme,
      fontPair: {
        name: 'Old',
        heading: { family: "Georgia, 'Times New Roman', serif", weight: 'Bold' as const },
        body: { family: 'Verdana, sans-serif', weight: 'Regular' as const },
      },
    };
    expect(fontFacesCss(old)).toBe('');
    expect(siteStylesheet(old)).not.toContain('@font-face');
    expect(preloads(old)).toEqual([]);
  });

  it('puts the faces outside the canvas scope, so the designer loads the same ones', () => {
    const css = siteStylesheet(theme, { scoped: true, container: true });
    expect(css.startsWith('@font-face{font-family:"Playfair Display fallback"')).toBe(true);
    expect(css).not.toContain('.fd @font-face');
  });
});
