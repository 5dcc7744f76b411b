import { contrast, mix, parseHex, toHex } from '../render/color.js';
import type { Palette } from '../site/theme.js';

/** WCAG AA for normal text: 4.5:1. */
export const AA_TEXT_CONTRAST = 4.5;

/** The two pairs of a palette that must be readable: the page text and the button text. */
export const CONTRAST_PAIRS = [
  { pair: 'text', label: 'Text on the background', foreground: 'primaryText', background: 'background' },
  { pair: 'button', label: 'Button text on the button', foreground: 'buttonForeground', background: 'buttonBackground' },
] as const satisfies readonly { pair: string; label: string; foreground: keyof Palette; background: keyof Palette }[];

export type ContrastPair = (typeof CONTRAST_PAIRS)[number];

export interface ContrastCheck {
  pair: ContrastPair['pair'];
  label: string;
  foreground: ContrastPair['foreground'];
  background: ContrastPair['background'];
  /** Contrast ratio, 1 to 21, rounded down to two decimals (so 4.499 never reads as passing). */
  ratio: number;
  passes: boolean;
}

/** The WCAG AA check of the page text and the button text of a palette. */
export function paletteContrast(palette: Palette): ContrastCheck[] {
  return CONTRAST_PAIRS.map(({ pair, label, foreground, background }) => {
    const ratio = contrast(palette[foreground], palette[background]);
    return { pair, label, foreground, background, ratio: Math.floor(ratio * 100) / 100, passes: ratio >= AA_TEXT_CONTRAST };
  });
}

/**
 * The colour nearest to `color` that reaches `minimum` contrast on `background`: `color` mixed
 * with black or with white, the smallest amount that passes (of the two directions, the one
 * needing less). Returns `color` itself (as six-digit hex) when it already passes.
 */
export function nearestPassingColor(color: string, background: string, minimum = AA_TEXT_CONTRAST): string {
  const start = toHex(parseHex(color));
  if (contrast(start, background) >= minimum) return start;
  let best: { amount: number; color: string } | null = null;
  for (const end of ['#000000', '#ffffff']) {
    // Binary search on the share of black or white: contrast grows monotonically towards the end
    // colour only when the end itself passes, so a direction that cannot pass is skipped.
    if (contrast(end, background) < minimum) continue;
    let low = 0;
    let high = 1;
    for (let step = 0; step < 20; step += 1) {
      const middle = (low + high) / 2;
      if (contrast(mix(end, start, middle), background) >= minimum) high = middle;
      else low = middle;
    }
    const candidate = mix(end, start, high);
    // Rounding to whole channels can land just below; walk on until it truly passes.
    let amount = high;
    let fixed = candidate;
    while (contrast(fixed, background) < minimum && amount < 1) {
      amount = Math.min(1, amount + 0.005);
      fixed = mix(end, start, amount);
    }
    if (!best || amount < best.amount) best = { amount, color: fixed };
  }
  return best?.color ?? (contrast('#000000', background) >= contrast('#ffffff', background) ? '#000000' : '#ffffff');
}
