import { z } from 'zod';
import { serviceItemSchema } from '../items/service-item.js';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';
import type { StarterContext } from './starter-context.js';
import { defineSection } from '../section-spec.js';

/** The list of services offered. */
export const servicesSectionSchema = z.object({
  id: idSchema,
  type: z.literal('Services'),
  heading: z.string().max(LIMITS.sectionHeading),
  items: z.array(serviceItemSchema).max(LIMITS.services).default([]),
});
export type ServicesSection = z.infer<typeof servicesSectionSchema>;

/** Three starter services the owner renames and prices. */
export function defaultServicesSection(id: string, { businessName }: StarterContext): ServicesSection {
  return {
    id,
    type: 'Services',
    heading: 'Our Services',
    items: [
      {
        id: `${id}-item-1`,
        heading: 'Consultation',
        paragraph: `Meet with ${businessName} to talk through your goals and get clear, honest advice.`,
        pricing: 'Free',
      },
      {
        id: `${id}-item-2`,
        heading: 'Standard Service',
        paragraph: 'Our most popular option, delivered carefully and on schedule.',
        pricing: 'Contact us for a quote',
      },
      {
        id: `${id}-item-3`,
        heading: 'Premium Service',
        paragraph: 'Everything in the standard service, with extra attention to detail and priority booking.',
        pricing: 'Contact us for a quote',
      },
    ],
  };
}

/** The Services section type (see SECTION_REGISTRY). */
export const servicesSection = defineSection({
  schema: servicesSectionSchema,
  title: 'Services',
  description: 'What you offer, each service with a description, a price and a picture.',
  default: true,
  headerLinkAllowed: true,
  maxCount: 1,
  pageOrder: 20,
  images: ['items[].image'],
  links: ['items[].button'],
  create: defaultServicesSection,
  writes: ['services'],
});
