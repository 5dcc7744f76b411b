import { LIMITS, type VideoAnswer } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { firstThatFits, fitSentences } from '../core/text.js';
import { inPlace } from './shared-phrases.js';

export function writeVideo(c: Composition): VideoAnswer {
  const rng = c.rng('video');
  const { facts, profile } = c;
  const { name } = facts;
  const titles = rng.shuffle([...profile.videoTitles, `Inside ${name}`, `A Day at ${name}`, `Meet ${name}`]);
  const opening = rng.pick([
    `Get a feel for how ${name} works${inPlace(c)}.`,
    `Meet the people behind ${name} and see how we ${rng.pick(profile.doing)}.`,
    `Take a short look behind the scenes at ${name}.`,
  ]);
  return {
    title: firstThatFits([...titles, ...profile.videoTitles], 6, LIMITS.videoHeading),
    description: fitSentences([opening, rng.pick(profile.videoLines), `Then get in touch to ${rng.pick(profile.cta)}.`], 3, LIMITS.videoDescription, [
      'Take a short look behind the scenes.',
    ]),
  };
}
