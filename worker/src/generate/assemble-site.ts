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
import { fillSection, shareAboutText, type FillContext } from './section-fillers.js';
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
    seoKeywords: clip([brief.businessName, ...(content.services?.services.map((s) => s.heading) ?? []), brief.location].filter(Boolean).join(', '), 256),
    // The text logo in the headings' own weight: one web font file serves both (issue 27).
    logo: { ...doc.websiteSettings.logo, weight: fontPair.heading.weight },
  };
  if (business) doc.websiteSettings.business = businessDetailsSchema.parse(business);
  let banner = 0;
  let serviceImage = 0;
  const fill: FillContext = {
    content,
    look,
    // A picture is taken only when there is one, so the next section of the kind gets the next.
    nextBanner: () => (content.images.banners[banner] ? content.images.banners[banner++] : undefined),
    nextServiceImage: () => (content.images.services[serviceImage] ? content.images.services[serviceImage++] : undefined),
    about: shareAboutText(
      content.about?.text ?? '',
      doc.sections.some((section) => section.type === 'ImageBanner'),
    ),
  };
  for (const section of doc.sections) fillSection(section, fill);
  if (imported) applyImported(doc, imported);
  return siteDocumentSchema.parse(doc);
}
