import type { Palette } from '@frontdoor/shared';
import type { Rng } from '../core/rng.js';
import { contrastRatio } from './contrast.js';
import { type Hsl, hslToHex } from './hsl.js';

/** Body text aims for WCAG AAA (7:1); buttons and text on the accent for AA (4.5:1) with a margin. */
const TEXT_TARGET = 7;
const MIN_TARGET = 4.6;

interface Recipe {
  background: (main: number, second: number, third: number) => Hsl;
  text: (main: number, second: number, third: number) => Hsl;
  button: (main: number, second: number, third: number) => Hsl;
  buttonText: (main: number, second: number, third: number) => Hsl;
  accent: (main: number, second: number, third: number) => Hsl;
}

/** Eight looks, light and dark, each built from the industry's three hues. */
const RECIPES: readonly Recipe[] = [
  // Crisp: near-white with a deep main-hue button.
  {
    background: (h) => ({ h, s: 25, l: 98 }),
    text: (h) => ({ h, s: 35, l: 14 }),
    button: (h) => ({ h, s: 60, l: 32 }),
    buttonText: () => ({ h: 0, s: 0, l: 100 }),
    accent: (h) => ({ h, s: 45, l: 92 }),
  },
  // Paper: warm cream with the second hue.
  {
    background: () => ({ h: 40, s: 45, l: 95 }),
    text: (h) => ({ h, s: 25, l: 16 }),
    button: (_, h2) => ({ h: h2, s: 55, l: 34 }),
    buttonText: () => ({ h: 40, s: 45, l: 97 }),
    accent: (_, h2) => ({ h: h2, s: 40, l: 88 }),
  },
  // Night: dark main hue with a bright second-hue button.
  {
    background: (h) => ({ h, s: 30, l: 11 }),
    text: (h) => ({ h, s: 20, l: 94 }),
    button: (_, h2) => ({ h: h2, s: 70, l: 64 }),
    buttonText: (h) => ({ h, s: 30, l: 10 }),
    accent: (h) => ({ h, s: 25, l: 19 }),
  },
  // Deep: rich main-hue background with a light third-hue button.
  {
    background: (h) => ({ h, s: 45, l: 20 }),
    text: (h) => ({ h, s: 30, l: 96 }),
    button: (_, __, h3) => ({ h: h3, s: 75, l: 72 }),
    buttonText: (h) => ({ h, s: 45, l: 14 }),
    accent: (h) => ({ h, s: 40, l: 27 }),
  },
  // Pastel: soft tint of the main hue.
  {
    background: (h) => ({ h, s: 55, l: 93 }),
    text: (h) => ({ h, s: 40, l: 15 }),
    button: (h) => ({ h, s: 45, l: 28 }),
    buttonText: () => ({ h: 0, s: 0, l: 100 }),
    accent: (_, h2) => ({ h: h2, s: 55, l: 86 }),
  },
  // Stone: quiet grey with a second-hue button.
  {
    background: (h) => ({ h, s: 8, l: 95 }),
    text: (h) => ({ h, s: 10, l: 13 }),
    button: (_, h2) => ({ h: h2, s: 65, l: 36 }),
    buttonText: () => ({ h: 0, s: 0, l: 100 }),
    accent: (_, h2) => ({ h: h2, s: 30, l: 89 }),
  },
  // Bright: white with a vivid third-hue button.
  {
    background: () => ({ h: 0, s: 0, l: 100 }),
    text: (h) => ({ h, s: 20, l: 12 }),
    button: (_, __, h3) => ({ h: h3, s: 80, l: 38 }),
    buttonText: () => ({ h: 0, s: 0, l: 100 }),
    accent: (_, __, h3) => ({ h: h3, s: 80, l: 94 }),
  },
  // Earth: muted second-hue ground with a deep main-hue button.
  {
    background: (_, h2) => ({ h: h2, s: 25, l: 92 }),
    text: (_, h2) => ({ h: h2, s: 35, l: 14 }),
    button: (h) => ({ h, s: 40, l: 30 }),
    buttonText: (_, h2) => ({ h: h2, s: 25, l: 96 }),
    accent: (h) => ({ h, s: 30, l: 84 }),
  },
];

/** Moves a colour's lightness away from another until their contrast reaches the target. */
function separate(colour: Hsl, against: string, target: number): string {
  const darker = contrastRatio(hslToHex({ h: 0, s: 0, l: 0 }), against) >= contrastRatio(hslToHex({ h: 0, s: 0, l: 100 }), against);
  let current = { ...colour };
  for (let step = 0; step < 60 && contrastRatio(hslToHex(current), against) < target; step += 1) {
    current = { ...current, l: current.l + (darker ? -2 : 2) };
  }
  return hslToHex(current);
}

/** Eight palettes on the industry's hues, nudged per business and held to WCAG contrast. */
export function buildPalettes(hues: readonly [number, number, number], rng: Rng): Palette[] {
  return RECIPES.map((recipe) => {
    const shift = rng.int(17) - 8;
    const [main, second, third] = hues.map((hue) => hue + shift) as [number, number, number];
    const background = hslToHex(recipe.background(main, second, third));
    const accent = hslToHex(recipe.accent(main, second, third));
    const text = separate(recipe.text(main, second, third), background, TEXT_TARGET);
    const primaryText = contrastRatio(text, accent) >= MIN_TARGET ? text : separate(recipe.text(main, second, third), accent, TEXT_TARGET);
    const buttonForeground = hslToHex(recipe.buttonText(main, second, third));
    const buttonBackground = separate(recipe.button(main, second, third), buttonForeground, MIN_TARGET);
    return { background, primaryText, buttonBackground, buttonForeground, accent };
  });
}
