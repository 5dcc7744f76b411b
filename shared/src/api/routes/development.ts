import type { ApiRoute } from './route-kit.js';
import { z } from 'zod';
import { devMailSchema } from '../queues.js';
import { json } from './route-kit.js';

/** GET /api/dev/mailbox */
export const devMailboxQuerySchema = z.object({ to: z.string().trim().min(3).max(64).email('Invalid email') });

/** Development. */
export const DEVELOPMENT_ROUTES = [
  {
    method: 'get',
    path: '/api/dev/mailbox',
    tag: 'development',
    summary: 'Messages sent to an address while SMTP_URL is unset, newest first (never in production)',
    access: { kind: 'development' },
    request: { query: devMailboxQuerySchema, fieldErrors: { to: 'email_field_invalid' }, body: null },
    response: json(200, z.array(devMailSchema), 'The messages'),
    errors: ['validation_failed', 'not_found'],
  },
] as const satisfies readonly ApiRoute[];
