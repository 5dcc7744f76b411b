import { type AboutAnswer, LIMITS } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { fitSentences, joinList, withArticle } from '../core/text.js';
import { Customers, inPlace, servicePhrases } from './shared-phrases.js';

export function writeAbout(c: Composition): AboutAnswer {
  const rng = c.rng('about');
  const { facts, profile } = c;
  const { name, place } = facts;
  const [first, second, third] = servicePhrases(c, 3);

  const headings = rng.shuffle([`About ${name}`, `About ${name}`, 'Our Story', `Why Choose ${name}`, 'Who We Are', `Meet ${name}`]);
  const heading = headings.find((candidate) => candidate.length <= LIMITS.sectionHeading) ?? 'About Us';

  // No founding story or belief the owner did not tell us (issue 36): "We started … to …" is gone.
  const openings = [`${name} is ${withArticle(profile.label)}${inPlace(c)}, here to ${rng.pick(profile.doing)}.`];
  // What the owner said of themselves comes first: a qualification, years, whom they work for.
  const qualification = facts.qualifications[0];
  const customers = facts.customerTypes.length > 0 ? `, working with ${joinList(facts.customerTypes)}` : '';
  const stated = [
    qualification
      ? `${name} is run by ${withArticle(qualification.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase()))}${facts.years ? ` with ${facts.years} of experience` : ''}${customers}${inPlace(c)}.`
      : '',
    !qualification && facts.years ? `${name} brings ${facts.years} of experience to every ${profile.visit}${customers}.` : '',
    !qualification && !facts.years && customers ? `${name} is ${withArticle(profile.label)}${inPlace(c)}${customers}.` : '',
    facts.sinceYear ? `Since ${facts.sinceYear}, ${name} has been looking after ${profile.customers}${inPlace(c)}.` : '',
    facts.familyRun ? `${name} is a family-run ${profile.label}${inPlace(c)}, and every ${profile.visit} gets that personal touch.` : '',
  ].filter(Boolean);
  const opening = stated.length > 0 ? stated[0] : rng.pick(openings);

  const middle = facts.ownerSentence || rng.pick(profile.approach);
  // When the owner's own sentence already lists their services, a second list would repeat it.
  const ownerListsServices = c.services.filter((service) => service.fromOwner && facts.ownerSentence.toLowerCase().includes(service.phrase.toLowerCase())).length >= 2;
  const listLine = `Our work includes ${joinList([first, second, third].filter(Boolean))}.`;
  const servicesLine =
    profile.priced === false
      ? listLine
      : rng.pick([
          listLine,
          ...(profile.retail
            ? []
            : [
                `${Customers(c)} come to us for ${joinList([first, second].filter(Boolean))}${third ? `, and plenty stay for ${third}` : ''}.`,
                second ? `From ${first} to ${second}, every ${profile.visit} gets the same care.` : `Every ${profile.visit} gets the same care.`,
                `Whether you need ${first}${second ? ` or ${second}` : ''}, you will get honest advice and careful work.`,
              ]),
        ]);
  const closing = place
    ? rng.pick([
        `We are proud to be part of ${place} and love meeting new ${profile.customers}.`,
        `If you are in ${place}, we would love to meet you.`,
        `Being part of ${place} means a lot to us, and we work hard to earn every recommendation.`,
      ])
    : rng.pick([`We would love to hear what you need.`, `New ${profile.customers} are always welcome.`, rng.pick(profile.approach)]);

  const thirdSentence = ownerListsServices ? rng.pick(profile.approach.filter((line) => line !== middle)) : servicesLine;
  const text = fitSentences(
    [opening, middle, thirdSentence, closing].filter((sentence, index, all) => all.indexOf(sentence) === index),
    4,
    LIMITS.quoteSubordinate,
    [`Meet ${name}.`],
  );
  return { heading, text };
}
