import type { ComponentType } from 'react';
import type { SectionOf } from '../site/section.js';
import type { SectionType } from '../site/section-type.js';
import type { SiteDocument } from '../site/site-document.js';
import { bookableServices } from './context.js';
import { ImageBannerView, QuoteBannerView } from './sections/banners.js';
import { CodeEmbedView, SchedulingView, VideoView } from './sections/embeds.js';
import { FaqView } from './sections/faq.js';
import { FooterView } from './sections/footer.js';
import { ContactView, NewsletterView } from './sections/forms.js';
import type { SectionFrame } from './sections/frame.js';
import { GalleryView } from './sections/gallery.js';
import { HeaderView } from './sections/header.js';
import { IntroductionView } from './sections/introduction.js';
import { ReviewsView } from './sections/reviews.js';
import { ServicesView } from './sections/services.js';
import { TeamView } from './sections/team.js';
import { imageUrl } from './site-image.js';
import { webHref } from './urls.js';

/**
 * How the renderer draws one section type: a content section in the page's main (with its
 * frame: anchor, heading id, tone), or the page's header or footer (with its anchor).
 * `isShown` says whether it shows on the published page (default: always); the editor's
 * preview shows every section.
 */
export type SectionView<T extends SectionType> =
  | {
      readonly place: 'main';
      readonly View: ComponentType<{ section: SectionOf<T>; frame: SectionFrame }>;
      readonly isShown?: (section: SectionOf<T>, document: SiteDocument) => boolean;
    }
  | {
      readonly place: 'header' | 'footer';
      readonly View: ComponentType<{ section: SectionOf<T>; anchor: string }>;
      readonly isShown?: (section: SectionOf<T>, document: SiteDocument) => boolean;
    };

/** The views of every section type: TypeScript refuses a section type without one. */
export type SectionViews = { readonly [T in SectionType]: SectionView<T> };

const blank = (text: string | undefined) => !text || text.trim() === '';

/**
 * The renderer's half of the section registry (SECTION_REGISTRY holds the rest). Scheduling and
 * Video need a valid link (spec §5) or, for Frontdoor bookings, a bookable service, a code embed needs code, and sections with nothing in them
 * yet (no services, no pictures, no text) are left out rather than shown as empty headings.
 */
export const SECTION_VIEWS: SectionViews = {
  Header: { place: 'header', View: HeaderView },
  Introduction: { place: 'main', View: IntroductionView },
  Services: { place: 'main', View: ServicesView, isShown: (section) => section.items.length > 0 },
  Gallery: { place: 'main', View: GalleryView, isShown: (section) => section.items.some((item) => imageUrl(item.image) !== null) },
  QuoteBanner: {
    place: 'main',
    View: QuoteBannerView,
    isShown: (section) => !(blank(section.primary) && blank(section.subhead) && blank(section.subordinate)),
  },
  ImageBanner: {
    place: 'main',
    View: ImageBannerView,
    isShown: (section) => !blank(section.heading) || (section.image !== undefined && imageUrl(section.image) !== null),
  },
  Team: { place: 'main', View: TeamView, isShown: (section) => section.members.length > 0 },
  Scheduling: {
    place: 'main',
    View: SchedulingView,
    // Frontdoor bookings show once a service can be booked; a pasted link needs to be a valid one.
    isShown: (section, document) =>
      section.provider === 'frontdoor' ? !!section.bookingRules && bookableServices(document).length > 0 : webHref(section.schedulingUrl) !== null,
  },
  Video: { place: 'main', View: VideoView, isShown: (section) => webHref(section.videoUrl) !== null },
  CustomerReviews: { place: 'main', View: ReviewsView, isShown: (section) => section.reviews.length > 0 },
  FrequentlyAskedQuestions: { place: 'main', View: FaqView, isShown: (section) => section.items.length > 0 },
  Contact: { place: 'main', View: ContactView },
  Newsletter: { place: 'main', View: NewsletterView },
  Footer: { place: 'footer', View: FooterView },
  CodeEmbed: { place: 'main', View: CodeEmbedView, isShown: (section) => !blank(section.code) },
};

/** The view of a section's type, typed for that section (one lookup instead of a switch). */
export function sectionView<T extends SectionType>(section: SectionOf<T>, views: SectionViews = SECTION_VIEWS): SectionView<T> {
  return views[section.type as T] as SectionView<T>;
}
