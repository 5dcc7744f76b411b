import { LIMITS, type Image, type SectionOf, type SectionType } from '@frontdoor/shared';
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
  /** The about text shared out between the banners (see shareAboutText). */
  about: AboutShares;
}

/** The about text as the banners carry it: the image banner's few words, and the text banner's rest. */
export interface AboutShares {
  imageBanner: string;
  quoteBanner: string;
}

/**
 * Shares the written about text between the banners (issue 26): an image banner gets the leading
 * sentences that fit its few words, so it is never a lone heading over a picture; the text banner
 * gets the rest, so the page never says the same thing twice (all of it when there is no image
 * banner).
 */
export function shareAboutText(text: string, hasImageBanner: boolean): AboutShares {
  if (!hasImageBanner) return { imageBanner: '', quoteBanner: text };
  const sentences =
    text
      .match(/[^.!?]+(?:[.!?]+["'”’)]*|$)\s*/g)
      ?.map((sentence) => sentence.trim())
      .filter(Boolean) ?? [];
  let taken = 0;
  let words = '';
  while (taken < sentences.length && taken < 2) {
    const next = words ? `${words} ${sentences[taken]}` : sentences[taken];
    if (next.length > LIMITS.imageBannerText) break;
    words = next;
    taken++;
  }
  // A first sentence longer than the banner holds: its words up to the limit.
  if (!words && sentences.length > 0) return { imageBanner: clipWords(sentences[0], LIMITS.imageBannerText), quoteBanner: sentences.slice(1).join(' ') };
  return { imageBanner: words, quoteBanner: sentences.slice(taken).join(' ') };
}

function clipWords(text: string, max: number): string {
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}…`;
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
  QuoteBanner: (section, { content, about }) => {
    if (content.quote) {
      section.primary = content.quote.quote;
      section.subhead = content.quote.subhead;
    }
    if (about.quoteBanner) section.subordinate = about.quoteBanner;
  },
  ImageBanner: (section, { content, look, nextBanner, about }) => {
    const image = nextBanner();
    if (image) section.image = image;
    section.height = look.imageBanner.height;
    section.overlayOpacity = look.imageBanner.overlayOpacity;
    if (content.about && !section.heading) section.heading = content.about.heading;
    if (!section.text) section.text = about.imageBanner;
  },
  Team: (section, { content }) => {
    if (!content.team) return;
    section.members = content.team.members.map((member, i) => ({
      id: `member-${i + 1}`,
      name: member.name,
      jobTitle: member.jobTitle,
      description: member.bio,
      // Placeholder people are samples (issue 36): never published until the owner writes the bio.
      sample: true,
    }));
  },
  CustomerReviews: (section, { content }) => {
    // Placeholder reviews are samples (issues 24 and 36), published only once the owner replaces the
    // quote; reviews imported from the owner's page replace them.
    if (content.reviews) section.reviews = content.reviews.reviews.map((review, i) => ({ id: `review-${i + 1}`, ...review, sample: true }));
  },
  FrequentlyAskedQuestions: (section, { content }) => {
    // An answer that says more than the owner told us is a sample (issue 36), left off the page
    // until the owner rewrites it.
    if (content.faqs) {
      section.items = content.faqs.faqs.map(({ question, answer, sample }, i) => ({ id: `faq-${i + 1}`, question, answer, ...(sample === true && { sample: true }) }));
    }
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
