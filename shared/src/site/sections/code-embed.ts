import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';
import { defineSection } from '../section-spec.js';

/** Custom HTML pasted by the owner; published pages run it sandboxed. */
export const codeEmbedSectionSchema = z.object({
  id: idSchema,
  type: z.literal('CodeEmbed'),
  heading: z.string().max(LIMITS.sectionHeading).default(''),
  code: z.string().max(LIMITS.embedCode).default(''),
});
export type CodeEmbedSection = z.infer<typeof codeEmbedSectionSchema>;

/** An empty code embed. */
export function defaultCodeEmbedSection(id: string): CodeEmbedSection {
  return { id, type: 'CodeEmbed', heading: '', code: '' };
}

/** The CodeEmbed section type (see SECTION_REGISTRY). */
export const codeEmbedSection = defineSection({
  schema: codeEmbedSectionSchema,
  title: 'Custom code',
  description: 'Paste HTML from another service, such as a booking widget or a map; it runs in its own frame.',
  default: false,
  headerLinkAllowed: false,
  maxCount: 3,
  hideFromOnboarding: true,
  pageOrder: 120,
  create: defaultCodeEmbedSection,
});
