import type { Redis } from 'ioredis';

/**
 * Waits (at most `timeoutMs`) for a connection that does not queue commands while offline to be
 * ready: right after start it is still connecting; while Redis is down the answer is false.
 */
export function whenReady(redis: Redis, timeoutMs = 3000): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const onReady = () => done(true);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ok);
    };
    redis.on('ready', onReady);
  });
}
