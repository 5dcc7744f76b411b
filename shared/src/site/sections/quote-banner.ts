import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';
import type { StarterContext } from './starter-context.js';
import { defineSection } from '../section-spec.js';

/** A text banner (type QuoteBanner): a short quote with a subheading and smaller text. */
export const quoteBannerSectionSchema = z.object({
  id: idSchema,
  type: z.literal('QuoteBanner'),
  primary: z.string().max(LIMITS.quotePrimary),
  subhead: z.string().max(LIMITS.quoteSubhead).default(''),
  subordinate: z.string().max(LIMITS.quoteSubordinate).default(''),
});
export type QuoteBannerSection = z.infer<typeof quoteBannerSectionSchema>;

/** A starter quote. */
export function defaultQuoteBannerSection(id: string, { businessName }: StarterContext): QuoteBannerSection {
  return {
    id,
    type: 'QuoteBanner',
    primary: 'Quality work, friendly service, every time.',
    subhead: `The promise behind ${businessName}`,
    subordinate: '',
  };
}

/** The QuoteBanner section type (see SECTION_REGISTRY). */
export const quoteBannerSection = defineSection({
  schema: quoteBannerSectionSchema,
  title: 'Text Banner',
  description: 'A bold band with a short quote or promise, a subheading and a few more words.',
  default: true,
  headerLinkAllowed: false,
  maxCount: 3,
  pageOrder: 30,
  create: defaultQuoteBannerSection,
  linkText: (section) => section.primary,
  writes: ['about', 'quote'],
});
