import { z } from 'zod';
import { LIMITS } from '../site/limits.js';
import { webFontPairSchema } from '../site/fonts.js';
import { paletteSchema } from '../site/theme.js';
import { countSentences, countWords } from './text-measures.js';

/**
 * What each AI request answers (spec §7 "Prompts ask for"), as zod schemas that hold every
 * sentence, word and character limit of the spec. An answer that fails is repaired or asked
 * again; it is never stored broken. The offline composer and the LLM adapter answer the same.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const sentences = (schema: z.ZodString, most: number) => schema.refine((value) => countSentences(value) <= most, `at most ${most} sentences`);
const words = (schema: z.ZodString, most: number) => schema.refine((value) => countWords(value) <= most, `at most ${most} words`);

export const palettesAnswerSchema = z.object({ palettes: z.array(paletteSchema).length(8) });
/** Pairs of the curated web fonts only (the prompt lists them; anything else is asked for again). */
export const fontPairsAnswerSchema = z.object({ fontPairs: z.array(webFontPairSchema).length(8) });

export const introAnswerSchema = z.object({
  headline: words(text(LIMITS.introHeading), 6),
  buttonText: text(LIMITS.buttonLabel),
  text: sentences(text(LIMITS.introBody), 3),
});

export const aboutAnswerSchema = z.object({
  heading: text(LIMITS.sectionHeading),
  text: sentences(text(LIMITS.quoteSubordinate), 4),
});

export const servicesAnswerSchema = z.object({
  services: z
    .array(
      z.object({
        heading: text(LIMITS.serviceHeading),
        description: sentences(text(LIMITS.serviceBody), 2),
        pricing: z.string().trim().max(LIMITS.servicePricing),
      }),
    )
    .min(1)
    .max(LIMITS.services),
});

export const reviewsAnswerSchema = z.object({
  reviews: z
    .array(
      z.object({
        paragraph: sentences(text(LIMITS.reviewParagraph), 4),
        authorName: text(LIMITS.reviewAuthor),
        authorLocation: text(LIMITS.reviewLocation),
      }),
    )
    .min(1)
    .max(LIMITS.reviews),
});

export const teamAnswerSchema = z.object({
  members: z
    .array(
      z.object({
        name: text(LIMITS.teamName),
        jobTitle: text(LIMITS.teamTitle),
        bio: sentences(text(LIMITS.teamDescription), 2),
      }),
    )
    .min(1)
    .max(LIMITS.teamMembers),
});

export const faqsAnswerSchema = z.object({
  faqs: z
    .array(
      z.object({
        question: text(LIMITS.faqQuestion),
        answer: text(LIMITS.faqAnswer),
        /**
         * True when the answer says more than the owner told us: it is a sample until the owner rewrites it (issue 36).
         * Nullish rather than optional: OpenAI's structured outputs refuse a field that is optional without being nullable.
         */
        sample: z.boolean().nullish(),
      }),
    )
    .min(1)
    .max(LIMITS.faqItems),
});

export const videoAnswerSchema = z.object({
  title: words(text(LIMITS.videoHeading), 6),
  description: sentences(text(LIMITS.videoDescription), 3),
});

export const quoteAnswerSchema = z.object({
  quote: words(text(LIMITS.quotePrimary), 12),
  subhead: text(LIMITS.quoteSubhead),
});

/** Search terms for the stock-image service, per place an image goes. */
export const imageTermsAnswerSchema = z.object({
  introduction: text(LIMITS.imageSearchTerm),
  banner: z.array(text(LIMITS.imageSearchTerm)).min(1).max(3),
  gallery: z.array(text(LIMITS.imageSearchTerm)).min(1).max(LIMITS.galleryItems),
  services: z.array(text(LIMITS.imageSearchTerm)).max(LIMITS.services),
});

/** The longest one-line pitch under a business idea. */
export const BUSINESS_IDEA_PITCH_MAX = 140;

/**
 * Free tools: twelve business names; ten ideas, each a business of about five words (at most
 * eight) with a one-sentence pitch.
 */
export const businessNamesAnswerSchema = z.object({ names: z.array(text(LIMITS.businessName)).length(12) });
export const businessIdeaSchema = z.object({
  idea: words(text(80), LIMITS.businessIdeaWordsMax),
  pitch: sentences(text(BUSINESS_IDEA_PITCH_MAX), 1),
});
export const businessIdeasAnswerSchema = z.object({ ideas: z.array(businessIdeaSchema).length(10) });

export type PalettesAnswer = z.infer<typeof palettesAnswerSchema>;
export type FontPairsAnswer = z.infer<typeof fontPairsAnswerSchema>;
export type IntroAnswer = z.infer<typeof introAnswerSchema>;
export type AboutAnswer = z.infer<typeof aboutAnswerSchema>;
export type ServicesAnswer = z.infer<typeof servicesAnswerSchema>;
export type ReviewsAnswer = z.infer<typeof reviewsAnswerSchema>;
export type TeamAnswer = z.infer<typeof teamAnswerSchema>;
export type FaqsAnswer = z.infer<typeof faqsAnswerSchema>;
export type VideoAnswer = z.infer<typeof videoAnswerSchema>;
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;
export type ImageTermsAnswer = z.infer<typeof imageTermsAnswerSchema>;
export type BusinessNamesAnswer = z.infer<typeof businessNamesAnswerSchema>;
export type BusinessIdea = z.infer<typeof businessIdeaSchema>;
export type BusinessIdeasAnswer = z.infer<typeof businessIdeasAnswerSchema>;

/** Every content kind, its schema, and the prompt key it uses in the AIPrompts table. */
export const CONTENT_KINDS = {
  palettes: palettesAnswerSchema,
  fontPairs: fontPairsAnswerSchema,
  intro: introAnswerSchema,
  about: aboutAnswerSchema,
  services: servicesAnswerSchema,
  reviews: reviewsAnswerSchema,
  team: teamAnswerSchema,
  faqs: faqsAnswerSchema,
  video: videoAnswerSchema,
  quote: quoteAnswerSchema,
  imageTerms: imageTermsAnswerSchema,
  businessNames: businessNamesAnswerSchema,
  businessIdeas: businessIdeasAnswerSchema,
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;
export type ContentAnswer<K extends ContentKind> = z.infer<(typeof CONTENT_KINDS)[K]>;
