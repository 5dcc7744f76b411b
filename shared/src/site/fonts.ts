import { z } from 'zod';
import { FONT_METRICS, SUBSET_RANGES, type MeasuredFont } from './font-metrics.js';
import { FONT_WEIGHT_VALUES } from './style-enums.js';
import { fontPairSchema, fontSchema, type FontPair } from './theme.js';

/** The moods an industry's type can have; a font pair suits some of them. */
export const FONT_MOODS = ['classic', 'modern', 'friendly', 'elegant', 'technical', 'bold', 'warm', 'calm'] as const;
export type FontMood = (typeof FONT_MOODS)[number];

// Issue 27: the typefaces a site may use. Each family is an open-licence (SIL OFL or Apache)
// `@fontsource/<id>` package of the server, served from the app's own origin as WOFF2 subsets
// (/fonts/<id>-<subset>-<weight>-v<package version>.woff2). Every pair the generator proposes (offline and LLM)
// is made of these families, and the renderer downloads only the faces a page uses. Older
// documents naming other fonts still render, with system fonts (see render/font-stack.ts).
// After adding a family here, add its package to server/package.json and run
// `node scripts/build-fonts.mjs` (it measures the files and writes font-metrics.ts).

export const FONT_CATEGORIES = ['serif', 'sans', 'display', 'script', 'mono'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

/** The generic family that ends the family's CSS stack (and the local font its fallback face measures against). */
export type GenericFamily = 'serif' | 'sans-serif' | 'monospace' | 'cursive';

export interface WebFontFamily extends MeasuredFont {
  /** The family name, as in a theme ('Playfair Display'). */
  name: string;
  /** The @fontsource package and file name part ('playfair-display'). */
  id: string;
  category: FontCategory;
  generic: GenericFamily;
}

/** The subsets served for every family, each with its unicode-range. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

const family = (name: string, id: string, category: FontCategory, generic: GenericFamily): WebFontFamily => {
  const measured = FONT_METRICS[name];
  if (!measured) throw new Error(`${name} is not measured: run node scripts/build-fonts.mjs`);
  return { name, id, category, generic, ...measured };
};

/** The curated families (the Theme panel lists them; the LLM is told them). */
export const FONT_FAMILIES: readonly WebFontFamily[] = [
  family('Playfair Display', 'playfair-display', 'serif', 'serif'),
  family('Lora', 'lora', 'serif', 'serif'),
  family('Merriweather', 'merriweather', 'serif', 'serif'),
  family('Cormorant Garamond', 'cormorant-garamond', 'serif', 'serif'),
  family('Libre Baskerville', 'libre-baskerville', 'serif', 'serif'),
  family('Roboto Slab', 'roboto-slab', 'serif', 'serif'),
  family('Crimson Pro', 'crimson-pro', 'serif', 'serif'),
  family('Source Sans 3', 'source-sans-3', 'sans', 'sans-serif'),
  family('Inter', 'inter', 'sans', 'sans-serif'),
  family('Open Sans', 'open-sans', 'sans', 'sans-serif'),
  family('Lato', 'lato', 'sans', 'sans-serif'),
  family('Montserrat', 'montserrat', 'sans', 'sans-serif'),
  family('Work Sans', 'work-sans', 'sans', 'sans-serif'),
  family('Nunito', 'nunito', 'sans', 'sans-serif'),
  family('Raleway', 'raleway', 'sans', 'sans-serif'),
  family('Oswald', 'oswald', 'display', 'sans-serif'),
  family('Bebas Neue', 'bebas-neue', 'display', 'sans-serif'),
  family('Abril Fatface', 'abril-fatface', 'display', 'serif'),
  family('DM Serif Display', 'dm-serif-display', 'display', 'serif'),
  family('Dancing Script', 'dancing-script', 'script', 'cursive'),
  family('Pacifico', 'pacifico', 'script', 'cursive'),
  family('Caveat', 'caveat', 'script', 'cursive'),
  family('JetBrains Mono', 'jetbrains-mono', 'mono', 'monospace'),
  family('IBM Plex Mono', 'ibm-plex-mono', 'mono', 'monospace'),
];

export const FONT_FAMILY_NAMES = FONT_FAMILIES.map((font) => font.name) as readonly string[];

const BY_NAME = new Map(FONT_FAMILIES.map((font) => [font.name.toLowerCase(), font]));
const BY_ID = new Map(FONT_FAMILIES.map((font) => [font.id, font]));

/** The curated family of that name (any case), or undefined for a font of an older document. */
export function webFont(name: string): WebFontFamily | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/** The weight of the family nearest to the one asked for (a single-weight display face draws every weight). */
export function webFontWeight(font: WebFontFamily, weight: number): number {
  return font.weights.reduce((best, candidate) => (Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best), font.weights[0]);
}

/**
 * The file name of one face: `lora-latin-400-v5.2.8.woff2`. The package's version makes an
 * upgraded face a new address, so a file can be cached for a year as immutable.
 */
export function fontFileName(font: WebFontFamily, subset: FontSubset, weight: number): string {
  return `${font.id}-${subset}-${weight}-v${font.version}.woff2`;
}

/** Where the app serves a face, on its own origin. */
export function fontFileUrl(font: WebFontFamily, subset: FontSubset, weight: number): string {
  return `/fonts/${fontFileName(font, subset, weight)}`;
}

// The version is optional and not matched against the package: a page published before an
// upgrade (or before versions were in the names) still gets its face.
const FILE_NAME = /^([a-z0-9-]+?)-(latin|latin-ext)-([0-9]{3})(?:-v[0-9]{1,4}(?:\.[0-9]{1,4}){0,3})?\.woff2$/;

/** The face a file name names, or undefined when it is not one the app serves. */
export function parseFontFileName(name: string): { font: WebFontFamily; subset: FontSubset; weight: number } | undefined {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  const font = BY_ID.get(match[1]);
  const weight = Number(match[3]);
  if (!font || !font.weights.includes(weight)) return undefined;
  return { font, subset: match[2] as FontSubset, weight };
}

export const SUBSET_UNICODE_RANGE: Readonly<Record<FontSubset, string>> = SUBSET_RANGES;

/** A family the curated list holds (what generated and chosen pairs must use). */
export const webFontFamilySchema = z.string().refine((name) => webFont(name) !== undefined, {
  message: `Use one of these fonts: ${FONT_FAMILY_NAMES.join(', ')}`,
});

/** A font pair of curated families: what the LLM must answer and the Theme panel offers. */
export const webFontPairSchema = fontPairSchema.extend({
  heading: fontSchema.extend({ family: webFontFamilySchema }),
  body: fontSchema.extend({ family: webFontFamilySchema }),
});

/** A pair the generator proposes, with the moods (FONT_MOODS) it suits. */
export interface SuggestedFontPair {
  pair: FontPair;
  moods: readonly FontMood[];
}

const pair = (
  name: string,
  heading: string,
  headingWeight: FontPair['heading']['weight'],
  body: string,
  bodyWeight: FontPair['body']['weight'],
  moods: FontMood[],
): SuggestedFontPair => ({
  pair: { name, heading: { family: heading, weight: headingWeight }, body: { family: body, weight: bodyWeight } },
  moods,
});

/** The pairs the offline generator proposes and the Theme panel offers, each tagged with the moods it suits. */
export const FONT_PAIRS: readonly SuggestedFontPair[] = [
  pair('Classic', 'Playfair Display', 'Bold', 'Source Sans 3', 'Regular', ['classic', 'elegant']),
  pair('Bookish', 'Libre Baskerville', 'Bold', 'Open Sans', 'Regular', ['classic', 'warm']),
  pair('Editorial', 'Cormorant Garamond', 'Bold', 'Raleway', 'Regular', ['elegant', 'calm']),
  pair('Warm Serif', 'Lora', 'Bold', 'Nunito', 'Regular', ['warm', 'friendly']),
  pair('Modern Sans', 'Montserrat', 'Bold', 'Inter', 'Regular', ['modern', 'technical']),
  pair('Clean', 'Inter', 'SemiBold', 'Inter', 'Regular', ['modern', 'calm']),
  pair('Friendly', 'Nunito', 'ExtraBold', 'Open Sans', 'Regular', ['friendly', 'warm']),
  pair('Soft Rounded', 'Nunito', 'Bold', 'Lato', 'Regular', ['friendly', 'calm']),
  pair('Humanist', 'Work Sans', 'SemiBold', 'Merriweather', 'Regular', ['calm', 'classic']),
  pair('Graceful', 'DM Serif Display', 'Regular', 'Lato', 'Light', ['elegant', 'calm']),
  pair('Sturdy Slab', 'Roboto Slab', 'Bold', 'Open Sans', 'Regular', ['bold', 'warm']),
  pair('Headline Bold', 'Bebas Neue', 'Regular', 'Work Sans', 'Regular', ['bold']),
  pair('Workshop', 'Oswald', 'SemiBold', 'Source Sans 3', 'Regular', ['bold', 'technical']),
  pair('Technical', 'JetBrains Mono', 'Bold', 'Inter', 'Regular', ['technical', 'modern']),
  pair('Bookshop', 'Crimson Pro', 'SemiBold', 'Work Sans', 'Regular', ['classic', 'calm']),
  pair('Serif Contrast', 'Abril Fatface', 'Regular', 'Lato', 'Regular', ['modern', 'elegant']),
  pair('Handwritten', 'Caveat', 'Bold', 'Nunito', 'Regular', ['friendly', 'warm']),
  pair('Script Elegance', 'Dancing Script', 'Bold', 'Lora', 'Regular', ['elegant', 'warm']),
  pair('Retro', 'Pacifico', 'Regular', 'Open Sans', 'Regular', ['friendly', 'bold']),
  pair('Typewriter', 'IBM Plex Mono', 'SemiBold', 'Source Sans 3', 'Regular', ['technical']),
];

/** One face a page uses: a curated family at one of its weights. */
export interface UsedFace {
  font: WebFontFamily;
  weight: number;
}

/**
 * The faces a theme's fonts use (heading and body at their weights, the logo in the heading
 * family at its weight), each once; families outside the list use none.
 */
export function usedFaces(fontPair: FontPair, logoWeight?: FontPair['heading']['weight']): UsedFace[] {
  const wanted: Array<[string, FontPair['heading']['weight']]> = [
    [fontPair.heading.family, fontPair.heading.weight],
    [fontPair.body.family, fontPair.body.weight],
  ];
  if (logoWeight) wanted.push([fontPair.heading.family, logoWeight]);
  const faces = new Map<string, UsedFace>();
  for (const [name, weightName] of wanted) {
    const font = webFont(name);
    if (!font) continue;
    const weight = webFontWeight(font, FONT_WEIGHT_VALUES[weightName] ?? 400);
    faces.set(`${font.id}-${weight}`, { font, weight });
  }
  return [...faces.values()];
}
