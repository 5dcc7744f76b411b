import { z } from 'zod';
import { teamMemberSchema } from '../items/team-member.js';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';
import type { StarterContext } from './starter-context.js';
import { defineSection } from '../section-spec.js';

/** The people behind the business. */
export const teamSectionSchema = z.object({
  id: idSchema,
  type: z.literal('Team'),
  heading: z.string().max(LIMITS.teamHeading),
  members: z.array(teamMemberSchema).max(LIMITS.teamMembers).default([]),
});
export type TeamSection = z.infer<typeof teamSectionSchema>;

/**
 * One placeholder member the owner replaces with themself (issue 36): no invented person. A
 * sample, left off the published page until the owner writes the bio.
 */
export function defaultTeamSection(id: string, { businessName }: StarterContext): TeamSection {
  return {
    id,
    type: 'Team',
    heading: 'Meet the Team',
    members: [
      {
        id: `${id}-member-1`,
        name: 'Your name',
        jobTitle: 'Your role',
        description: `A few words about you go here — what you do at ${businessName}, in your own words.`,
        sample: true,
      },
    ],
  };
}

/** The Team section type (see SECTION_REGISTRY). */
export const teamSection = defineSection({
  schema: teamSectionSchema,
  title: 'Team',
  description: 'The people behind the business, each with a photo, a job title and a few words.',
  default: false,
  headerLinkAllowed: true,
  maxCount: 1,
  pageOrder: 50,
  images: ['members[].image'],
  create: defaultTeamSection,
  writes: ['team'],
});
