import { z } from 'zod';
import { FONT_PAIRS } from '../site/fonts.js';
import { BUSINESS_DETAILS_LIMITS, openingHoursSchema, weekdaySchema } from '../site/business-details.js';
import { LIMITS } from '../site/limits.js';
import { languageSchema } from '../site/languages.js';
import { idSchema } from '../site/primitives.js';
import { sectionTypeSchema } from '../site/section-type.js';
import { paletteSchema } from '../site/theme.js';

/**
 * The assistant's operations (issue 41): the closed, versioned set of changes it may propose.
 * It never writes the document itself: an answer is a list of these, checked by the same rules as
 * a person's edit (apply.ts) and applied by the designer in one step the owner can undo.
 */
export const ASSISTANT_OPERATIONS_VERSION = 2;

const text = (max: number) => z.string().max(max);
const fontPairNames = FONT_PAIRS.map((suggested) => suggested.pair.name) as [string, ...string[]];

export const assistantOperationSchema = z.discriminatedUnion('op', [
  /** One day's opening hours: its periods (a break makes two), or none for closed. */
  z.object({ op: z.literal('setOpeningHours'), day: weekdaySchema, periods: z.array(openingHoursSchema.pick({ opens: true, closes: true })).max(2) }),
  /** A business detail: phone, email, address, the area served, or the note under the hours. */
  z.object({
    op: z.literal('setBusinessDetail'),
    key: z.enum(['phone', 'email', 'address', 'serviceArea', 'hoursNote']),
    value: z.string().max(BUSINESS_DETAILS_LIMITS.address),
  }),
  /** A new service at the end of the Services section: its name, and only what the owner said of it. */
  z.object({ op: z.literal('addService'), heading: text(LIMITS.serviceHeading).min(1), paragraph: text(LIMITS.serviceBody), pricing: text(LIMITS.servicePricing) }),
  /** A service taken off the Services section. */
  z.object({ op: z.literal('removeService'), itemId: idSchema }),
  /** A text of a section (or of one of its items) replaced, within the field's own limit. */
  z.object({ op: z.literal('setText'), sectionId: idSchema, itemId: idSchema.optional(), field: z.string().max(40), text: z.string().max(2000) }),
  /** A button pointed at a web address (checked like any link the owner pastes). */
  z.object({ op: z.literal('setButtonLink'), sectionId: idSchema, itemId: idSchema.optional(), label: text(LIMITS.buttonLabel).min(1), url: z.string().max(2048) }),
  z.object({ op: z.literal('addSection'), sectionType: sectionTypeSchema }),
  /** The sample reviews, team members or questions of a section taken off (the owner's real ones go in their place). */
  z.object({ op: z.literal('removeSamples'), sectionId: idSchema }),
  z.object({ op: z.literal('removeSection'), sectionId: idSchema }),
  z.object({ op: z.literal('moveSection'), sectionId: idSchema, toIndex: z.number().int().min(0).max(100) }),
  /** Colours from the offered set (see palettes.ts). */
  z.object({ op: z.literal('setPalette'), name: z.string().max(40), palette: paletteSchema }),
  /** A font pairing from the offered set (FONT_PAIRS). */
  z.object({ op: z.literal('setFontPair'), name: z.enum(fontPairNames) }),
  /**
   * The site in another language: its language (the contact form's texts and the page's) and every
   * text a visitor reads, translated. A model proposes the language; the worker translates the
   * texts (translate.ts finds them) and fits each within its limit before the owner sees them.
   */
  z.object({
    op: z.literal('translateSite'),
    language: languageSchema,
    texts: z
      .array(z.object({ path: z.array(z.string().max(LIMITS.id)).min(3).max(6), text: z.string().max(2048) }))
      .max(400)
      .default([]),
  }),
]);
export type AssistantOperation = z.infer<typeof assistantOperationSchema>;

/** The most operations one answer may make. */
export const ASSISTANT_MAX_OPERATIONS = 20;

/**
 * An answer: what the assistant says, the operations it proposes (with a line each for the
 * owner), and what it needs to know first rather than invent.
 */
export const assistantAnswerSchema = z.object({
  version: z.literal(ASSISTANT_OPERATIONS_VERSION),
  reply: z.string().max(1000),
  operations: z.array(assistantOperationSchema).max(ASSISTANT_MAX_OPERATIONS),
  questions: z.array(z.string().max(300)).max(5).default([]),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/** What the owner asks, with the site's language (the interpreter reads English and the site's). */
export const assistantRequestSchema = z.object({ message: z.string().trim().min(1, 'Type what you would like to change').max(1000, 'Keep it to 1,000 characters') });
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

/** How far an answer has got, sent to the asking designer while it waits (the live event 'assistant-progress'). */
export const assistantProgressSchema = z.object({
  stage: z.enum(['asking', 'repairing', 'translating']),
  /** Texts translated so far, and of how many (translating only). */
  done: z.number().int().min(0).optional(),
  total: z.number().int().min(0).optional(),
});
export type AssistantProgress = z.infer<typeof assistantProgressSchema>;
