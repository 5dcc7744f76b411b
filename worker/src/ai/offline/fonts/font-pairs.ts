import type { FontPair } from '@frontdoor/shared';
import type { Rng } from '../core/rng.js';
import type { FontMood } from '../industries/profile.js';
import { STACKS } from './font-stacks.js';

interface PairChoice {
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
): PairChoice => ({
  pair: { name, heading: { family: heading, weight: headingWeight }, body: { family: body, weight: bodyWeight } },
  moods,
});

/** Pairings of system fonts, each tagged with the moods it suits. */
const PAIRS: readonly PairChoice[] = [
  pair('Classic Serif', STACKS.georgia, 'Bold', STACKS.verdana, 'Regular', ['classic', 'warm']),
  pair('Old Style', STACKS.palatino, 'SemiBold', STACKS.system, 'Regular', ['classic', 'elegant']),
  pair('Editorial', STACKS.didot, 'Bold', STACKS.helvetica, 'Light', ['elegant', 'calm']),
  pair('Bookish', STACKS.garamond, 'SemiBold', STACKS.georgia, 'Regular', ['classic', 'warm']),
  pair('Modern Sans', STACKS.helvetica, 'Bold', STACKS.system, 'Regular', ['modern', 'technical']),
  pair('Clean System', STACKS.system, 'SemiBold', STACKS.system, 'Regular', ['modern', 'calm']),
  pair('Friendly', STACKS.trebuchet, 'Bold', STACKS.verdana, 'Regular', ['friendly', 'warm']),
  pair('Soft Rounded', STACKS.rounded, 'SemiBold', STACKS.trebuchet, 'Regular', ['friendly', 'calm']),
  pair('Humanist', STACKS.gill, 'SemiBold', STACKS.georgia, 'Regular', ['calm', 'classic']),
  pair('Graceful', STACKS.optima, 'Medium', STACKS.palatino, 'Regular', ['elegant', 'calm']),
  pair('Sturdy Slab', STACKS.rockwell, 'Bold', STACKS.tahoma, 'Regular', ['bold', 'warm']),
  pair('Headline Bold', STACKS.impact, 'Regular', STACKS.helvetica, 'Regular', ['bold']),
  pair('Workshop', STACKS.franklin, 'SemiBold', STACKS.verdana, 'Regular', ['bold', 'technical']),
  pair('Technical', STACKS.mono, 'Bold', STACKS.system, 'Regular', ['technical', 'modern']),
  pair('Cambria Classic', STACKS.cambria, 'Bold', STACKS.gill, 'Regular', ['classic', 'calm']),
  pair('Serif Contrast', STACKS.uiSerif, 'ExtraBold', STACKS.helvetica, 'Regular', ['modern', 'elegant']),
];

/** Eight distinct pairs: those suiting the industry's moods first (best mood first), seeded within. */
export function buildFontPairs(moods: readonly FontMood[], rng: Rng): FontPair[] {
  const score = (choice: PairChoice): number => Math.max(0, ...choice.moods.map((mood) => (moods.includes(mood) ? moods.length - moods.indexOf(mood) : 0)));
  const ranked = rng
    .shuffle(PAIRS)
    .map((choice, order) => ({ choice, rank: score(choice) * 10 + rng.next() * 8 - order * 0.01 }))
    .sort((first, second) => second.rank - first.rank);
  return ranked.slice(0, 8).map(({ choice }) => ({ ...choice.pair, heading: { ...choice.pair.heading }, body: { ...choice.pair.body } }));
}
