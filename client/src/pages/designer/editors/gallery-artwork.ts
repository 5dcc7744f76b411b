import { artworkPath, LIMITS, type Image, type SiteDocument } from '@frontdoor/shared';

// Landscape, as the worker's generated artwork (worker/src/images/generated-artwork.ts).
const WIDTH = 2000;
const HEIGHT = 1500;

/**
 * The picture of a new gallery item until the image picker exists: artwork the server draws
 * (/art/artwork.svg) from a seed, in the site's colours, with the same sizes and root-relative
 * URLs as the worker's generated artwork. The item id in the seed makes each picture differ.
 */
export function newGalleryImage(document: SiteDocument, itemId: string): Image {
  const { palette } = document.theme;
  const colors = [palette.buttonBackground, palette.accent, palette.background, palette.primaryText];
  const term = `${document.websiteSettings.businessName} gallery`.trim().slice(0, LIMITS.imageSearchTerm);
  const seed = `${term} ${itemId}`;
  const at = (width: number) => artworkPath(seed, width, Math.round((width * HEIGHT) / WIDTH), colors);
  return {
    provider: 'Custom',
    urls: { thumbnail: at(200), small: at(400), regular: at(1080), raw: at(WIDTH), full: at(WIDTH) },
    // Abstract artwork shows nothing a visitor needs described.
    alt: '',
    width: WIDTH,
    height: HEIGHT,
    fit: 'cover',
    effects: { translate: { x: 0, y: 0 }, zoom: LIMITS.cropperZoomMin, rotation: 0 },
    searchTerm: term,
  };
}
