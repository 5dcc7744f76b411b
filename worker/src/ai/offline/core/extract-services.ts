/**
 * Finds the services an owner lists in their own words: "We offer skin fades, beard trims and hot
 * towel shaves in Portland" → ["skin fades", "beard trims", "hot towel shaves"]. Only lists after
 * a verb of offering count, so "we are friendly, fast and local" names no services.
 */

const TRIGGER =
  /\b(?:offer(?:s|ing)?|provid(?:e|es|ing)|speciali[sz](?:e|es|ing)\s+in|focus(?:es|ing)?\s+on|includ(?:e|es|ing)|such\s+as|serv(?:e|es|ing)|sell(?:s|ing)?|creat(?:e|es|ing)|mak(?:e|es|ing)|teach(?:es|ing)?|do(?:es)?|handle(?:s)?|services(?:\s+(?:are|include))?\s*:)\s+/i;
const NEGATION = /\b(?:not|never|no|don['’]t|doesn['’]t|won['’]t|can['’]t)\b/i;
const TAIL = /\s(?:in|for|to|across|around|near|throughout|since|at|on|within|with|using|so|because|that|which|who|when|while|by|every|each|all\s+over)\s.*$/i;
const LIST_SPLIT = /\s*,\s*|\s*;\s*|\s+(?:and|or|plus|&|as\s+well\s+as)\s+/i;
const LEADING =
  /^(?:and|or|a|an|the|our|your|their|my|all|any|both|also|even|just|offering|providing|selling|running|run|doing|making|creating|lots\s+of|plenty\s+of|(?:all\s+)?(?:kinds|types|sorts)\s+of|everything\s+from|great|good|nice|solid|hard|quality|high[- ]quality|affordable|professional|expert|excellent|reliable|honest|friendly|fast|quick|top|best|amazing|awesome|fair|competitive|reasonable|premium|outstanding|exceptional|fantastic|wonderful|top[- ]notch|first[- ]class)\s+/i;
const NOT_A_SERVICE = new Set([
  'service',
  'services',
  'price',
  'prices',
  'pricing',
  'quality',
  'value',
  'results',
  'result',
  'experience',
  'satisfaction',
  'customer service',
  'people',
  'everyone',
  'everybody',
  'customers',
  'clients',
  'kids',
  'children',
  'adults',
  'families',
  'seniors',
  'students',
  'beginners',
  'homeowners',
  'businesses',
  'locals',
  'community',
  'more',
  'much more',
  'lots more',
  'everything',
  'anything',
  'it all',
  'the rest',
  'stuff',
  'things',
  'work',
  'care',
  'help',
  'support',
  'advice',
  'options',
  'solutions',
  'it',
  'them',
  'this',
  'that',
  'area',
  'town',
  'city',
  'residential',
  'commercial',
  'local',
  'mobile',
  'custom',
  'small',
  'large',
  'new',
  'old',
  'other',
  'same',
  'day',
  'days',
  'week',
  'weekends',
  'hours',
  'today',
  'now',
  'time',
  'well',
  'good',
  'great',
  'best',
]);
export const PLACE_WORD = /\b(?:area|areas|county|counties|region|city|town|towns|neighbou?rhoods?|suburbs|communities|community|valley|coast|metro|state|states)$/i;
const ADVERB_END =
  /\b(?:differently|properly|quickly|right|well|fast|better|correctly|carefully|efficiently|professionally|together|daily|again|too|instead|best|everything|anything)$/i;
const PRONOUN_START = /^(?:we|i|you|it|they|he|she|us|me|our|this|that|these|those|there|here|what|who|is|are|was|be|been|not|so|very|too|really|if|when|because)\b/i;

/** `place` is the owner's location, so "serving Portland" is not taken for a service. */
/** Whether a sentence lists services after a verb of offering ("We offer ..."). */
export function listsServices(sentence: string): boolean {
  return TRIGGER.test(sentence);
}

/** The lists after verbs of offering: the fallback when the tagger finds none (owner-words.ts). */
export function listedAfterVerbs(description: string, place: string): string[] {
  const placeWords = new Set(
    place
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length > 2),
  );
  const found: string[] = [];
  const seen = new Set<string>();
  for (const sentence of description.split(/(?<=[.!?])\s+|[\n\r]+/)) {
    const trigger = TRIGGER.exec(sentence);
    const listed = trigger ? undefined : bareList(sentence);
    if (!trigger && !listed) continue;
    let items: string[];
    if (trigger) {
      const before = sentence.slice(0, trigger.index);
      let rest = sentence.slice(trigger.index + trigger[0].length).replace(/[.!?]+\s*$/, '');
      if (NEGATION.test(before) || NEGATION.test(rest.split(' ')[0] ?? '') || /\?\s*$/.test(sentence)) continue;
      const fromTo = /^(?:everything\s+)?from\s+(.+?)\s+to\s+(.+)$/i.exec(rest);
      items = fromTo ? [fromTo[1], fromTo[2]] : ((rest = rest.replace(TAIL, '')), rest.split(LIST_SPLIT));
    } else {
      items = listed ?? [];
    }
    for (const raw of items) {
      const phrase = cleanPhrase(raw);
      if (phrase === '' || PLACE_WORD.test(phrase)) continue;
      const serving = trigger !== null && /^serv/i.test(trigger[0]);
      const words = phrase.toLowerCase().split(' ');
      if (words.some((word) => placeWords.has(word)) || (serving && /^(?:\p{Lu}\S*\s?)+$/u.test(phrase))) continue;
      const key = phrase.toLowerCase().replace(/s$/, '');
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(phrase);
    }
  }
  return found.slice(0, 8);
}

/**
 * A list with no verb of offering, as owners often write one: "a dog grooming salon in Headingley
 * — full grooms, nail clipping, hand stripping for terriers" or "Emergency lockouts, lock
 * changes, uPVC door repairs." Three or more short items, after a colon or a dash or as a whole
 * sentence that does not start with a pronoun ("We are friendly, fast and local" is no list).
 */
function bareList(sentence: string): string[] | undefined {
  if (/\?\s*$/.test(sentence)) return undefined;
  const after = /(?:[:—–]|\s-\s)\s*(.+)$/.exec(sentence);
  const text = (after ? after[1] : sentence).replace(/[.!]+\s*$/, '').replace(TAIL, '');
  if (!after && (PRONOUN_START.test(text) || /^(?:at|from|with|for|in|on|by)\b/i.test(text))) return undefined;
  const items = text.split(LIST_SPLIT);
  if (items.length < 3 || items.some((item) => cleanPhrase(item) === '' || item.trim().split(/\s+/).length > 4)) return undefined;
  return items;
}

/** The phrase without leading praise and trailing places, or '' when it names no service. */
export function cleanPhrase(raw: string): string {
  let phrase = raw
    .replace(TAIL, '')
    .replace(/["“”()]/g, '')
    .replace(/[^\p{L}\p{N}'’&/+\- ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let guard = 0; guard < 4 && LEADING.test(phrase); guard += 1) phrase = phrase.replace(LEADING, '');
  phrase = phrase.replace(/^[-'’&/+ ]+|[-'’&/+ ]+$/g, '');
  const words = phrase.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 5 || phrase.length < 3 || phrase.length > 48) return '';
  if (!/\p{L}{3,}/u.test(phrase) || /\d{3,}/.test(phrase)) return '';
  if (PRONOUN_START.test(phrase) || ADVERB_END.test(phrase) || NOT_A_SERVICE.has(phrase.toLowerCase())) return '';
  return phrase;
}
