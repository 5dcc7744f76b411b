import { z } from 'zod';

export const componentStatusSchema = z.enum(['ok', 'down']);
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: componentStatusSchema,
  redis: componentStatusSchema,
  worker: componentStatusSchema,
});
export type Health = z.infer<typeof healthSchema>;

/** The worker writes this key every few seconds with a short expiry; its presence means alive. */
export const WORKER_HEARTBEAT_KEY = 'worker:heartbeat';
export const WORKER_HEARTBEAT_INTERVAL_MS = 5_000;
export const WORKER_HEARTBEAT_TTL_MS = 15_000;
