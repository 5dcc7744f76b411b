import type { Image, SectionOf, SectionType } from '@frontdoor/shared';
import type { SiteContent } from './site-content.js';
import type { SiteLook } from './site-look.js';

/** What the generator puts into sections: the written content, the look, and pictures handed out in order. */
export interface FillContext {
  content: SiteContent;
  look: SiteLook;
  /** The next banner picture, if one is left. */
  nextBanner: () => Image | undefined;
  /** The next service picture, if one is left. */
  nextServiceImage: () => Image | undefined;
}

/** Puts the generated content into one section of a type (in place; the document is validated afterwards). */
export type SectionFiller<T extends SectionType> = (section: SectionOf<T>, fill: FillContext) => void;

/**
 * How the generator fills each section type that takes generated content; a type with no entry
 * keeps its starter content (SECTION_REGISTRY's `create`). What the AI writes for a type is its
 * registry entry's `writes`.
 */
export const SECTION_FILLERS: { readonly [T in SectionType]?: SectionFiller<T> } = {
  Introduction: (section, { content, look }) => {
    section.heading = content.intro.headline;
    section.body = content.intro.text;
    if (section.button) section.button = { ...section.button, label: content.intro.buttonText };
    if (content.images.introduction) section.image = content.images.introduction;
    section.backgroundType = look.introduction.backgroundType;
    section.overlayOpacity = look.introduction.overlayOpacity;
  },
  Services: (section, { content, nextServiceImage }) => {
    if (!content.services) return;
    section.items = content.services.services.map((service, i) => {
      const image = nextServiceImage();
      return {
        id: `service-${i + 1}`,
        heading: service.heading,
        paragraph: service.description,
        pricing: service.pricing,
        // A price the generator wrote is an example until the owner edits it (issue 24); a
        // pricing without an amount ("Ask for a quote") states nothing invented.
        ...(/\d/.test(service.pricing) && { samplePricing: true }),
        ...(image && { image }),
      };
    });
  },
  Gallery: (section, { content, look }) => {
    section.layout = look.gallery.layout;
    section.items = content.images.gallery.map((image, i) => ({ id: `gallery-${i + 1}`, image }));
  },
  QuoteBanner: (section, { content }) => {
    if (content.quote) {
      section.primary = content.quote.quote;
      section.subhead = content.quote.subhead;
    }
    if (content.about) section.subordinate = content.about.text;
  },
  ImageBanner: (section, { content, look, nextBanner }) => {
    const image = nextBanner();
    if (image) section.image = image;
    section.height = look.imageBanner.height;
    section.overlayOpacity = look.imageBanner.overlayOpacity;
    if (content.about && !section.heading) section.heading = content.about.heading;
  },
  Team: (section, { content }) => {
    if (!content.team) return;
    section.members = content.team.members.map((member, i) => ({
      id: `member-${i + 1}`,
      name: member.name,
      jobTitle: member.jobTitle,
      description: member.bio,
      // Invented people are samples: never published as real until edited or confirmed.
      sample: true,
    }));
  },
  CustomerReviews: (section, { content }) => {
    // Invented reviews are samples (issue 24); reviews imported from the owner's page replace them.
    if (content.reviews) section.reviews = content.reviews.reviews.map((review, i) => ({ id: `review-${i + 1}`, ...review, sample: true }));
  },
  FrequentlyAskedQuestions: (section, { content }) => {
    if (content.faqs) section.items = content.faqs.faqs.map((faq, i) => ({ id: `faq-${i + 1}`, ...faq }));
  },
  Video: (section, { content }) => {
    if (!content.video) return;
    section.heading = content.video.title;
    section.description = content.video.description;
  },
};

/** Fills one section by its type's filler, if it has one. */
export function fillSection<T extends SectionType>(section: SectionOf<T>, fill: FillContext): void {
  (SECTION_FILLERS[section.type as T] as SectionFiller<T> | undefined)?.(section, fill);
}
