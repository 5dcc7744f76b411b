import { type IntroAnswer, LIMITS } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { fill, firstThatFits, fitSentences, joinList, withArticle } from '../core/text.js';
import { inPlace, servicePhrases } from './shared-phrases.js';

export function writeIntro(c: Composition): IntroAnswer {
  const rng = c.rng('intro');
  const { facts, profile } = c;
  const { name, place } = facts;
  const list = joinList(servicePhrases(c, rng.pick([2, 3])));
  const owned = c.services.find((service) => service.fromOwner);

  const headlines = [
    ...rng.shuffle([
      ...profile.headlines,
      ...(place ? profile.placeHeadlines.map((headline) => fill(headline, { place })) : []),
      ...(owned && owned.heading.includes(' ') ? [`${owned.heading}, Done Right`] : []),
    ]),
    `Welcome to ${name}`,
    ...profile.headlines,
  ];

  // Whom the owner said they work for is part of their story, never a service (issue 36).
  const forWhom = facts.customerTypes.length > 0 ? `${name} offers ${list} for ${joinList(facts.customerTypes)}${inPlace(c)}.` : '';
  const opening =
    forWhom ||
    rng.pick(
      [
        `${name} is ${withArticle(profile.label)}${inPlace(c)} offering ${list}.`,
        `At ${name}${inPlace(c)}, we ${rng.pick(profile.doing)}.`,
        `Welcome to ${name}, ${withArticle(profile.label)}${inPlace(c)} where we ${rng.pick(profile.doing)}.`,
        place ? `${name} brings ${list} to ${place}.` : `${name} is the place for ${list}.`,
        facts.familyRun ? `${name} is a family-run ${profile.label}${inPlace(c)} offering ${list}.` : '',
        facts.years ? `With ${facts.years} of experience, ${name} offers ${list}${inPlace(c)}.` : '',
      ].filter(Boolean),
    );
  const closing = rng.pick([
    `Get in touch to ${rng.pick(profile.cta)}.`,
    `Send us a message to ${rng.pick(profile.cta)}.`,
    `Ready when you are: ${rng.pick(profile.cta)} today.`,
    profile.mobile && place ? `We work across ${place} and nearby, so just ask.` : `New ${profile.customers} are always welcome.`,
  ]);

  return {
    headline: firstThatFits(headlines, 6, LIMITS.introHeading),
    buttonText: rng.pick(profile.buttons),
    // A name like "Dr. J. Lee Co." counts as several sentences; a short welcome still names it.
    text: fitSentences([opening, rng.pick(profile.promises), closing], 3, LIMITS.introBody, [`Welcome to ${name}.`]),
  };
}
