/**
 * Redis pub/sub channels between the worker and every server instance (not key-prefixed by
 * ioredis, so each carries the app's prefix by hand).
 * - live events: `{userIds, event}` for the users' /events sockets (ARCHITECTURE §5);
 * - published pages: a handle whose page changed (each instance drops its cached copy);
 * - domains: a custom domain whose state or website changed (each instance drops its routing).
 */
export const REDIS_CHANNELS = {
  liveEvents: (prefix: string) => `${prefix}:live-events`,
  publishedPages: (prefix: string) => `${prefix}:published-pages:changed`,
  domains: (prefix: string) => `${prefix}:domains:changed`,
} as const;
