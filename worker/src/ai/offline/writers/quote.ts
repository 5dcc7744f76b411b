import { LIMITS, type QuoteAnswer } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { firstThatFits, truncateWords } from '../core/text.js';

const GENERAL_QUOTES = ['Do it right, and do it with care.', 'Good work speaks for itself.', 'Every customer deserves our best.'];

export function writeQuote(c: Composition): QuoteAnswer {
  const rng = c.rng('quote');
  const { name, place } = c.facts;
  const quotes = rng.shuffle([...c.profile.quotes, ...c.profile.quotes, rng.pick(GENERAL_QUOTES)]);
  const subhead = rng.pick([`The team at ${name}`, place ? `${name}, ${place}` : `${name}`, `Our promise at ${name}`, `What we believe at ${name}`]);
  return {
    quote: firstThatFits(quotes, 12, LIMITS.quotePrimary),
    subhead: truncateWords(subhead, LIMITS.quoteSubhead),
  };
}
