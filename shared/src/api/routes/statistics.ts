import { z } from 'zod';
import { statisticsRangeSchema, statisticsSchema, statisticsSettingsChangeSchema, statisticsSettingsSchema, tapKindSchema } from '../../statistics/statistics.js';
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
    path: '/api/websites/{id}/statistics/settings',
    tag: 'statistics',
    summary: "Turns the counting of the site's visits off or on (figures already counted stay), and the owner's weekly email of the figures (the owner)",
    access: website('manage-statistics'),
    request: { params: idParams, body: statisticsSettingsChangeSchema, afterAccess: true },
    response: json(200, statisticsSettingsSchema, 'The settings now'),
    errors: ['website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/statistics/export',
    tag: 'statistics',
    summary: "A download address of the site's figures over a period as CSV, one row per day (per hour for 24 hours), good for 5 minutes (the owner and guest editors)",
    access: website('view-statistics'),
    request: { params: idParams, body: z.object({ range: statisticsRangeSchema }).strict(), afterAccess: true },
    response: json(200, z.object({ url: z.string().describe('The CSV file’s address, signed') }), '{url}'),
    errors: ['website_not_found'],
  },
  {
    method: 'get',
    path: '/api/statistics-exports/{token}',
    tag: 'statistics',
    summary: "Downloads a site's figures as CSV (the address the export call gave)",
    access: { kind: 'link' },
    request: { params: z.object({ token: z.string().max(2000).describe('The signed token the export call gave') }), body: null },
    response: { status: 200, body: z.string(), contentType: 'text/csv', description: 'The CSV' },
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/api/public/{handle}/view',
    tag: 'statistics',
    summary:
      "A page view reported by a published page served from a bucket behind a CDN (its count script's `sendBeacon`; no cookie): counted in the site's statistics like a view the app served, unless the visitor asked not to be (Do Not Track, Global Privacy Control) or is a program",
    access: PUBLIC,
    rateLimit: [{ by: 'ip', limit: 300, windowMs: HOUR }],
    request: {
      params: z.object({ handle: z.string().max(200) }),
      query: z.object({
        p: z.string().max(2000).default('/').describe("The page's path and query (where UTM tags are)"),
        r: z.string().max(2000).default('').describe("The page's referrer"),
      }),
      body: null,
    },
    response: empty(204, 'Noted (whether or not it was counted, and whether or not the site exists)'),
    errors: [],
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
