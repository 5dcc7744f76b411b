import { LIMITS, type ServicesAnswer } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import type { Rng } from '../core/rng.js';
import type { PlannedService } from '../core/service-plan.js';
import { capitalise, fill, fitSentences, truncateWords } from '../core/text.js';
import { priceStyle } from './pricing.js';

export function writeServices(c: Composition, count: number): ServicesAnswer {
  const rng = c.rng('services-copy');
  const prices = priceStyle(c, c.rng('prices'));
  // The owner's own list is the list (issue 36): three or more of their services are not padded
  // with general ones ("Custom Requests") every business could claim.
  const own = c.services.filter((service) => service.fromOwner).length >= 3;
  const services = c.services.filter((service) => !own || service.fromOwner || service.matched).slice(0, Math.max(1, Math.min(count, LIMITS.services)));
  const ownerLines = rng.shuffle(c.profile.ownerServiceLines);
  let ownerIndex = 0;
  return {
    services: services.map((service) => ({
      heading: truncateWords(service.heading, LIMITS.serviceHeading),
      description: fitSentences(
        describe(c, service, rng, () => ownerLines[ownerIndex++ % ownerLines.length]),
        2,
        LIMITS.serviceBody,
      ),
      pricing: service.entry.price && c.profile.priced !== false ? prices.range(service.entry.price, service.entry.unit) : prices.onRequest,
    })),
  };
}

function describe(c: Composition, service: PlannedService, rng: Rng, nextOwnerLine: () => string): string[] {
  const { name, place } = c.facts;
  const { profile } = c;
  // Shops and restaurants sell over the counter: no booking or quoting talk after the description.
  if (service.matched && (profile.retail || profile.priced === false)) return [service.entry.description];
  if (service.matched) {
    const extra = rng.pick([
      profile.priced === false ? `Ask ${name} how to take part.` : `Ask ${name} about timing when you book.`,
      'Tell us what you have in mind and we will confirm the details first.',
      place ? `Available to ${profile.customers} in ${place}.` : '',
      '',
      '',
    ]);
    return [service.entry.description, extra].filter(Boolean);
  }
  if (!service.fromOwner) return [service.entry.description];
  // A service the owner named that the industry list does not know: their words, the industry's voice.
  const line = fill(nextOwnerLine(), { service: service.phrase, Service: capitalise(service.phrase), name });
  const follow = rng.pick([
    profile.mobile && place ? `Ask whether ${name} covers where you are.` : '',
    profile.retail ? '' : `Send ${name} a message about what you need.`,
    '',
  ]);
  return [line, follow].filter(Boolean);
}
