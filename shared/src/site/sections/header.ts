import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { linkSchema, navLinkSchema } from '../link.js';
import { idSchema } from '../primitives.js';
import { defineSection } from '../section-spec.js';

/**
 * The site header (spec §3): the logo (from the website settings), navigation links and an
 * optional call-to-action button. Whether it stays fixed is a website setting.
 */
export const headerSectionSchema = z.object({
  id: idSchema,
  type: z.literal('Header'),
  links: z.array(navLinkSchema).max(LIMITS.links).default([]),
  button: linkSchema.optional(),
});
export type HeaderSection = z.infer<typeof headerSectionSchema>;

/** A header without links; the document builder adds links once the other sections exist. */
export function defaultHeaderSection(id: string): HeaderSection {
  return { id, type: 'Header', links: [] };
}

/** The Header section type (see SECTION_REGISTRY). */
export const headerSection = defineSection({
  schema: headerSectionSchema,
  title: 'Header',
  description: 'The top of the page: your name or logo and the links to each part of the page.',
  required: true,
  pinned: 'top',
  default: true,
  headerLinkAllowed: false,
  maxCount: 1,
  pageOrder: 0,
  links: ['links[]', 'button'],
  create: defaultHeaderSection,
});
