import { z } from 'zod';
import { SITE_DOCUMENT_VERSION } from './limits.js';
import { sectionSchema } from './section.js';
import { sectionListProblems } from './section-counts.js';
import { themeSchema } from './theme.js';
import { websiteSettingsSchema } from './website-settings.js';

/**
 * The content of a website (spec §3): settings, theme and the ordered sections. This is what
 * the Yjs draft holds, what a saved version stores, and what a published page is rendered from.
 * Section count rules (Header and Footer exactly once, maxCount per type) and unique section ids
 * are checked on the whole document.
 */
export const siteDocumentSchema = z
  .object({
    version: z.literal(SITE_DOCUMENT_VERSION),
    websiteSettings: websiteSettingsSchema,
    theme: themeSchema,
    sections: z.array(sectionSchema),
  })
  .superRefine((document, ctx) => {
    for (const problem of sectionListProblems(document.sections)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: [...problem.path] });
    }
  });
export type SiteDocument = z.infer<typeof siteDocumentSchema>;
/** A document as it may be written before defaults are applied. */
export type SiteDocumentInput = z.input<typeof siteDocumentSchema>;

/** The top-level fields of a site document, read from its schema (nothing else belongs there). */
export const SITE_DOCUMENT_KEYS: readonly string[] = Object.keys(siteDocumentSchema.shape);
