/**
 * Facts a rewrite must leave exactly as written: the business's name, prices, numbers, times,
 * addresses' abbreviations, web and email addresses. Each is swapped for a two-character
 * placeholder from the Unicode private use area while the words around it change, so no word
 * swap can touch it and no sentence split can fall inside "$4.50", "St. Louis" or "Dr. Lee Dental".
 */

const MARK = '\uE000';
const FIRST_SLOT = 0xe100;
const LAST_SLOT = 0xf8ff;
const PLACEHOLDER = /\uE000([\uE100-\uF8FF])/g;

/** Addresses go before the name (it may be inside "info@maplebarbers.com"), the rest after it. */
const ADDRESSES: readonly RegExp[] = [
  /\b(?:https?:\/\/|www\.)\S+?(?=[.,;:!?)]*(?:\s|$))/gi,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\b[\w-]+\.(?:com|org|net|io|co|uk|ca|au|nz|ie|us|shop|store|app|dev)\b/gi,
];
const FACTS: readonly RegExp[] = [
  /\b(?:Mr|Mrs|Ms|Dr|Prof|St|Mt|Ave|Rd|Blvd|Ln|Ltd|Inc|Co|Corp|Jr|Sr|No|vs|etc|approx)\./g,
  /\b(?:[A-Za-z]\.){2,}/g,
  /(?:[$€£¥]\s?)?\d+(?:[.,:/–-]\d+)*(?:\s?(?:%|a\.m\.|p\.m\.|am\b|pm\b))?/gi,
];

export interface Guarded {
  /** The text with every fact replaced by a placeholder. */
  text: string;
  /** Puts the facts back into a text made from `text`. */
  restore(text: string): string;
  /** True for a placeholder that stands for the business's name. */
  isName(placeholder: string): boolean;
}

export function guardFacts(text: string, businessName: string): Guarded {
  const facts: string[] = [];
  const hide = (match: string) => {
    if (FIRST_SLOT + facts.length > LAST_SLOT) return match;
    facts.push(match);
    return MARK + String.fromCharCode(FIRST_SLOT + facts.length - 1);
  };
  // A private-use character typed into the text would read as a placeholder: it goes.
  let guarded = text.replace(/\uE000/g, '');
  for (const pattern of ADDRESSES) guarded = guarded.replace(pattern, hide);
  const firstName = facts.length;
  const name = businessName.trim();
  // Any casing of the name is the name ("MAPLE STREET BARBERS"), but not a piece of a longer word.
  if (name.length >= 2) guarded = guarded.replace(new RegExp(`(?<!\\w)${escapeRegExp(name)}(?!\\w)`, 'gi'), hide);
  const afterName = facts.length;
  for (const pattern of FACTS) guarded = guarded.replace(pattern, hide);
  return {
    text: guarded,
    restore: (changed) => changed.replace(PLACEHOLDER, (whole, slot: string) => facts[slot.charCodeAt(0) - FIRST_SLOT] ?? whole),
    isName: (placeholder) => {
      const slot = placeholder.length === 2 && placeholder[0] === MARK ? placeholder.charCodeAt(1) - FIRST_SLOT : -1;
      return slot >= firstName && slot < afterName;
    },
  };
}

/** A regular expression source matching one placeholder. */
export const FACT_SOURCE = `${MARK}[\\uE100-\\uF8FF]`;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Sentences of one guarded paragraph, each with its end punctuation and closing quotes. A stop
 * ends a sentence only before a space, so "a.b" stays one piece and the text's words never split.
 */
export function splitSentences(paragraph: string): string[] {
  return (paragraph.match(/\S.*?(?:[.!?]+["'”’)\]]*(?=\s|$)|$)/gs) ?? []).map((sentence) => sentence.trim()).filter(Boolean);
}

/**
 * Paragraphs of a text with the breaks between them: a blank line stays a blank line, a single
 * line break stays one; spaces inside a paragraph collapse.
 */
export function splitParagraphs(text: string): { paragraphs: string[]; breaks: string[] } {
  const pieces = text.trim().split(/(\s*\n\s*)/);
  const paragraphs: string[] = [];
  const breaks: string[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    const paragraph = pieces[index]!.replace(/\s+/g, ' ').trim();
    if (!paragraph) continue;
    if (paragraphs.length > 0) breaks.push(/\n[^\n]*\n/.test(pieces[index - 1] ?? '') ? '\n\n' : '\n');
    paragraphs.push(paragraph);
  }
  return { paragraphs, breaks };
}

/** The reverse of `splitParagraphs`. */
export function joinParagraphs(paragraphs: readonly string[], breaks: readonly string[]): string {
  return paragraphs.map((paragraph, index) => (index === 0 ? paragraph : (breaks[index - 1] ?? '\n') + paragraph)).join('');
}
