import type { Composition } from '../core/composition.js';
import { joinList, withArticle } from '../core/text.js';

// Issue 36: an FAQ answer states only what the owner told us (their services, where they are,
// who they work for, their experience, how to reach them on this page), or it is a sample: a
// question owners of this kind of business are often asked, with a placeholder answer that says
// what belongs there. Samples are marked, never published until the owner writes the answer, and
// no answer promises what the owner did not say.

export interface Faq {
  question: string;
  answer: string;
  /** The answer is a placeholder for the owner's own (left out at publish until replaced). */
  sample?: true;
}

/** A sample: the question, and an answer that says what the owner's answer should tell. */
export function sampleFaq(question: string, hint: string): Faq {
  return { question, answer: `Your answer goes here: ${hint}`, sample: true };
}

/** How to get in touch, through what the page itself offers: true of every generated site. */
export function contactFaq(c: Composition): Faq {
  const { name, link } = c.facts;
  const { profile } = c;
  const linkLine = link ? ` You can also find ${name} at ${link}.` : '';
  const question = profile.mobile ? 'How do I ask for a quote?' : `How do I book ${withArticle(profile.visit)}?`;
  return { question, answer: `Send ${name} a message with the contact form on this page, with a few words about what you need.${linkLine}` };
}

/** The services the owner named, in their words. */
export function servicesFaq(c: Composition): Faq | undefined {
  const owned = c.services.filter((service) => service.fromOwner).map((service) => service.phrase);
  if (owned.length < 2) return undefined;
  return { question: 'What do you offer?', answer: `${c.facts.name} offers ${joinList(owned.slice(0, 5))}.` };
}

/** Where the business is, as the owner gave it; a trade that travels says where it is based. */
export function areaFaq(c: Composition): Faq | undefined {
  const { name, place, locationLabel } = c.facts;
  const where = locationLabel || place;
  if (!where) return undefined;
  if (c.profile.mobile) return { question: 'Where are you based?', answer: `${name} is based in ${where}. Tell us where you are when you get in touch.` };
  return { question: 'Where are you?', answer: `${name} is in ${where}. Send a message with the contact form on this page to arrange a visit.` };
}

/** Who the owner says they work for: "homes, schools and churches". */
export function customersFaq(c: Composition): Faq | undefined {
  const { customerTypes, name } = c.facts;
  if (customerTypes.length === 0) return undefined;
  return { question: 'Who do you work with?', answer: `${name} works with ${joinList(customerTypes)}.` };
}

/** What the owner says of themselves: a qualification, years of experience, a year they started. */
export function experienceFaq(c: Composition): Faq | undefined {
  const { qualifications, years, sinceYear, name } = c.facts;
  const who = qualifications[0]
    ? `${name} is run by ${withArticle(qualifications[0].toLowerCase().replace(/\b(gas safe|hcpc|ofsted|dbs|city & guilds|nvq|bsl|uk)\b/gi, (word) => word.toUpperCase()))}`
    : '';
  const how = years ? `${years} of experience` : sinceYear ? `in business since ${sinceYear}` : '';
  if (!who && !how) return undefined;
  const answer = who ? `${who}${how ? `, with ${how}` : ''}.` : years ? `${name} has ${how}.` : `${name} has been in business since ${sinceYear}.`;
  return { question: who ? 'Who will do the work?' : 'How long have you been doing this?', answer };
}

/** Questions customers of most businesses ask, as samples for the owner to answer. */
export function generalSamples(c: Composition): Faq[] {
  const { profile, facts } = c;
  const free = profile.priced === false;
  return [
    free
      ? sampleFaq('How can I support your work?', 'say how people can help: volunteering, giving or spreading the word.')
      : sampleFaq(
          profile.mobile ? 'How do you price a job?' : 'How much does it cost?',
          'say how you price your work, for example a fixed price, a quote or an hourly rate.',
        ),
    profile.retail
      ? sampleFaq('When are you open?', 'give your opening hours.')
      : sampleFaq(`What happens on a first ${profile.visit}?`, `say what ${withArticle(profile.customer)} can expect the first time.`),
    free ? sampleFaq('Who can take part?', 'say who your programmes are for.') : sampleFaq('What payment methods do you accept?', 'say which ways to pay you accept.'),
    profile.mobile
      ? sampleFaq('How far do you travel?', `say which areas around ${facts.place || 'you'} you cover.`)
      : sampleFaq('Can I change or cancel a booking?', 'say how to change or cancel, and how much notice you need.'),
    sampleFaq(`Why choose ${facts.name}?`, `say in your own words what makes ${facts.name} different.`),
  ];
}
