import { countSentences, countWords } from '@frontdoor/shared';

// Small text helpers every writer uses: filling templates, casing, lists and fitting limits.

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'from']);

/** Replaces {token}s; a token with no value is a bug in a template, so it throws. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Template token {${key}} has no value: ${template}`);
    return value;
  });
}

/** "skin fades" → "Skin Fades"; words the owner wrote in capitals (HVAC, EV) stay as written. */
export function titleCase(phrase: string): string {
  return phrase
    .split(/(\s+|-)/)
    .map((word, index) => {
      if (/^\s+$|^-$/.test(word) || word === '') return word;
      if (index > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      if (/[A-Z]/.test(word.slice(1))) return word;
      return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
    })
    .join('');
}

/** "Hot Towel Shave" → "hot towel shave", for use inside a sentence; acronyms stay. */
export function inSentence(heading: string): string {
  return heading
    .split(/(\s+)/)
    .map((word) => (/^[A-Z][a-z'’]*(?:-[A-Za-z][a-z]*)*$/.test(word) ? word.toLowerCase() : word))
    .join('');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "b", "c" → "a, b and c"; an item with its own "and" gets "&" so the list stays readable. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const parts = items.map((item) => item.replace(/ and /g, ' & '));
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The article rule lives in shared (the wizard's line uses it too). */
export { withArticle } from '@frontdoor/shared';

/** Cuts at a word boundary so the result is at most `max` characters. */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:–—-]+$/, '');
}

/** Keeps at most `most` words. */
export function limitWords(text: string, most: number): string {
  return text.trim().split(/\s+/).slice(0, most).join(' ');
}

/**
 * Joins sentences in order while the text stays within the sentence and character limits. A
 * business called "Dr. Lee Dental" or a town like "St. Louis" counts as extra sentences, so the
 * measure is the shared `countSentences`, never the number of pieces. When the first sentence alone
 * breaks a limit, the first fallback that fits opens instead; failing that, the first sentence loses
 * its inner stops and is cut to length.
 */
export function fitSentences(sentences: readonly string[], maxSentences: number, maxChars: number, fallbacks: readonly string[] = []): string {
  const [first = '', ...rest] = sentences;
  const fits = (candidate: string): boolean => countSentences(candidate) <= maxSentences && candidate.length <= maxChars;
  let text = [first, ...fallbacks].find(fits) ?? '';
  if (text === '') {
    text = truncateWords(
      first.replace(/([.!?])\s+(?=\S)/g, (_, stop: string) => (stop === '.' ? ' ' : ', ')),
      maxChars,
    );
  }
  for (const sentence of rest) {
    if (fits(`${text} ${sentence}`)) text = `${text} ${sentence}`;
  }
  return text;
}

/** The first candidate that fits the word and character limits, else the last one cut to fit. */
export function firstThatFits(candidates: readonly string[], mostWords: number, maxChars: number): string {
  const fits = candidates.find((candidate) => countWords(candidate) <= mostWords && candidate.length <= maxChars);
  return fits ?? truncateWords(limitWords(candidates[candidates.length - 1] ?? '', mostWords), maxChars);
}
