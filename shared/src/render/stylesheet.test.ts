import fc from 'fast-check';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import { SECTION_DEFINITIONS } from '../site/section-definitions.js';
import { siteDocumentArbitrary, themeArbitrary } from '../site/site-document.arbitrary.js';
import { presetStyleSchema, type PresetStyle } from '../site/style-enums.js';
import { createDefaultTheme, type Theme } from '../site/theme.js';
import { contrast, mix } from './color.js';
import { PRESET_CLASS } from './preset.js';
import { siteStylesheet } from './stylesheet.js';
import { themeColors } from './theme-colors.js';

const document = createDefaultSiteDocument({ id: 'd', businessName: 'Acme', sectionTypes: SECTION_DEFINITIONS.map((entry) => entry.type) });

/** Top-level selectors of minified CSS (inside at-rules too). */
const selectors = (css: string) => [...css.matchAll(/(?:^|[{}])([^{}@]+)\{/g)].map((match) => match[1]);

describe('siteStylesheet', () => {
  it('writes the theme as custom properties and the spec §9 constants as rules', () => {
    const css = siteStylesheet(createDefaultTheme());
    expect(css).toContain('--bg:#ffffff;--fg:#1f2933');
    expect(css).toContain('--fh:"Playfair Display","Playfair Display fallback",Georgia');
    expect(css).toContain('--wh:700;--wb:400');
    expect(css).toContain('--fs:1rem;--lh:1.75');
    expect(css).toContain('@media (max-width:576px){.fd>*{--hs:0.85}}');
    expect(css).toContain('@media (min-width:769px){.sec{padding:64px 0}');
    expect(css).toContain('.sec{padding:32px 0}');
    expect(css).toContain('.w{max-width:1248px;margin:0 auto;padding:0 24px}');
    // Issue 27: the theme's two web fonts are declared (served by the app itself); nothing is imported.
    expect(css.match(/@font-face\{font-family:"(Playfair Display|Source Sans 3)";/g)).toHaveLength(4);
    expect(css).not.toContain('@import');
  });

  it('follows the theme’s sizes, corners, shadows, borders, frames and decor', () => {
    const theme = {
      ...createDefaultTheme(),
      headingFontSize: 'ExtraLarge' as const,
      bodyFontSize: 'Large' as const,
      corners: 'Oval' as const,
      shadow: 'Large' as const,
      border: { sides: 'Top' as const, thickness: 4 as const },
      imageFrame: 'Circle' as const,
      decorFrame: 'Arch' as const,
    };
    const css = siteStylesheet(theme);
    expect(css).toContain('--hs:1.25');
    expect(css).toContain('{.fd>*{--hs:1.06}}');
    expect(css).toContain('--fs:1.125rem;--lh:2');
    expect(css).toContain('--r:28px;--rb:999px');
    expect(css).toContain('--sh:0 12px 28px rgb(0 0 0/.14)');
    expect(css).toContain('.fd.p-c .card,.fd.p-c .fig img,.fd.p-c .gal .media,.fd.p-c .car .media,.fd.p-c .team .media{border-top:4px solid var(--in)}');
    expect(css).toContain('--ir:50%');
    expect(css).toContain('--ar:1;');
    expect(css).toContain('.df img,.df .crop{border-radius:999px 999px var(--r) var(--r)}');
  });

  it('turns banner heights and overlays into rules, since style attributes are not allowed', () => {
    const sections = document.sections.map((section) => (section.type === 'ImageBanner' ? { ...section, height: 480, overlayOpacity: 0.35 } : section));
    const index = sections.findIndex((section) => section.type === 'ImageBanner');
    expect(siteStylesheet(document.theme, { sections })).toContain(`.x${index}{--h:480px;--o:0.35}`);
  });

  it('includes the cookie banner and fixed-header rules only when the settings need them', () => {
    const settings = { ...document.websiteSettings, fixedHeader: false };
    expect(siteStylesheet(document.theme, { sections: document.sections, settings })).not.toContain('.ck{');
    expect(siteStylesheet(document.theme, { sections: document.sections, settings })).not.toContain('scroll-padding-top');
    const withBanner = { ...settings, fixedHeader: true, cookieBanner: { ...settings.cookieBanner, enabled: true, backgroundColor: '#222222' } };
    const css = siteStylesheet(document.theme, { sections: document.sections, settings: withBanner });
    expect(css).toContain('.ck{--cb:#222222;--cf:#ffffff');
    expect(css).toContain('html{scroll-padding-top:88px}');
  });

  it.each(presetStyleSchema.options)('can be scoped under .fd and follow the container’s width, for the editor’s canvas (%s)', (presetStyle) => {
    const css = siteStylesheet({ ...document.theme, presetStyle }, { scoped: true, container: true });
    expect(css).not.toContain('@media');
    expect(css).toContain('@container fd (min-width:769px)');
    expect(css).not.toMatch(/(^|[{}])(html|body)\{/);
    for (const list of selectors(css)) {
      for (const selector of list.split(/,(?![^(]*\))/)) expect(selector.startsWith('.fd')).toBe(true);
    }
  });

  it('keeps the header’s number and button on one line and its links in the menu below 1,024 px, on the canvas by its width (issue 37)', () => {
    const css = siteStylesheet(createDefaultTheme());
    expect(css).toMatch(/@media \(min-width:769px\)\{[^@]*\.cta\{display:inline-flex;white-space:nowrap\}/);
    expect(css).toMatch(/\.hph\{display:inline-flex;[^}]*white-space:nowrap\}/);
    expect(css).toMatch(/@media \(min-width:1024px\)\{[^@]*\.mn\{display:none\}[^@]*\.nav\{display:flex/);
    const canvas = siteStylesheet(createDefaultTheme(), { container: true });
    expect(canvas).toMatch(/@container fd \(min-width:1024px\)\{[^@]*\.mn\{display:none\}/);
  });

  it('puts every rule under a root class of its own, so sites in different themes share one page (onboarding previews)', () => {
    const css = siteStylesheet(document.theme, { sections: document.sections, settings: document.websiteSettings, scoped: true, container: true, root: 'pv1' });
    for (const list of selectors(css)) {
      for (const selector of list.split(/,(?![^(]*\))/)) expect(selector.startsWith('.fd.pv1')).toBe(true);
    }
    // The same rules as the plain scoped sheet, only further scoped; the class cannot break out.
    const plain = siteStylesheet(document.theme, { sections: document.sections, settings: document.websiteSettings, scoped: true, container: true });
    expect(css.replaceAll('.fd.pv1', '.fd')).toBe(plain);
    expect(siteStylesheet(document.theme, { scoped: true, root: 'a{}b' })).toContain('.fd.ab');
  });

  it('stays safe inside a <style> element for any theme and document', () => {
    fc.assert(
      fc.property(themeArbitrary, siteDocumentArbitrary, (theme, doc) => {
        const css = siteStylesheet(theme, { sections: doc.sections, settings: doc.websiteSettings });
        expect(css).not.toContain('<');
        expect(css).not.toMatch(/NaN|undefined|Infinity/);
        expect(css.split('{').length).toBe(css.split('}').length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('preset styles', () => {
  const sheet = (presetStyle: PresetStyle, theme: Partial<Theme> = {}) =>
    siteStylesheet({ ...createDefaultTheme(), ...theme, presetStyle }, { sections: document.sections });

  it('include only the active preset’s rules, each under its class on the page root', () => {
    for (const preset of presetStyleSchema.options) {
      const css = sheet(preset);
      expect([preset, css.includes(`.fd.${PRESET_CLASS[preset]} .`)]).toEqual([preset, true]);
      for (const other of presetStyleSchema.options.filter((entry) => entry !== preset)) {
        expect([preset, other, css.includes(`.${PRESET_CLASS[other]} `)]).toEqual([preset, other, false]);
      }
    }
    expect(new Set(presetStyleSchema.options.map((preset) => sheet(preset))).size).toBe(presetStyleSchema.options.length);
  });

  it('give each preset its own headings, cards, buttons and gallery', () => {
    // Common keeps the centred heading with the small rule under it.
    expect(sheet('Common')).not.toContain('.fd.p-c .hd');
    expect(sheet('Common')).toContain('.hd{max-width:720px;margin:0 auto 32px;text-align:center}');
    // CommonAlt: left-aligned headings under an accent bar, white bordered cards, services beside their picture.
    expect(sheet('CommonAlt')).toContain('.fd.p-ca .hd{max-width:none;margin:0 0 40px;text-align:left}');
    expect(sheet('CommonAlt')).toMatch(/\.fd\.p-ca \.hd:before\{content:"";[^}]*background:var\(--hl\)/);
    expect(sheet('CommonAlt')).toMatch(/\.fd\.p-ca \.card\{background:var\(--bg\);[^}]*border:1px solid var\(--ln\)/);
    expect(sheet('CommonAlt')).toContain('.fd.p-ca .svc .card{flex-direction:row}');
    // Geometric: uppercase headings and buttons, numbered services, angled tinted sections.
    expect(sheet('Geometric')).toContain('.fd.p-geo .hd h2{text-transform:uppercase');
    expect(sheet('Geometric')).toMatch(/\.fd\.p-geo \.btn\{[^}]*text-transform:uppercase/);
    expect(sheet('Geometric')).toContain('content:counter(s,decimal-leading-zero)');
    expect(sheet('Geometric')).toMatch(/\.fd\.p-geo \.t1:after\{[^}]*clip-path:polygon/);
    // Elegant: lighter headings over a fine line, tracked small buttons, a staggered gallery.
    expect(sheet('Elegant')).toContain('.fd.p-el :where(h1,h2){font-weight:min(var(--wh),500)');
    expect(sheet('Elegant')).toMatch(/\.fd\.p-el \.btn\{[^}]*letter-spacing:\.14em;text-transform:uppercase/);
    expect(sheet('Elegant')).toContain('.fd.p-el .gal li:nth-child(3n+2){transform:translateY(40px)}');
    // Fun: outlined cards with a solid offset shadow, tilted snapshots in the gallery.
    expect(sheet('Fun')).toContain('.fd.p-fun .card{border:2px solid currentColor;box-shadow:6px 6px 0 var(--hl)}');
    expect(sheet('Fun')).toContain('.fd.p-fun .gal li:nth-child(odd) figure{transform:rotate(-1.5deg)}');
  });

  it('let the owner’s decor frame and border win over the shared and preset rules', () => {
    const css = sheet('CommonAlt', { decorFrame: 'Pill', border: { sides: 'All', thickness: 2 } });
    expect(css.indexOf('.df img,.df .crop{border-radius:999px}')).toBeGreaterThan(css.indexOf('.fig img{'));
    const border = '.fd.p-ca .card,.fd.p-ca .fig img,.fd.p-ca .gal .media,.fd.p-ca .car .media,.fd.p-ca .team .media{border:2px solid var(--in)}';
    expect(css.indexOf(border)).toBeGreaterThan(css.lastIndexOf('.fd.p-ca .card{'));
    // Elegant's fine outline behind the picture follows the frame's shape.
    expect(sheet('Elegant', { decorFrame: 'Arch' })).toContain('.df:before{border-radius:999px 999px var(--r) var(--r)}');
  });

  it('draw patterns on the bold colour with a shade that only adds contrast to its words', () => {
    const darkButton = createDefaultTheme();
    const lightButton = { ...darkButton, palette: { ...darkButton.palette, buttonBackground: '#f2c94c', buttonForeground: '#1f2933' } };
    for (const theme of [darkButton, lightButton]) {
      const colors = themeColors(theme.palette);
      const shade = /--sd:(#[0-9a-f]{6})38/.exec(siteStylesheet(theme))?.[1];
      expect(shade).toMatch(/^#(000000|ffffff)$/);
      const shaded = mix(shade!, colors.band, 0.22);
      expect(contrast(colors.bandText, shaded)).toBeGreaterThanOrEqual(contrast(colors.bandText, colors.band));
      expect(contrast(colors.bandMuted, shaded)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
