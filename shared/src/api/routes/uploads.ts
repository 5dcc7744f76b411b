import type { ApiRoute } from './route-kit.js';
import { z } from 'zod';
import { uploadedImageListSchema, uploadedImageSchema } from '../images.js';
import { UPLOAD_FILE_NAME, uploadBodySchema, uploadResultSchema } from '../uploads.js';
import { empty, HOUR, idParams, json, PUBLIC, uuid, website } from './route-kit.js';

/** Every upload call of a client address: 120 an hour. */
const UPLOAD_RATE_LIMIT = { by: 'ip', limit: 120, windowMs: HOUR } as const;

/** POST /api/websites/{id}/uploads/{kind}: the website's logo or browser icon (spec §5), for those who may edit its settings. */
const brandUpload = <Kind extends 'favicon' | 'logo'>(kind: Kind, summary: string, sizeError: 'favicon_size_invalid' | 'logo_size_invalid') =>
  ({
    method: 'post',
    path: `/api/websites/{id}/uploads/${kind}`,
    tag: 'uploads',
    summary,
    access: website('edit-settings'),
    rateLimit: [UPLOAD_RATE_LIMIT],
    request: { params: idParams, body: uploadBodySchema, file: true },
    response: json(200, uploadResultSchema, '{url, width, height}'),
    errors: ['website_not_found', 'upload_too_large', 'invalid_file_type', sizeError, 'upload_failed'],
  }) as const;

/** Uploads (spec §5): the owner and guest editors, like every other setting. */
export const UPLOADS_ROUTES = [
  brandUpload('favicon', 'Stores a browser icon (ico, png, gif or jpeg; up to 2 MB; square, at most 512 × 512), as it was sent', 'favicon_size_invalid'),
  brandUpload('logo', 'Stores a logo (png, gif or jpeg; up to 2 MB); one taller than 512 px is stored scaled to 512 px high', 'logo_size_invalid'),
  {
    method: 'post',
    path: '/api/websites/{id}/images',
    tag: 'uploads',
    summary:
      "Adds a photo to the website's images (jpg, png, gif or webp; up to 15 MB and 64 megapixels; at most 36): stored upright, without its metadata, as WebP in every size",
    access: website('edit-settings'),
    rateLimit: [UPLOAD_RATE_LIMIT],
    request: { params: idParams, body: uploadBodySchema, file: true },
    response: json(201, uploadedImageSchema, 'The stored image'),
    errors: ['website_not_found', 'image_too_large', 'invalid_file_type', 'image_too_many_pixels', 'image_limit_reached', 'upload_failed'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/images',
    tag: 'uploads',
    summary: "The website's uploaded photos, newest first, each with whether the draft or the published page shows it",
    access: website('edit-settings'),
    request: { params: idParams, body: null },
    response: json(200, uploadedImageListSchema, '{images}'),
    errors: ['website_not_found'],
  },
  {
    method: 'delete',
    path: '/api/websites/{id}/images/{imageId}',
    tag: 'uploads',
    summary: "Removes a photo from the website's images; its files stay while the draft or the published page shows it",
    access: website('edit-settings'),
    request: { params: idParams.extend({ imageId: uuid.describe("The image's id") }), body: null },
    response: empty(204, 'Removed'),
    errors: ['website_not_found', 'not_found'],
  },
  {
    method: 'get',
    path: '/uploads/{file}',
    tag: 'uploads',
    summary: 'A stored upload, by the SHA-256 of its bytes: its own media type, cached for a year; 503 while the file store does not answer',
    access: PUBLIC,
    request: { params: z.object({ file: z.string().regex(UPLOAD_FILE_NAME).describe('<sha-256>.<png|gif|jpg|ico|webp>') }), body: null },
    response: { status: 200, body: z.string(), contentType: 'image/*', description: 'The file' },
    errors: ['not_found', 'service_unavailable'],
  },
] as const satisfies readonly ApiRoute[];
