import type { Section, SectionOf } from '../section.js';
import type { SectionType } from '../section-type.js';
import { defaultCodeEmbedSection } from './code-embed.js';
import { defaultContactSection } from './contact.js';
import { defaultCustomerReviewsSection } from './customer-reviews.js';
import { defaultFooterSection } from './footer.js';
import { defaultFrequentlyAskedQuestionsSection } from './frequently-asked-questions.js';
import { defaultGallerySection } from './gallery.js';
import { defaultHeaderSection } from './header.js';
import { defaultImageBannerSection } from './image-banner.js';
import { defaultIntroductionSection } from './introduction.js';
import { defaultNewsletterSection } from './newsletter.js';
import { defaultQuoteBannerSection } from './quote-banner.js';
import { defaultSchedulingSection } from './scheduling.js';
import { defaultServicesSection } from './services.js';
import type { StarterContext } from './starter-context.js';
import { defaultTeamSection } from './team.js';
import { defaultVideoSection } from './video.js';

const factories: { [T in SectionType]: (id: string, context: StarterContext) => SectionOf<T> } = {
  Header: defaultHeaderSection,
  Introduction: defaultIntroductionSection,
  Services: defaultServicesSection,
  Gallery: defaultGallerySection,
  QuoteBanner: defaultQuoteBannerSection,
  ImageBanner: defaultImageBannerSection,
  Team: defaultTeamSection,
  Scheduling: defaultSchedulingSection,
  Video: defaultVideoSection,
  CustomerReviews: defaultCustomerReviewsSection,
  FrequentlyAskedQuestions: defaultFrequentlyAskedQuestionsSection,
  Contact: defaultContactSection,
  Newsletter: defaultNewsletterSection,
  Footer: defaultFooterSection,
  CodeEmbed: defaultCodeEmbedSection,
};

/**
 * A new section of the given type with starter content, as added by the editor's "add section"
 * or by onboarding. Item ids are derived from the section id, so they are unique per section.
 */
export function createDefaultSection<T extends SectionType>(type: T, id: string, context: StarterContext): SectionOf<T>;
export function createDefaultSection(type: SectionType, id: string, context: StarterContext): Section {
  return factories[type](id, context);
}
