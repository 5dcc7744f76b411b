// Colour arithmetic for the published theme. Palettes come from an AI or the owner, so nothing
// here assumes which colour is light or dark; every text colour is checked against its
// background (WCAG AA, 4.5:1) and falls back to black or white.

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa' as 0-255 channels (alpha ignored); black if unreadable. */
export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match) return [0, 0, 0];
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits.slice(0, 3)].map((digit) => digit + digit).join('');
  const value = Number.parseInt(digits.slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Six-digit lowercase hex of 0-255 channels (rounded and clamped). */
export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `amount` (0-1) of `a` mixed into `b`, as six-digit hex. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => x[i] * amount + y[i] * (1 - amount)) as Rgb);
}

/** Black or white, whichever contrasts more with `background`. */
export function blackOrWhite(background: string): string {
  return contrast('#000000', background) >= contrast('#ffffff', background) ? '#000000' : '#ffffff';
}

/**
 * The first candidate that reaches `minimum` contrast on `background` (AA text by default);
 * when none does, black or white.
 */
export function readableOn(background: string, candidates: readonly string[], minimum = 4.5): string {
  const found = candidates.find((color) => contrast(color, background) >= minimum);
  return found === undefined ? blackOrWhite(background) : toHex(parseHex(found));
}

/** The first candidate readable (AA) on every one of `backgrounds`; else the last resort. */
export function readableOnAll(backgrounds: readonly string[], candidates: readonly string[], lastResort: string): string {
  const found = candidates.find((color) => backgrounds.every((background) => contrast(color, background) >= 4.5));
  return toHex(parseHex(found ?? lastResort));
}
