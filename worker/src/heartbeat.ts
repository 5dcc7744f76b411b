import type { Redis } from 'ioredis';
import { WORKER_HEARTBEAT_INTERVAL_MS, WORKER_HEARTBEAT_KEY, WORKER_HEARTBEAT_TTL_MS } from '@frontdoor/shared';

/**
 * Writes the liveness key the server's /api/health reads. Errors while Redis is down are
 * ignored: the next beat after Redis returns restores the key.
 */
export function startHeartbeat(redis: Redis): { stop(): Promise<void> } {
  const beat = () => void redis.set(WORKER_HEARTBEAT_KEY, String(Date.now()), 'PX', WORKER_HEARTBEAT_TTL_MS).catch(() => undefined);
  beat();
  // Beat as soon as a (re)connection is ready, not only on the next tick.
  redis.on('ready', beat);
  const timer = setInterval(beat, WORKER_HEARTBEAT_INTERVAL_MS);
  return {
    async stop() {
      clearInterval(timer);
      redis.off('ready', beat);
      await redis.del(WORKER_HEARTBEAT_KEY).catch(() => undefined);
    },
  };
}
