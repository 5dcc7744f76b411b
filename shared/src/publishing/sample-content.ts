import type { SiteDocument } from '../site/site-document.js';

/**
 * Generated sample content (issues 24 and 36): reviews and team members the generator writes are
 * visible placeholders ("A customer's words about … go here"), never invented quotes by invented
 * people, and carry `sample: true`; so do FAQ answers that say more than the owner told us. They
 * are never published as if real: the published document leaves them out, and a Reviews, Team or
 * FAQ section left with nothing is then not drawn (isSectionShown), nor linked from the header.
 * The mark clears only when the owner writes the text itself (see sampleStaysAfterEdit): a review's
 * quote or a team member's bio that no longer reads as a placeholder, or any edit of an FAQ answer.
 */
export interface LeftOutSamples {
  reviews: number;
  teamMembers: number;
  faqs: number;
}

/**
 * The words every generated placeholder quote and bio carries ("… go here", "in their own words"),
 * so a placeholder reads as one to visitors and to this rule alike. Two markers, so a small edit
 * that breaks one (a letter typed inside it) leaves the text a placeholder still.
 */
const PLACEHOLDER_MARKERS = [/\bgo(?:es)? here\b/i, /\bin (?:their|your|his|her) own words\b/i];

/**
 * Whether a review quote or a team member's bio still reads as a placeholder rather than the
 * owner's own words: empty, or carrying a placeholder marker. The one rule for the designer's
 * edits (a sample stays one while this holds) and for the AI writer's answers (an answer that
 * does not read as a placeholder is replaced by one).
 */
export function readsAsPlaceholder(text: string): boolean {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain === '' || PLACEHOLDER_MARKERS.some((marker) => marker.test(plain));
}

/**
 * Whether an item marked sample stays one after its field `key` is set to `value`: only its own
 * words make it real — a review's quote (`paragraph`) or a bio (`description`) that no longer reads
 * as a placeholder, or an FAQ's `answer` rewritten. A name, a place, a job title, a question, a
 * photo or the order never does.
 */
export function sampleStaysAfterEdit(key: string, value: unknown): boolean {
  if (key === 'paragraph' || key === 'description' || key === 'answer') return typeof value !== 'string' || readsAsPlaceholder(value);
  return true;
}

/** How many sample reviews, team members and FAQs a document holds: what publishing would leave out. */
export function countSamples(document: SiteDocument): LeftOutSamples {
  const counts: LeftOutSamples = { reviews: 0, teamMembers: 0, faqs: 0 };
  for (const section of document.sections) {
    if (section.type === 'CustomerReviews') counts.reviews += section.reviews.filter((review) => review.sample === true).length;
    if (section.type === 'Team') counts.teamMembers += section.members.filter((member) => member.sample === true).length;
    if (section.type === 'FrequentlyAskedQuestions') counts.faqs += section.items.filter((item) => item.sample === true).length;
  }
  return counts;
}

/**
 * The document as it is published: a copy without sample reviews, team members and FAQs, and what
 * was left out. The draft keeps them (the owner may still replace them).
 */
export function withoutSamples(document: SiteDocument): { document: SiteDocument; leftOut: LeftOutSamples } {
  const leftOut = countSamples(document);
  if (leftOut.reviews === 0 && leftOut.teamMembers === 0 && leftOut.faqs === 0) return { document, leftOut };
  const sections = document.sections.map((section) => {
    if (section.type === 'CustomerReviews') return { ...section, reviews: section.reviews.filter((review) => review.sample !== true) };
    if (section.type === 'Team') return { ...section, members: section.members.filter((member) => member.sample !== true) };
    if (section.type === 'FrequentlyAskedQuestions') return { ...section, items: section.items.filter((item) => item.sample !== true) };
    return section;
  });
  return { document: { ...document, sections }, leftOut };
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the owner reads before and after publishing, in plain words, e.g. "2 sample reviews and 3
 * sample questions are left out of your page until you replace them with your own." Null when
 * nothing is left out.
 */
export function leftOutMessage(leftOut: LeftOutSamples): string | null {
  const parts = [
    leftOut.reviews > 0 ? counted(leftOut.reviews, 'sample review', 'sample reviews') : null,
    leftOut.teamMembers > 0 ? counted(leftOut.teamMembers, 'sample team member', 'sample team members') : null,
    leftOut.faqs > 0 ? counted(leftOut.faqs, 'sample question', 'sample questions') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const total = leftOut.reviews + leftOut.teamMembers + leftOut.faqs;
  const [verb, pronoun] = total === 1 ? ['is', 'it'] : ['are', 'them'];
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `${list} ${verb} left out of your page until you replace ${pronoun} with your own.`;
}
