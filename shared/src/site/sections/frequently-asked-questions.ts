import { z } from 'zod';
import { faqItemSchema } from '../items/faq-item.js';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';
import type { StarterContext } from './starter-context.js';
import { defineSection } from '../section-spec.js';

/** Frequently asked questions, shown as "FAQ". */
export const frequentlyAskedQuestionsSectionSchema = z.object({
  id: idSchema,
  type: z.literal('FrequentlyAskedQuestions'),
  heading: z.string().max(LIMITS.sectionHeading),
  items: z.array(faqItemSchema).max(LIMITS.faqItems).default([]),
});
export type FrequentlyAskedQuestionsSection = z.infer<typeof frequentlyAskedQuestionsSectionSchema>;

/** Two starter questions most service businesses are asked. */
export function defaultFrequentlyAskedQuestionsSection(id: string, { businessName }: StarterContext): FrequentlyAskedQuestionsSection {
  return {
    id,
    type: 'FrequentlyAskedQuestions',
    heading: 'Frequently Asked Questions',
    items: [
      {
        id: `${id}-item-1`,
        question: `How do I book with ${businessName}?`,
        answer: 'Send us a message through the contact form and we will reply to arrange a time that suits you.',
      },
      {
        id: `${id}-item-2`,
        question: 'Do you offer free quotes?',
        answer: 'Yes. Tell us what you need and we will send you a clear quote with no obligation.',
      },
    ],
  };
}

/** The FrequentlyAskedQuestions section type (see SECTION_REGISTRY). */
export const frequentlyAskedQuestionsSection = defineSection({
  schema: frequentlyAskedQuestionsSectionSchema,
  title: 'FAQ',
  description: 'Questions customers often ask, each answer opening under its question.',
  default: false,
  headerLinkAllowed: true,
  maxCount: 1,
  pageOrder: 100,
  links: ['items[].button'],
  create: defaultFrequentlyAskedQuestionsSection,
  writes: ['faqs'],
});
