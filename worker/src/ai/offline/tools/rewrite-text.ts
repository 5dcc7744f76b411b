/** What 'Rewrite with AI' asks for: one text, its purpose, its limit, and the business's name. */
export interface RewriteRequest {
  text: string;
  maxLength: number;
  purpose: string;
  businessName: string;
}

/** Words that add nothing. */
const FILLER = /\b(?:very|really|just|truly|actually|basically|simply|quite|definitely)\s+/gi;

/** Common words and fresher ones; each pair works both ways, so a second rewrite changes again. */
const SWAPS: readonly [string, string][] = [
  ['friendly', 'welcoming'],
  ['great', 'excellent'],
  ['help', 'support'],
  ['offer', 'provide'],
  ['quality', 'care'],
  ['fast', 'quick'],
  ['customers', 'clients'],
  ['best', 'finest'],
  ['experienced', 'skilled'],
  ['reliable', 'dependable'],
  ['affordable', 'fairly priced'],
  ['today', 'now'],
  ['need', 'want'],
  ['make sure', 'ensure'],
  ['get in touch', 'reach out'],
  ['contact us', 'talk to us'],
  ['we are', "we're"],
  ['you are', "you're"],
];

function swapWords(text: string, keep: string): { text: string; changed: boolean } {
  let changed = false;
  let result = text;
  // The business's name is protected while swapping.
  const token = '\u0000NAME\u0000';
  if (keep) result = result.split(keep).join(token);
  for (const [a, b] of SWAPS) {
    const pattern = new RegExp(`\\b(${escape(a)}|${escape(b)})\\b`, 'gi');
    result = result.replace(pattern, (match) => {
      changed = true;
      const replacement = match.toLowerCase() === a ? b : a;
      return match[0] === match[0]!.toUpperCase() ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
    });
  }
  if (keep) result = result.split(token).join(keep);
  return { text: result, changed };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sentences of a text, keeping their end punctuation. */
function sentences(text: string): string[] {
  return text.match(/[^.!?]+[.!?]*\s*/g)?.map((sentence) => sentence.trim()).filter(Boolean) ?? [];
}

/** Cuts to the limit at a sentence end, else at a word boundary; never mid-word, never empty. */
export function fitWithin(text: string, maxLength: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  let kept = '';
  for (const sentence of sentences(clean)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > maxLength) break;
    kept = next;
  }
  if (kept) return kept;
  const cut = clean.slice(0, maxLength + 1);
  const space = cut.lastIndexOf(' ');
  const words = (space > 0 ? cut.slice(0, space) : clean.slice(0, maxLength)).replace(/[\s,;:–-]+$/, '');
  return words || clean.slice(0, maxLength);
}

/**
 * The offline 'Rewrite with AI': tightens the wording (filler words out), swaps common words for
 * fresher ones, turns a multi-sentence text around so it opens differently, keeps the business's
 * name, numbers and places as they are, and fits the limit. Deterministic, so tests can rely on it.
 */
export function rewriteOffline(request: RewriteRequest): string {
  const original = request.text.replace(/\s+/g, ' ').trim();
  if (!original) return fitWithin(request.businessName || 'Welcome', request.maxLength);
  let text = original.replace(FILLER, '');
  const swapped = swapWords(text, request.businessName);
  text = swapped.text;
  const parts = sentences(text);
  if (parts.length > 1 && (!swapped.changed || text === original)) {
    // Lead with the second sentence: a different opening reads as a fresh take.
    text = [parts[1], parts[0], ...parts.slice(2)].join(' ');
  } else if (text === original && parts.length === 1 && !/[!?]$/.test(text)) {
    text = text.replace(/\.?$/, '') + (request.businessName && !text.includes(request.businessName) ? ` at ${request.businessName}.` : ', done properly.');
  }
  return fitWithin(text, request.maxLength);
}
