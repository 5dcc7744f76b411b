/** Lowercase words without accents or punctuation: "Café & Espresso Bar!" → "cafe espresso bar". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const patterns = new Map<string, RegExp>();

/** Whether normalised text holds the term as whole words, allowing a plural or -ing/-ed/-er ending. */
export function containsTerm(normalisedText: string, term: string): boolean {
  let pattern = patterns.get(term);
  if (!pattern) {
    pattern = new RegExp(`(?:^| )${normalise(term)}(?:s|es|ing|ed|er|ers)?(?= |$)`);
    patterns.set(term, pattern);
  }
  return pattern.test(normalisedText);
}
