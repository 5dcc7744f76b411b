import type { ApiRoute } from './route-kit.js';
import { z } from 'zod';
import { CONTACT_VALUE_MAX, HONEYPOT_FIELD } from '../../publishing/forms.js';
import { LIMITS } from '../../site/limits.js';
import { HOUR, json, PUBLIC } from './route-kit.js';

/** A visitor form's answer to the page's script (without JavaScript: a small HTML page). */
export const formAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });

/** A contact form: one value per field of the site's form (its ids), plus the hidden field. */
export const contactFormBodySchema = z
  .record(z.string().max(LIMITS.id), z.string().max(CONTACT_VALUE_MAX))
  .describe(`The form's fields by id; "${HONEYPOT_FIELD}" is the hidden field people leave empty`);

export const newsletterFormBodySchema = z.object({ email: z.string().max(LIMITS.email) });

/** Visitors of published sites. */
export const VISITOR_FORMS_ROUTES = [
  {
    method: 'post',
    path: '/api/public/{handle}/contact',
    tag: 'visitor forms',
    summary: 'A contact form submission (JSON, or a form post answered with a page)',
    access: PUBLIC,
    rateLimit: [
      { by: 'ip', limit: 10, windowMs: HOUR },
      { by: 'site', limit: 200, windowMs: HOUR },
    ],
    request: { params: z.object({ handle: z.string().max(200) }), body: contactFormBodySchema, formPost: true },
    response: json(200, formAnswerSchema, "{ok, message}: the form's success message"),
    errors: ['validation_failed', 'not_found'],
  },
  {
    method: 'post',
    path: '/api/public/{handle}/newsletter',
    tag: 'visitor forms',
    summary: 'A newsletter signup (JSON, or a form post answered with a page)',
    access: PUBLIC,
    rateLimit: [
      { by: 'ip', limit: 10, windowMs: HOUR },
      { by: 'site', limit: 500, windowMs: HOUR },
    ],
    request: { params: z.object({ handle: z.string().max(200) }), body: newsletterFormBodySchema, formPost: true },
    response: json(200, formAnswerSchema, "{ok, message: 'Thank you for subscribing!'}"),
    errors: ['validation_failed', 'not_found'],
  },
] as const satisfies readonly ApiRoute[];
