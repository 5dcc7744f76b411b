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
   * Written by the generator as an example: left out of the published page until the owner edits
   * it or confirms it is real (issue 24). Absent on reviews the owner wrote or imported.
   */
  sample: z.boolean().optional(),
});
export type Review = z.infer<typeof reviewSchema>;
