import type { ApiRoute } from './route-kit.js';
import { z } from 'zod';
import { createImportRequestSchema, createImportResponseSchema, importStatusSchema, NAMED_SOURCE_KINDS } from '../../import/page-import.js';
import { HOUR, json, PUBLIC, uuid } from './route-kit.js';
import {
  businessIdeasResponseSchema,
  businessNamesResponseSchema,
  styleOptionsRequestSchema,
  styleOptionsResponseSchema,
  understandRequestSchema,
  understandResponseSchema,
  toolRequestSchema,
} from '../websites.js';

/** POST /api/imports: the wizard variant may name the kind of page. */
export const importRequestSchema = createImportRequestSchema.extend({ kind: z.enum(NAMED_SOURCE_KINDS).optional() });

/** Onboarding, tools and imports (signed out until Launch). */
export const ONBOARDING_ROUTES = [
  {
    method: 'post',
    path: '/api/onboarding/styles',
    tag: 'tools',
    summary: 'Onboarding: 8 font pairs and 8 palettes for the business',
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 60, windowMs: HOUR }],
    request: { body: styleOptionsRequestSchema },
    response: json(200, styleOptionsResponseSchema, 'The options'),
    errors: ['validation_failed', 'service_unavailable'],
  },
  {
    method: 'post',
    path: '/api/onboarding/understand',
    tag: 'tools',
    summary: "Onboarding: the kind of business the generator understood (an industry or none, and the trade in the owner's words)",
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 120, windowMs: HOUR }],
    request: { body: understandRequestSchema },
    response: json(200, understandResponseSchema, 'What was understood'),
    errors: ['validation_failed', 'service_unavailable'],
  },
  {
    method: 'post',
    path: '/api/tools/business-names',
    tag: 'tools',
    summary: 'Business Name Creator: twelve names for the keywords',
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 30, windowMs: HOUR }],
    request: { body: toolRequestSchema },
    response: json(200, businessNamesResponseSchema, 'Twelve names'),
    errors: ['validation_failed', 'service_unavailable'],
  },
  {
    method: 'post',
    path: '/api/tools/business-ideas',
    tag: 'tools',
    summary: 'Business Idea Creator: ten businesses, each with a one-line pitch',
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 30, windowMs: HOUR }],
    request: { body: toolRequestSchema },
    response: json(200, businessIdeasResponseSchema, 'Ten ideas'),
    errors: ['validation_failed', 'service_unavailable'],
  },
  {
    method: 'post',
    path: '/api/imports',
    tag: 'imports',
    summary: 'Starts reading a Facebook, Thumbtack, Yelp, GitHub or other page for the wizard',
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 30, windowMs: HOUR }],
    request: { body: importRequestSchema },
    response: json(202, createImportResponseSchema, 'Reading started'),
    errors: ['validation_failed'],
  },
  {
    method: 'get',
    path: '/api/imports/{importId}',
    tag: 'imports',
    summary: "An import's progress and, once done, its outcome and facts",
    access: { kind: 'link' },
    request: { params: z.object({ importId: uuid }), body: null },
    response: json(200, importStatusSchema, 'Progress or outcome'),
    errors: ['not_found'],
  },
] as const satisfies readonly ApiRoute[];
