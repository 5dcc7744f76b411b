import { z } from 'zod';
import { serviceBookingSchema } from '../../bookings/settings.js';
import { imageSchema } from '../image.js';
import { LIMITS } from '../limits.js';
import { linkSchema } from '../link.js';
import { idSchema } from '../primitives.js';

/**
 * A service offered (spec §3). The image is optional in the document so that a new service can
 * exist before an image is chosen; the editor shows a placeholder until then.
 */
export const serviceItemSchema = z.object({
  id: idSchema,
  image: imageSchema.optional(),
  heading: z.string().max(LIMITS.serviceHeading),
  paragraph: z.string().max(LIMITS.serviceBody),
  pricing: z.string().max(LIMITS.servicePricing),
  button: linkSchema.optional(),
  /** The pricing is the generator's example: shown as an example price until the owner edits it (issue 24). */
  samplePricing: z.boolean().optional(),
  /** Visitors can book it on the site (issue 40): its length, break after, daily cap and mode. */
  booking: serviceBookingSchema.optional(),
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;
