import { LIMITS, type TeamAnswer } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { fitSentences, truncateWords } from '../core/text.js';

/**
 * Placeholder team members (issue 36): never invented people. The first is the owner — by name
 * when they introduced themselves (facts.ownerName), else "Your name" — and the others read
 * "Team member's name"; the job titles are the roles such a business has (the trade's own words),
 * and every bio says what goes there, carrying the placeholder markers (readsAsPlaceholder). The
 * site marks each one a sample until the owner writes the bio.
 */
export function writeTeam(c: Composition, count: number): TeamAnswer {
  const { facts, profile } = c;
  const total = Math.max(1, Math.min(count, LIMITS.teamMembers));
  const roles = profile.team;
  const business = facts.name || 'the business';
  const others = [
    `A few words about this team member go here — what they do for your ${profile.customers}, in their own words.`,
    `A short bio goes here: what this person does at ${business} and what they enjoy about the work, in their own words.`,
    `A line or two about them goes here — their part in your ${profile.label}, in their own words.`,
  ];

  return {
    members: Array.from({ length: total }, (_, index) => {
      // The owner leads; others fill the industry's usual roles.
      const role = index < roles.length ? roles[index] : roles[1 + ((index - 1) % (roles.length - 1))];
      const owner = index === 0;
      const name = owner ? facts.ownerName || 'Your name' : "Team member's name";
      const bio = owner
        ? `A few words about you go here — what you do at ${business} and what ${profile.customers} can count on, in your own words.`
        : others[(index - 1) % others.length];
      return {
        name: truncateWords(name, LIMITS.teamName),
        jobTitle: truncateWords(role.title, LIMITS.teamTitle),
        bio: fitSentences([bio], 2, LIMITS.teamDescription, [
          owner ? 'A few words about you go here, in your own words.' : 'A few words about this team member go here, in their own words.',
        ]),
      };
    }),
  };
}
