import type { SiteDocument } from '../site/site-document.js';

/**
 * Generated sample content (issue 24): reviews and team members the generator wrote as examples
 * carry `sample: true` until the owner edits them or confirms them as real. They are never
 * published as if real: the published document leaves them out, and a Reviews or Team section
 * left with nothing is then not drawn (isSectionShown), nor linked from the header.
 */
export interface LeftOutSamples {
  reviews: number;
  teamMembers: number;
}

/** How many sample reviews and team members a document holds: what publishing would leave out. */
export function countSamples(document: SiteDocument): LeftOutSamples {
  const counts: LeftOutSamples = { reviews: 0, teamMembers: 0 };
  for (const section of document.sections) {
    if (section.type === 'CustomerReviews') counts.reviews += section.reviews.filter((review) => review.sample === true).length;
    if (section.type === 'Team') counts.teamMembers += section.members.filter((member) => member.sample === true).length;
  }
  return counts;
}

/**
 * The document as it is published: a copy without sample reviews and team members, and what was
 * left out. The draft keeps them (the owner may still confirm or replace them).
 */
export function withoutSamples(document: SiteDocument): { document: SiteDocument; leftOut: LeftOutSamples } {
  const leftOut = countSamples(document);
  if (leftOut.reviews === 0 && leftOut.teamMembers === 0) return { document, leftOut };
  const sections = document.sections.map((section) => {
    if (section.type === 'CustomerReviews') return { ...section, reviews: section.reviews.filter((review) => review.sample !== true) };
    if (section.type === 'Team') return { ...section, members: section.members.filter((member) => member.sample !== true) };
    return section;
  });
  return { document: { ...document, sections }, leftOut };
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the owner reads before and after publishing, in plain words, e.g. "3 sample reviews are
 * left out of your page until you confirm them or replace them with real ones." Null when
 * nothing is left out.
 */
export function leftOutMessage(leftOut: LeftOutSamples): string | null {
  const parts = [
    leftOut.reviews > 0 ? counted(leftOut.reviews, 'sample review', 'sample reviews') : null,
    leftOut.teamMembers > 0 ? counted(leftOut.teamMembers, 'sample team member', 'sample team members') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const total = leftOut.reviews + leftOut.teamMembers;
  const [verb, pronoun] = total === 1 ? ['is', 'it'] : ['are', 'them'];
  const real = total === 1 ? 'a real one' : 'real ones';
  return `${parts.join(' and ')} ${verb} left out of your page until you confirm ${pronoun} or replace ${pronoun} with ${real}.`;
}
