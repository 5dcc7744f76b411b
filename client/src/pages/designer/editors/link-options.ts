import {
  LIMITS,
  SECTION_DEFINITION_BY_TYPE,
  sectionLinkText,
  socialTypeSchema,
  type Link,
  type LinkType,
  type Section,
  type SiteDocument,
  type SocialType,
  isPinned,
} from '@frontdoor/shared';

/** How each link type is offered in the 'Link type' select. */
export const LINK_TYPE_LABELS: Readonly<Record<LinkType, string>> = {
  None: 'No link',
  Email: 'Email',
  Web: 'Web address',
  Phone: 'Phone',
  Section: 'Section of this page',
  Social: 'Social profile',
};

/** Chooses the sections a link may point at (navigation links: those allowed in the header). */
export type SectionFilter = (section: Section) => boolean;

/** Header and footer navigation link to the sections a visitor would look for (spec §3). */
export const navigationSections: SectionFilter = (section) => SECTION_DEFINITION_BY_TYPE[section.type].headerLinkAllowed;

/** Buttons may point at any content section; the header and footer are always on screen or at the end. */
export const contentSections: SectionFilter = (section) => !isPinned(section.type);

/** A section as named in a select: its type's title and, to tell banners apart, its heading. */
export function sectionLabel(section: Section): string {
  const title = SECTION_DEFINITION_BY_TYPE[section.type].title;
  const text = sectionLinkText(section);
  const trimmed = text.trim();
  if (!trimmed || trimmed === title) return title;
  return `${title}: ${trimmed.length > 40 ? `${trimmed.slice(0, 39)}…` : trimmed}`;
}

export function linkableSections(document: SiteDocument, filter: SectionFilter): Section[] {
  return document.sections.filter(filter);
}

/** The social network a new Social link starts with: the first one the site has a profile for. */
function defaultSocialType(document: SiteDocument): SocialType {
  return document.websiteSettings.socialLinks[0]?.type ?? socialTypeSchema.options[0];
}

/**
 * The link `from` turned into a link of `type`: label, style and size are kept, the fields of
 * the new type start empty (or at the first section or social network). Null when the type
 * cannot be used, i.e. Section with no section to point at.
 */
export function linkOfType(type: LinkType, from: Link, document: SiteDocument, filter: SectionFilter): Link | null {
  const common = { label: from.label, style: from.style, size: from.size };
  switch (type) {
    case 'None':
      return { type, ...common };
    case 'Email':
      return { type, ...common, email: '' };
    case 'Web':
      return { type, ...common, url: '', openInNewTab: true, webRisk: 'Pending' };
    case 'Phone':
      return { type, ...common, phone: '' };
    case 'Section': {
      const first = linkableSections(document, filter)[0];
      return first ? { type, ...common, sectionId: first.id } : null;
    }
    case 'Social':
      return { type, ...common, socialType: defaultSocialType(document) };
  }
}

/** A new button: it goes nowhere until the person picks where. */
export function newButton(): Link {
  return { type: 'None', label: 'Learn more', style: 'Solid', size: 'Medium' };
}

/**
 * A new navigation link: to the first section the menu does not link to yet, named after it;
 * otherwise a link to nowhere for the person to set up. The introduction comes last, as in a
 * new site's menu: it opens the page, so visitors rarely need a link to it.
 */
export function newNavLink(document: SiteDocument, existing: readonly Link[]): Link {
  const linked = new Set(existing.flatMap((link) => (link.type === 'Section' ? [link.sectionId] : [])));
  const candidates = linkableSections(document, navigationSections).filter((section) => !linked.has(section.id));
  const target = candidates.find((section) => section.type !== 'Introduction') ?? candidates[0];
  const common = { style: 'Solid', size: 'Medium' } as const;
  if (!target) return { type: 'None', label: 'New link', ...common };
  return { type: 'Section', sectionId: target.id, label: SECTION_DEFINITION_BY_TYPE[target.type].title.slice(0, LIMITS.navLink), ...common };
}
