import { fitWithin } from './fit-within.js';
import { guardFacts, joinParagraphs, splitParagraphs, splitSentences } from './rewrite-guard.js';
import { flipNameOpening, frontPlace, joinRepeatedOpenings } from './rewrite-openings.js';
import { dropFiller, swapWords } from './rewrite-words.js';

export { fitWithin };

/** What 'Rewrite with AI' asks for: one text, its purpose, its limit, and the business's name. */
export interface RewriteRequest {
  text: string;
  maxLength: number;
  purpose: string;
  businessName: string;
}

/**
 * The offline 'Rewrite with AI': drops filler words, swaps common words for fresher ones, varies
 * how sentences open, keeps the business's name, numbers, prices, times and addresses exactly as
 * written, keeps paragraph breaks, and fits the limit by dropping trailing sentences, then words.
 * Deterministic, so tests (and the LLM fallback) can rely on it. The answer is never empty and
 * differs from a text of a few words.
 */
export function rewriteOffline(request: RewriteRequest): string {
  const { maxLength, businessName } = request;
  // A customer's review speaks of the business, not as it: no "At Maple Barbers, we…", no "Ask us.".
  const ownVoice = !/\b(?:reviews?|testimonials?)\b/i.test(request.purpose);
  const { paragraphs, breaks } = splitParagraphs(request.text);
  const original = joinParagraphs(paragraphs, breaks);
  if (!original) return fitWithin(businessName.trim() || 'Welcome', maxLength);

  const full = rewriteParagraphs(paragraphs, breaks, businessName, ownVoice, Infinity);
  let fitted = fitWithin(full, maxLength, businessName);
  if (full.length > maxLength) {
    // Changes that add characters must not cost a sentence: with only the room the text leaves,
    // more may fit (all of it, when the text fitted as written).
    const tight = fitWithin(rewriteParagraphs(paragraphs, breaks, businessName, ownVoice, Math.max(0, maxLength - original.length)), maxLength, businessName);
    if (original.length <= maxLength || tight.length > fitted.length) fitted = tight;
  }
  const unchanged = fitWithin(original, maxLength, businessName);
  if (fitted && fitted !== unchanged && fitted !== original) return fitted;
  return (
    lastResorts(unchanged, businessName, ownVoice)
      .map((candidate) => fitWithin(candidate, maxLength, businessName))
      .find((candidate) => candidate && candidate !== unchanged && candidate !== original) ?? unchanged
  );
}

/** `spare`: how many characters the changes may add in all; changes that would add more are skipped. */
function rewriteParagraphs(paragraphs: readonly string[], breaks: readonly string[], businessName: string, ownVoice: boolean, spare: number): string {
  let placeMoved = false;
  const rewritten = paragraphs.map((paragraph) => {
    const guard = guardFacts(paragraph, businessName);
    const sentences = splitSentences(guard.text).map((sentence) => {
      let text = sentence;
      const take = (candidate: string) => {
        if (candidate.length - text.length > spare) return false;
        spare -= candidate.length - text.length;
        text = candidate;
        return true;
      };
      if (ownVoice) take(flipNameOpening(text, guard));
      // One sentence opening with its place is a change of rhythm; more reads like a formula.
      const fronted = placeMoved ? null : frontPlace(text);
      if (fronted) placeMoved = take(fronted);
      take(dropFiller(text));
      take(swapWords(text, spare));
      const tidied = tidy(text, sentence);
      spare -= tidied.length - text.length;
      return tidied;
    });
    const joined = joinRepeatedOpenings(sentences, spare);
    spare -= joined.join(' ').length - sentences.join(' ').length;
    return guard.restore(joined.join(' '));
  });
  return joinParagraphs(rewritten, breaks);
}

/** Spaces and commas left by dropped words go; a sentence that opened with a capital keeps one. */
function tidy(text: string, before: string): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/,(?=[,.!?;:])/g, '')
    .replace(/^[\s,;:]+/, '')
    .trim();
  if (!clean) return before;
  return /^[A-Z]/.test(before) ? clean.charAt(0).toUpperCase() + clean.slice(1) : clean;
}

/**
 * When no word could change (or the change would not fit), still propose something different:
 * the last two sentences trade places, then the closing punctuation changes, then the last word
 * goes. Each keeps the facts; the caller keeps the first that differs and fits.
 */
function lastResorts(text: string, businessName: string, ownVoice: boolean): string[] {
  const guard = guardFacts(text, businessName);
  const sentences = splitSentences(guard.text);
  const candidates: string[] = [];
  const last = sentences.at(-1) ?? '';
  // A closing sentence that points back ("It", "This", "And") cannot open.
  if (sentences.length >= 2 && !text.includes('\n') && !/^(?:it|this|that|these|those|they|he|she|which|and|but|so|also|then|there)\b/i.test(last)) {
    candidates.push(guard.restore([...sentences.slice(0, -2), last, sentences.at(-2)!].join(' ')));
  }
  // The guarded text tells a closing full stop from the one of "etc." or "St.".
  if (guard.text.endsWith('?')) candidates.push(ownVoice ? `${text} Ask us.` : text.replace(/\?+$/, '!'));
  else if (guard.text.endsWith('..')) candidates.push(text.replace(/\.+$/, '.'));
  else if (guard.text.endsWith('.')) candidates.push(`${text.slice(0, -1)}!`);
  else if (guard.text.endsWith('!')) candidates.push(`${text.slice(0, -1)}.`);
  else if (!text.endsWith('.')) candidates.push(`${text}.`);
  // Dropping the last word is the last resort, and never drops the business's name.
  const shorter = /\s/.test(text) ? fitWithin(text, text.length - 1, businessName) : '';
  if (shorter && !loses(text, shorter, businessName)) candidates.push(shorter);
  return candidates;
}

const loses = (before: string, after: string, name: string) =>
  name.trim() !== '' && before.toLowerCase().includes(name.trim().toLowerCase()) && !after.toLowerCase().includes(name.trim().toLowerCase());
