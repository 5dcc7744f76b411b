import type { ApiRoute } from './route-kit.js';
import { z } from 'zod';
import { draftVersionDetailSchema, draftVersionSchema, rewriteRequestSchema } from '../collab.js';
import { editHolderSchema } from '../live-events.js';
import { HOUR, idParams, json, website } from './route-kit.js';
import { rewriteResponseSchema } from '../websites.js';
import { assistantAnswerSchema, assistantRequestSchema } from '../../assistant/operations.js';

export const editControlResponseSchema = z.object({ holder: editHolderSchema });

/**
 * 'Take Edit Control' (`take-over`, the default: spec §4, confirmed; the other editor's unsaved
 * changes are kept as a version and the draft goes back to its last saved version) or 'Start
 * editing' (`start`: only while the holder has no designer open; the draft stays as it is).
 */
export const editControlRequestSchema = z.object({ mode: z.enum(['take-over', 'start']).optional() });

/** Designer. */
export const DESIGNER_ROUTES = [
  {
    method: 'post',
    path: '/api/websites/{id}/edit-control',
    tag: 'designer',
    summary:
      'Takes edit control: the other editors turn read-only at once; a take-over keeps their unsaved changes as a version and resets the live document to the last saved version, a start (nobody editing) keeps it',
    access: website('take-edit-control'),
    request: { params: idParams, body: editControlRequestSchema },
    response: json(200, editControlResponseSchema, '{holder}'),
    errors: ['website_not_found', 'forbidden', 'conflict', 'validation_failed'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/versions',
    tag: 'designer',
    summary: 'Saved, published and restored versions of the draft, newest first',
    access: website('view-history'),
    request: { params: idParams, body: null },
    response: json(200, z.array(draftVersionSchema), 'The versions'),
    errors: ['website_not_found'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/versions/{sequence}',
    tag: 'designer',
    summary: 'One version with its document (the History preview)',
    access: website('view-history'),
    request: { params: idParams.extend({ sequence: z.string().regex(/^\d{1,15}$/) }), body: null },
    response: json(200, draftVersionDetailSchema, 'The version'),
    errors: ['website_not_found', 'not_found'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/versions/{sequence}/restore',
    tag: 'designer',
    summary: 'Restores a version: every open tab sees it; needs edit control',
    access: website('restore-version'),
    request: { params: idParams.extend({ sequence: z.string().regex(/^\d{1,15}$/) }), body: null },
    response: json(200, draftVersionSchema, 'The restored version'),
    errors: ['website_not_found', 'not_found', 'conflict'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/rewrite',
    tag: 'designer',
    summary: 'Rewrite with AI: a replacement for a text of the draft within its limit',
    access: website('edit-content'),
    rateLimit: [{ by: 'ip', limit: 120, windowMs: HOUR }],
    request: { afterAccess: true, params: idParams, body: rewriteRequestSchema },
    response: json(200, rewriteResponseSchema, '{text}'),
    errors: ['validation_failed', 'website_not_found', 'service_unavailable'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/assistant',
    tag: 'designer',
    summary: "The assistant: the owner's words answered with a list of changes to the draft (operations the designer applies on Apply, as one step)",
    access: website('edit-content'),
    rateLimit: [{ by: 'ip', limit: 120, windowMs: HOUR }],
    request: { afterAccess: true, params: idParams, body: assistantRequestSchema },
    response: json(200, assistantAnswerSchema, '{version, reply, operations, questions}'),
    errors: ['validation_failed', 'website_not_found', 'conflict', 'rate_limited', 'service_unavailable'],
  },
] as const satisfies readonly ApiRoute[];
