import { z } from 'zod';
import { contactFieldTypeSchema, contactFieldValidatorSchema } from '../contact-enums.js';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';

/** A field of the contact form (spec §3): its title is shown to visitors and is customisable. */
export const contactFieldSchema = z.object({
  id: idSchema,
  title: z.string().max(LIMITS.contactFieldTitle),
  type: contactFieldTypeSchema,
  validators: z.array(contactFieldValidatorSchema).max(contactFieldValidatorSchema.options.length).default([]),
});
export type ContactField = z.infer<typeof contactFieldSchema>;

/**
 * Ids of the three fields every contact form has (spec §3, §5: name, email and message are
 * required). Their titles may change; their ids identify them.
 */
export const REQUIRED_CONTACT_FIELD_IDS = { name: 'name', email: 'email', message: 'message' } as const;
