import { z } from 'zod';
import { imageSchema } from '../image.js';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';

/** A team member (spec §3); the bio is `description`. The photo is optional, as for services. */
export const teamMemberSchema = z.object({
  id: idSchema,
  name: z.string().max(LIMITS.teamName),
  jobTitle: z.string().max(LIMITS.teamTitle),
  description: z.string().max(LIMITS.teamDescription),
  image: imageSchema.optional(),
  /**
   * A placeholder the generator or the starter content put there: left out of the published page
   * until the owner writes the bio (issues 24 and 36; see sampleStaysAfterEdit).
   */
  sample: z.boolean().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
