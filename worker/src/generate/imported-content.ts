import {
  businessDetailsFromImport,
  hasBusinessDetails,
  isValidEmail,
  isValidPhone,
  LIMITS,
  SOURCE_LABELS,
  type Image,
  type ImportedContent,
  type SectionOf,
  type SectionType,
  type SiteDocument,
  type SocialType,
} from '@frontdoor/shared';

/**
 * Create from a link: what the owner's page gives the generated site. Its real services, reviews,
 * contact details, hours and photos replace invented ones; the page's words go to the writer.
 */

/** Photos the site may show: openly licensed ones, or all of them when the owner said they are theirs. */
export function usablePhotos(imported: ImportedContent | undefined): Image[] {
  if (!imported) return [];
  return imported.photos
    .filter((photo) => photo.openLicence || imported.usePhotos)
    .map((photo) => ({
      provider: 'Custom',
      urls: { thumbnail: photo.url, small: photo.url, regular: photo.url, raw: photo.url, full: photo.url },
      alt: photo.alt || `Photo of ${imported.name || 'the business'}`.slice(0, LIMITS.imageAlt),
      width: 1200,
      height: 900,
      fit: 'cover',
      effects: { translate: { x: 0, y: 0 }, zoom: LIMITS.cropperZoomMin, rotation: 0 },
      // Open licences ask for credit: the page the photo came from.
      ...(photo.openLicence && { attribution: { name: (imported.name || SOURCE_LABELS[imported.kind]).slice(0, LIMITS.imageAttributionName), url: imported.url } }),
    }));
}

const SOCIAL_HOSTS: ReadonlyArray<[SocialType, RegExp]> = [
  ['Instagram', /(^|\.)instagram\.com$/],
  ['Facebook', /(^|\.)(facebook|fb)\.com$/],
  ['YouTube', /(^|\.)youtube\.com$/],
  ['X', /(^|\.)(x|twitter)\.com$/],
  ['TikTok', /(^|\.)tiktok\.com$/],
  ['Threads', /(^|\.)threads\.net$/],
  ['Thumbtack', /(^|\.)thumbtack\.com$/],
  ['LinkedIn', /(^|\.)linkedin\.com$/],
  ['Yelp', /(^|\.)yelp\.[a-z.]+$/],
  ['Pinterest', /(^|\.)pinterest\.com$/],
  ['Github', /(^|\.)github\.com$/],
  ['Bluesky', /(^|\.)bsky\.app$/],
];

function socialTypeOf(address: string): SocialType | null {
  try {
    const host = new URL(address).hostname.toLowerCase();
    return SOCIAL_HOSTS.find(([, pattern]) => pattern.test(host))?.[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The page's phone, email, address and opening hours as the site's business details (their one
 * home: header, contact section, footer and structured data show them, so they are no longer
 * written into the contact section or as FAQ answers). The wizard prefills its fields from the
 * import and sends what the owner kept; only when the site has none yet (an older client sent none) are they taken
 * from the page here. Hours that cannot be read go to the hours note, not lost.
 */
export function importedBusinessDetails(doc: SiteDocument, imported: ImportedContent): void {
  if (hasBusinessDetails(doc.websiteSettings.business)) return;
  const found = businessDetailsFromImport(imported);
  // Nobody reviewed these: a phone or email that cannot be used is left out rather than shown.
  doc.websiteSettings.business = { ...found, phone: isValidPhone(found.phone) ? found.phone : '', email: isValidEmail(found.email) ? found.email : '' };
}

/** Puts the page's facts into one section of a type (the owner's real services and reviews replace invented ones). */
type SectionImporter<T extends SectionType> = (section: SectionOf<T>, imported: ImportedContent, reviewSource: string) => void;

/** The section types the owner's page has facts for; the others keep what the generator wrote. */
const SECTION_IMPORTERS: { readonly [T in SectionType]?: SectionImporter<T> } = {
  Services: (section, imported) => {
    if (imported.services.length === 0) return;
    section.items = imported.services.map((service, i) => ({
      id: `service-${i + 1}`,
      heading: service.name,
      paragraph: service.description,
      pricing: service.price,
      ...(section.items[i]?.image && { image: section.items[i].image }),
    }));
  },
  CustomerReviews: (section, imported, reviewSource) => {
    if (imported.reviews.length === 0) return;
    section.reviews = imported.reviews.slice(0, LIMITS.reviews).map((review, i) => ({
      id: `review-${i + 1}`,
      paragraph: review.text,
      authorName: review.author,
      authorLocation: reviewSource,
    }));
  },
};

function importInto<T extends SectionType>(section: SectionOf<T>, imported: ImportedContent, reviewSource: string): void {
  (SECTION_IMPORTERS[section.type as T] as SectionImporter<T> | undefined)?.(section, imported, reviewSource);
}

/** Puts the page's facts into the assembled document (which is validated afterwards). */
export function applyImported(doc: SiteDocument, imported: ImportedContent): void {
  importedBusinessDetails(doc, imported);
  const reviewSource = imported.kind === 'website' ? '' : `Review on ${SOURCE_LABELS[imported.kind]}`;
  for (const section of doc.sections) importInto(section, imported, reviewSource);
  const social = new Map(doc.websiteSettings.socialLinks.map((link) => [link.type, link]));
  for (const address of [imported.url, ...imported.links]) {
    const type = socialTypeOf(address);
    if (type && !social.has(type) && social.size < LIMITS.socialLinks) social.set(type, { type, url: address });
  }
  doc.websiteSettings.socialLinks = [...social.values()];
}
