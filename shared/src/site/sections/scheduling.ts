import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { idSchema, urlTextSchema } from '../primitives.js';
import { defineSection } from '../section-spec.js';

/**
 * An embedded booking calendar. It needs a pasted scheduling link to work when published
 * (spec §5); until then the published page leaves the section out.
 */
export const schedulingSectionSchema = z.object({
  id: idSchema,
  type: z.literal('Scheduling'),
  heading: z.string().max(LIMITS.sectionHeading),
  schedulingUrl: urlTextSchema.default(''),
});
export type SchedulingSection = z.infer<typeof schedulingSectionSchema>;

/** A scheduling section waiting for its link. */
export function defaultSchedulingSection(id: string): SchedulingSection {
  return { id, type: 'Scheduling', heading: 'Book an Appointment', schedulingUrl: '' };
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
