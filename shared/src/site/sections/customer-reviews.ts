import { z } from 'zod';
import { reviewSchema } from '../items/review.js';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';
import type { StarterContext } from './starter-context.js';
import { defineSection } from '../section-spec.js';

/** Customer reviews, shown as "Reviews". */
export const customerReviewsSectionSchema = z.object({
  id: idSchema,
  type: z.literal('CustomerReviews'),
  heading: z.string().max(LIMITS.sectionHeading),
  reviews: z.array(reviewSchema).max(LIMITS.reviews).default([]),
});
export type CustomerReviewsSection = z.infer<typeof customerReviewsSectionSchema>;

/**
 * Two placeholder reviews that say what goes there (issue 36): no invented quote, no invented
 * customer. They are samples, left off the published page until the owner replaces the quote.
 */
export function defaultCustomerReviewsSection(id: string, { businessName }: StarterContext): CustomerReviewsSection {
  const placeholder = (index: number, paragraph: string) => ({
    id: `${id}-review-${index}`,
    paragraph,
    authorName: "Customer's name",
    authorLocation: 'Their town',
    sample: true,
  });
  return {
    id,
    type: 'CustomerReviews',
    heading: 'What Our Customers Say',
    reviews: [
      placeholder(1, `A customer's words about ${businessName} go here — ask a happy customer to write a line in their own words.`),
      placeholder(2, "Another customer's review goes here, in their own words, with their name and town below."),
    ],
  };
}

/** The CustomerReviews section type (see SECTION_REGISTRY). */
export const customerReviewsSection = defineSection({
  schema: customerReviewsSectionSchema,
  title: 'Reviews',
  description: 'What your customers say about you, quoted with their names.',
  default: true,
  headerLinkAllowed: true,
  maxCount: 1,
  pageOrder: 70,
  create: defaultCustomerReviewsSection,
  writes: ['reviews'],
});
