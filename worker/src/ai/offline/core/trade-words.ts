import type { BusinessBrief } from '@frontdoor/shared';
import { NOT_AN_AGENT } from './agent-words.js';
import { tradeFromOwnerWords } from './owner-words.js';

/**
 * The kind of business in the owner's own words: "a friendly dog grooming salon in Headingley —
 * full grooms..." → "dog grooming salon"; "Gas Safe registered plumber covering Leeds" →
 * "plumber"; "I'm a qualified piano tuner" → "piano tuner". The composer names the trade with it
 * when the business is none of the 30 industries, and detection trusts it over stray words.
 */

/** Words that end the trade's noun phrase: "a locksmith COVERING Leeds", "a florist IN York". */
const STOP =
  /^(?:in|for|at|on|near|across|around|covering|serving|based|offering|providing|specialising|specializing|specialise|specialize|with|who|that|which|since|from|to|by|of|run|owned|operating|working|helping|making|doing|available|here|and\s+we|we|i|our|my|established|est|founded|open|opened|since|throughout|all|every|plus|but|so|because|where|whose|offers|provides|covers|serves|is|are|was|has|have|delivering|bringing|creating|teaching|taking|caring|looking)$/i;
/** Adjectives and qualifications before the trade: "a FRIENDLY, FULLY INSURED window cleaner". */
const ADJECTIVE =
  /^(?:a|an|the|your|friendly|local|independent|small|little|tiny|family|family-run|family-owned|husband-and-wife|one-man|one-woman|professional|experienced|passionate|dedicated|busy|new|cosy|cozy|premium|expert|top|best|leading|trusted|reliable|honest|affordable|fully|very|proud|award-winning|award|winning|multi-award-winning|self-employed|uk|us|uk-based|us-based|local,|and|&|,|-|–|—|well-established|established|reputable|dependable|caring|fun|modern|traditional|patient|quiet|calm|gentle|creative|relaxed|welcoming|cosy|warm|sociable|boutique-style|busy|happy|two-person|owner-operated|owner-run|woman-owned|veteran-owned|black-owned|\d+|[\w-]*(?:checked|registered|qualified|certified|licensed|insured|accredited|approved|trained|run|owned|based|operated))$/i;
/** Qualifications inside the phrase, left out of the trade: "Ofsted REGISTERED childminder" (and "Gas Safe", below). */
const QUALIFICATION = /^(?:[\w-]*(?:checked|registered|qualified|certified|licensed|insured|accredited|approved|trained)|ofsted|dbs|nvq|niceic|fensa|cscs)$/i;
/** One word that is no trade on its own: "a small BUSINESS", "a TEAM of". */
const NOT_A_TRADE =
  /^(?:business|company|team|family|person|one|place|firm|service|services|mum|mom|dad|parent|group|couple|pair|duo|bunch|lot|range|variety|mix|way|thing|something|anything|everything|local|friendly)$/i;
/**
 * The last word of a noun that names a trade or a business: a person who does the work
 * ("plumber", "florist", "locksmith", "chimney sweep") or a place or firm ("salon", "bakery").
 */
const TRADE_HEAD =
  /(?:er|ers|(?:tut|tail|instruct|contract|decorat|counsell|counsel|doct|direct|edit|inspect|survey|operat|ment|realt|conduct|translat|assess|investigat|sculpt|advis|janit|restorat|illustrat|act|visit|collect|curat|renovat|fabricat|install|vend|invent|proprie|chiropract|educat|facilitat|coordinat|administrat|navigat|celebr|mediat)ors?|ist|ists|ian|ians|mechanic|mechanics|vet|vets|surgeon|surgeons|mason|masons|nanny|doula|chef|smith|smiths|sweep|sweeps|wright|maker|makers|salon|studio|shop|store|bakery|patisserie|parlour|parlor|service|services|company|business|agency|clinic|practice|workshop|school|academy|nursery|boutique|cafe|café|centre|center|hire|van|removals|couriers?|hotel|kennels?|cattery|farm|apiary|garage|gallery|club|collective|co|ltd|llc|consultancy|surgery|spa|lab|laboratory|atelier|forge|press|catering|bar|grooming|tutoring|cleaning|repairs?|photography|videography|design|lessons|classes|training|coaching|care|minding|sitting|walking|instruction|interpreting|translation|upholstery|tailoring|alterations|plumbing|roofing|locksmithing|beekeeping|removal|deliveries|delivery)$/i;

/** The owner's words for their trade: their pick in the wizard, else the description's noun. */
export function tradeWordsOf(brief: Pick<BusinessBrief, 'description'> & { trade?: string }): string {
  const description = brief.description ?? '';
  return (brief.trade ?? '').replace(/\s+/g, ' ').trim().slice(0, 60) || tradeNounOf(description) || tradeFromOwnerWords(description);
}

/** Whether a phrase ends in a word that names a trade or a business ("piano tuner", "tattoo studio"). */
export function hasTradeHead(phrase: string): boolean {
  const last = (phrase.trim().split(/\s+/).pop() ?? '').toLowerCase();
  // "candle BUSINESS" names a trade; "business" alone does not.
  return TRADE_HEAD.test(last) && !NOT_A_TRADE.test(phrase.trim()) && !NOT_AN_AGENT.test(last);
}

/** The trade noun of a description, or '' when it names none that reads as one. */
export function tradeNounOf(description: string): string {
  const candidates: string[] = [];
  const sentences = description
    .split(/(?<=[.!?])\s+|[\n\r]+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .slice(0, 4);
  for (const [index, sentence] of sentences.entries()) {
    // "We're a ...", "I am an ...", "X is a ...", "working as a ...".
    for (const match of sentence.matchAll(/(?:^|\b(?:i['’]m|i\s+am|we['’]re|we\s+are|is|are|am|as|me,?|here['’]s|meet)\s+)(?:a|an|your|the)\s+([^.!?;:()—–]+)/gi)) {
      candidates.push(nounPhrase(match[1]));
    }
    // A description that opens with the trade: "Locksmith covering Leeds. ...", "Mobile mechanic — ...".
    if (index === 0 && !/^(?:we|i|our|my|you|if|when|at|from|with|here)\b/i.test(sentence)) {
      candidates.push(nounPhrase(sentence.replace(/^(?:a|an|the)\s+/i, '')));
    }
  }
  // Last, a trade named anywhere after "a", "our" or "my": "...at our little dog grooming salon in Leeds".
  for (const sentence of sentences) {
    for (const match of sentence.matchAll(/\b(?:a|an|our|my)\s+(?=([^.!?;:()—–]+))/gi)) candidates.push(nounPhrase(match[1]));
  }
  return candidates.map(headed).find((candidate) => candidate !== '') ?? '';
}

/** The longest start of a phrase that ends in a trade: "wedding photographer capturing relaxed" → "wedding photographer". */
function headed(phrase: string): string {
  const words = phrase.split(' ').filter(Boolean);
  while (words.length > 0 && !hasTradeHead(words.join(' '))) words.pop();
  return words.join(' ');
}

/** The words of a phrase up to the first stop word or punctuation, without leading adjectives. */
function nounPhrase(text: string): string {
  const words: string[] = [];
  for (const raw of text
    .replace(/\bgas\s+safe\b/gi, ' ')
    .trim()
    .split(/\s+/)) {
    const word = raw.replace(/^["“(]+/, '');
    const clean = word.replace(/[,.;:!?"”)—–]+$/, '');
    if (clean === '' || /^[—–-]+$/.test(clean)) break;
    if (words.length > 0 && STOP.test(clean)) break;
    if (words.length === 0 && ADJECTIVE.test(clean)) continue;
    if (!/^[\p{L}][\p{L}'’&-]*$/u.test(clean)) break;
    if (QUALIFICATION.test(clean)) continue;
    words.push(clean);
    // A comma ends the noun: "Florist, weddings and events" → "florist".
    if (clean !== word) break;
  }
  words.splice(5);
  if (words.length === 0) return '';
  const phrase = words
    .map((word) => (/^\p{Lu}\p{Ll}/u.test(word) || /^\p{Ll}/u.test(word) ? word.toLowerCase() : word))
    .join(' ')
    .replace(/['’]s$/, '');
  if (NOT_A_TRADE.test(phrase) || !/\p{L}{3,}/u.test(phrase)) return '';
  return phrase;
}
