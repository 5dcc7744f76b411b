import type { ApiRoute } from './route-kit.js';
import { z } from 'zod';
import { healthSchema } from '../health.js';
import { json, PUBLIC } from './route-kit.js';

export const liveSchema = z.object({ status: z.literal('ok') });

/** Health. */
export const HEALTH_ROUTES = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'health',
    summary: 'Status of the server, PostgreSQL, Redis and the worker; 503 when one is down',
    access: PUBLIC,
    request: { body: null },
    response: json(200, healthSchema, '{status, db, redis, worker}'),
    errors: ['service_unavailable'],
  },
  {
    method: 'get',
    path: '/api/health/live',
    tag: 'health',
    summary: 'Liveness: 200 while the process answers (restart it when this fails)',
    access: PUBLIC,
    request: { body: null },
    response: json(200, liveSchema, 'The process answers'),
    errors: [],
  },
  {
    method: 'get',
    path: '/api/health/ready',
    tag: 'health',
    summary: 'Readiness: 200 when PostgreSQL and Redis answer (send traffic here), else 503 with the same body',
    access: PUBLIC,
    request: { body: null },
    response: json(200, healthSchema, 'Ready'),
    errors: ['service_unavailable'],
  },
] as const satisfies readonly ApiRoute[];
