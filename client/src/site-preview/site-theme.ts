import type { CSSProperties } from 'react';
import { FONT_WEIGHT_VALUES, type Theme } from '@frontdoor/shared';
import { contrast, mix, readableOn } from '@frontdoor/shared/render';
import { fontStack } from './font-stack';

const RADIUS: Record<Theme['corners'], [card: string, button: string]> = {
  Square: ['0px', '0px'],
  Softened: ['8px', '6px'],
  Rounded: ['16px', '12px'],
  Oval: ['28px', '999px'],
};

const SHADOW: Record<Theme['shadow'], string> = {
  None: 'none',
  ExtraSmall: '0 1px 2px rgb(0 0 0 / 0.08)',
  Small: '0 1px 3px rgb(0 0 0 / 0.1), 0 1px 2px rgb(0 0 0 / 0.06)',
  Medium: '0 4px 12px rgb(0 0 0 / 0.1)',
  Large: '0 12px 28px rgb(0 0 0 / 0.14)',
  ExtraLarge: '0 24px 48px rgb(0 0 0 / 0.18)',
};

const HEADING_SCALE: Record<Theme['headingFontSize'], number> = { Default: 1, Large: 1.12, ExtraLarge: 1.25 };

// Spec §9: body line heights 1.75, 1.5 and 2 times the font size depending on the size level.
const BODY: Record<Theme['bodyFontSize'], [size: string, leading: number]> = {
  Small: ['15px', 1.5],
  Default: ['16px', 1.75],
  DefaultCompact: ['16px', 1.5],
  Large: ['18px', 2],
};

const IMAGE_RATIO: Record<Theme['imageFrame'], string> = { Landscape: '4 / 3', Portrait: '3 / 4', Square: '1 / 1', Circle: '1 / 1' };

/** A theme as far as the preview needs it; onboarding has only the palette and fonts. */
export type PreviewTheme = Pick<Theme, 'palette' | 'fontPair'> & Partial<Omit<Theme, 'palette' | 'fontPair'>>;

/**
 * The CSS custom properties a previewed site is styled with: the palette, and colours derived
 * from it so that every text stays readable whatever the AI picked (a tint for alternate
 * sections, a bold band, a highlight for small decorations).
 */
export function siteThemeVars(theme: PreviewTheme): CSSProperties {
  const { palette, fontPair } = theme;
  const bg = palette.background;
  const text = readableOn(bg, [palette.primaryText]);
  const buttonBg = palette.buttonBackground;
  const buttonFg = readableOn(buttonBg, [palette.buttonForeground, bg, text]);
  // A light accent is already a tint; a strong one is toned down to make one.
  const tint = contrast(palette.accent, bg) < 1.5 ? palette.accent : mix(palette.accent, bg, 0.14);
  const band = contrast(buttonBg, bg) >= 2 ? buttonBg : text;
  const highlight = [palette.accent, buttonBg].find((color) => contrast(color, bg) >= 3) ?? text;
  const [radius, buttonRadius] = RADIUS[theme.corners ?? 'Softened'];
  const [bodySize, leading] = BODY[theme.bodyFontSize ?? 'Default'];
  const border = theme.border ?? { sides: 'None', thickness: 1 };
  const line = mix(text, bg, 0.16);
  const cardBorder = (side: 'top' | 'bottom') =>
    border.sides === 'All' || border.sides.toLowerCase() === side ? `${border.thickness}px solid ${line}` : 'none';
  return {
    '--ws-bg': bg,
    '--ws-text': text,
    '--ws-muted': readableOn(bg, [mix(text, bg, 0.78), mix(text, bg, 0.9), text]),
    '--ws-muted-bg': readableOn(bg, [mix(text, bg, 0.78), mix(text, bg, 0.9), text]),
    '--ws-line': line,
    '--ws-button-bg': buttonBg,
    '--ws-button-fg': buttonFg,
    '--ws-outline': readableOn(bg, [buttonBg, text]),
    '--ws-tint': tint,
    '--ws-tint-text': readableOn(tint, [text]),
    '--ws-tint-muted': readableOn(tint, [mix(text, tint, 0.8), text]),
    '--ws-band': band,
    '--ws-band-text': readableOn(band, [palette.buttonForeground, bg]),
    '--ws-highlight': highlight,
    '--ws-heading-font': fontStack(fontPair.heading.family),
    '--ws-heading-weight': FONT_WEIGHT_VALUES[fontPair.heading.weight],
    '--ws-body-font': fontStack(fontPair.body.family),
    '--ws-body-weight': FONT_WEIGHT_VALUES[fontPair.body.weight],
    '--ws-heading-scale': HEADING_SCALE[theme.headingFontSize ?? 'Default'],
    '--ws-body-size': bodySize,
    '--ws-leading': leading,
    '--ws-radius': radius,
    '--ws-button-radius': buttonRadius,
    '--ws-shadow': SHADOW[theme.shadow ?? 'None'],
    '--ws-card-border': border.sides === 'All' ? `${border.thickness}px solid ${line}` : 'none',
    '--ws-card-border-top': cardBorder('top'),
    '--ws-card-border-bottom': cardBorder('bottom'),
    '--ws-image-ratio': IMAGE_RATIO[theme.imageFrame ?? 'Landscape'],
    '--ws-image-radius': theme.imageFrame === 'Circle' ? '50%' : radius,
  } as CSSProperties;
}
