import {
  businessDetailsSchema,
  createDefaultSiteDocument,
  siteDocumentSchema,
  type BusinessBrief,
  type BusinessDetails,
  type FontPair,
  type Image,
  type ImportedContent,
  type Industry,
  type Palette,
  type SectionType,
  type SiteDocument,
} from '@frontdoor/shared';
import { tradeMannerOf } from '../ai/offline/core/trade-profile.js';
import { detectIndustry } from '../ai/offline/detect-industry.js';
import { applyImported } from './imported-content.js';
import type { SiteContent } from './site-content.js';
import { chooseSiteLook } from './site-look.js';

export interface AssembleInput {
  websiteId: string;
  brief: BusinessBrief;
  /** The business's industry as generation settled it; else the brief's, or one detected from its words. */
  industry?: Industry;
  fontPair: FontPair;
  palette: Palette;
  sectionTypes: SectionType[];
  content: SiteContent;
  /** Create from a link: the owner's page, as reviewed. */
  imported?: ImportedContent;
  /** How customers reach the business, as the owner entered (or reviewed) it in onboarding. */
  business?: BusinessDetails;
}

const clip = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).trimEnd());
/** Pictures the server draws (illustrations, older generated artwork) rather than photos. */
const isDrawn = (image: Image | undefined) => image !== undefined && image.urls.regular.startsWith('/art/');

/**
 * The generated site: the default document for the chosen sections (its structure, links and
 * contact form), with the owner's fonts and colours, a look that suits the industry (see
 * chooseSiteLook) and the written content and images put in. Validated before it is returned.
 */
export function assembleSite({ websiteId, brief, industry, fontPair, palette, sectionTypes, content, imported, business }: AssembleInput): SiteDocument {
  const doc = createDefaultSiteDocument({ id: websiteId, businessName: brief.businessName, sectionTypes });
  const look = chooseSiteLook({
    industry: industry ?? detectIndustry(brief),
    manner: tradeMannerOf(brief),
    seed: websiteId || brief.businessName,
    palette,
    drawn: { introduction: isDrawn(content.images.introduction), banners: isDrawn(content.images.banners[0]) },
  });
  doc.theme = { ...doc.theme, ...look.theme, palette, fontPair };
  doc.websiteSettings = {
    ...doc.websiteSettings,
    businessDescription: brief.description,
    companyName: brief.businessName,
    pageTitle: clip(`${brief.businessName}${brief.location ? ` | ${brief.location}` : ''}`, 128),
    seoKeywords: clip(
      [brief.businessName, ...(content.services?.services.map((s) => s.heading) ?? []), brief.location].filter(Boolean).join(', '),
      256,
    ),
  };
  if (business) doc.websiteSettings.business = businessDetailsSchema.parse(business);
  let banner = 0;
  let serviceImage = 0;
  for (const section of doc.sections) {
    switch (section.type) {
      case 'Introduction':
        section.heading = content.intro.headline;
        section.body = content.intro.text;
        if (section.button) section.button = { ...section.button, label: content.intro.buttonText };
        if (content.images.introduction) section.image = content.images.introduction;
        section.backgroundType = look.introduction.backgroundType;
        section.overlayOpacity = look.introduction.overlayOpacity;
        break;
      case 'Services':
        if (content.services) {
          section.items = content.services.services.map((service, i) => ({
            id: `service-${i + 1}`,
            heading: service.heading,
            paragraph: service.description,
            pricing: service.pricing,
            // A price the generator wrote is an example until the owner edits it (issue 24); a
            // pricing without an amount ("Ask for a quote") states nothing invented.
            ...(/\d/.test(service.pricing) && { samplePricing: true }),
            ...(content.images.services[serviceImage] && { image: content.images.services[serviceImage++] }),
          }));
        }
        break;
      case 'Gallery':
        section.layout = look.gallery.layout;
        section.items = content.images.gallery.map((image, i) => ({ id: `gallery-${i + 1}`, image }));
        break;
      case 'QuoteBanner':
        if (content.quote) {
          section.primary = content.quote.quote;
          section.subhead = content.quote.subhead;
        }
        if (content.about) section.subordinate = content.about.text;
        break;
      case 'ImageBanner':
        if (content.images.banners[banner]) section.image = content.images.banners[banner++];
        section.height = look.imageBanner.height;
        section.overlayOpacity = look.imageBanner.overlayOpacity;
        if (content.about && !section.heading) section.heading = content.about.heading;
        break;
      case 'Team':
        if (content.team) {
          section.members = content.team.members.map((member, i) => ({
            id: `member-${i + 1}`,
            name: member.name,
            jobTitle: member.jobTitle,
            description: member.bio,
            // Invented people are samples: never published as real until edited or confirmed.
            sample: true,
          }));
        }
        break;
      case 'CustomerReviews':
        // Invented reviews are samples (issue 24); reviews imported from the owner's page replace them below.
        if (content.reviews) section.reviews = content.reviews.reviews.map((review, i) => ({ id: `review-${i + 1}`, ...review, sample: true }));
        break;
      case 'FrequentlyAskedQuestions':
        if (content.faqs) section.items = content.faqs.faqs.map((faq, i) => ({ id: `faq-${i + 1}`, ...faq }));
        break;
      case 'Video':
        if (content.video) {
          section.heading = content.video.title;
          section.description = content.video.description;
        }
        break;
      default:
        break;
    }
  }
  if (imported) applyImported(doc, imported);
  return siteDocumentSchema.parse(doc);
}
