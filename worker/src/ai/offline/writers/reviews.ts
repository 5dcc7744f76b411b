import { LIMITS, type ReviewsAnswer } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { fill, fitSentences, truncateWords } from '../core/text.js';
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
  const generalOpeners = [
    (service: string) => `I came to ${name} for ${service} and left really happy.`,
    (service: string) => `Booked ${name} for ${service} on a friend's recommendation, and I am so glad I did.`,
    (service: string) => `${name} is now my go-to for ${service}.`,
    (service: string) => `I have tried a few places for ${service}, and ${name} is the best by a mile.`,
    (service: string) => `First time trying ${name} for ${service}, and definitely not the last.`,
    (service: string) => `We used ${name} for ${service} and it was easy from the first message.`,
    (service: string) => `Needed ${service} and ${name} came highly recommended.`,
  ];
  const openers = rng.shuffle(profile.reviewOpeners?.map((opener) => (service: string) => fill(opener, { name, service })) ?? generalOpeners);
  const priced = profile.priced !== false && !profile.care;
  const middles = rng.shuffle([
    priced ? 'Friendly, on time and clear about the price.' : 'Friendly, organized and always welcoming.',
    'They explained everything before starting.',
    'Great communication from start to finish.',
    'You can tell they genuinely care about doing it properly.',
    profile.mobile ? 'Always on time and easy to reach.' : 'Everyone was welcoming from the moment I walked in.',
    priced ? 'No pressure and no surprises.' : 'Everyone is made to feel welcome.',
  ]);
  const closers = rng.shuffle([
    'Highly recommend.',
    `Would recommend to anyone${inPlace(c)}.`,
    profile.mobile ? 'Will definitely call them again.' : profile.care ? 'I am so grateful.' : `Already planning my next ${profile.visit}.`,
    'Five stars from me.',
    `Thank you, ${name}!`,
    priced ? 'Worth every penny.' : 'So glad this exists.',
    `I have already sent two friends their way.`,
  ]);
  const services = rng.shuffle(c.services.slice(0, Math.max(3, total)));

  return {
    reviews: Array.from({ length: total }, (_, index) => {
      const service = services[index % services.length].phrase;
      const sentences = [
        openers[index % openers.length](service),
        details[index % details.length],
        // The middle lines speak of a service visit; shops, restaurants and nonprofits have their own openers instead.
        ...(rng.chance(0.5) && !profile.reviewOpeners ? [middles[index % middles.length]] : []),
        closers[index % closers.length],
      ];
      const first = firstNames[index % firstNames.length];
      return {
        paragraph: fitSentences(sentences, 4, LIMITS.reviewParagraph, [`I came in for ${service} and left really happy.`]),
        authorName: truncateWords(`${first} ${initials[index % initials.length]}.`, LIMITS.reviewAuthor),
        authorLocation: truncateWords(facts.locationLabel || `Local ${profile.customer}`, LIMITS.reviewLocation),
      };
    }),
  };
}
