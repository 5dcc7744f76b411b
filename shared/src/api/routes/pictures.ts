import type { ApiRoute } from './route-kit.js';
import { z } from 'zod';
import { stockImagesQuerySchema, stockImagesResponseSchema } from '../stock-images.js';
import { HOUR, idParams, json, PUBLIC, website } from './route-kit.js';

/** GET /art/artwork.svg */
export const artworkQuerySchema = z.object({
  seed: z.string().min(1).max(200),
  w: z.coerce.number().int().min(16).max(4000),
  h: z.coerce.number().int().min(16).max(4000),
  c: z
    .string()
    .regex(/^[0-9a-fA-F]{3,8}(\.[0-9a-fA-F]{3,8}){0,7}$/)
    .default(''),
});

/** GET /art/illustration.svg (read by parseIllustrationQuery). */
export const illustrationQuerySchema = z.object({
  k: z.enum(['spot', 'scene', 'band']),
  i: z.string().max(200).describe('1-4 icon names joined by dots'),
  a: z.enum(['landscape', 'portrait', 'square']),
  c: z.string().max(40).describe('5 colours as rrggbb joined by dots: button, accent, background, text, button text'),
  s: z.string().max(64).optional(),
});

/** Pictures. */
export const PICTURES_ROUTES = [
  {
    method: 'get',
    path: '/api/websites/{id}/stock-images',
    tag: 'images',
    summary:
      "The image picker's stock tab: photos from Unsplash or Pexels (with their credit) when keyed, else drawn illustrations of the site's trade, searchable by word",
    access: website('edit-content'),
    // Each search may call a provider whose free plan allows about 50 an hour per key.
    rateLimit: [{ by: 'ip', limit: 300, windowMs: HOUR }],
    request: { afterAccess: true, params: idParams, query: stockImagesQuerySchema, body: null },
    response: json(200, stockImagesResponseSchema, '{source, images}'),
    errors: ['website_not_found', 'validation_failed'],
  },
  {
    method: 'get',
    path: '/art/illustration.svg',
    tag: 'images',
    summary: 'An illustration of industry icons in the site colours',
    access: PUBLIC,
    request: { query: illustrationQuerySchema, body: null },
    response: { status: 200, body: z.string(), contentType: 'image/svg+xml', description: 'The SVG' },
    errors: ['validation_failed'],
  },
  {
    method: 'get',
    path: '/art/artwork.svg',
    tag: 'images',
    summary: 'Generated artwork for image search terms',
    access: PUBLIC,
    request: { query: artworkQuerySchema, body: null },
    response: { status: 200, body: z.string(), contentType: 'image/svg+xml', description: 'The SVG' },
    errors: ['validation_failed'],
  },
] as const satisfies readonly ApiRoute[];
