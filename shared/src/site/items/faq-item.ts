import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { linkSchema } from '../link.js';
import { idSchema } from '../primitives.js';

/** A frequently asked question with its answer and an optional button (spec §3). */
export const faqItemSchema = z.object({
  id: idSchema,
  question: z.string().max(LIMITS.faqQuestion),
  answer: z.string().max(LIMITS.faqAnswer),
  button: linkSchema.optional(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
