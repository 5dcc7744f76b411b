import { artworkPath, illustrationColors, illustrationPath, LIMITS, parseIllustrationQuery, type Image, type SiteDocument } from '@frontdoor/shared';

// Landscape, as the worker's drawn pictures (worker/src/images/illustrations.ts).
const WIDTH = 1200;
const HEIGHT = 900;

/** The icons of the first illustration the site already shows (the industry's, from generation). */
function siteIcons(document: SiteDocument): string[] | null {
  const json = JSON.stringify(document.sections);
  const found = /\/art\/illustration\.svg\?([^"\\]+)/.exec(json);
  const parsed = found ? parseIllustrationQuery(Object.fromEntries(new URLSearchParams(found[1]))) : null;
  return parsed ? [...parsed.icons] : null;
}

/**
 * The picture of a new gallery item until the image picker exists. On a generated site it is an
 * illustration of the site's own icons in its palette (as the worker draws them), led by a
 * different icon for each item; otherwise abstract artwork in the site's colours. Both are drawn
 * by the server at root-relative addresses; the item id makes each picture differ.
 */
export function newGalleryImage(document: SiteDocument, itemId: string): Image {
  const { palette } = document.theme;
  const term = `${document.websiteSettings.businessName} gallery`.trim().slice(0, LIMITS.imageSearchTerm);
  const icons = siteIcons(document);
  let url: string;
  if (icons) {
    const turn = [...itemId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % icons.length;
    const rotated = [...icons.slice(turn), ...icons.slice(0, turn)].slice(0, 3);
    url = illustrationPath({ kind: 'scene', icons: rotated, aspect: 'landscape', colors: illustrationColors(palette), seed: itemId });
  } else {
    url = artworkPath(`${term} ${itemId}`, 1080, 810, [palette.buttonBackground, palette.accent, palette.background, palette.primaryText]);
  }
  return {
    provider: 'Custom',
    urls: { thumbnail: url, small: url, regular: url, raw: url, full: url },
    // A picture of the trade's tools, or abstract shapes: nothing a visitor needs described.
    alt: '',
    width: WIDTH,
    height: HEIGHT,
    fit: 'cover',
    effects: { translate: { x: 0, y: 0 }, zoom: LIMITS.cropperZoomMin, rotation: 0 },
    searchTerm: term,
  };
}
