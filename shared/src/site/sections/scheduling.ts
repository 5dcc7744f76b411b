import { z } from 'zod';
import { bookingRulesSchema, SCHEDULING_PROVIDERS } from '../../bookings/settings.js';
import { LIMITS } from '../limits.js';
import { idSchema, urlTextSchema } from '../primitives.js';
import { defineSection } from '../section-spec.js';

/**
 * Booking. With a pasted scheduling link (spec §5) it sends visitors there, and without a link the
 * published page leaves it out. With Frontdoor bookings (issue 40) it lists the bookable services
 * of the Services section, each linking to the site's own booking page, under these rules.
 */
export const schedulingSectionSchema = z.object({
  id: idSchema,
  type: z.literal('Scheduling'),
  heading: z.string().max(LIMITS.sectionHeading),
  schedulingUrl: urlTextSchema.default(''),
  provider: z.enum(SCHEDULING_PROVIDERS).default('link'),
  /** Frontdoor bookings' rules (time zone, notice, horizon, closed and extra days); set when first chosen. */
  bookingRules: bookingRulesSchema.optional(),
});
export type SchedulingSection = z.infer<typeof schedulingSectionSchema>;

/** A scheduling section waiting for its link. */
export function defaultSchedulingSection(id: string): SchedulingSection {
  return { id, type: 'Scheduling', heading: 'Book an Appointment', schedulingUrl: '', provider: 'link' };
}

/** The Scheduling section type (see SECTION_REGISTRY). */
export const schedulingSection = defineSection({
  schema: schedulingSectionSchema,
  title: 'Scheduling',
  description: 'A button that opens your booking page, so visitors can make an appointment.',
  default: false,
  headerLinkAllowed: true,
  maxCount: 1,
  pageOrder: 90,
  create: defaultSchedulingSection,
});
