import { normalise } from '../core/normalise.js';

/** Words that join a name rather than make it ("Hale & Co.", "The Velo Room"): never compared. */
const JOINERS = new Set(['the', 'and', 'of', 'a', 'an', 'co', 'at', 'on', 'for', 'by', 'in']);

/**
 * The stem of one word, so that "Cycles", "Cycling" and "Cycle" (or "Bikes" and "Biker") count as
 * the same word: lowercase, no accents or possessive, without one ending of -ies, -es (after a
 * hissing sound), -ing, -ers, -er or -s, nor a final -e, as long as three letters stay.
 */
export function stemOf(word: string): string {
  let stem = normalise(word.replace(/['’]s$/i, '')).replace(/ /g, '');
  if (/ies$/.test(stem) && stem.length > 4) return `${stem.slice(0, -3)}y`;
  if (/(?:ch|sh|s|x|z)es$/.test(stem) && stem.length > 4) return stem.slice(0, -2);
  for (const ending of ['ing', 'ers', 'er', 's']) {
    // "Glass", "Bus" and "Iris" keep their s.
    if (ending === 's' && /[sui]s$/.test(stem)) continue;
    if (stem.endsWith(ending) && stem.length - ending.length >= 3) {
      stem = stem.slice(0, -ending.length);
      break;
    }
  }
  // "Bike" and "Biking" meet at "bik"; "Care" keeps its e, or it would be "Car".
  return /[^r]e$/.test(stem) && stem.length > 3 ? stem.slice(0, -1) : stem;
}

/** The stems of a name's words (hyphenated parts apart), without joiners like "&", "The" or "Co.". */
export function contentStems(name: string): string[] {
  return name
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'’]/gu, ''))
    .filter((word) => word !== '' && !JOINERS.has(word.toLowerCase()))
    .map(stemOf)
    .filter((stem) => stem !== '');
}
