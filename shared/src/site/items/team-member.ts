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
   * Written by the generator as an example: left out of the published page until the owner edits
   * it or confirms it is real (issue 24).
   */
  sample: z.boolean().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
