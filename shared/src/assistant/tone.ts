import { LIMITS } from '../site/limits.js';
import type { SiteDocument } from '../site/site-document.js';

/**
 * Tone presets of the assistant (issue 41): "make the tone friendlier", "sound more professional",
 * "make the texts shorter". The interpreter reads which preset; the rewriting itself is the
 * offline rewrite's (worker/src/ai/offline/tools/rewrite-tone.ts), handed in as a `ToneRewriter`
 * so the rules stay here and the word tables stay with the rewrite.
 */
export const ASSISTANT_TONES = ['friendly', 'professional', 'concise'] as const;
export type AssistantTone = (typeof ASSISTANT_TONES)[number];

/** Rewrites one text in a tone within `maxLength`; the business's name, numbers, prices and addresses stay as written. */
export type ToneRewriter = (text: string, tone: AssistantTone, maxLength: number) => string;

/** One of the site's running texts a tone applies to: where it is and its limit. */
export interface ToneText {
  sectionId: string;
  itemId?: string;
  field: string;
  text: string;
  maxLength: number;
}

/**
 * The site's running texts, in page order: the introduction, the services' descriptions, the text
 * banner, the newsletter's invitation and the owner's own answers to questions. Headings stay as
 * they are (a tone is in the sentences), and so do reviews and team members (other people's words)
 * and samples.
 */
export function toneTextsOf(document: SiteDocument): ToneText[] {
  const texts: ToneText[] = [];
  const add = (text: ToneText) => {
    if (text.text.trim()) texts.push(text);
  };
  for (const section of document.sections) {
    switch (section.type) {
      case 'Introduction':
        add({ sectionId: section.id, field: 'body', text: section.body, maxLength: LIMITS.introBody });
        break;
      case 'Services':
        for (const item of section.items) add({ sectionId: section.id, itemId: item.id, field: 'paragraph', text: item.paragraph, maxLength: LIMITS.serviceBody });
        break;
      case 'QuoteBanner':
        add({ sectionId: section.id, field: 'subordinate', text: section.subordinate, maxLength: LIMITS.quoteSubordinate });
        break;
      case 'Newsletter':
        add({ sectionId: section.id, field: 'body', text: section.body, maxLength: LIMITS.newsletterBody });
        break;
      case 'FrequentlyAskedQuestions':
        for (const item of section.items) {
          if (!item.sample) add({ sectionId: section.id, itemId: item.id, field: 'answer', text: item.answer, maxLength: LIMITS.faqAnswer });
        }
        break;
      default:
        break;
    }
  }
  return texts;
}

const TONE_WORDS: [RegExp, AssistantTone][] = [
  [/\b(?:friendl(?:y|ier)|warm(?:er)?|casual|relaxed|chatty|chattier|approachable|less (?:formal|stiff|corporate)|more (?:personal|human|welcoming))\b/i, 'friendly'],
  [/\b(?:professional|formal|serious|businesslike|polished|corporate|less (?:casual|chatty))\b/i, 'professional'],
  [/\b(?:shorter|concise|briefer|tighter|simpler|punchier|less wordy)\b/i, 'concise'],
];

/**
 * The tone a clause asks for, when it is about the words ("make the tone friendlier", "sound more
 * professional", "shorter texts", "make the wording more casual"), else null: "friendlier colours"
 * is about the look.
 */
export function toneOf(clause: string): AssistantTone | null {
  if (/\b(?:colou?rs?|palette|fonts?|typefaces?|theme|look)\b/i.test(clause)) return null;
  const aboutWords = /\b(?:tone|wording|words|texts?|copy|writing|sound|sounds|descriptions?|language|voice)\b/i.test(clause);
  const match = TONE_WORDS.find(([pattern]) => pattern.test(clause));
  if (!match) return null;
  // "Shorter" and "more concise" are about the words anyway; "friendlier" alone could be the look.
  return aboutWords || match[1] === 'concise' ? match[1] : null;
}

/** How the Assistant names a tone in its list of changes. */
export const TONE_NAMES: Record<AssistantTone, string> = { friendly: 'friendlier', professional: 'more professional', concise: 'shorter' };
