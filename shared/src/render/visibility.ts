import type { Section } from '../site/section.js';
import type { SiteDocument } from '../site/site-document.js';
import { SECTION_VIEWS, sectionView, type SectionViews } from './section-views.js';

/**
 * Whether a section shows on the published page: its type's rule in SECTION_VIEWS (a section
 * with nothing in it yet is left out rather than shown as an empty heading). The editor's
 * preview shows every section.
 */
export function isSectionShown(section: Section, document: SiteDocument, views: SectionViews = SECTION_VIEWS): boolean {
  return sectionView(section, views).isShown?.(section, document) ?? true;
}
