// Colour arithmetic for the preview's derived colours (tints, readable text on a fill). Palettes
// come from an AI, so nothing here assumes which colour is light or dark.

type Rgb = [number, number, number];

/** '#rgb', '#rrggbb' or '#rrggbbaa' as 0-255 channels (alpha ignored); black if unreadable. */
export function parseHex(hex: string): Rgb {
  let digits = hex.replace(/^#/, '');
  if (digits.length === 3 || digits.length === 4) digits = [...digits.slice(0, 3)].map((d) => d + d).join('');
  const value = Number.parseInt(digits.slice(0, 6), 16);
  if (!/^[0-9a-f]{6}/i.test(digits) || Number.isNaN(value)) return [0, 0, 0];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
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

/** `amount` (0-1) of `a` mixed into `b`. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => x[i] * amount + y[i] * (1 - amount)) as Rgb);
}

/** The candidate that reads best on `background` (the first one that reaches AA wins ties). */
export function readableOn(background: string, candidates: readonly string[]): string {
  const fallback = luminance(background) > 0.4 ? '#111111' : '#ffffff';
  const pool = [...candidates, fallback];
  return pool.find((color) => contrast(color, background) >= 4.5) ?? pool.reduce((best, color) => (contrast(color, background) > contrast(best, background) ? color : best));
}
