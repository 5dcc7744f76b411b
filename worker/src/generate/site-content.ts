import type {
  AboutAnswer,
  FaqsAnswer,
  Image,
  ImageTermsAnswer,
  IntroAnswer,
  QuoteAnswer,
  ReviewsAnswer,
  ServicesAnswer,
  TeamAnswer,
  VideoAnswer,
} from '@frontdoor/shared';

/** Everything the writer and the image search produced for one site. */
export interface SiteContent {
  intro: IntroAnswer;
  about?: AboutAnswer;
  services?: ServicesAnswer;
  reviews?: ReviewsAnswer;
  team?: TeamAnswer;
  faqs?: FaqsAnswer;
  video?: VideoAnswer;
  quote?: QuoteAnswer;
  imageTerms: ImageTermsAnswer;
  images: {
    introduction?: Image;
    banners: Image[];
    gallery: Image[];
    services: Image[];
  };
}
