import { z } from 'zod';

/** Input kind of a contact form field (spec §3). */
export const contactFieldTypeSchema = z.enum(['Text', 'TextArea']);
export type ContactFieldType = z.infer<typeof contactFieldTypeSchema>;

/** Validation of a contact form field (spec §3). EmailRequired also means required. */
export const contactFieldValidatorSchema = z.enum(['Required', 'EmailRequired']);
export type ContactFieldValidator = z.infer<typeof contactFieldValidatorSchema>;
