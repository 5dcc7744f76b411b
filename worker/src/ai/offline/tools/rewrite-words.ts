import { FACT_SOURCE, escapeRegExp } from './rewrite-guard.js';

/*
 * The offline rewrite's vocabulary. Only swaps that read right in nearly every sentence of
 * website copy are here: "help" → "support" is not ("support you look sharp"), nor "best" →
 * "finest" ("finest prices"). Pairs work both ways so a second rewrite changes the text again.
 */

/** Words that add nothing; "just" before a number means "only" and is kept as that. */
const FILLER = /(^|\s)(very|really|just|truly|actually|basically|simply|totally|literally|definitely|certainly|extremely)(,?)\s+(?=(\S+))/gi;

/** Wordy phrases and their plain forms (one way: the plain form is not made wordy again). */
const TIGHTEN: readonly (readonly [string, string])[] = [
  ['in order to', 'to'],
  ['a lot of', 'plenty of'],
  ['lots of', 'plenty of'],
  ['due to the fact that', 'because'],
  ['at this point in time', 'now'],
  ['each and every', 'every'],
  ['every single', 'every'],
  ['first and foremost', 'first'],
  ['whether or not', 'whether'],
  ['are able to', 'can'],
  ['is able to', 'can'],
  ['in the event that', 'if'],
  ['for the purpose of', 'for'],
  ['has the ability to', 'can'],
  ['have the ability to', 'can'],
  ['prior to', 'before'],
  ['a number of', 'several'],
  ['provide you with', 'give you'],
  ['utilize', 'use'],
  ['utilise', 'use'],
  ['assist', 'help'],
  ['purchase', 'buy'],
  ['approximately', 'about'],
  ['additional', 'extra'],
  ['individuals', 'people'],
  ['numerous', 'many'],
  ['commence', 'start'],
  ['begin', 'start'],
  ['state-of-the-art', 'modern'],
  ['cutting-edge', 'modern'],
  ['top-notch', 'first-rate'],
  ['high-quality', 'first-class'],
  ['high quality', 'first-class'],
  ['free of charge', 'free'],
  ['as soon as possible', 'promptly'],
  ['right away', 'promptly'],
  ['every day', 'daily'],
  ['today', 'now'],
  ['unique', 'distinctive'],
  ['awesome', 'brilliant'],
  ['nice', 'pleasant'],
  ['huge', 'large'],
  ['choose', 'pick'],
  ['fix', 'repair'],
  ['fixes', 'repairs'],
  ['on this page', 'here'],
  ['get back to you', 'be in touch'],
  ['take our time with', 'never rush'],
  ['with confidence', 'confidently'],
  ['tracked down', 'found'],
  ['find out', 'learn'],
  ['come back', 'return'],
  ["don't hesitate to", ''],
  ['do not hesitate to', ''],
  ['feel free to', ''],
];

/** Fresher words, both ways. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['friendly', 'welcoming'],
  ['great', 'excellent'],
  ['fast', 'quick'],
  ['quickly', 'promptly'],
  ['customers', 'clients'],
  ['customer', 'client'],
  ['experienced', 'skilled'],
  ['reliable', 'dependable'],
  ['affordable', 'fairly priced'],
  ['amazing', 'outstanding'],
  ['beautiful', 'lovely'],
  ['delicious', 'tasty'],
  ['perfect', 'ideal'],
  ['whole', 'entire'],
  ['wonderful', 'delightful'],
  ['family-owned', 'family-run'],
  ['passionate', 'dedicated'],
  ['professional', 'expert'],
  ['relaxing', 'soothing'],
  ['stunning', 'striking'],
  ['important', 'essential'],
  ['knowledgeable', 'well-informed'],
  ['convenient', 'handy'],
  ['caring', 'attentive'],
  ['thorough', 'meticulous'],
  ['exceptional', 'remarkable'],
  ['personalized', 'tailored'],
  ['personalised', 'bespoke'],
  ['hassle-free', 'stress-free'],
  ['fantastic', 'superb'],
  ['big', 'large'],
  ['variety of', 'range of'],
  ['happy to', 'glad to'],
  ['easy to', 'simple to'],
  ['pride ourselves on', 'take pride in'],
  ['make sure', 'ensure'],
  ['get in touch', 'reach out'],
  ['contact us', 'talk to us'],
  ['call us', 'give us a call'],
  ['visit us', 'stop by'],
  ['book a', 'schedule a'],
  ['book an', 'schedule an'],
  ['book your', 'schedule your'],
  ['specialize in', 'focus on'],
  ['tell us', 'let us know'],
  ['ask us', 'check with us'],
  ['children', 'kids'],
  ['advice on', 'tips on'],
  ['options', 'choices'],
  ['option', 'choice'],
  ['send us a message', 'drop us a line'],
  ['ready when you are', "whenever you're ready"],
  ['everything you need', 'all you need'],
  ['take care of', 'look after'],
  ['start to finish', 'beginning to end'],
  ['get started', 'get going'],
  ['every time', 'each time'],
  ['we are', "we're"],
  ['you are', "you're"],
  ['we will', "we'll"],
  ['you will', "you'll"],
  ['it is', "it's"],
  ['do not', "don't"],
];

/** Verbs that read wrongly as nouns ("a special offer"), swapped only after a subject. */
const AFTER_SUBJECT: readonly (readonly [string, string])[] = [
  ['offer', 'provide'],
  ['offers', 'provides'],
];
const SUBJECT = new RegExp(`(?:\\b(?:we|you|they|i|also|who|that|to|can|will|proudly|now)|${FACT_SOURCE})\\s$`, 'i');
/** "offering" is a verb unless a determiner makes it a noun ("our latest offering"). */
const DETERMINER = /\b(?:a|an|the|our|your|their|its|this|that|new|latest|special)\s$/i;

/** Questions that open with words they need not: "Do you need a roofer?" → "Need a roofer?". */
const AT_START: readonly (readonly [string, string])[] = [
  ['do you need', 'need'],
  ['are you looking for', 'looking for'],
  ['would you like', 'want'],
];

type Rule = { to: string; when?: (before: string, after: string) => boolean };
const RULES = new Map<string, Rule>();
for (const [from, to] of TIGHTEN) RULES.set(key(from), { to });
for (const [a, b] of PAIRS) RULES.set(key(a), { to: b }).set(key(b), { to: a });
for (const [a, b] of AFTER_SUBJECT) {
  const when = (before: string) => SUBJECT.test(before);
  RULES.set(key(a), { to: b, when }).set(key(b), { to: a, when });
}
for (const [from, to] of AT_START) RULES.set(key(from), { to, when: (before) => before === '' });
RULES.set('offering', { to: 'providing', when: (before) => !DETERMINER.test(before) }).set('providing', { to: 'offering' });
// "explain it to you" cannot become "walk you through it to you".
RULES.set('explain', { to: 'walk you through', when: (_, after) => !/\bto (?:you|them|him|her|us|me)\b/i.test(after) }).set('walk you through', { to: 'explain' });

function key(phrase: string): string {
  return phrase.toLowerCase().replace(/’/g, "'").trim();
}

function alternatives(phrases: readonly string[]): string {
  return [...new Set(phrases)]
    .sort((x, y) => y.length - x.length)
    .map((phrase) => escapeRegExp(phrase).replace(/'/g, "['’]").replace(/ /g, '\\s+'))
    .join('|');
}

/**
 * A swapper of words and phrases of one guarded sentence by `rules` (from → to, with an optional
 * condition on the text around). Only lower-case words, or a capitalised one opening the sentence,
 * are touched: "Great Falls" or "Best Buy" inside a sentence are names. Swaps that add characters
 * are made only while they add at most `spare` in all, the ones that shorten the text paying for
 * them. A contraction never ends a clause ("ready when you are." stays).
 */
export function phraseSwapper(entries: Iterable<readonly [string, Rule]>): (sentence: string, spare?: number) => string {
  const rules = new Map<string, Rule>();
  for (const [from, rule] of entries) {
    const when = rule.when;
    rules.set(key(from), /'\w+$/.test(rule.to) ? { to: rule.to, when: (before, after) => /^\s+[a-z\uE000]/i.test(after) && (!when || when(before, after)) } : rule);
  }
  // Longest first, so "book an" wins over "book a" and "high quality" over nothing.
  const words = new RegExp(`\\b(${alternatives([...rules.keys()])})(?![\\w'’-])`, 'gi');
  // "a" or "an" before a word the swaps put in or took out ("a great" → "an excellent").
  const firstWords = [...rules]
    .flatMap(([from, rule]) => [from, rule.to])
    .map((phrase) => phrase.split(' ')[0]!)
    .filter((word) => word.length >= 3);
  const articles = new RegExp(`\\b(a|an)(\\s+)(${alternatives(firstWords)})(?![\\w'’-])`, 'gi');
  return (sentence, spare = Infinity) => {
    const swaps: { at: number; length: number; to: string }[] = [];
    for (const found of sentence.matchAll(words)) {
      const match = found[0];
      const at = found.index;
      const before = sentence.slice(0, at);
      const rule = rules.get(key(match).replace(/\s+/g, ' '));
      if (!rule || (rule.when && !rule.when(before, sentence.slice(at + match.length)))) continue;
      if (match.slice(1) !== match.slice(1).toLowerCase()) continue;
      const capital = /^[A-Z]/.test(match);
      if (capital && before !== '') continue;
      const to = /’/.test(match) ? rule.to.replace(/'/g, '’') : rule.to;
      swaps.push({ at, length: match.length, to: capital ? to.charAt(0).toUpperCase() + to.slice(1) : to });
    }
    let room = spare - swaps.reduce((sum, swap) => sum + Math.min(0, swap.to.length - swap.length), 0);
    let out = '';
    let from = 0;
    for (const swap of swaps) {
      // After "a", the swap may make it "an".
      const grows = Math.max(0, swap.to.length - swap.length + (/\ba\s+$/i.test(sentence.slice(0, swap.at)) ? 1 : 0));
      if (grows > 0 && grows > room) continue;
      room -= grows;
      out += sentence.slice(from, swap.at) + swap.to;
      from = swap.at + swap.length;
    }
    out += sentence.slice(from);
    return out.replace(articles, (_match: string, article: string, space: string, word: string) => {
      const an = /^(?:[aeio]|u(?!ni|s[eu])|hour|honest)/i.test(word);
      return `${article[0] === 'A' ? 'A' : 'a'}${an ? 'n' : ''}${space}${word}`;
    });
  };
}

/** The offline rewrite's swaps: tighter phrases one way, fresher words both ways. */
export const swapWords = phraseSwapper(RULES);

/** The tighter phrases alone ("in order to" → "to"): what makes a text shorter without changing its voice. */
export const tightenWords = phraseSwapper(TIGHTEN.filter(([from, to]) => to.length < from.length).map(([from, to]) => [from, { to }] as const));

/** Drops filler words; the caller gives the sentence its capital back. */
export function dropFiller(sentence: string): string {
  return sentence.replace(FILLER, (match: string, space: string, word: string, _comma: string, next: string, offset: number) => {
    if (word.slice(1) !== word.slice(1).toLowerCase()) return match;
    // A capitalised filler inside a sentence is part of a name ("Simply Fresh Juices").
    if (/^[A-Z]/.test(word) && offset !== 0) return match;
    // "not very", "very much", "just as" keep their meaning only with the word.
    if (/\b(?:not|n['’]t)$/i.test(sentence.slice(0, offset)) || /^(?:much|many|few|little|well|as|like)\b/i.test(next)) return match;
    if (word.toLowerCase() === 'just' && new RegExp(`^${FACT_SOURCE}`).test(next)) return `${space}only `;
    return space;
  });
}
