import { LIMITS, type ReviewsAnswer } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { fitSentences, truncateWords } from '../core/text.js';
import { FIRST_NAMES, LAST_INITIALS } from '../data/people-names.js';
import { inPlace } from './shared-phrases.js';

export function writeReviews(c: Composition, count: number): ReviewsAnswer {
  const rng = c.rng('reviews');
  const { facts, profile } = c;
  const { name } = facts;
  const total = Math.max(1, Math.min(count, LIMITS.reviews));
  const firstNames = rng.shuffle(FIRST_NAMES);
  const initials = rng.shuffle([...LAST_INITIALS]);
  const details = rng.shuffle(profile.reviewDetails);
  const openers = rng.shuffle([
    (service: string) => `I came to ${name} for ${service} and left really happy.`,
    (service: string) => `Booked ${name} for ${service} on a friend's recommendation, and I am so glad I did.`,
    (service: string) => `${name} is now my go-to for ${service}.`,
    (service: string) => `I have tried a few places for ${service}, and ${name} is the best by a mile.`,
    (service: string) => `First time trying ${name} for ${service}, and definitely not the last.`,
    (service: string) => `We used ${name} for ${service} and it was easy from the first message.`,
    (service: string) => `Needed ${service} and ${name} came highly recommended.`,
  ]);
  const middles = rng.shuffle([
    'Friendly, on time and clear about the price.',
    'They explained everything before starting.',
    'Great communication from start to finish.',
    'You can tell they genuinely care about doing it properly.',
    profile.mobile ? 'Turned up when they said they would and left everything tidy.' : 'Everyone was welcoming from the moment I walked in.',
    'No pressure and no surprises.',
  ]);
  const closers = rng.shuffle([
    'Highly recommend.',
    `Would recommend to anyone${inPlace(c)}.`,
    `Already planning my next ${profile.visit}.`,
    'Five stars from me.',
    `Thank you, ${name}!`,
    'Worth every penny.',
    `I have already sent two friends their way.`,
  ]);
  const services = rng.shuffle(c.services.slice(0, Math.max(3, total)));

  return {
    reviews: Array.from({ length: total }, (_, index) => {
      const sentences = [
        openers[index % openers.length](services[index % services.length].phrase),
        details[index % details.length],
        ...(rng.chance(0.5) ? [middles[index % middles.length]] : []),
        closers[index % closers.length],
      ];
      const first = firstNames[index % firstNames.length];
      return {
        paragraph: fitSentences(sentences, 4, LIMITS.reviewParagraph),
        authorName: truncateWords(`${first} ${initials[index % initials.length]}.`, LIMITS.reviewAuthor),
        authorLocation: truncateWords(facts.locationLabel || `Local ${profile.customer}`, LIMITS.reviewLocation),
      };
    }),
  };
}
