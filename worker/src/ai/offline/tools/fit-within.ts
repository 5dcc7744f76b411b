import { guardFacts, joinParagraphs, splitParagraphs, splitSentences } from './rewrite-guard.js';

/** Words a cut text should not end on: "Fades, beards and" reads as broken. */
const DANGLING =
  /\s+(?:and|or|but|so|as|than|if|when|while|who|which|that|the|a|an|of|with|for|to|in|at|on|by|from|our|your|my|their|its|this|these|those|every|each|all|whole|entire|very|we|you|is|are)$/i;

/**
 * Fits a text within `maxLength` characters: whole trailing sentences go first (paragraph breaks
 * kept); when even the first sentence is too long, trailing words go. A word is only cut when the
 * first word alone is longer than the limit, because the answer must never be empty unless the
 * text is. Sentences are found with facts guarded, so "$4.50" or "St. Louis" are never split.
 */
export function fitWithin(text: string, maxLength: number, businessName = ''): string {
  const { paragraphs, breaks } = splitParagraphs(text);
  const clean = joinParagraphs(paragraphs, breaks);
  if (clean.length <= maxLength) return clean;

  let kept = '';
  let first = '';
  outer: for (const [index, paragraph] of paragraphs.entries()) {
    const guarded = guardFacts(paragraph, businessName);
    for (const [position, piece] of splitSentences(guarded.text).entries()) {
      const sentence = guarded.restore(piece);
      first ||= sentence;
      const joiner = kept === '' ? '' : position === 0 ? (breaks[index - 1] ?? '\n') : ' ';
      if (kept.length + joiner.length + sentence.length > maxLength) break outer;
      kept += joiner + sentence;
    }
  }
  return kept || cutWords(first || clean, maxLength);
}

/** Keeps the leading words that fit; trailing commas, dashes and dangling small words go. */
export function cutWords(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const head = text.slice(0, maxLength + 1);
  const space = head.lastIndexOf(' ');
  if (space <= 0) return text.slice(0, maxLength);
  let cut = trimEnd(head.slice(0, space));
  for (;;) {
    const tidy = trimEnd(cut.replace(DANGLING, ''));
    if (!tidy || tidy === cut) break;
    cut = tidy;
  }
  return cut || head.slice(0, space).trim() || text.slice(0, maxLength);
}

const trimEnd = (text: string) => text.replace(/[\s,;:–—-]+$/, '');
