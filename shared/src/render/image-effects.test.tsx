import { renderToStaticMarkup } from 'react-dom/server';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import type { Image } from '../site/image.js';
import type { SectionOf } from '../site/section.js';
import type { SectionType } from '../site/section-type.js';
import { siteDocumentSchema, type SiteDocument } from '../site/site-document.js';
import { drawnEffects, drawnRect, effectsClass, effectsStyle, hasEffects, imageEffectsCss, placedEffects, visibleRegion } from './image-effects.js';
import { renderPublishedPage } from './published-page.js';
import { SiteView } from './site-view.js';
import { siteStylesheet } from './stylesheet.js';

const url = (width: number) => `/uploads/${'a'.repeat(64)}-${width}.webp`;

function photo(effects: Partial<Image['effects']> = {}, more: Partial<Image> = {}): Image {
  return {
    provider: 'Custom',
    providerId: 'upload-1',
    urls: { thumbnail: url(200), small: url(400), regular: url(1080), full: url(2000), raw: url(2000) },
    alt: 'The workshop',
    width: 2000,
    height: 1500,
    fit: 'cover',
    effects: { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0, ...effects },
    ...more,
  };
}

function documentWith(setup: (document: SiteDocument, section: <T extends SectionType>(type: T) => SectionOf<T>) => void): SiteDocument {
  const document = createDefaultSiteDocument({
    id: 'site-1',
    businessName: 'Acme Joinery',
    sectionTypes: ['Header', 'Introduction', 'Services', 'Gallery', 'Team', 'ImageBanner', 'Footer'],
  });
  const section = <T extends SectionType>(type: T) => document.sections.find((entry) => entry.type === type) as SectionOf<T>;
  setup(document, section);
  return siteDocumentSchema.parse(document);
}

const published = (document: SiteDocument) =>
  renderPublishedPage(document, { canonicalUrl: 'https://frontdoor.example/acme', forms: { contact: '/c', newsletter: '/n' } });
const canvas = (document: SiteDocument) => renderToStaticMarkup(<SiteView document={document} mode="preview" />);

describe('drawnEffects', () => {
  it('clamps the offset to ±50 %, the zoom to the cropper range (1 to 2) and turns the rotation into -180..180', () => {
    expect(drawnEffects({ translate: { x: 80, y: -51 }, zoom: 3, rotation: 270 })).toEqual({ x: 50, y: -50, zoom: 2, rotation: -90 });
    expect(drawnEffects({ translate: { x: Number.NaN, y: 12.34 }, zoom: 0.5, rotation: -540 })).toEqual({ x: 0, y: 12.3, zoom: 1, rotation: 180 });
  });

  it('counts a centred, unzoomed, unturned picture as uncropped', () => {
    expect(hasEffects({ translate: { x: 0, y: 0 }, zoom: 1, rotation: 360 })).toBe(false);
    expect(hasEffects({ translate: { x: 0.04, y: 0 }, zoom: 1, rotation: 0 })).toBe(false);
    expect(hasEffects({ translate: { x: 0, y: 0 }, zoom: 1.2, rotation: 0 })).toBe(true);
  });
});

describe('effectsStyle', () => {
  it('moves the picture by object-position and zooms and turns it about the same point', () => {
    expect(effectsStyle({ translate: { x: 50, y: -20 }, zoom: 1.5, rotation: 90 })).toEqual({
      objectPosition: '0% 70%',
      transformOrigin: '0% 70%',
      transform: 'rotate(90deg) scale(1.5)',
    });
    expect(effectsStyle({ translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 })).toEqual({ objectPosition: '50% 50%', transformOrigin: '50% 50%', transform: 'none' });
  });
});

describe('the crop geometry (drawnRect, visibleRegion)', () => {
  // A 4:3 photo of eight piano keys, each an eighth of its width.
  const keys = { imageWidth: 2000, imageHeight: 1500 };
  const effects = (x: number, y: number, zoom = 1) => ({ translate: { x, y }, zoom, rotation: 0 });
  const keysShown = (region: { left: number; right: number }) => Math.round((region.right - region.left) * 8 * 100) / 100;

  it('shows the same part of the picture in a frame of the same shape, whatever its size', () => {
    for (const crop of [effects(0, 0), effects(20, -10, 1.4), effects(-50, 50, 2)]) {
      const small = visibleRegion({ ...keys, frameWidth: 300, frameHeight: 400 }, 'cover', crop);
      const large = visibleRegion({ ...keys, frameWidth: 600, frameHeight: 800 }, 'cover', crop);
      for (const side of ['left', 'top', 'right', 'bottom'] as const) expect(large[side]).toBeCloseTo(small[side], 10);
    }
  });

  it('shows a different part in a frame of another shape: a portrait frame shows fewer keys than a squashed one', () => {
    // The case: a Portrait 3:4 crop previewed in a squashed 411 × 368 box showed more keys than the page's 3:4 frame.
    expect(keysShown(visibleRegion({ ...keys, frameWidth: 411, frameHeight: 368 }, 'cover', effects(0, 0)))).toBeCloseTo(6.7, 1);
    expect(keysShown(visibleRegion({ ...keys, frameWidth: 300, frameHeight: 400 }, 'cover', effects(0, 0)))).toBe(4.5);
    expect(keysShown(visibleRegion({ ...keys, frameWidth: 300, frameHeight: 400 }, 'cover', effects(0, 0, 1.5)))).toBe(3);
  });

  it('puts an edge of the picture on the frame’s edge at ±50 %, whatever the zoom', () => {
    const box = { ...keys, frameWidth: 300, frameHeight: 300 };
    for (const zoom of [1, 1.5, 2]) {
      expect(visibleRegion(box, 'cover', effects(50, 50, zoom))).toMatchObject({ left: 0, top: 0 });
      const right = visibleRegion(box, 'cover', effects(-50, -50, zoom));
      expect(right.right).toBeCloseTo(1, 10);
      expect(right.bottom).toBeCloseTo(1, 10);
    }
    // Centred and zoomed 2: the middle half of the picture's height, a square of it across.
    const centred = visibleRegion(box, 'cover', effects(0, 0, 2));
    expect(centred.top).toBeCloseTo(0.25, 10);
    expect(centred.bottom).toBeCloseTo(0.75, 10);
    expect(centred.left).toBeCloseTo(0.3125, 10);
    expect(centred.right).toBeCloseTo(0.6875, 10);
  });

  it('agrees with the CSS the renderer writes: object-position and transform-origin at the same point', () => {
    const box = { ...keys, frameWidth: 300, frameHeight: 300 };
    const crop = effects(10, 1, 1.2);
    expect(effectsStyle(crop)).toEqual({ objectPosition: '40% 49%', transformOrigin: '40% 49%', transform: 'scale(1.2)' });
    // object-position 40 %: the 400 px wide fitted picture starts 40 % of 100 px spare to the left (-40 px);
    // scaled by 1.2 about the point 40 % across the frame (120 px): -40 → 120 + (-160 × 1.2) = -72.
    const rect = drawnRect(box, 'cover', crop);
    expect(rect.left).toBeCloseTo(-72, 10);
    expect(rect.width).toBeCloseTo(480, 10);
    expect(rect.top).toBeCloseTo(0.49 * 300 * (1 - 1.2), 10);
  });

  it('shows a picture whole with contain, centred in the frame', () => {
    const rect = drawnRect({ ...keys, frameWidth: 300, frameHeight: 300 }, 'contain', effects(0, 0));
    expect(rect).toEqual({ left: 0, top: 37.5, width: 300, height: 225 });
    expect(visibleRegion({ ...keys, frameWidth: 300, frameHeight: 300 }, 'contain', effects(0, 0))).toEqual({ left: 0, top: 0, right: 1, bottom: 1 });
  });
});

describe('placedEffects', () => {
  it('places an uncropped picture where the theme’s image alignment does, the same way the stylesheet’s --op does', () => {
    const uncropped = { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 };
    expect(effectsStyle(placedEffects(uncropped, 'Top')).objectPosition).toBe('50% 0%');
    expect(effectsStyle(placedEffects(uncropped, 'Right')).objectPosition).toBe('100% 50%');
    expect(effectsStyle(placedEffects(undefined, 'Fill')).objectPosition).toBe('50% 50%');
    for (const alignment of ['Top', 'Bottom', 'Left', 'Right', 'Center', 'Fill'] as const) {
      const document = documentWith((doc) => {
        doc.theme.imageAlignment = alignment;
      });
      const css = siteStylesheet(document.theme, { sections: document.sections, settings: document.websiteSettings });
      expect(css).toContain(`--op:${effectsStyle(placedEffects(uncropped, alignment)).objectPosition}`);
    }
  });

  it('keeps the owner’s own crop, whatever the theme says, a centred one too', () => {
    const own = { translate: { x: 0, y: 0 }, zoom: 1.4, rotation: 0 };
    expect(placedEffects(own, 'Top')).toBe(own);
    const centred = { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0, placed: true as const };
    expect(placedEffects(centred, 'Left')).toBe(centred);
    expect(effectsClass({ effects: centred })).toBe('fx-100_0_0_0');
    expect(imageEffectsCss([photo(centred)])).toContain('.fd img.fx-100_0_0_0{object-position:50% 50%;transform-origin:50% 50%;transform:none}');
  });
});

describe('imageEffectsCss', () => {
  it('writes one rule per distinct crop, named by its values, and the frames used', () => {
    const zoomed = photo({ zoom: 1.5, translate: { x: 12.5, y: 0 } });
    expect(effectsClass(zoomed)).toBe('fx-150_0_125_0');
    const css = imageEffectsCss([zoomed, photo({ zoom: 1.5, translate: { x: 12.5, y: 0 } }), photo({}, { frame: 'Circle' })]);
    expect(css.match(/\.fd img\.fx-150_0_125_0\{/g)).toHaveLength(1);
    expect(css).toContain('.fd img.fx-150_0_125_0{object-position:37.5% 50%;transform-origin:37.5% 50%;transform:scale(1.5)}');
    expect(css).toContain('.fr-c{aspect-ratio:1!important;border-radius:50%!important}');
    expect(css).not.toContain('.fr-s{');
  });

  it('writes nothing for pictures as they are', () => {
    expect(imageEffectsCss([photo(), photo({ rotation: 360 })])).toBe('');
  });
});

describe('a cropped picture in the renderer', () => {
  const cropped = photo({ zoom: 1.4, rotation: -15, translate: { x: -10, y: 25 } }, { frame: 'Circle' });
  const name = 'fx-140_-150_-100_250';
  const rule = `img.${name}{object-position:60% 25%;transform-origin:60% 25%;transform:rotate(-15deg) scale(1.4)}`;

  it('is drawn the same on the published page and in the canvas: the class on the picture, its rule in the stylesheet', () => {
    const document = documentWith((_, section) => {
      section('Services').items[0]!.image = cropped;
    });
    const page = published(document);
    const card = /<div class="media fr-c"><img [^>]*\/><\/div>/.exec(page.html)?.[0] ?? '';
    expect(card).toContain(`class="${name}"`);
    // Uncropped in bytes: the same addresses and srcset as any picture.
    expect(card).toContain(`srcSet="${url(400)} 400w, ${url(1080)} 1080w, ${url(2000)} 2000w"`);
    expect(page.inlineStyles[0]).toContain(`.fd ${rule}`);
    expect(page.html).not.toMatch(/ style="/);

    const view = canvas(document);
    expect(/<div class="media fr-c"><img [^>]*\/><\/div>/.exec(view)?.[0]).toBe(card);
    const scoped = siteStylesheet(document.theme, { sections: document.sections, settings: document.websiteSettings, scoped: true, container: true });
    expect(scoped).toContain(`.fd ${rule}`);
    expect(scoped).toContain('.fd .fr-c{aspect-ratio:1!important;border-radius:50%!important}');
  });

  it('frames the introduction picture beside the text in a clipping frame of its own', () => {
    const document = documentWith((_, section) => {
      section('Introduction').image = cropped;
      section('Introduction').backgroundType = 'ColorFill';
    });
    const html = published(document).html;
    expect(html).toMatch(new RegExp(`<div class="fig df"><div class="crop fr-c"><img [^>]*class="${name}"`));
    expect(published(document).inlineStyles[0]).toContain('.crop{display:block;overflow:hidden;');
  });

  it('leaves an uncropped introduction picture as it was', () => {
    const document = documentWith((_, section) => {
      section('Introduction').image = photo();
      section('Introduction').backgroundType = 'ColorFill';
    });
    const page = published(document);
    expect(page.html).toMatch(/<div class="fig df"><img /);
    expect(page.inlineStyles[0]).not.toContain('.crop{');
    expect(page.inlineStyles[0]).not.toContain('img.fx-');
  });

  it('crops a banner picture and a gallery picture, with contain fit kept', () => {
    const document = documentWith((_, section) => {
      section('ImageBanner').image = photo({ translate: { x: 0, y: 40 } });
      section('Gallery').items = [{ id: 'g1', image: photo({ zoom: 2 }, { fit: 'contain', frame: 'Portrait' }) }];
    });
    const page = published(document);
    expect(page.html).toMatch(/<img [^>]*class="bgi fx-100_0_0_400"/);
    expect(page.html).toMatch(/<div class="media fr-p"><img [^>]*class="fit fx-200_0_0_0"/);
    expect(page.inlineStyles[0]).toContain('.fd img.fx-100_0_0_400{object-position:50% 10%;transform-origin:50% 10%;transform:none}');
    expect(page.inlineStyles[0]).toContain('.fr-p{aspect-ratio:3/4!important}');
  });
});
