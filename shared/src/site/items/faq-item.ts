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
  /**
   * An answer the generator wrote that says more than the owner told us: left out of the published
   * page until the owner rewrites the answer (issue 36). Absent on questions the owner wrote.
   */
  sample: z.boolean().optional(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
