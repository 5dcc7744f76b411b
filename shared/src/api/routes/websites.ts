import type { ApiRoute } from './route-kit.js';
import { z } from 'zod';
import { siteDocumentSchema } from '../../site/site-document.js';
import { empty, idParams, json, MINUTE, PUBLIC, SIGNED_IN, uuid, website } from './route-kit.js';
import { createWebsiteRequestSchema, createWebsiteResponseSchema, generationStatusSchema, websiteListEntrySchema } from '../websites.js';

/** POST /api/websites/{id}/publish */
export const publishRequestSchema = z.object({ handle: z.string().max(200).describe('The web address: 3-24 of a-z, 0-9 and dashes') });

export const publishResultSchema = z.object({
  handle: z.string(),
  url: z.string(),
  publishedAt: z.string(),
  /** Sample reviews, team members and FAQs the published page leaves out (issues 24 and 36). */
  leftOut: z.object({ reviews: z.number().int().min(0), teamMembers: z.number().int().min(0), faqs: z.number().int().min(0) }),
});

export type PublishResult = z.infer<typeof publishResultSchema>;

export const handleAvailabilitySchema = z.object({ available: z.boolean() });

/** GET /api/websites/{id} */
export const websiteDetailSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  handle: z.string().nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  lastDesignedAt: z.string().nullable(),
  lastPublishedAt: z.string().nullable(),
  document: siteDocumentSchema,
});

export type WebsiteDetail = z.infer<typeof websiteDetailSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const retryResponseSchema = z.object({ jobId: z.string() });

export const downloadQuerySchema = z.object({ token: z.string().max(200) });

export const jobParams = z.object({ jobId: uuid.describe("The creation's job id (its website's id)") });

/** Websites. */
export const WEBSITES_ROUTES = [
  {
    method: 'post',
    path: '/api/websites',
    tag: 'websites',
    summary: 'Creates a website from the onboarding answers; the ai-generate job writes the draft',
    access: SIGNED_IN,
    request: { body: createWebsiteRequestSchema },
    response: json(202, createWebsiteResponseSchema, '{id, jobId}'),
    errors: ['validation_failed', 'website_limit_exceeded', 'more_information_needed'],
  },
  {
    method: 'get',
    path: '/api/websites',
    tag: 'websites',
    summary: "The user's websites, newest design or modification first",
    access: SIGNED_IN,
    request: { body: null },
    response: json(200, z.array(websiteListEntrySchema), 'The list'),
    errors: [],
  },
  {
    method: 'get',
    path: '/api/websites/jobs/{jobId}',
    tag: 'websites',
    summary: 'Progress of a website being created',
    access: SIGNED_IN,
    request: { params: jobParams, body: null },
    response: json(200, generationStatusSchema, '{websiteId, state, step}'),
    errors: ['website_not_found'],
  },
  {
    method: 'post',
    path: '/api/websites/jobs/{jobId}/retry',
    tag: 'websites',
    summary: 'Runs a failed creation again',
    access: SIGNED_IN,
    request: { params: jobParams, body: null },
    response: json(202, retryResponseSchema, '{jobId}'),
    errors: ['website_not_found'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}',
    tag: 'websites',
    summary: 'The draft: its document and times',
    access: website('open'),
    request: { params: idParams, body: null },
    response: json(200, websiteDetailSchema, 'The draft'),
    errors: ['website_not_found'],
  },
  {
    method: 'delete',
    path: '/api/websites/{id}',
    tag: 'websites',
    summary: 'Deletes the website: the published page (if any), then the draft',
    access: website('delete-website'),
    request: { params: idParams, body: null },
    response: empty(204, 'Deleted'),
    errors: ['website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/publish',
    tag: 'publishing',
    summary: 'Publishes the draft at /{handle}; a new or changed address is for the owner only',
    access: website('publish'),
    request: { params: idParams, body: publishRequestSchema },
    response: json(200, publishResultSchema, 'Published'),
    errors: ['validation_failed', 'handle_invalid', 'handle_in_use', 'website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/export-contacts',
    tag: 'websites',
    summary: "Starts a CSV export of the site's contact-form entries; the owner gets an email link",
    access: website('export-contacts'),
    request: { params: idParams, body: null },
    response: json(202, messageResponseSchema, "'Contact export may take a few minutes'"),
    errors: ['website_not_found', 'forbidden'],
  },
  {
    method: 'get',
    path: '/api/exports/{id}',
    tag: 'websites',
    summary: 'Downloads a finished contact export (the emailed link)',
    access: { kind: 'link' },
    request: { params: z.object({ id: uuid }), query: downloadQuerySchema, body: null },
    response: { status: 200, body: z.string(), contentType: 'text/csv', description: 'The CSV' },
    errors: ['not_found'],
  },
  {
    method: 'get',
    path: '/api/handles/{handle}',
    tag: 'publishing',
    summary: 'Whether a web address is free',
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 600, windowMs: 15 * MINUTE }],
    request: { params: z.object({ handle: z.string().max(200) }), body: null },
    response: json(200, handleAvailabilitySchema, '{available}'),
    errors: [],
  },
] as const satisfies readonly ApiRoute[];
