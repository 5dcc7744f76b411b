import { z } from 'zod';
import { contactFieldSchema, REQUIRED_CONTACT_FIELD_IDS } from '../items/contact-field.js';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';
import { defineSection } from '../section-spec.js';

/** The built-in name, email and message fields of a new contact form. */
export function defaultContactFields(): z.infer<typeof contactFieldSchema>[] {
  return [
    { id: REQUIRED_CONTACT_FIELD_IDS.name, title: 'Name', type: 'Text', validators: ['Required'] },
    { id: REQUIRED_CONTACT_FIELD_IDS.email, title: 'Email', type: 'Text', validators: ['EmailRequired'] },
    { id: REQUIRED_CONTACT_FIELD_IDS.message, title: 'Message', type: 'TextArea', validators: ['Required'] },
  ];
}

/**
 * The contact section: a form whose submissions are stored and sent to the owner, and
 * optionally a public email and phone number. The form always has the name, email and message
 * fields (spec §3, §5), with ids from REQUIRED_CONTACT_FIELD_IDS; email is validated as an email.
 */
export const contactSectionSchema = z
  .object({
    id: idSchema,
    type: z.literal('Contact'),
    heading: z.string().max(LIMITS.sectionHeading),
    fields: z.array(contactFieldSchema).max(LIMITS.contactFormFields).default(defaultContactFields),
    successMessage: z.string().max(LIMITS.contactSuccessMessage).default('Thank you! We will be in touch soon.'),
    submitLabel: z.string().max(LIMITS.buttonLabel).default('Send'),
    email: z.string().max(LIMITS.email).default(''),
    phone: z.string().max(LIMITS.phone).default(''),
  })
  .superRefine((section, ctx) => {
    const ids = section.fields.map((field) => field.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: 'Contact field ids must be unique', path: ['fields'] });
    }
    const requiredValidator = { name: 'Required', email: 'EmailRequired', message: 'Required' } as const;
    for (const [key, fieldId] of Object.entries(REQUIRED_CONTACT_FIELD_IDS)) {
      const field = section.fields.find((candidate) => candidate.id === fieldId);
      const validator = requiredValidator[key as keyof typeof requiredValidator];
      if (!field || !field.validators.includes(validator)) {
        ctx.addIssue({
          code: 'custom',
          message: `The contact form needs the '${fieldId}' field with the ${validator} validator`,
          path: ['fields'],
        });
      }
    }
  });
export type ContactSection = z.infer<typeof contactSectionSchema>;

/** A contact section with the three required fields. */
export function defaultContactSection(id: string): ContactSection {
  return {
    id,
    type: 'Contact',
    heading: 'Get in Touch',
    fields: defaultContactFields(),
    successMessage: 'Thank you! We will be in touch soon.',
    submitLabel: 'Send',
    email: '',
    phone: '',
  };
}

/** The Contact section type (see SECTION_REGISTRY). */
export const contactSection = defineSection({
  schema: contactSectionSchema,
  title: 'Contact',
  description: 'A contact form visitors send you messages with, beside your phone, email, address and hours.',
  default: true,
  headerLinkAllowed: true,
  maxCount: 1,
  pageOrder: 130,
  create: defaultContactSection,
});
