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

/** Sample reviews (the spec's AI also writes samples); the owner replaces them with real ones. */
export function defaultCustomerReviewsSection(id: string, { businessName }: StarterContext): CustomerReviewsSection {
  return {
    id,
    type: 'CustomerReviews',
    heading: 'What Our Customers Say',
    reviews: [
      {
        id: `${id}-review-1`,
        paragraph: `${businessName} was easy to work with from start to finish. Great communication and great results.`,
        authorName: 'Sample Customer',
        authorLocation: 'Your City',
      },
      {
        id: `${id}-review-2`,
        paragraph: 'Professional, punctual and friendly. I would happily recommend them to friends and family.',
        authorName: 'Sample Customer',
        authorLocation: 'Your City',
      },
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
