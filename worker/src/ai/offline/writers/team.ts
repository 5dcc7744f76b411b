import { LIMITS, type TeamAnswer } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { fill, fitSentences, truncateWords } from '../core/text.js';
import { FIRST_NAMES, LAST_NAMES } from '../data/people-names.js';
import { Customers } from './shared-phrases.js';

export function writeTeam(c: Composition, count: number): TeamAnswer {
  const rng = c.rng('team');
  const { facts, profile } = c;
  const total = Math.max(1, Math.min(count, LIMITS.teamMembers));
  const firstNames = rng.shuffle(FIRST_NAMES);
  const lastNames = rng.shuffle(LAST_NAMES);
  const roles = profile.team;
  const asides = rng.shuffle([
    'Ask for {first} by name when you get in touch.',
    `{first} loves meeting new ${profile.customers}.`,
    '{first} is always happy to answer questions, big or small.',
    `${Customers(c)} often mention {first}'s patience and eye for detail.`,
    '{first} believes small details make the biggest difference.',
    'When not at work, {first} is happiest outdoors.',
  ]);

  return {
    members: Array.from({ length: total }, (_, index) => {
      // The owner leads when they introduced themselves; others fill the industry's usual roles.
      const role = index < roles.length ? roles[index] : roles[1 + ((index - 1) % (roles.length - 1))];
      const isOwner = index === 0 && facts.ownerName !== '';
      const name = isOwner ? facts.ownerName : `${firstNames[index % firstNames.length]} ${lastNames[index % lastNames.length]}`;
      const first = name.split(' ')[0];
      const bio = [fill(role.bio, { first }), ...(rng.chance(0.6) ? [fill(asides[index % asides.length], { first })] : [])];
      return {
        name: truncateWords(name, LIMITS.teamName),
        jobTitle: truncateWords(role.title, LIMITS.teamTitle),
        bio: fitSentences(bio, 2, LIMITS.teamDescription),
      };
    }),
  };
}
