import { type FaqsAnswer, LIMITS } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { capitalise, fill, truncateWords } from '../core/text.js';
import { areaFaq, bookingFaq, type Faq, generalFaqs } from './faq-common.js';
import { priceGuide } from './pricing.js';

/** Booking first, then the industry's own questions mixed with price, place and the owner's services. */
export function writeFaqs(c: Composition, count: number): FaqsAnswer {
  const rng = c.rng('faqs');
  const { facts, profile } = c;
  const { name, place } = facts;
  const industry = rng.shuffle(profile.faqs).map((faq) => ({ question: faq.question, answer: fill(faq.answer, { name }) }));
  const priced = c.services.find((service) => service.entry.price !== null);
  const owned = c.services.filter((service) => service.fromOwner).slice(0, 2);
  const offered = owned.length > 0 ? owned : c.services.slice(0, 2);

  const pricing: Faq | undefined =
    profile.priced === false || profile.retail || !priced?.entry.price
      ? undefined
      : {
          question: `What do you charge for ${priced.phrase}?`,
          answer: `Prices depend on ${profile.priceFactors}. As a guide, expect ${priceGuide(c, priced.entry.price, priced.entry.unit)}. We always confirm the price up front.`,
        };
  const before = profile.priced === false ? '' : profile.retail ? ' before you visit' : ' before you book';
  const offers: Faq[] = offered.map((service) => ({
    question: `Do you offer ${service.phrase}?`,
    answer: `Yes. We offer ${service.phrase}${place ? ` for ${profile.customers} in and around ${place}` : ''}, and we are happy to talk through what you need${before}.`,
  }));

  const ordered = [bookingFaq(c, rng), industry[0], pricing, areaFaq(c), industry[1], ...offers, ...industry.slice(2), ...rng.shuffle(generalFaqs(c, rng))].filter(
    (faq): faq is Faq => faq !== undefined,
  );
  const total = Math.max(1, Math.min(count, LIMITS.faqItems, ordered.length));
  return {
    faqs: ordered.slice(0, total).map((faq) => ({
      question: truncateWords(capitalise(faq.question), LIMITS.faqQuestion),
      answer: truncateWords(faq.answer, LIMITS.faqAnswer),
    })),
  };
}
