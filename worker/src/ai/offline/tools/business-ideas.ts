import { type BusinessIdea, type BusinessIdeasAnswer, businessIdeaSchema, LIMITS } from '@frontdoor/shared';
import type { Rng } from '../core/rng.js';
import { capitalise } from '../core/text.js';
import type { IndustryProfile } from '../industries/profile.js';
import { GENERAL_IDEAS } from './general-vocabulary.js';
import { stemOf } from './name-stems.js';
import { readKeywords } from './read-keywords.js';
import { type IdeaKind, readTopic, suits, TOPIC_IDEAS } from './topic-ideas.js';

/** Ideas from the visitor's own topic when an industry adds its own; the industry's fill the rest. */
const TOPIC_IDEAS_WITH_INDUSTRY = 3;

/** How an idea's words say what kind of business it is. */
const KIND_PATTERNS: readonly [IdeaKind, RegExp][] = [
  ['online', /\b(?:online|virtual|video|telehealth|remote)\b/],
  ['subscription', /\b(?:subscriptions?|monthly|plans?|memberships?)\b/],
  ['mobile', /\b(?:mobile|at home|home[- ]visits?|door-to-door|on-site|roadside)\b/],
  ['schools', /\b(?:schools?|after-school)\b/],
  ['classes', /\b(?:class(?:es)?|lessons?|courses?|academy|camps?|tutoring|workshops?)\b/],
  ['market', /\b(?:markets?|stalls?|pop-ups?)\b/],
  ['shop', /\b(?:shop|store|kits?|resale|sold)\b/],
  ['repair', /\b(?:repairs?|restoration|refurbish\w*)\b/],
  ['rental', /\b(?:rentals?|hire)\b/],
  ['events', /\b(?:events?|part(?:y|ies)|weddings?|packages)\b/],
  ['corporate', /\b(?:corporate|offices?|workplaces?|teams?)\b/],
  ['seniors', /\b(?:seniors?|older|elderly)\b/],
  ['club', /\b(?:clubs?|meetups?|groups?)\b/],
  ['eco', /\b(?:eco|eco-friendly|natural|refills?)\b/],
  ['advice', /\b(?:advice|consult\w*)\b/],
  ['wholesale', /\bwholesale\b/],
];
const JOINING_WORDS = new Set(['a', 'an', 'the', 'and', 'for', 'of', 'with', 'at', 'in', 'on', 'to', 'by', 'from', 'your', 'our', 'my', '&']);

interface Candidate extends BusinessIdea {
  /** The kinds of business of a topic idea's template, or every kind an industry idea's words say. */
  kinds: ReadonlySet<IdeaKind>;
  /** Written around the visitor's topic, not taken from the industry's list. */
  fromTopic: boolean;
}

/**
 * Ten distinct businesses, each an idea of about five words with a one-sentence pitch: some around
 * the visitor's own topic, each a different kind of business (classes, a mobile service, a
 * subscription, a market stall...) that suits a service or a craft; the rest from the industry. No
 * two ideas share their first two words, and no industry idea repeats the kind of a topic idea
 * ("Bike maintenance classes" after "DIY bike repair workshops").
 */
export function writeBusinessIdeas(keywords: string, profile: IndustryProfile | undefined, rng: Rng): BusinessIdeasAnswer {
  const { topics } = readKeywords(keywords, profile);
  const fromTopic = topicIdeas(topics, profile, rng);
  const picker = new IdeaPicker();
  if (profile) {
    picker.take(fromTopic, TOPIC_IDEAS_WITH_INDUSTRY);
    picker.take(
      rng.shuffle(profile.ideas).map((idea) => candidate(idea, false)),
      LIMITS.businessIdeaSuggestions,
    );
  }
  picker.take(fromTopic, LIMITS.businessIdeaSuggestions);
  picker.take(
    rng.shuffle(GENERAL_IDEAS).map((idea) => candidate(idea, false)),
    LIMITS.businessIdeaSuggestions,
  );
  return { ideas: rng.shuffle(picker.ideas).map(({ idea, pitch }) => ({ idea, pitch })) };
}

/**
 * One idea per template that suits the topic, the templates in a seeded order and the visitor's
 * topics ("woodworking and gardening") taking turns.
 */
function topicIdeas(texts: readonly string[], profile: IndustryProfile | undefined, rng: Rng): Candidate[] {
  const topics = texts.flatMap((text) => readTopic(text, profile) ?? []);
  if (topics.length === 0) return [];
  return rng.shuffle(TOPIC_IDEAS).flatMap((template, index) => {
    const topic = topics[index % topics.length];
    if (!suits(template, topic)) return [];
    return [{ idea: capitalise(template.idea(topic)), pitch: capitalise(template.pitch(topic)), kinds: new Set(template.kinds), fromTopic: true }];
  });
}

function candidate(idea: BusinessIdea, fromTopic: boolean): Candidate {
  return { ...idea, kinds: kindsOf(idea.idea.toLowerCase()), fromTopic };
}

/** Every kind of business the words of an idea say: "Personal training for seniors at home" is classes, mobile and seniors. */
function kindsOf(text: string): Set<IdeaKind> {
  return new Set(KIND_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind));
}

/** Keeps ideas that fit the schema and are different businesses from those already kept. */
class IdeaPicker {
  readonly ideas: Candidate[] = [];
  private readonly openings = new Set<string>();

  take(candidates: readonly Candidate[], until: number): void {
    for (const idea of candidates) {
      if (this.ideas.length >= until) return;
      const opening = openingOf(idea.idea);
      if (this.openings.has(opening) || !businessIdeaSchema.safeParse(idea).success) continue;
      // A topic idea has the kinds of its template; an industry idea every kind its words say.
      const sameKind = this.ideas.some((kept) => (kept.fromTopic || idea.fromTopic) && [...idea.kinds].some((kind) => kept.kinds.has(kind)));
      if (sameKind) continue;
      this.openings.add(opening);
      this.ideas.push(idea);
    }
  }
}

/** The stems of an idea's first two content words: "Bike maintenance classes" → "bik maintenance". */
function openingOf(idea: string): string {
  return idea
    .split(/\s+/)
    .filter((word) => !JOINING_WORDS.has(word.toLowerCase()))
    .slice(0, 2)
    .map(stemOf)
    .join(' ');
}
