import { businessDetailsOf, hasBusinessDetails, type BusinessDetails } from '../site/business-details.js';
import { IMAGE_FRAME_ASPECT_RATIO } from '../site/image-enums.js';
import type { Section } from '../site/section.js';
import { documentImages } from '../site/section-parts.js';
import { FONT_WEIGHT_VALUES } from '../site/style-enums.js';
import type { Palette, Theme } from '../site/theme.js';
import type { Logo, CookieBanner } from '../site/website-settings.js';
import { luminance, readableOn } from './color.js';
import { BASE_CSS, BUSINESS_DETAILS_CSS, COOKIE_BANNER_CSS, minifyCss, PAGE_CSS, SECTION_CSS } from './css-rules.js';
import { readableOverlay } from './drawn-images.js';
import { fontFacesCss } from './font-faces.js';
import { fontStack } from './font-stack.js';
import { effectsStyle, imageEffectsCss, placedEffects } from './image-effects.js';
import { PRESET_CSS } from './preset-rules.js';
import { PRESET_CLASS } from './preset.js';
import { themeColors } from './theme-colors.js';

/** What the stylesheet is for, beyond the theme. */
export interface SiteStylesheetOptions {
  /**
   * The page's sections: only the rules they need are included, and per-section values
   * (banner heights, overlays) become rules, since a strict CSP forbids style attributes.
   * Without them every rule is included.
   */
  sections?: readonly Section[];
  /** Logo size and weight, fixed header, cookie banner colours and business details from the website settings. */
  settings?: { logo?: Logo; fixedHeader?: boolean; cookieBanner?: CookieBanner; business?: BusinessDetails };
  /**
   * Prefix every rule with `.fd` (and leave html/body alone) so the page can be shown inside
   * another app, as the editor's canvas does.
   */
  scoped?: boolean;
  /** Respond to the width of the `.fd` element (container queries) instead of the viewport's. */
  container?: boolean;
  /**
   * With `scoped`: a class of the page root (SiteView's `className`) that every rule is put
   * under, so several sites in different themes can share one page (onboarding's previews).
   */
  root?: string;
}

// Spec §9: body line heights 1.75, 1.5 and 2 times the font size depending on the size level.
const BODY_SIZE: Record<Theme['bodyFontSize'], [size: string, lineHeight: number]> = {
  Small: ['.9375rem', 1.5],
  Default: ['1rem', 1.75],
  DefaultCompact: ['1rem', 1.5],
  Large: ['1.125rem', 2],
};
const HEADING_SCALE: Record<Theme['headingFontSize'], number> = { Default: 1, Large: 1.125, ExtraLarge: 1.25 };
const LOGO_SIZE: Record<Logo['size'], string> = { Default: '1.25rem', Large: '1.5rem', ExtraLarge: '1.75rem' };
// [cards and images, buttons, form fields]
const CORNERS: Record<Theme['corners'], [string, string, string]> = {
  Square: ['0', '0', '0'],
  Softened: ['8px', '6px', '6px'],
  Rounded: ['16px', '12px', '10px'],
  Oval: ['28px', '999px', '22px'],
};
const SHADOWS: Record<Theme['shadow'], string> = {
  None: 'none',
  ExtraSmall: '0 1px 2px rgb(0 0 0/.08)',
  Small: '0 1px 3px rgb(0 0 0/.1),0 1px 2px rgb(0 0 0/.06)',
  Medium: '0 4px 12px rgb(0 0 0/.1)',
  Large: '0 12px 28px rgb(0 0 0/.14)',
  ExtraLarge: '0 24px 48px rgb(0 0 0/.18)',
};
// Decor frames shape the introduction's picture: simple clip-paths and radii, no images. The
// radius also rounds Elegant's fine outline behind the picture (`.df:before`), so it follows an
// arch or a pill.
const DECOR: Record<Theme['decorFrame'], { radius: string; more?: string }> = {
  None: { radius: 'var(--ir)' },
  Angled: { more: 'clip-path:polygon(12% 0,100% 0,88% 100%,0 100%)', radius: '0' },
  Arch: { radius: '999px 999px var(--r) var(--r)' },
  Pill: { radius: '999px' },
  Notched: { more: 'clip-path:polygon(40px 0,100% 0,100% calc(100% - 40px),calc(100% - 40px) 100%,0 100%,0 40px)', radius: '0' },
  Bumpy: { radius: '42% 58% 61% 39%/45% 41% 59% 55%' },
  Flared: { radius: '48% 12px 48% 12px' },
  Screen: { more: 'border:10px solid var(--fg)', radius: '22px' },
  Flower: { radius: '50% 0 50% 0' },
};

const BASE = minifyCss(BASE_CSS);
const PAGE = minifyCss(PAGE_CSS);
const COOKIE = minifyCss(COOKIE_BANNER_CSS);
const BUSINESS = minifyCss(BUSINESS_DETAILS_CSS);
const SECTIONS = SECTION_CSS.map((group) => ({ ...group, css: minifyCss(group.css) }));
/** Each preset's rule groups, minified and put under the root's preset class once. */
const PRESETS = Object.fromEntries(
  Object.entries(PRESET_CSS).map(([preset, groups]) => {
    const root = `.fd.${PRESET_CLASS[preset as Theme['presetStyle']]}`;
    return [preset, groups.map((group) => ({ types: group.types, css: underRoot(minifyCss(group.css), root) }))];
  }),
) as Record<Theme['presetStyle'], { types?: readonly Section['type'][]; css: string }[]>;

const ratio = (frame: Theme['imageFrame']) => (frame === 'Landscape' ? '4/3' : frame === 'Portrait' ? '3/4' : String(IMAGE_FRAME_ASPECT_RATIO[frame]));
const clamp = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min);
const round = (value: number) => Math.round(value * 100) / 100;

/** The theme's custom properties and the rules that depend on theme choices. */
function themeCss(theme: Theme, options: SiteStylesheetOptions): string {
  const c = themeColors(theme.palette);
  const [radius, buttonRadius, fieldRadius] = CORNERS[theme.corners] ?? CORNERS.Softened;
  const [bodySize, lineHeight] = BODY_SIZE[theme.bodyFontSize] ?? BODY_SIZE.Default;
  const scale = HEADING_SCALE[theme.headingFontSize] ?? 1;
  const logo = options.settings?.logo;
  const vars: Record<string, string | number> = {
    bg: c.bg,
    fg: c.fg,
    mu: c.muted,
    mi: c.mutedBoth,
    ln: c.line,
    in: c.input,
    btn: c.button,
    btnf: c.buttonText,
    olb: c.outline,
    olt: c.outlineOnTint,
    tn: c.tint,
    tf: c.tintText,
    tm: c.tintMuted,
    bd: c.band,
    bdf: c.bandText,
    bdm: c.bandMuted,
    hl: c.highlight,
    hlf: c.highlightText,
    ft: c.footer,
    ftf: c.footerText,
    ftm: c.footerMuted,
    fh: fontStack(theme.fontPair.heading.family),
    fb: fontStack(theme.fontPair.body.family),
    wh: FONT_WEIGHT_VALUES[theme.fontPair.heading.weight] ?? 700,
    wb: FONT_WEIGHT_VALUES[theme.fontPair.body.weight] ?? 400,
    hs: scale,
    fs: bodySize,
    lh: lineHeight,
    r: radius,
    rb: buttonRadius,
    rf: fieldRadius,
    ir: theme.imageFrame === 'Circle' ? '50%' : radius,
    sh: SHADOWS[theme.shadow] ?? 'none',
    ar: ratio(theme.imageFrame),
    // Portraits of people: square unless the frame is already portrait or round.
    at: theme.imageFrame === 'Landscape' ? '1' : ratio(theme.imageFrame),
    // Where an uncropped picture sits in its frame: the cropper's own terms (placedEffects).
    op: effectsStyle(placedEffects(undefined, theme.imageAlignment)).objectPosition,
    ls: LOGO_SIZE[logo?.size ?? 'Default'] ?? LOGO_SIZE.Default,
    lw: FONT_WEIGHT_VALUES[logo?.weight ?? 'Bold'] ?? 700,
    // Pattern inks on the bold colour: a shade away from its text (22%), which only adds
    // contrast, and its text's own colour, faint (12%), for the edges.
    sd: `${luminance(c.bandText) > luminance(c.band) ? '#000000' : '#ffffff'}38`,
    bl: `${c.bandText}1f`,
  };
  const rules = [
    `.fd{${Object.entries(vars)
      .map(([name, value]) => `--${name}:${value}`)
      .join(';')}}`,
  ];
  // Spec §9: up to 576 px wide, headings shrink to 85%.
  rules.push(`@media (max-width:576px){.fd>*{--hs:${round(scale * 0.85)}}}`);
  return rules.join('');
}

/**
 * The owner's shape and border choices, written after the shared and preset rules so they win
 * over them at equal weight: the decor frame of the introduction's picture (and of the preset's
 * backdrop behind it), and the border of cards and pictures, under the preset's class.
 */
function ownerShapesCss(theme: Theme): string {
  const rules: string[] = [];
  const decor = DECOR[theme.decorFrame] ?? DECOR.None;
  // A cropped picture's frame (`.crop`) takes the shape; the picture inside it is reset (image-effects.ts).
  if (decor !== DECOR.None) rules.push(`.df img,.df .crop{${decor.more ? `${decor.more};` : ''}border-radius:${decor.radius}}`);
  // Elegant's fine outline behind the picture follows its shape (the other presets' backdrops have their own).
  if (theme.presetStyle === 'Elegant') rules.push(`.df:before{border-radius:${decor.radius}}`);
  const border = theme.border ?? { sides: 'None', thickness: 1 };
  if (border.sides !== 'None') {
    const line = `${clamp(border.thickness, 1, 8)}px solid var(--in)`;
    const property = border.sides === 'All' ? 'border' : border.sides === 'Top' ? 'border-top' : 'border-bottom';
    rules.push(underRoot(`.card,.fig img,.gal .media,.car .media,.team .media{${property}:${line}}`, `.fd.${presetClass(theme)}`));
  }
  return rules.join('');
}

const presetClass = (theme: Theme) => PRESET_CLASS[theme.presetStyle] ?? PRESET_CLASS.Common;

/**
 * Per-section values that would otherwise need style attributes. Over a drawn illustration the
 * overlay is raised as far as its words need (readableOverlay): the image banner's white words
 * on black, the cover introduction's text colour on the page colour (css-rules.ts).
 */
function sectionCss(sections: readonly Section[], palette: Palette): string {
  const colors = themeColors(palette);
  return sections
    .map((section, index) => {
      if (section.type === 'ImageBanner') {
        const opacity = readableOverlay(section.image, palette, { text: '#ffffff', overlay: '#000000', opacity: round(clamp(section.overlayOpacity, 0, 0.8)) });
        return `.x${index}{--h:${Math.round(clamp(section.height, 160, 640))}px;--o:${opacity}}`;
      }
      if (section.type === 'Introduction') {
        const opacity = round(clamp(section.overlayOpacity, 0, 0.8));
        const cover = section.backgroundType === 'Image' ? readableOverlay(section.image, palette, { text: colors.fg, overlay: colors.bg, opacity }) : opacity;
        return `.x${index}{--o:${cover}}`;
      }
      return '';
    })
    .join('');
}

function cookieCss(banner: CookieBanner | undefined, theme: Theme): string {
  const colors = themeColors(theme.palette);
  const own = banner?.backgroundColor;
  const background = own && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(own) ? own.slice(0, 7) : colors.bg;
  const text = readableOn(background, [colors.fg, colors.bg]);
  const outline = readableOn(background, [colors.button, text]);
  return `.ck{--cb:${background};--cf:${text};--co:${outline}}${COOKIE}`;
}

/** Splits a selector list at its top-level commas (not those inside `:where(…)`). */
function selectorList(selectors: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selectors.length; i++) {
    const char = selectors[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      list.push(selectors.slice(start, i));
      start = i + 1;
    }
  }
  list.push(selectors.slice(start));
  return list;
}

/** Rewrites every selector of minified CSS (inside at-rules too). */
function mapSelectors(css: string, map: (selector: string) => string): string {
  return css.replace(/(^|[{}])([^{}@]+)\{/g, (_, before: string, selectors: string) => `${before}${selectorList(selectors).map(map).join(',')}{`);
}

/** Prefixes every selector with `.fd ` (rules already on `.fd` are kept), or `.fd.{root} `. */
function scope(css: string, root?: string): string {
  const fd = root ? `.fd.${root.replace(/[^\w-]/g, '')}` : '.fd';
  return mapSelectors(css, (selector) => (selector.startsWith('.fd') ? `${fd}${selector.slice(3)}` : `${fd} ${selector}`));
}

/** Puts every selector under `root` (`.fd.p-geo`): `.card` becomes `.fd.p-geo .card`, `.fd :where(h1)` `.fd.p-geo :where(h1)`. */
function underRoot(css: string, root: string): string {
  return mapSelectors(css, (selector) => (selector.startsWith('.fd') ? `${root}${selector.slice(3)}` : `${root} ${selector}`));
}

/**
 * The one stylesheet of a published page, generated from the theme (spec §9 styling
 * constants: base 16 px, body line heights, breakpoints, spacing, container paddings, headings
 * at 85% up to 576 px). Colours are checked for contrast; fonts of the curated list are
 * served by the app (only the faces used), others are named with system fallbacks. Every value written into it is a number, a checked colour or
 * a sanitised font name, so it is safe inside a <style> element.
 */
export function siteStylesheet(theme: Theme, options: SiteStylesheetOptions = {}): string {
  const types = options.sections ? new Set(options.sections.map((section) => section.type)) : undefined;
  const parts = [themeCss(theme, options), BASE];
  for (const group of SECTIONS) {
    if (!types || group.types.some((type) => types.has(type) && (!group.only || options.sections!.some(group.only)))) parts.push(group.css);
  }
  // Only the active preset's rules: the page carries one look, not five.
  for (const group of PRESETS[theme.presetStyle] ?? PRESETS.Common) {
    if (!types || !group.types || group.types.some((type) => types.has(type))) parts.push(group.css);
  }
  if (!options.sections || !options.settings || hasBusinessDetails(businessDetailsOf({ websiteSettings: options.settings, sections: options.sections }))) {
    parts.push(BUSINESS);
  }
  parts.push(ownerShapesCss(theme));
  if (options.sections) parts.push(sectionCss(options.sections, theme.palette));
  // The pictures' crops and own frames, last: each outranks the general picture rules.
  if (options.sections) parts.push(imageEffectsCss(documentImages({ sections: options.sections, websiteSettings: options.settings })));
  const banner = options.settings?.cookieBanner;
  if (!options.settings || banner?.enabled) {
    parts.push(cookieCss(banner, theme));
  }
  let css = parts.join('');
  if (options.container) css = `.fd{container:fd/inline-size}${css.replace(/@media /g, '@container fd ')}`;
  // Font faces are global (never scoped): the canvas and the previews load the page's own faces.
  const faces = fontFacesCss(theme, options.settings?.logo);
  if (options.scoped) return faces + scope(css, options.root);
  // A fixed header would cover the heading a menu link scrolls to.
  return faces + (options.settings?.fixedHeader === false ? '' : 'html{scroll-padding-top:88px}') + PAGE + css;
}
