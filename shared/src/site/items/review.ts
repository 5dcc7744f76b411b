import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';

/** A customer review (spec §3). */
export const reviewSchema = z.object({
  id: idSchema,
  paragraph: z.string().max(LIMITS.reviewParagraph),
  authorName: z.string().max(LIMITS.reviewAuthor),
  authorLocation: z.string().max(LIMITS.reviewLocation),
  /**
   * A placeholder the generator or the starter content put there: left out of the published page
   * until the owner replaces the quote with a real customer's words (issues 24 and 36; see
   * sampleStaysAfterEdit). Absent on reviews the owner wrote or imported.
   */
  sample: z.boolean().optional(),
});
export type Review = z.infer<typeof reviewSchema>;
