import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';
import type { StarterContext } from './starter-context.js';
import { defineSection } from '../section-spec.js';

/** A newsletter sign-up: heading, body and the label of its email field. */
export const newsletterSectionSchema = z.object({
  id: idSchema,
  type: z.literal('Newsletter'),
  heading: z.string().max(LIMITS.newsletterHeading),
  body: z.string().max(LIMITS.newsletterBody),
  fieldLabel: z.string().max(LIMITS.newsletterFieldLabel),
  submitLabel: z.string().max(LIMITS.buttonLabel).default('Subscribe'),
});
export type NewsletterSection = z.infer<typeof newsletterSectionSchema>;

/** A starter newsletter sign-up. */
export function defaultNewsletterSection(id: string, { businessName }: StarterContext): NewsletterSection {
  return {
    id,
    type: 'Newsletter',
    heading: 'Stay in the Loop',
    body: `Get news and special offers from ${businessName} straight to your inbox.`,
    fieldLabel: 'Email address',
    submitLabel: 'Subscribe',
  };
}

/** The Newsletter section type (see SECTION_REGISTRY). */
export const newsletterSection = defineSection({
  schema: newsletterSectionSchema,
  title: 'Newsletter',
  description: 'A sign-up form that collects the email addresses of people who want your news.',
  default: false,
  headerLinkAllowed: true,
  maxCount: 1,
  pageOrder: 110,
  create: defaultNewsletterSection,
});
