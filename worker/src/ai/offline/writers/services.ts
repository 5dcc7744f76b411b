import { LIMITS, type ServicesAnswer } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import type { PlannedService } from '../core/service-plan.js';
import type { Rng } from '../core/rng.js';
import { capitalise, fitSentences, truncateWords } from '../core/text.js';
import { inPlace } from './shared-phrases.js';
import { priceStyle } from './pricing.js';

export function writeServices(c: Composition, count: number): ServicesAnswer {
  const rng = c.rng('services-copy');
  const prices = priceStyle(c, c.rng('prices'));
  const services = c.services.slice(0, Math.max(1, Math.min(count, LIMITS.services)));
  return {
    services: services.map((service) => ({
      heading: truncateWords(service.heading, LIMITS.serviceHeading),
      description: fitSentences(describe(c, service, rng), 2, LIMITS.serviceBody),
      pricing: service.entry.price ? prices.range(service.entry.price, service.entry.unit) : prices.quote,
    })),
  };
}

function describe(c: Composition, service: PlannedService, rng: Rng): string[] {
  const { name } = c.facts;
  const { profile } = c;
  const phrase = service.phrase;
  if (service.matched) {
    const extra = rng.pick([
      `Ask ${name} about timing when you book.`,
      `Tell us what you have in mind and we will confirm the details first.`,
      c.facts.place ? `Available to ${profile.customers} in ${c.facts.place}.` : '',
      '',
      '',
    ]);
    return [service.entry.description, extra].filter(Boolean);
  }
  if (!service.fromOwner) return [service.entry.description];
  return rng.pick([
    [`${name} takes care of ${phrase} from start to finish${inPlace(c)}.`, `Tell us what you need and we will suggest the simplest way to get there.`],
    [`${capitalise(phrase)}, done with the same care we bring to every ${profile.visit}.`, `Ask us for details and a price that suits you.`],
    [`Looking for ${phrase}? It is part of what we do every day, and we will walk you through the options first.`],
    [`We offer ${phrase} for ${profile.customers}${inPlace(c)}.`, `Expect clear advice, careful work and no surprises on the price.`],
  ]);
}
