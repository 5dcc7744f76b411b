import type { z } from 'zod';
import { codeEmbedSection } from './sections/code-embed.js';
import { contactSection } from './sections/contact.js';
import { customerReviewsSection } from './sections/customer-reviews.js';
import { footerSection } from './sections/footer.js';
import { frequentlyAskedQuestionsSection } from './sections/frequently-asked-questions.js';
import { gallerySection } from './sections/gallery.js';
import { headerSection } from './sections/header.js';
import { imageBannerSection } from './sections/image-banner.js';
import { introductionSection } from './sections/introduction.js';
import { newsletterSection } from './sections/newsletter.js';
import { quoteBannerSection } from './sections/quote-banner.js';
import { schedulingSection } from './sections/scheduling.js';
import { servicesSection } from './sections/services.js';
import { teamSection } from './sections/team.js';
import { videoSection } from './sections/video.js';

/**
 * The one section registry: every section type, in the spec's order (§3), keyed by its type.
 * The section types, the section schema, the definitions, starter content and generator hints
 * are all read from here; the renderer's views are the exhaustive SECTION_VIEWS
 * (render/section-views.ts) and the designer's panels the exhaustive SECTION_PANELS (client).
 * To add a section type: write its file in sections/ (schema, starter content, `defineSection`),
 * add it here, then TypeScript asks for its view and its panel.
 */
export const SECTION_REGISTRY = {
  Header: headerSection,
  Introduction: introductionSection,
  Services: servicesSection,
  Gallery: gallerySection,
  QuoteBanner: quoteBannerSection,
  ImageBanner: imageBannerSection,
  Team: teamSection,
  Scheduling: schedulingSection,
  Video: videoSection,
  CustomerReviews: customerReviewsSection,
  FrequentlyAskedQuestions: frequentlyAskedQuestionsSection,
  Contact: contactSection,
  Newsletter: newsletterSection,
  Footer: footerSection,
  CodeEmbed: codeEmbedSection,
} as const;

type Written = typeof SECTION_REGISTRY;
type TypeOf<K extends keyof Written> = z.output<Written[K]['schema']>['type'];
/** The keys whose schema is tagged with another type (`Video: teamSection`): none. */
type Misfiled = { [K in keyof Written]: [TypeOf<K>] extends [K] ? ([K] extends [TypeOf<K>] ? never : K) : K }[keyof Written];

/** The registry's type; `never` (so nothing compiles) if a key names another type than its schema's. */
export type SectionRegistry = [Misfiled] extends [never] ? Written : never;
