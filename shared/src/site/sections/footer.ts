import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { navLinkSchema } from '../link.js';
import { idSchema } from '../primitives.js';
import { defineSection } from '../section-spec.js';

/**
 * The site footer. Copyright text and social links come from the website settings; the
 * footer holds its own navigation links and whether to show the social links.
 */
export const footerSectionSchema = z.object({
  id: idSchema,
  type: z.literal('Footer'),
  links: z.array(navLinkSchema).max(LIMITS.footerLinks).default([]),
  showSocialLinks: z.boolean().default(true),
});
export type FooterSection = z.infer<typeof footerSectionSchema>;

/** A footer without links. */
export function defaultFooterSection(id: string): FooterSection {
  return { id, type: 'Footer', links: [], showSocialLinks: true };
}

/** The Footer section type (see SECTION_REGISTRY). */
export const footerSection = defineSection({
  schema: footerSectionSchema,
  title: 'Footer',
  description: 'The bottom of the page: your business name, links and social media.',
  required: true,
  pinned: 'bottom',
  default: true,
  headerLinkAllowed: false,
  maxCount: 1,
  pageOrder: 140,
  links: ['links[]'],
  create: defaultFooterSection,
});
