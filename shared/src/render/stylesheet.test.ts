import fc from 'fast-check';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import { SECTION_DEFINITIONS } from '../site/section-definitions.js';
import { siteDocumentArbitrary, themeArbitrary } from '../site/site-document.arbitrary.js';
import { createDefaultTheme } from '../site/theme.js';
import { siteStylesheet } from './stylesheet.js';

const document = createDefaultSiteDocument({ id: 'd', businessName: 'Acme', sectionTypes: SECTION_DEFINITIONS.map((entry) => entry.type) });

/** Top-level selectors of minified CSS (inside at-rules too). */
const selectors = (css: string) => [...css.matchAll(/(?:^|[{}])([^{}@]+)\{/g)].map((match) => match[1]);

describe('siteStylesheet', () => {
  it('writes the theme as custom properties and the spec §9 constants as rules', () => {
    const css = siteStylesheet(createDefaultTheme());
    expect(css).toContain('--bg:#ffffff;--fg:#1f2933');
    expect(css).toContain('--fh:"Playfair Display",Georgia');
    expect(css).toContain('--wh:700;--wb:400');
    expect(css).toContain('--fs:1rem;--lh:1.75');
    expect(css).toContain('@media (max-width:576px){.fd>*{--hs:0.85}}');
    expect(css).toContain('@media (min-width:769px){.sec{padding:64px 0}');
    expect(css).toContain('.sec{padding:32px 0}');
    expect(css).toContain('.w{max-width:1248px;margin:0 auto;padding:0 24px}');
    expect(css).not.toContain('@font-face');
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
    expect(css).toContain('.card,.fig img,.gal .media,.car .media,.team .media{border-top:4px solid var(--in)}');
    expect(css).toContain('--ir:50%');
    expect(css).toContain('--ar:1;');
    expect(css).toContain('.df img{border-radius:999px 999px var(--r) var(--r)}');
  });

  it('turns banner heights and overlays into rules, since style attributes are not allowed', () => {
    const sections = document.sections.map((section) =>
      section.type === 'ImageBanner' ? { ...section, height: 480, overlayOpacity: 0.35 } : section,
    );
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

  it('can be scoped under .fd and follow the container’s width, for the editor’s canvas', () => {
    const css = siteStylesheet(document.theme, { scoped: true, container: true });
    expect(css).not.toContain('@media');
    expect(css).toContain('@container fd (min-width:769px)');
    expect(css).not.toMatch(/(^|[{}])(html|body)\{/);
    for (const list of selectors(css)) {
      for (const selector of list.split(/,(?![^(]*\))/)) expect(selector.startsWith('.fd')).toBe(true);
    }
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
