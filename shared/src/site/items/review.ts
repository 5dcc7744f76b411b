import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';

/** A customer review (spec §3). */
export const reviewSchema = z.object({
  id: idSchema,
  paragraph: z.string().max(LIMITS.reviewParagraph),
  authorName: z.string().max(LIMITS.reviewAuthor),
  authorLocation: z.string().max(LIMITS.reviewLocation),
});
export type Review = z.infer<typeof reviewSchema>;
