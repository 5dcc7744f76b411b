import { artworkPath, type Image } from '@frontdoor/shared';
import type { ImageQuery, ImageSearch } from './image-search.js';

const SIZES = { landscape: [2000, 1500], portrait: [1500, 2000], squarish: [2000, 2000] } as const;

/**
 * The offline default: artwork the server draws from the search term in the site's colours.
 * Paths are root-relative so a page shows them on any address it is served from (its handle
 * or a custom domain) under a policy that allows only its own origin.
 */
export function createGeneratedArtwork(): ImageSearch {
  return {
    name: 'Generated',
    async search({ term, count, orientation, colors }: ImageQuery): Promise<Image[]> {
      const [width, height] = SIZES[orientation];
      return Array.from({ length: count }, (_, i) => {
        const seed = `${term} ${i}`;
        const at = (w: number) => artworkPath(seed, w, Math.round((w * height) / width), colors);
        return {
          provider: 'Custom' as const,
          providerId: `art-${i}`,
          urls: { thumbnail: at(200), small: at(400), regular: at(1080), raw: at(width), full: at(width) },
          alt: term.slice(0, 256),
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
