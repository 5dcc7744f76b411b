import { renderToStaticMarkup } from 'react-dom/server';
import { illustrationBackdrop, illustrationColors, illustrationOfUrl, illustrationPath, type Illustration } from '../art/illustration.js';
import { AA_TEXT_CONTRAST } from '../rules/palette-contrast.js';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import type { Image } from '../site/image.js';
import type { SiteDocument } from '../site/site-document.js';
import type { Palette } from '../site/theme.js';
import { contrast, mix } from './color.js';
import { inThemeColors, readableOverlay } from './drawn-images.js';
import { renderPublishedPage } from './published-page.js';
import { SiteView } from './site-view.js';
import { siteStylesheet } from './stylesheet.js';
import { themeColors } from './theme-colors.js';

const TEAL: Palette = { background: '#ffffff', primaryText: '#1f2933', buttonBackground: '#1f6f5c', buttonForeground: '#ffffff', accent: '#e8f3ef' };
const ORANGE_ON_CREAM: Palette = { background: '#fdf6e3', primaryText: '#3b2a1a', buttonBackground: '#f59f00', buttonForeground: '#1a1a1a', accent: '#ffe8cc' };

const drawing = (kind: Illustration['kind'], seed = 'banner 0 barber'): Illustration => ({
  kind,
  icons: ['scissors', 'razor'],
  aspect: 'landscape',
  colors: illustrationColors(TEAL),
  seed,
});

const imageOf = (path: string): Image => ({
  provider: 'Custom',
  urls: { thumbnail: path, small: path, regular: path, raw: path, full: path },
  alt: '',
  width: 1200,
  height: 900,
  fit: 'cover',
  effects: { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 },
});

describe('inThemeColors', () => {
  it('redraws a drawn illustration in the current palette, every size, and nothing else of it', () => {
    const stored = imageOf(illustrationPath(drawing('band')));
    const themed = inThemeColors(stored, ORANGE_ON_CREAM);
    for (const url of Object.values(themed.urls)) {
      expect(illustrationOfUrl(url)).toEqual({ ...drawing('band'), colors: illustrationColors(ORANGE_ON_CREAM) });
    }
    expect({ ...themed, urls: stored.urls }).toEqual(stored);
    // The stored image is not changed.
    expect(illustrationOfUrl(stored.urls.regular)?.colors).toEqual(illustrationColors(TEAL));
  });

  it('keeps the very same image (and address) when the palette is the one it was drawn in', () => {
    const stored = imageOf(illustrationPath(drawing('spot')));
    expect(inThemeColors(stored, TEAL)).toBe(stored);
  });

  it('leaves photos, uploads, artwork and addresses that are not ours alone', () => {
    for (const url of [
      'https://images.unsplash.com/photo-1?w=1080',
      '/uploads/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.webp',
      '/art/artwork.svg?seed=a&w=1200&h=900&c=1f6f5c.e8f3ef',
      '/art/illustration.svg?k=spot&i=..%2Fetc&a=square&c=1f6f5c.e8f3ef.ffffff.1f2933.ffffff&s=x',
      '/art/illustration.svg',
      '/other/art/illustration.svg?k=spot&i=scissors&a=square&c=1f6f5c.e8f3ef.ffffff.1f2933.ffffff&s=x',
    ]) {
      const image = imageOf(url);
      expect(inThemeColors(image, ORANGE_ON_CREAM)).toBe(image);
    }
  });

  it('recolours an older absolute address on its own origin', () => {
    const path = illustrationPath(drawing('scene'));
    const themed = inThemeColors(imageOf(`https://frontdoor.example${path}`), ORANGE_ON_CREAM);
    expect(themed.urls.regular.startsWith('https://frontdoor.example/art/illustration.svg?')).toBe(true);
    expect(illustrationOfUrl(themed.urls.regular)?.colors).toEqual(illustrationColors(ORANGE_ON_CREAM));
  });
});

describe('the renderer draws illustrations in the current palette', () => {
  const documentWith = (palette: Palette): SiteDocument => {
    const document = createDefaultSiteDocument({
      id: 'site',
      businessName: 'Maple Street Barbers',
      sectionTypes: ['Header', 'Introduction', 'Services', 'Gallery', 'ImageBanner', 'Footer'],
    });
    document.theme.palette = palette;
    for (const section of document.sections) {
      if (section.type === 'Introduction') section.image = imageOf(illustrationPath(drawing('scene', 'introduction 0')));
      if (section.type === 'ImageBanner') {
        section.image = imageOf(illustrationPath(drawing('band')));
        section.heading = 'Open every day';
      }
      if (section.type === 'Services') section.items.forEach((item, index) => (item.image = imageOf(illustrationPath(drawing('spot', `service ${index}`)))));
      if (section.type === 'Gallery') section.items = [{ id: 'g1', image: imageOf(illustrationPath(drawing('scene', 'gallery 0'))) }];
    }
    return document;
  };
  const drawnIn = (html: string) => [...html.matchAll(/\/art\/illustration\.svg\?[^"\s]+/g)].map((match) => illustrationOfUrl(match[0].replaceAll('&amp;', '&')));

  it('on the canvas and in previews (SiteView), every picture', () => {
    const html = renderToStaticMarkup(<SiteView document={documentWith(ORANGE_ON_CREAM)} mode="preview" />);
    const drawn = drawnIn(html);
    expect(drawn.length).toBeGreaterThanOrEqual(4);
    for (const illustration of drawn) expect(illustration?.colors).toEqual(illustrationColors(ORANGE_ON_CREAM));
  });

  it('on the published page, its share picture too', () => {
    const { html } = renderPublishedPage(documentWith(ORANGE_ON_CREAM), { canonicalUrl: 'https://frontdoor.example/maple', forms: { contact: '/c', newsletter: '/n' } });
    const drawn = drawnIn(html);
    expect(drawn.length).toBeGreaterThanOrEqual(5);
    for (const illustration of drawn) expect(illustration?.colors).toEqual(illustrationColors(ORANGE_ON_CREAM));
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/frontdoor\.example\/art\/illustration\.svg\?[^"]*c=f59f00\./);
  });
});

describe('readableOverlay', () => {
  const band = imageOf(illustrationPath(drawing('band')));

  it('keeps the owner’s overlay when the words are readable on every colour of the picture', () => {
    // The teal band under a fifth of black already carries white words.
    expect(readableOverlay(band, TEAL, { text: '#ffffff', overlay: '#000000', opacity: 0.2 })).toBe(0.2);
    // A photo's colours are not known: the owner's amount stays.
    expect(readableOverlay(imageOf('https://images.unsplash.com/x'), ORANGE_ON_CREAM, { text: '#ffffff', overlay: '#000000', opacity: 0.2 })).toBe(0.2);
    expect(readableOverlay(undefined, ORANGE_ON_CREAM, { text: '#ffffff', overlay: '#000000', opacity: 0.2 })).toBe(0.2);
  });

  it('raises it just enough over a light drawing', () => {
    const opacity = readableOverlay(band, ORANGE_ON_CREAM, { text: '#ffffff', overlay: '#000000', opacity: 0.2 });
    expect(opacity).toBeGreaterThan(0.2);
    expect(opacity).toBeLessThanOrEqual(0.8);
    const lighter = readableOverlay(band, ORANGE_ON_CREAM, { text: '#ffffff', overlay: '#000000', opacity: opacity - 0.01 });
    expect(lighter).toBe(opacity);
  });

  it('makes the words of every kind of picture readable on every colour it shows, in many palettes', () => {
    const palettes: Palette[] = [
      TEAL,
      ORANGE_ON_CREAM,
      { background: '#111827', primaryText: '#f9fafb', buttonBackground: '#facc15', buttonForeground: '#111827', accent: '#1f2937' },
      { background: '#ffffff', primaryText: '#000000', buttonBackground: '#ffffff', buttonForeground: '#000000', accent: '#ffffff' },
      { background: '#fef3c7', primaryText: '#595959', buttonBackground: '#a3e635', buttonForeground: '#000000', accent: '#fde68a' },
    ];
    for (const palette of palettes) {
      const colors = themeColors(palette);
      for (const kind of ['band', 'scene', 'spot'] as const) {
        for (const seed of ['a', 'b', 'c', 'd', 'e']) {
          const image = imageOf(illustrationPath(drawing(kind, seed)));
          for (const [text, overlay] of [
            ['#ffffff', '#000000'],
            [colors.fg, colors.bg],
          ]) {
            const opacity = readableOverlay(image, palette, { text, overlay, opacity: 0 });
            const drawn = illustrationOfUrl(inThemeColors(image, palette).urls.regular)!;
            // The picture's own colours, as the server draws them.
            expect(drawn.colors).toEqual(illustrationColors(palette));
            // Every colour it shows (illustration.test.ts checks these against the drawing itself).
            for (const color of illustrationBackdrop(drawn)) {
              expect([palette, kind, seed, text, color, contrast(text, mix(overlay, color, opacity)) >= AA_TEXT_CONTRAST]).toEqual([
                palette,
                kind,
                seed,
                text,
                color,
                true,
              ]);
            }
          }
        }
      }
    }
  });

  it('is what the stylesheet lays over a drawn banner and a drawn cover introduction', () => {
    const document = createDefaultSiteDocument({ id: 'site', businessName: 'Maple', sectionTypes: ['Introduction', 'ImageBanner'] });
    document.theme.palette = ORANGE_ON_CREAM;
    const intro = document.sections.find((section) => section.type === 'Introduction');
    const banner = document.sections.find((section) => section.type === 'ImageBanner');
    if (intro?.type !== 'Introduction' || banner?.type !== 'ImageBanner') throw new Error('sections');
    const x = (section: typeof intro | typeof banner) => `.x${document.sections.indexOf(section)}{`;
    intro.image = band;
    intro.backgroundType = 'Image';
    intro.overlayOpacity = 0.1;
    banner.image = band;
    banner.overlayOpacity = 0.2;
    const css = siteStylesheet(document.theme, { sections: document.sections });
    const colors = themeColors(ORANGE_ON_CREAM);
    expect(css).toContain(`${x(intro)}--o:${readableOverlay(band, ORANGE_ON_CREAM, { text: colors.fg, overlay: colors.bg, opacity: 0.1 })}}`);
    expect(css).toContain(`${x(banner)}--h:${banner.height}px;--o:${readableOverlay(band, ORANGE_ON_CREAM, { text: '#ffffff', overlay: '#000000', opacity: 0.2 })}}`);
    expect(css).not.toContain('--o:0.2}');
    // Beside the text (no cover) the owner's value stays as it is.
    intro.backgroundType = 'ColorFill';
    expect(siteStylesheet(document.theme, { sections: document.sections })).toContain(`${x(intro)}--o:0.1}`);
  });
});
