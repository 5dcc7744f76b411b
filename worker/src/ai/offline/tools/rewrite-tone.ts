import type { AssistantTone } from '@frontdoor/shared';
import { fitWithin } from './fit-within.js';
import { guardFacts, joinParagraphs, splitParagraphs, splitSentences } from './rewrite-guard.js';
import { dropFiller, phraseSwapper, tightenWords } from './rewrite-words.js';

/*
 * The assistant's tone presets without a model (issue 41): the offline rewrite's guarded
 * sentences and swaps, with a table per tone. Facts (the business's name, numbers, prices, times,
 * addresses) are guarded as in Rewrite with AI, so no tone can change them.
 */

/** Spoken forms and plain words: how a friendly small business writes. */
const FRIENDLY: readonly (readonly [string, string])[] = [
  ['we are', "we're"],
  ['you are', "you're"],
  ['we will', "we'll"],
  ['you will', "you'll"],
  ['we have been', "we've been"],
  ['it is', "it's"],
  ['that is', "that's"],
  ['there is', "there's"],
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['will not', "won't"],
  ['cannot', "can't"],
  ['can not', "can't"],
  ['let us', "let's"],
  ['assist', 'help'],
  ['assistance', 'help'],
  ['purchase', 'buy'],
  ['require', 'need'],
  ['requires', 'needs'],
  ['commence', 'start'],
  ['obtain', 'get'],
  ['utilize', 'use'],
  ['utilise', 'use'],
  ['inquire', 'ask'],
  ['enquire', 'ask'],
  ['individuals', 'people'],
  ['residence', 'home'],
  ['contact us', 'get in touch'],
  ['please contact us', 'just get in touch'],
  ['we offer', "we're happy to offer"],
  ['we provide', "we're glad to provide"],
];

/** Written forms and measured words: how a practice or a firm writes. */
const PROFESSIONAL: readonly (readonly [string, string])[] = [
  ["we're", 'we are'],
  ["you're", 'you are'],
  ["we'll", 'we will'],
  ["you'll", 'you will'],
  ["we've", 'we have'],
  ["it's", 'it is'],
  ["that's", 'that is'],
  ["there's", 'there is'],
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["won't", 'will not'],
  ["can't", 'cannot'],
  ["let's", 'let us'],
  ['folks', 'clients'],
  ['guys', 'clients'],
  ['kids', 'children'],
  ['awesome', 'excellent'],
  ['super', 'very'],
  ['stuff', 'work'],
  ['a bunch of', 'a range of'],
  ['loads of', 'a wide range of'],
  ['lots of', 'a wide range of'],
  ['get in touch', 'contact us'],
  ['drop us a line', 'contact us'],
  ['give us a call', 'call us'],
  ['pop in', 'visit us'],
  ['pop by', 'visit us'],
  ['stop by', 'visit us'],
  ['check out', 'see'],
  ['no worries', 'no concern'],
  ['fixing', 'repairing'],
];

const swapFriendly = phraseSwapper(FRIENDLY.map(([from, to]) => [from, { to }] as const));
const swapProfessional = phraseSwapper(PROFESSIONAL.map(([from, to]) => [from, { to }] as const));

/** One sentence in the tone (guarded facts and all). */
function sentenceInTone(sentence: string, tone: AssistantTone): string {
  switch (tone) {
    case 'friendly':
      return swapFriendly(sentence);
    case 'professional':
      // An exclamation mark reads as a shout in a firm's copy.
      return swapProfessional(sentence).replace(/!+(?=["'”’)\]]*$)/, '.');
    case 'concise':
      return tightenWords(dropFiller(sentence));
  }
}

/** A sentence keeps the capital it opened with after its first words were swapped or dropped. */
function capitalLike(text: string, before: string): string {
  const clean = text
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
  return /^[A-Z]/.test(before) ? clean.charAt(0).toUpperCase() + clean.slice(1) : clean;
}

/**
 * A text rewritten in a tone within `maxLength`. Shorter keeps about two thirds of each paragraph's
 * sentences (the first always) after dropping filler; the others change words only, and the text is
 * fitted by whole sentences when a longer wording does not fit. Paragraph breaks stay.
 */
export function rewriteInTone(text: string, tone: AssistantTone, maxLength: number, businessName: string): string {
  const { paragraphs, breaks } = splitParagraphs(text);
  const rewritten = paragraphs.map((paragraph) => {
    const guard = guardFacts(paragraph, businessName);
    let sentences = splitSentences(guard.text).map((sentence) => capitalLike(sentenceInTone(sentence, tone), sentence));
    if (tone === 'concise' && sentences.length > 1) sentences = sentences.slice(0, Math.max(1, Math.ceil((sentences.length * 2) / 3)));
    return guard.restore(sentences.join(' '));
  });
  return fitWithin(joinParagraphs(rewritten, breaks), maxLength, businessName);
}
