import { illustrationAlt, illustrationColors, illustrationPath, sceneIcons, serviceIcons, type IllustrationAspect, type IllustrationKind } from '../art/illustration.js';
import type { Image } from '../site/image.js';
import type { ImageQuery, ImageSearch, ImageSlot } from './image-search.js';

const ASPECTS: Record<ImageQuery['orientation'], [IllustrationAspect, number, number]> = {
  landscape: ['landscape', 1200, 900],
  portrait: ['portrait', 900, 1200],
  squarish: ['square', 1200, 1200],
};
const KINDS: Record<ImageSlot, IllustrationKind> = { service: 'spot', introduction: 'scene', gallery: 'scene', banner: 'band' };

/**
 * The offline default and last resort: illustrations the server draws (/art/illustration.svg)
 * from the industry's icons (or those the owner's words name) in the site's palette, crisp at every size. A service card shows
 * the icon that suits the service; the introduction and gallery show compositions, each gallery
 * picture led by a different icon; banners a wallpaper of them. Addresses are root-relative so
 * a page shows them on any address it is served from, under a policy that allows only its own
 * origin. Service cards are decorative (the card names the service); other pictures say what
 * they show.
 */
export function createIllustrations(): ImageSearch {
  return {
    name: 'Illustrations',
    async search({ term, count, orientation, palette, industry, tradeIcons, slot, subject, offset = 0, icons }: ImageQuery): Promise<Image[]> {
      const source = industry ?? tradeIcons;
      const [aspect, width, height] = ASPECTS[orientation];
      const colors = illustrationColors(palette);
      const kind = KINDS[slot];
      return Array.from({ length: count }, (_, index) => {
        const chosen = icons?.length
          ? icons
          : slot === 'service'
            ? serviceIcons(source, [subject ?? term], [term])
            : sceneIcons(source, subject ?? term, offset + index, 4);
        const path = illustrationPath({ kind, icons: chosen.map((entry) => entry.icon), aspect, colors, seed: `${slot} ${offset + index} ${term}` });
        return {
          provider: 'Custom' as const,
          providerId: `illustration-${slot}-${index}`,
          urls: { thumbnail: path, small: path, regular: path, raw: path, full: path },
          alt: slot === 'service' ? '' : illustrationAlt(chosen),
          width,
          height,
          fit: 'cover' as const,
          effects: { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 },
          searchTerm: term.slice(0, 128),
        };
      });
    },
  };
}
