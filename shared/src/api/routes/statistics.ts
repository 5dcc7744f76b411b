import { z } from 'zod';
import { statisticsRangeSchema, statisticsSchema } from '../../statistics/statistics.js';
import type { ApiRoute } from './route-kit.js';
import { idParams, json, website } from './route-kit.js';

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
] as const satisfies readonly ApiRoute[];
