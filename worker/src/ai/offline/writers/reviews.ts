import { LIMITS, withArticle, type ReviewsAnswer } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { capitalise, fitSentences, truncateWords } from '../core/text.js';
import { servicePhrases } from './shared-phrases.js';

/**
 * Placeholder reviews (issue 36): never an invented quote by an invented customer, but a visible
 * placeholder that says what belongs there in the owner's trade ("A client's words about their
 * skin fades go here — ask a happy client to write a line in their own words."), signed
 * "Client's name" from "Their town". Every quote carries the placeholder markers, so it reads as
 * one (readsAsPlaceholder) until the owner replaces it; the site marks each one a sample.
 */
export function writeReviews(c: Composition, count: number): ReviewsAnswer {
  const { profile } = c;
  const total = Math.max(1, Math.min(count, LIMITS.reviews));
  const customer = profile.customer;
  const aCustomer = capitalise(withArticle(customer));
  const trade = profile.label;
  const services = servicePhrases(c, total);
  // The wording varies a little per review, so three placeholders do not read as one copied.
  const quotes = [
    (service: string) => `${aCustomer}'s words about their ${service} go here — ask a happy ${customer} to write a line in their own words.`,
    (service: string) => `What ${withArticle(customer)} says about your ${trade} goes here. Ask them for a sentence or two about their ${service}, in their own words.`,
    (service: string) => `Another ${customer}'s review of your ${service} goes here — in their own words, shared with their permission.`,
    () => `A recent ${customer}'s words go here: what they came to you for and how it went, in their own words.`,
    (service: string) => `Room for one more review: ${withArticle(customer)}'s words about their ${service} go here, in their own words.`,
    () => `A line from a regular ${customer} goes here — what they would tell a friend about your ${trade}, in their own words.`,
  ];
  const authorName = truncateWords(`${capitalise(customer)}'s name`, LIMITS.reviewAuthor);

  return {
    reviews: Array.from({ length: total }, (_, index) => {
      const service = services.length > 0 ? services[index % services.length] : trade;
      return {
        paragraph: fitSentences([quotes[index % quotes.length](service)], 4, LIMITS.reviewParagraph, [
          `${aCustomer}'s words go here — ask a happy ${customer} to write a line in their own words.`,
        ]),
        authorName: authorName.endsWith("'s name") ? authorName : "Customer's name",
        authorLocation: 'Their town',
      };
    }),
  };
}
