import type { Palette } from '../site/theme.js';
import { blackOrWhite, contrast, luminance, mix, readableOn, readableOnAll, toHex, parseHex } from './color.js';

/** Every colour a published page uses, derived from the palette so each text stays readable. */
export interface ThemeColors {
  /** Page background and text. */
  bg: string;
  fg: string;
  /** Secondary text on the background. */
  muted: string;
  /** Secondary text readable on both the background and the tint (the plain introduction). */
  mutedBoth: string;
  /** Hairlines and input borders. */
  line: string;
  input: string;
  /** Solid buttons. */
  button: string;
  buttonText: string;
  /** Outlined buttons, prices, accents in text: on the background and on the tint. */
  outline: string;
  outlineOnTint: string;
  /** Alternate section background and its texts. */
  tint: string;
  tintText: string;
  tintMuted: string;
  /** Bold bands (text banner, video poster) and their texts. */
  band: string;
  bandText: string;
  bandMuted: string;
  /** Small decorations (heading rules, quote marks) and text on them. */
  highlight: string;
  highlightText: string;
  /** Footer background and texts. */
  footer: string;
  footerText: string;
  footerMuted: string;
}

const hex = (color: string) => toHex(parseHex(color));

/**
 * The page's colours. The palette's text is kept when it reaches 4.5:1 on the background,
 * else black or white is used (the same for every text on every surface); a button that would
 * vanish into the background takes the text colour instead.
 */
export function themeColors(palette: Palette): ThemeColors {
  const bg = hex(palette.background);
  const fg = readableOn(bg, [palette.primaryText]);
  const button = contrast(palette.buttonBackground, bg) >= 1.5 ? hex(palette.buttonBackground) : fg;
  const buttonText = readableOn(button, [palette.buttonForeground, bg, fg]);
  // A light accent is already a tint; a strong one is toned down to make one.
  let tint = contrast(palette.accent, bg) < 1.5 ? hex(palette.accent) : mix(palette.accent, bg, 0.14);
  if (contrast(tint, bg) < 1.04) tint = mix(fg, bg, 0.05);
  const tintText = readableOn(tint, [fg]);
  const band = contrast(button, bg) >= 2 ? button : fg;
  const bandText = readableOn(band, [palette.buttonForeground, bg]);
  const highlight = [hex(palette.accent), button].find((color) => contrast(color, bg) >= 3) ?? fg;
  const footer = luminance(bg) > 0.2 ? mix(fg, '#000000', 0.92) : mix(fg, bg, 0.08);
  const footerText = readableOn(footer, [bg, blackOrWhite(footer)]);
  return {
    bg,
    fg,
    muted: readableOn(bg, [mix(fg, bg, 0.78), mix(fg, bg, 0.88), fg]),
    mutedBoth: readableOnAll([bg, tint], [mix(fg, bg, 0.78), mix(fg, bg, 0.88), fg, '#000000', '#ffffff'], fg),
    line: mix(fg, bg, 0.14),
    input: readableOn(bg, [mix(fg, bg, 0.4), mix(fg, bg, 0.55), fg], 3),
    button,
    buttonText,
    outline: readableOn(bg, [button, fg]),
    outlineOnTint: readableOn(tint, [button, fg]),
    tint,
    tintText,
    tintMuted: readableOn(tint, [mix(tintText, tint, 0.78), mix(tintText, tint, 0.88), tintText]),
    band,
    bandText,
    bandMuted: readableOn(band, [mix(bandText, band, 0.85), bandText]),
    highlight,
    highlightText: readableOn(highlight, [bg, fg]),
    footer,
    footerText,
    footerMuted: readableOn(footer, [mix(footerText, footer, 0.72), mix(footerText, footer, 0.85), footerText]),
  };
}
