import type { BusinessBrief, Industry } from '@frontdoor/shared';
import { INDUSTRY_PROFILES } from './industries/index.js';
import { normalise } from './core/normalise.js';
import { readOwnerWords, withoutCustomers } from './core/owner-words.js';
import { hasTradeHead, tradeWordsOf } from './core/trade-words.js';

// Issue 24: an industry's profile writes a whole site in its trade's words, so it is used only
// when the owner's words really name that trade. A dog grooming salon is no hair salon and a
// piano tuner no music school: words several trades share ("salon", "studio", "cleaning") and
// words an animal turns into another trade ("DOG grooming", "PET hair") decide nothing, and a
// trade the owner names that is none of ours means no industry at all.

/** Words for the firm rather than its work ("dental PRACTICE", "letting AGENCY"): after the work they name no other trade ("car detailing SERVICE", "electrical CONTRACTOR"). */
const FIRM_WORDS: readonly string[] = [
  'service',
  'services',
  'contractor',
  'contractors',
  'company',
  'business',
  'practice',
  'office',
  'agency',
  'firm',
  'group',
  'co',
  'ltd',
  'llc',
  'studio',
  'shop',
  'store',
  'clinic',
  'center',
  'centre',
  'specialist',
  'specialists',
  'experts',
  'pros',
  'professionals',
  'solutions',
  'consultancy',
  'organization',
  'organisation',
];
/** Words that name many trades' places or work; alone they say nothing about which trade. */
const SHARED_WORDS = new Set([
  ...FIRM_WORDS,
  'salon',
  'salons',
  'studios',
  'shops',
  'stores',
  'clinics',
  'care',
  'grooming',
  'cleaning',
  'cleaner',
  'cleaners',
  'repair',
  'repairs',
  'lessons',
  'classes',
  'coaching',
  'training',
  'trainer',
  'trainers',
  'consulting',
  'consultant',
  'therapy',
  'wellness',
  'bar',
  'lounge',
  'workshop',
  'boutique',
  'parlour',
  'parlor',
  'school',
  'events',
  'weddings',
  'wedding',
  'data',
  'app',
  'apps',
  'it',
  'network',
  'bed',
  'deck',
  'trim',
  'chain',
  'gears',
  'mission',
  'foundation',
  'practise',
  'surgery',
  'supplies',
  'supply',
  'hire',
  'works',
]);
/** An animal before a word makes it another trade: dog grooming, pet sitting, horse riding lessons. */
const ANIMAL =
  /(?<= )(?:dog|dogs|doggy|doggie|puppy|puppies|pet|pets|cat|cats|kitten|kittens|canine|feline|horse|horses|equine|pony|ponies|animal|animals)( [a-z]+)?(?= )/g;
/** A term must weigh this much for one hit to settle the trade; weaker ones must add up to CONFIDENT. */
const TELLING = 5;
const CONFIDENT = 8;

interface Term {
  industry: Industry;
  term: string;
  pattern: RegExp;
  weight: number;
}

let terms: Term[] | undefined;

/** Every industry's telling keywords, longest first, so "physical therapist" is taken before "therapist". */
function allTerms(): Term[] {
  terms ??= Object.values(INDUSTRY_PROFILES)
    .flatMap((profile) => Object.entries(profile.keywords).map(([term, weight]) => ({ industry: profile.industry, term: normalise(term), weight })))
    .filter(({ term }) => !term.split(' ').every((word) => SHARED_WORDS.has(word)))
    .sort((first, second) => second.term.split(' ').length - first.term.split(' ').length || second.term.length - first.term.length)
    .map(({ industry, term, weight }) => ({ industry, term, weight, pattern: new RegExp(`(?<= )${term}(?:s|es|ing|ed|er|ers)?(?= )`, 'g') }));
  return terms;
}

/** The text as detection reads it: normalised, padded, with animal-led words blanked out. */
function prepared(text: string): string {
  return ` ${normalise(text)} `.replace(ANIMAL, (match) => ' '.repeat(match.length));
}

interface Scored {
  score: number;
  /** The heaviest single term that hit. */
  strongest: number;
}

/** Words of doing and of doers: "tuning", "tuner", "courier", "repairs", "removals". */
const WORK_WORD = /^(?:\w{3,}(?:ing|ers?|ors?|ists?|ians?|tions?|als?)|repairs?|services?|hire|couriers?|restoration|servicing)$/;

let vocabularies: Map<Industry, ReadonlySet<string>> | undefined;

/** Every word of an industry's keywords: "piano LESSONS" and "piano TEACHER" are its own. */
function vocabularyOf(industry: Industry): ReadonlySet<string> {
  vocabularies ??= new Map(
    Object.values(INDUSTRY_PROFILES).map((profile) => [profile.industry, new Set(Object.keys(profile.keywords).flatMap((term) => normalise(term).split(' ')))]),
  );
  return vocabularies.get(industry) ?? new Set();
}

/**
 * Issue 36: an industry's object word before another trade's work is that other trade's:
 * "PIANO tuning" is no music lesson, "BIKE courier" no bike repair, "CAKE baking" no cafe.
 * A one-word hit followed by a word of doing the industry never uses does not count.
 */
function overlapsOnly(text: string, index: number, length: number, industry: Industry, term: string): boolean {
  if (term.includes(' ')) return false;
  const next = /^ ([a-z]+)/.exec(text.slice(index + length))?.[1];
  return next !== undefined && WORK_WORD.test(next) && !vocabularyOf(industry).has(next) && !vocabularyOf(industry).has(next.replace(/s$/, ''));
}

/** Keyword scores per industry; each stretch of text counts once, for the longest term it fits. */
function score(text: string): Map<Industry, Scored> {
  const scores = new Map<Industry, Scored>();
  let remaining = prepared(text);
  for (const { industry, term, pattern, weight } of allTerms()) {
    pattern.lastIndex = 0;
    const hits = [...remaining.matchAll(pattern)].filter((match) => !overlapsOnly(remaining, match.index, match[0].length, industry, term)).length;
    if (hits === 0) continue;
    const before = scores.get(industry) ?? { score: 0, strongest: 0 };
    scores.set(industry, { score: before.score + hits * weight, strongest: Math.max(before.strongest, weight) });
    remaining = remaining.replace(pattern, (match) => ' '.repeat(match.length));
  }
  return scores;
}

/** Keyword scores per industry (the tools read a few typed words with them). */
export function scoreIndustries(text: string): Map<Industry, number> {
  return new Map([...score(text)].map(([industry, { score: value }]) => [industry, value]));
}

/**
 * The industry whose own keyword is the trade's head word: "hair SALON" → hair styling (a shared
 * last word gives way to the one before it: "HVAC repair" → HVAC), "piano TUNER" → none.
 */
function industryOfTrade(trade: string): Industry | undefined {
  const words = normalise(trade).split(' ').filter(Boolean);
  for (let end = words.length; end > 0; end -= 1) {
    const text = prepared(words.slice(0, end).join(' '));
    const head = text.trimEnd().length;
    for (const { industry, pattern, weight } of allTerms()) {
      if (weight < 4) continue;
      pattern.lastIndex = 0;
      // "GUITAR repairs" gives way to guitar only when repairs are the industry's own work (issue 36).
      const dropped = words.slice(end).filter((word) => !FIRM_WORDS.includes(word));
      if (dropped.some((word) => WORK_WORD.test(word) && !vocabularyOf(industry).has(word) && !vocabularyOf(industry).has(word.replace(/s$/, '')))) continue;
      for (const match of text.matchAll(pattern)) {
        if ((match.index ?? 0) + match[0].length === head) return industry;
      }
    }
    if (!SHARED_WORDS.has(words[end - 1])) return undefined;
  }
  return undefined;
}

/**
 * The industry of a business from the owner's own words, or undefined when they name none of
 * the 30 with confidence. An industry the owner chose wins; then the trade they name ("a piano
 * tuner" names a trade of its own, whatever else the description says); then the description
 * and the name (which counts a little more), where one telling keyword or several weaker ones
 * must agree.
 */
export function detectIndustry(brief: Pick<BusinessBrief, 'businessName' | 'description'> & { industry?: Industry; trade?: string }): Industry | undefined {
  if (brief.industry) return brief.industry;
  const trade = tradeWordsOf(brief);
  if (trade) {
    const named = industryOfTrade(trade);
    if (named) return named;
    if (hasTradeHead(trade) || brief.trade) return undefined;
  }
  // Whom the business works for names no trade of its own: "for RESTAURANTS and home cooks", "visiting SCHOOLS".
  const customers = readOwnerWords(brief.description ?? '').customers;
  const description = withoutCustomers(brief.description ?? '', customers);
  const total = new Map<Industry, Scored>();
  for (const [text, factor] of [
    [brief.businessName, 1.5],
    [description, 1],
  ] as const) {
    for (const [industry, found] of score(text ?? '')) {
      const before = total.get(industry) ?? { score: 0, strongest: 0 };
      total.set(industry, { score: before.score + found.score * factor, strongest: Math.max(before.strongest, found.strongest) });
    }
  }
  let best: Industry | undefined;
  let bestScore = 0;
  for (const [industry, found] of total) {
    const confident = found.strongest >= TELLING || found.score >= CONFIDENT;
    if (confident && found.score > bestScore) [best, bestScore] = [industry, found.score];
  }
  return best;
}
