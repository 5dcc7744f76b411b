import type { ApiRoute } from './route-kit.js';
import { z } from 'zod';
import { PUBLIC } from './route-kit.js';

/** Web fonts (issue 27). */
export const FONTS_ROUTES = [
  {
    method: 'get',
    path: '/fonts/{file}',
    tag: 'fonts',
    summary: 'One face of a curated web font as WOFF2 (`<family>-<subset>-<weight>.woff2`), cached for a year',
    access: PUBLIC,
    request: { params: z.object({ file: z.string().max(80).describe('For example playfair-display-latin-700-v5.3.0.woff2') }), body: null },
    response: { status: 200, body: z.string(), contentType: 'font/woff2', description: 'The font file' },
    errors: ['not_found'],
  },
] as const satisfies readonly ApiRoute[];
