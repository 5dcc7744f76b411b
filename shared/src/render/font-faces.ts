import { FONT_SUBSETS, fontFileUrl, SUBSET_UNICODE_RANGE, usedFaces, type UsedFace, type WebFontFamily } from '../site/fonts.js';
import type { Theme } from '../site/theme.js';
import type { Logo } from '../site/website-settings.js';

// Issue 27: the web fonts of a page. Only the faces the theme uses get @font-face rules (each
// subset loads only when the page has characters in its unicode-range), with font-display:
// swap; each family also gets a fallback face, a local font scaled to the web font's metrics
// (measured by scripts/build-fonts.mjs), so the text keeps its place when the web font arrives.

/** Local fonts with the fallback's metrics, by the name of the metric-compatible font first. */
const LOCAL_NAMES: Readonly<Record<WebFontFamily['local'], readonly string[]>> = {
  Arial: ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'],
  'Times New Roman': ['Times New Roman', 'Liberation Serif', 'Tinos', 'Times'],
  'Courier New': ['Courier New', 'Liberation Mono', 'Cousine', 'Courier'],
};

/** The family name of the metric-matched fallback face. */
export const fallbackFamily = (font: WebFontFamily): string => `${font.name} fallback`;

function fallbackFace(font: WebFontFamily): string {
  const src = LOCAL_NAMES[font.local].map((name) => `local("${name}")`).join(',');
  return `@font-face{font-family:"${fallbackFamily(font)}";src:${src};size-adjust:${font.sizeAdjust}%;ascent-override:${font.ascent}%;descent-override:${font.descent}%;line-gap-override:${font.lineGap}%}`;
}

function webFace({ font, weight }: UsedFace): string {
  return FONT_SUBSETS.map(
    (subset) =>
      `@font-face{font-family:"${font.name}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${fontFileUrl(font, subset, weight)}) format("woff2");unicode-range:${SUBSET_UNICODE_RANGE[subset]}}`,
  ).join('');
}

/** The faces of a theme (heading, body and the logo's weight in the heading family). */
export function themeFaces(theme: Pick<Theme, 'fontPair'>, logo?: Pick<Logo, 'weight'>): UsedFace[] {
  return usedFaces(theme.fontPair, logo?.weight ?? 'Bold');
}

/** The @font-face rules of the faces a theme uses, and the fallback face of each family: '' when it uses none. */
export function fontFacesCss(theme: Pick<Theme, 'fontPair'>, logo?: Pick<Logo, 'weight'>): string {
  const faces = themeFaces(theme, logo);
  const families = [...new Set(faces.map((face) => face.font))];
  return families.map(fallbackFace).join('') + faces.map(webFace).join('');
}

/**
 * The one or two files the top of the page draws with: the Latin faces of the heading and the
 * body at their weights (the same file once when they are one face).
 */
export function fontPreloads(theme: Pick<Theme, 'fontPair'>): string[] {
  const faces = usedFaces(theme.fontPair);
  return faces.map(({ font, weight }) => fontFileUrl(font, 'latin', weight));
}
