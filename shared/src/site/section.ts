import { z } from 'zod';
import { codeEmbedSectionSchema } from './sections/code-embed.js';
import { contactSectionSchema } from './sections/contact.js';
import { customerReviewsSectionSchema } from './sections/customer-reviews.js';
import { frequentlyAskedQuestionsSectionSchema } from './sections/frequently-asked-questions.js';
import { footerSectionSchema } from './sections/footer.js';
import { gallerySectionSchema } from './sections/gallery.js';
import { headerSectionSchema } from './sections/header.js';
import { imageBannerSectionSchema } from './sections/image-banner.js';
import { introductionSectionSchema } from './sections/introduction.js';
import { newsletterSectionSchema } from './sections/newsletter.js';
import { quoteBannerSectionSchema } from './sections/quote-banner.js';
import { schedulingSectionSchema } from './sections/scheduling.js';
import { servicesSectionSchema } from './sections/services.js';
import { teamSectionSchema } from './sections/team.js';
import { videoSectionSchema } from './sections/video.js';
import type { SectionType } from './section-type.js';

/** Any section of a site: a tagged union on `type` of the 15 section types. */
export const sectionSchema = z.discriminatedUnion('type', [
  headerSectionSchema,
  introductionSectionSchema,
  servicesSectionSchema,
  gallerySectionSchema,
  quoteBannerSectionSchema,
  imageBannerSectionSchema,
  teamSectionSchema,
  schedulingSectionSchema,
  videoSectionSchema,
  customerReviewsSectionSchema,
  frequentlyAskedQuestionsSectionSchema,
  contactSectionSchema,
  newsletterSectionSchema,
  footerSectionSchema,
  codeEmbedSectionSchema,
]);
export type Section = z.infer<typeof sectionSchema>;
export type SectionInput = z.input<typeof sectionSchema>;

/** The section of a given type. */
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
