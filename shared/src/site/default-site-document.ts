import { LIMITS, SITE_DOCUMENT_VERSION } from './limits.js';
import type { NavLink } from './link.js';
import type { Section } from './section.js';
import { SECTION_DEFINITION_BY_TYPE, SECTION_DEFINITIONS } from './section-definitions.js';
import { SECTION_REGISTRY } from './section-registry.js';
import type { SectionType } from './section-type.js';
import { createDefaultSection } from './sections/default-section.js';
import { siteDocumentSchema, type SiteDocument } from './site-document.js';
import { createDefaultTheme } from './theme.js';

/** What a new site is created from. */
export interface DefaultSiteDocumentInput {
  /** The draft's id. */
  id: string;
  /** At most LIMITS.businessName characters (surrounding spaces are dropped). */
  businessName: string;
  /**
   * Section types chosen in onboarding; defaults to the types that are on by default. Required
   * types (Header, Footer) are always included, and each type appears once.
   */
  sectionTypes?: readonly SectionType[];
}

/** Page order of a new site (each type's `pageOrder`): banners sit between content sections rather than side by side. */
const PAGE_ORDER: readonly SectionType[] = (Object.keys(SECTION_REGISTRY) as SectionType[]).sort((a, b) => SECTION_REGISTRY[a].pageOrder - SECTION_REGISTRY[b].pageOrder);

/** Readable section id from its type: 'QuoteBanner' -> 'quote-banner'. */
function sectionIdFor(type: SectionType): string {
  return type.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Cuts text to at most `max` UTF-16 units without splitting a surrogate pair. */
function clip(text: string, max: number): string {
  let result = '';
  for (const char of text) {
    if (result.length + char.length > max) break;
    result += char;
  }
  return result;
}

function sectionLink(section: Section): NavLink {
  return {
    type: 'Section',
    label: SECTION_DEFINITION_BY_TYPE[section.type].title,
    style: 'Solid',
    size: 'Medium',
    sectionId: section.id,
  };
}

/**
 * A complete, valid document for a new website: the chosen (by default the default-on)
 * sections with starter content naming the business, header navigation to its content sections,
 * a default theme and settings. The AI composer later replaces the starter content.
 * Throws if the input cannot make a valid document (for instance a business name over the limit).
 */
export function createDefaultSiteDocument(input: DefaultSiteDocumentInput): SiteDocument {
  const businessName = input.businessName.trim();
  const chosen = new Set<SectionType>(input.sectionTypes ?? SECTION_DEFINITIONS.filter((entry) => entry.default).map((entry) => entry.type));
  for (const entry of SECTION_DEFINITIONS) if (entry.required) chosen.add(entry.type);

  const context = { businessName };
  const sections: Section[] = PAGE_ORDER.filter((type) => chosen.has(type)).map((type) => createDefaultSection(type, sectionIdFor(type), context));

  const header = sections.find((section) => section.type === 'Header');
  if (header?.type === 'Header') {
    // The introduction opens the page, so the menu starts with the sections after it.
    header.links = sections
      .filter((section) => section.type !== 'Introduction' && SECTION_DEFINITION_BY_TYPE[section.type].headerLinkAllowed)
      .slice(0, LIMITS.links)
      .map(sectionLink);
    const contact = sections.find((section) => section.type === 'Contact');
    if (contact) header.button = { ...sectionLink(contact), label: 'Contact Us' };
  }

  return siteDocumentSchema.parse({
    version: SITE_DOCUMENT_VERSION,
    websiteSettings: {
      id: input.id,
      businessName,
      companyName: businessName,
      pageTitle: businessName,
      logo: { type: 'Text', text: businessName, size: 'Default', weight: 'Bold' },
      copyrightText: clip(businessName, LIMITS.copyright),
    },
    theme: createDefaultTheme(),
    sections,
  });
}
