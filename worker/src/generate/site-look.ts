import {
  INDUSTRIES,
  INDUSTRY_PACKS,
  LIMITS,
  type Alignment,
  type BorderStyle,
  type CornerStyle,
  type DecorFrame,
  type FontSize,
  type GalleryLayout,
  type ImageFrame,
  type Industry,
  type IndustryLook,
  type LeaningName,
  type Palette,
  type PresetStyle,
  type Shadow,
  type Theme,
} from '@frontdoor/shared';
import { luminance } from '../ai/offline/color/contrast.js';
import { createRng, type Rng } from '../ai/offline/core/rng.js';
import type { TradeManner } from '../ai/offline/core/trade-profile.js';

// Issue 15: a generated site should look designed for its trade, not like one template in
// another colour. A leaning is a coherent family of the designer's theme options (a preset
// style and the corners, shadows, frames and layouts that suit it); every industry has two or
// three that suit it, the first the most typical, and the business's own seed picks one and
// its details, so two owners in one trade rarely get the same look either. Industries sharing
// a leaning each have their own signature within it (its lists turned by the industry's place),
// which half of the businesses get; the others get details drawn from the whole leaning.

/** How the introduction shows its picture: filling the section, or beside the text. */
export type IntroLayout = 'cover' | 'split';

/** The look of a generated site: theme options and the per-section choices. */
export interface SiteLook {
  leaning: LeaningName;
  theme: Pick<Theme, 'presetStyle' | 'corners' | 'shadow' | 'border' | 'decorFrame' | 'imageFrame' | 'imageAlignment' | 'headingFontSize'>;
  introduction: { backgroundType: 'Image' | 'ColorFill'; overlayOpacity: number };
  gallery: { layout: GalleryLayout };
  imageBanner: { height: number; overlayOpacity: number };
}

interface Leaning {
  preset: PresetStyle;
  corners: readonly CornerStyle[];
  shadow: readonly Shadow[];
  border: readonly BorderStyle[];
  decor: readonly DecorFrame[];
  imageFrame: readonly ImageFrame[];
  /**
   * Which side of the text the introduction's picture sits on: Left, or Center (on the right,
   * cropped evenly; Right would crop every picture of the site from its right edge).
   */
  alignment: readonly Alignment[];
  headingFontSize: readonly FontSize[];
  /** With a photo; a drawn picture always sits beside the text (a wash would muddy it). */
  intro: readonly IntroLayout[];
  gallery: readonly GalleryLayout[];
  bannerHeight: readonly number[];
}

const NO_BORDER: readonly BorderStyle[] = [{ sides: 'None', thickness: 1 }];

const LEANINGS = {
  /** Calm and soft: spas, therapists. Arches and pills, portrait pictures, big light headings. */
  serene: {
    preset: 'Elegant',
    corners: ['Rounded', 'Oval'],
    shadow: ['Small', 'Medium'],
    border: NO_BORDER,
    decor: ['Arch', 'Pill', 'Flower'],
    imageFrame: ['Portrait', 'Square'],
    alignment: ['Center', 'Left'],
    headingFontSize: ['Large', 'ExtraLarge'],
    intro: ['split', 'cover'],
    gallery: ['Grid', 'Carousel'],
    bannerHeight: [400, 480],
  },
  /** Fresh and gentle: nutritionists, wellness. Organic shapes, oval corners, light shadows. */
  airy: {
    preset: 'Elegant',
    corners: ['Oval'],
    shadow: ['ExtraSmall', 'Small'],
    border: NO_BORDER,
    decor: ['Bumpy', 'Pill', 'Flared'],
    imageFrame: ['Square', 'Landscape'],
    alignment: ['Left', 'Center'],
    headingFontSize: ['Default', 'Large'],
    intro: ['split'],
    gallery: ['Carousel', 'Grid'],
    bannerHeight: [320, 400],
  },
  /** Crisp and upmarket: property, salons, catering. Sharp corners, no shadows, tall pictures. */
  luxe: {
    preset: 'Elegant',
    corners: ['Square', 'Softened'],
    shadow: ['None'],
    border: NO_BORDER,
    decor: ['Arch', 'Screen', 'None'],
    imageFrame: ['Portrait', 'Landscape'],
    alignment: ['Center', 'Left'],
    headingFontSize: ['ExtraLarge', 'Large'],
    intro: ['cover', 'split'],
    gallery: ['Grid', 'Carousel'],
    bannerHeight: [480, 560],
  },
  /** Clean and reassuring: dentists, clinics. Softened corners, light shadows, a tidy grid. */
  clinical: {
    preset: 'CommonAlt',
    corners: ['Softened', 'Rounded'],
    shadow: ['ExtraSmall', 'Small'],
    border: NO_BORDER,
    decor: ['Pill', 'None', 'Bumpy'],
    imageFrame: ['Landscape', 'Square'],
    alignment: ['Center', 'Left'],
    headingFontSize: ['Default', 'Large'],
    intro: ['split', 'cover'],
    gallery: ['Grid'],
    bannerHeight: [320, 400],
  },
  /** Sober and precise: accountants, consultants. Square or softened corners, hairlines, screens. */
  corporate: {
    preset: 'CommonAlt',
    corners: ['Square', 'Softened'],
    shadow: ['None', 'ExtraSmall'],
    border: [
      { sides: 'None', thickness: 1 },
      { sides: 'All', thickness: 1 },
    ],
    decor: ['Screen', 'Notched', 'None'],
    imageFrame: ['Landscape'],
    alignment: ['Center', 'Left'],
    headingFontSize: ['Large', 'Default'],
    intro: ['split', 'cover'],
    gallery: ['Grid', 'Carousel'],
    bannerHeight: [320, 400],
  },
  /** Clean but warm: cafés, tutors, family practices. Round corners and friendly shapes. */
  cheerful: {
    preset: 'CommonAlt',
    corners: ['Oval', 'Rounded'],
    shadow: ['Small', 'Medium'],
    border: NO_BORDER,
    decor: ['Flower', 'Bumpy', 'Pill'],
    imageFrame: ['Square', 'Landscape'],
    alignment: ['Left', 'Center'],
    headingFontSize: ['Large'],
    intro: ['split'],
    gallery: ['Carousel', 'Grid'],
    bannerHeight: [320, 400],
  },
  /** Bold and engineered: tyres, electricians, builders. Square corners, angled and notched frames. */
  industrial: {
    preset: 'Geometric',
    corners: ['Square'],
    shadow: ['None', 'Large'],
    border: NO_BORDER,
    decor: ['Angled', 'Notched'],
    imageFrame: ['Landscape', 'Square'],
    alignment: ['Center', 'Left'],
    headingFontSize: ['Large', 'ExtraLarge'],
    intro: ['cover', 'split'],
    gallery: ['Grid'],
    bannerHeight: [400, 480],
  },
  /** Sturdy and handmade: workshops, detailers. Softened corners, strong shadows. */
  rugged: {
    preset: 'Geometric',
    corners: ['Softened'],
    shadow: ['Medium', 'Large'],
    border: NO_BORDER,
    decor: ['Notched', 'Screen', 'Angled'],
    imageFrame: ['Landscape', 'Portrait'],
    alignment: ['Left', 'Center'],
    headingFontSize: ['Default', 'Large'],
    intro: ['split', 'cover'],
    gallery: ['Grid', 'Carousel'],
    bannerHeight: [320, 400],
  },
  /** Warm and playful: coffee, music, games. Oval corners, blobs and flowers, snapshots. */
  playful: {
    preset: 'Fun',
    corners: ['Oval', 'Rounded'],
    shadow: ['Medium'],
    border: NO_BORDER,
    decor: ['Bumpy', 'Flower', 'Flared'],
    imageFrame: ['Square', 'Circle'],
    alignment: ['Center', 'Left'],
    headingFontSize: ['Large', 'ExtraLarge'],
    intro: ['split'],
    gallery: ['Grid', 'Carousel'],
    bannerHeight: [320, 400],
  },
  /** Approachable: cleaners, gardeners, charities. Rounded corners, soft shapes. */
  friendly: {
    preset: 'Common',
    corners: ['Rounded', 'Oval'],
    shadow: ['Small', 'Medium'],
    border: NO_BORDER,
    decor: ['Bumpy', 'Pill', 'Flared', 'Arch', 'Flower'],
    imageFrame: ['Landscape', 'Square'],
    alignment: ['Center', 'Left'],
    headingFontSize: ['Default', 'Large'],
    intro: ['split', 'cover'],
    gallery: ['Grid', 'Carousel'],
    bannerHeight: [320, 400],
  },
  /** Traditional: shops, restaurants, trades with a long history. Softened or square, few effects. */
  classic: {
    preset: 'Common',
    corners: ['Softened', 'Square'],
    shadow: ['None', 'ExtraSmall'],
    border: NO_BORDER,
    decor: ['None', 'Arch', 'Screen'],
    imageFrame: ['Landscape', 'Portrait'],
    alignment: ['Center', 'Left'],
    headingFontSize: ['Default', 'Large'],
    intro: ['cover', 'split'],
    gallery: ['Grid'],
    bannerHeight: [320, 400],
  },
} as const satisfies Record<LeaningName, Leaning>;

/** The leanings that suit each industry, the most typical first (a spa is not a tire shop): its pack's look. */
export const INDUSTRY_LEANINGS: Readonly<Record<Industry, IndustryLook>> = Object.fromEntries(
  INDUSTRIES.map((industry) => [industry, INDUSTRY_PACKS[industry].look]),
) as Record<Industry, IndustryLook>;

/**
 * A business of no industry leans by how it works, never towards another trade's motifs:
 * trades that go to the customer are friendly or sturdy, caring ones airy or serene, the rest
 * classic or friendly (issue 24).
 */
export function tradeLeanings(manner: Pick<TradeManner, 'mobile' | 'care'> | undefined): IndustryLook {
  if (manner?.care) return ['airy', 'serene', 'friendly'];
  if (manner?.mobile) return ['friendly', 'rugged', 'classic'];
  return ['classic', 'friendly', 'cheerful'];
}

export interface LookInput {
  /** Absent for a business of no industry: `manner` chooses its leanings. */
  industry?: Industry;
  manner?: Pick<TradeManner, 'mobile' | 'care'>;
  /** What makes the business its own: the website id, else its name. */
  seed: string;
  palette: Palette;
  /** Which pictures are drawn (illustrations in the site's colours) rather than photos. */
  drawn?: { introduction?: boolean; banners?: boolean };
}

/** Hue (0–359) of a #rrggbb colour, for the seed: a palette's colour family varies the details. */
function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (!Number.isFinite(delta) || delta === 0) return 0;
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return Math.round((hue * 60 + 360) % 360);
}

/** The industry's place among those sharing the leaning: where its signature starts in the leaning's lists. */
function placeIn(leaning: LeaningName, industry: Industry | undefined): number {
  if (!industry) return 0;
  return Math.max(0, INDUSTRIES.filter((other) => INDUSTRY_LEANINGS[other].includes(leaning)).indexOf(industry));
}

/** The most typical leaning half the time, else one of the others. */
function pickLeaning(rng: Rng, names: readonly LeaningName[]): LeaningName {
  return names.length === 1 || rng.next() < 0.5 ? names[0] : names[1 + rng.int(names.length - 1)];
}

/**
 * The look of a generated site, the same every time for the same business and palette: a
 * leaning that suits the industry and, within it, the theme's preset, corners, shadow, border,
 * frames and heading size, the introduction's layout and the gallery and banner choices. Only
 * values of the designer's theme options. On a dark background shadows are dropped (they would
 * not show).
 */
export function chooseSiteLook({ industry, manner, seed, palette, drawn = {} }: LookInput): SiteLook {
  const names = industry ? (INDUSTRY_LEANINGS[industry] ?? INDUSTRY_LEANINGS.accountant) : tradeLeanings(manner);
  const leaning = pickLeaning(createRng(`look|${industry ?? ''}|${seed}`), names);
  const style: Leaning = LEANINGS[leaning];
  const dark = luminance(palette.background) < 0.2;
  // The details also follow the palette's family of colours, so a new palette varies them.
  const rng = createRng(`look details|${industry ?? ''}|${seed}|${Math.floor(hueOf(palette.buttonBackground) / 30)}|${dark}`);
  const place = placeIn(leaning, industry);
  const signature = rng.chance(0.5);
  const choose = <T>(list: readonly T[]): T => (signature ? list[place % list.length] : rng.pick(list));
  const introLayout = drawn.introduction ? 'split' : choose(style.intro);
  const frame = choose(style.imageFrame);
  return {
    leaning,
    theme: {
      presetStyle: style.preset,
      corners: choose(style.corners),
      shadow: dark ? 'None' : choose(style.shadow),
      border: { ...choose(style.border) },
      decorFrame: choose(style.decor),
      // Drawn pictures are composed for landscape slots: another frame would cut figures off.
      imageFrame: drawn.introduction ? 'Landscape' : frame,
      imageAlignment: choose(style.alignment),
      headingFontSize: choose(style.headingFontSize),
    },
    introduction: {
      backgroundType: introLayout === 'cover' ? 'Image' : 'ColorFill',
      // Over a photo the page colour washes enough of it for the heading to stay readable.
      overlayOpacity: introLayout === 'cover' ? rng.pick([0.65, 0.72, 0.8]) : LIMITS.introOverlayDefault,
    },
    gallery: { layout: choose(style.gallery) },
    imageBanner: {
      height: choose(style.bannerHeight),
      // A photo needs more shade under white words than a drawn pattern in the site's colours.
      overlayOpacity: drawn.banners ? rng.pick([0.2, 0.3]) : rng.pick([0.35, 0.45, 0.5]),
    },
  };
}
