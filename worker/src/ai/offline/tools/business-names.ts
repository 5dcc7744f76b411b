import { type BusinessNamesAnswer, LIMITS } from '@frontdoor/shared';
import type { Rng } from '../core/rng.js';
import type { IndustryProfile } from '../industries/profile.js';
import { GENERAL_NAME_NOUNS, GENERAL_NAME_WORDS } from './general-vocabulary.js';
import { keywordWords } from './keywords.js';

const EVOCATIVE = ['True', 'Golden', 'North Star', 'Oak', 'Evergreen', 'Bright', 'Little', 'Good', 'Main Street', 'Corner', 'Copper', 'Blue Door', 'Summit', 'Harbor', 'Maple'];
const NEUTRAL = ['& Co.', 'Collective', 'Works', 'House'];

/**
 * Twelve distinct names: half from the visitor's words, half from the industry's vocabulary (or a
 * general one when their words match no industry).
 */
export function writeBusinessNames(keywords: string, profile: IndustryProfile | undefined, rng: Rng): BusinessNamesAnswer {
  const [first, second] = keywordWords(keywords);
  const nouns = rng.shuffle(profile?.nameNouns ?? GENERAL_NAME_NOUNS);
  const words = rng.shuffle(profile?.nameWords ?? GENERAL_NAME_WORDS);
  const evocative = rng.shuffle(EVOCATIVE);

  const fromKeywords = first
    ? rng.shuffle([
        ...nouns.map((noun) => `${first} ${noun}`),
        ...nouns.filter(standsAfterThe).slice(0, 1).map((noun) => `The ${first} ${noun}`),
        ...NEUTRAL.map((suffix) => `${first} ${suffix}`),
        ...words.slice(0, 3).map((word) => `${first} & ${word}`),
        ...(second ? [`${first} & ${second}`, `${first} ${second} ${nouns[1]}`, `${second} ${nouns[2]}`] : []),
        `${evocative[0]} ${first}`,
      ])
    : [];
  const fromIndustry = rng.shuffle([
    ...words.map((word, index) => `${word} ${nouns[index % nouns.length]}`),
    ...words.slice(0, 4).map((word, index) => `${evocative[index]} ${word}`),
    `${words[0]} & ${words[1]}`,
    `${words[2]} & ${words[3] ?? words[0]}`,
    ...nouns.filter(standsAfterThe).slice(1, 2).map((noun) => `The ${words[1]} ${noun}`),
    ...evocative.slice(4, 8).map((word, index) => `${word} ${nouns[index % nouns.length]}`),
  ]);

  const names: string[] = [];
  const seen = new Set<string>();
  const take = (candidates: readonly string[], most: number): void => {
    for (const name of candidates) {
      if (names.length >= most) return;
      const key = name.toLowerCase();
      if (name.length > LIMITS.businessName || seen.has(key)) continue;
      seen.add(key);
      names.push(name);
    }
  };
  take(fromKeywords, 6);
  take(fromIndustry, LIMITS.businessNameSuggestions);
  take(fromKeywords, LIMITS.businessNameSuggestions);
  return { names };
}

/** "The Fade Barber Room" reads well; "The Fade & Co." or "The Fade Services" does not. */
function standsAfterThe(noun: string): boolean {
  return !/&|\bCo\.|Company|Services|Supply/.test(noun);
}
