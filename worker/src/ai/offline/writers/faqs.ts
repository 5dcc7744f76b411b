import { type FaqsAnswer, LIMITS } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { capitalise, truncateWords } from '../core/text.js';
import { areaFaq, contactFaq, customersFaq, experienceFaq, type Faq, generalSamples, sampleFaq, servicesFaq } from './faq-common.js';

/**
 * Answers from the owner's own facts first (issue 36): how to get in touch through this page, what
 * they offer, where they are, whom they work for, their experience. Then samples: the industry's
 * usual questions and general ones, each with a placeholder answer that is marked and left out at
 * publish until the owner writes it. A question about the trade itself is never asked of it ("Do
 * you offer piano tuning?" of a piano tuner).
 */
export function writeFaqs(c: Composition, count: number): FaqsAnswer {
  const rng = c.rng('faqs');
  const facts = [contactFaq(c), servicesFaq(c), areaFaq(c), experienceFaq(c), customersFaq(c)].filter((faq): faq is Faq => faq !== undefined);
  const industry = rng.shuffle(c.profile.faqs).map((faq) => sampleFaq(faq.question, 'answer in a sentence or two, in your own words.'));
  const general = rng.shuffle(generalSamples(c));
  const samples = [...industry.slice(0, 2), ...general, ...industry.slice(2)];
  const total = Math.max(1, Math.min(count, LIMITS.faqItems));
  const chosen = [...facts, ...samples].filter((faq, index, all) => all.findIndex((other) => other.question === faq.question) === index).slice(0, total);
  return {
    faqs: chosen.map((faq) => ({
      question: truncateWords(capitalise(faq.question), LIMITS.faqQuestion),
      answer: truncateWords(faq.answer, LIMITS.faqAnswer),
      ...(faq.sample && { sample: true }),
    })),
  };
}
