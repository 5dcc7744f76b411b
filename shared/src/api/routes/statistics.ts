import { z } from 'zod';
import { statisticsRangeSchema, statisticsSchema, tapKindSchema } from '../../statistics/statistics.js';
import type { ApiRoute } from './route-kit.js';
import { empty, HOUR, idParams, json, PUBLIC, website } from './route-kit.js';

/** Visitor statistics of a published site (issue 42): read by its owner and guest editors. */
export const STATISTICS_ROUTES = [
  {
    method: 'get',
    path: '/api/websites/{id}/statistics',
    tag: 'statistics',
    summary: "The published site's visitors, page views and conversions over a period, with where visitors came from (the owner and guest editors)",
    access: website('view-statistics'),
    request: { params: idParams, query: z.object({ range: statisticsRangeSchema.default('7d') }), body: null, afterAccess: true },
    response: json(200, statisticsSchema, 'The figures'),
    errors: ['website_not_found'],
  },
  {
    method: 'post',
    path: '/api/public/{handle}/tap/{kind}',
    tag: 'statistics',
    summary:
      "A visitor tapped the site's phone number or Directions: the link's `ping` (no cookie, no script); counted in the site's statistics unless the visitor asked not to be (Do Not Track, Global Privacy Control) or is a program",
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 60, windowMs: HOUR }],
    request: { params: z.object({ handle: z.string().max(200), kind: tapKindSchema }), body: null },
    response: empty(204, 'Noted (whether or not it was counted, and whether or not the site exists)'),
    errors: [],
  },
] as const satisfies readonly ApiRoute[];
