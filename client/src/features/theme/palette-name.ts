import type { Palette } from '@frontdoor/shared';
import { parseHex } from '@frontdoor/shared/render';

type Hsl = { h: number; s: number; l: number };

function hsl(hex: string): Hsl {
  const [r, g, b] = parseHex(hex).map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? ((g - b) / d + (g < b ? 6 : 0)) * 60 : max === g ? ((b - r) / d + 2) * 60 : ((r - g) / d + 4) * 60;
  return { h, s, l };
}

const HUES: readonly [upTo: number, name: string][] = [
  [12, 'red'],
  [38, 'orange'],
  [52, 'amber'],
  [68, 'yellow'],
  [95, 'olive'],
  [150, 'green'],
  [195, 'teal'],
  [235, 'blue'],
  [258, 'indigo'],
  [290, 'purple'],
  [330, 'plum'],
  [348, 'rose'],
  [360, 'red'],
];

/** A plain colour word for a hex colour: 'deep teal', 'soft rose', 'charcoal'. */
export function colourName(hex: string): string {
  const { h, s, l } = hsl(hex);
  if (s < 0.12 || l < 0.06 || l > 0.97) {
    if (l < 0.12) return 'black';
    if (l < 0.3) return 'charcoal';
    if (l < 0.7) return 'grey';
    return l > 0.93 ? 'white' : 'silver';
  }
  const hue = HUES.find(([upTo]) => h < upTo)?.[1] ?? 'red';
  if (l > 0.88) return (h < 70 || h > 330) && hue !== 'yellow' ? 'cream' : `pale ${hue}`;
  if (l > 0.7) return `soft ${hue}`;
  if (l < 0.22) return `deep ${hue}`;
  return hue;
}

/** Names for a list of palettes, 'Deep teal on cream', numbered where two would read the same. */
export function paletteNames(palettes: readonly Palette[]): string[] {
  const names = palettes.map((palette) => {
    const name = `${colourName(palette.buttonBackground)} on ${colourName(palette.background)}`;
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
  return names.map((name, index) => {
    const same = names.filter((other) => other === name).length;
    return same > 1 ? `${name} ${names.slice(0, index + 1).filter((other) => other === name).length}` : name;
  });
}
