import type { Section } from '../site/section.js';
import { imageUrl } from './site-image.js';
import { webHref } from './urls.js';

const blank = (text: string | undefined) => !text || text.trim() === '';

/**
 * Whether a section shows on the published page. Scheduling and Video need a valid link
 * (spec §5), a code embed needs code, and sections with nothing in them yet (no services, no
 * pictures, no text) are left out rather than shown as empty headings. The editor's preview
 * shows every section.
 */
export function isSectionShown(section: Section): boolean {
  switch (section.type) {
    case 'Scheduling':
      return webHref(section.schedulingUrl) !== null;
    case 'Video':
      return webHref(section.videoUrl) !== null;
    case 'CodeEmbed':
      return !blank(section.code);
    case 'Gallery':
      return section.items.some((item) => imageUrl(item.image) !== null);
    case 'Services':
      return section.items.length > 0;
    case 'Team':
      return section.members.length > 0;
    case 'CustomerReviews':
      return section.reviews.length > 0;
    case 'FrequentlyAskedQuestions':
      return section.items.length > 0;
    case 'QuoteBanner':
      return !(blank(section.primary) && blank(section.subhead) && blank(section.subordinate));
    case 'ImageBanner':
      return !blank(section.heading) || (section.image !== undefined && imageUrl(section.image) !== null);
    default:
      return true;
  }
}
