import { FONT_PAIRS, type FontPair, type SuggestedFontPair } from '@frontdoor/shared';
import type { Rng } from '../core/rng.js';
import type { FontMood } from '../industries/profile.js';

/**
 * Eight distinct pairs of the curated web fonts (shared FONT_PAIRS): those suiting the
 * industry's moods first (best mood first), seeded within.
 */
export function buildFontPairs(moods: readonly FontMood[], rng: Rng): FontPair[] {
  const score = (choice: SuggestedFontPair): number => Math.max(0, ...choice.moods.map((mood) => (moods.includes(mood) ? moods.length - moods.indexOf(mood) : 0)));
  const ranked = rng
    .shuffle(FONT_PAIRS)
    .map((choice, order) => ({ choice, rank: score(choice) * 10 + rng.next() * 8 - order * 0.01 }))
    .sort((first, second) => second.rank - first.rank);
  return ranked.slice(0, 8).map(({ choice }) => ({ ...choice.pair, heading: { ...choice.pair.heading }, body: { ...choice.pair.body } }));
}
