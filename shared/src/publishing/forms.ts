import { z } from 'zod';
import { LIMITS } from '../site/limits.js';

/** The hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = 'company_website';

/** A newsletter signup from a published site. */
export const newsletterSubmissionSchema = z.object({
  email: z.string().trim().toLowerCase().max(LIMITS.email, 'Invalid email').email('Invalid email'),
});

/** Max characters of a submitted contact-form value (a message may be long; titles are not). */
export const CONTACT_VALUE_MAX = 5000;

/**
 * The schema of a contact-form submission for the site's own fields: each field's id is the
 * form field name; Required needs a value, EmailRequired a valid email.
 */
export function contactSubmissionSchema(fields: { id: string; title: string; validators: string[] }[]) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of fields) {
    const label = field.title || field.id;
    let value = z
      .string({ error: `${label}: Required` })
      .trim()
      .max(CONTACT_VALUE_MAX, `${label}: too long`);
    if (field.validators.includes('Required') || field.validators.includes('EmailRequired')) {
      value = value.min(1, `${label}: Required`);
    }
    shape[field.id] = field.validators.includes('EmailRequired') ? value.pipe(z.string().email('Invalid email')) : value.default('');
  }
  return z.object(shape);
}
