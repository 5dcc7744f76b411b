import { type BusinessIdeasAnswer, countWords, LIMITS } from '@frontdoor/shared';
import type { Rng } from '../core/rng.js';
import { capitalise } from '../core/text.js';
import type { IndustryProfile } from '../industries/profile.js';
import { GENERAL_IDEAS, TOPIC_IDEAS } from './general-vocabulary.js';
import { keywordWords } from './keywords.js';

/**
 * Ten distinct ideas of about five words: some around the visitor's words and the rest from the
 * industry; with no industry, all around their words.
 */
export function writeBusinessIdeas(keywords: string, profile: IndustryProfile | undefined, rng: Rng): BusinessIdeasAnswer {
  const words = keywordWords(keywords).map((word) => (/[A-Z]{2}/.test(word) ? word : word.toLowerCase()));
  const topic = words.slice(0, 2).join(' ');
  const fromTopic = topic ? rng.shuffle(TOPIC_IDEAS).map((template) => template(topic)) : [];
  const candidates = profile
    ? [...fromTopic.slice(0, 4), ...rng.shuffle(profile.ideas), ...fromTopic.slice(4)]
    : [...fromTopic, ...rng.shuffle(GENERAL_IDEAS)];
  const ideas: string[] = [];
  for (const idea of candidates) {
    const text = capitalise(idea);
    if (ideas.length >= LIMITS.businessIdeaSuggestions) break;
    if (countWords(text) > LIMITS.businessIdeaWordsMax || ideas.some((other) => other.toLowerCase() === text.toLowerCase())) continue;
    ideas.push(text);
  }
  return { ideas };
}
