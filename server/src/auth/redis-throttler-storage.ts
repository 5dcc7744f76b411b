import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

/**
 * Rate-limit counters in Redis, so every server instance shares them (a fixed window per key;
 * past the limit the key stays blocked for blockDuration, or the rest of the window).
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    const hitsKey = `throttle:${throttlerName}:${key}`;
    const blockKey = `${hitsKey}:blocked`;
    const blockedFor = await this.redis.pttl(blockKey);
    if (blockedFor > 0) {
      return { totalHits: limit + 1, timeToExpire: seconds(blockedFor), isBlocked: true, timeToBlockExpire: seconds(blockedFor) };
    }
    const [[, hits], [, expiresIn]] = (await this.redis
      .multi()
      .incr(hitsKey)
      .pexpire(hitsKey, ttl, 'NX')
      .pttl(hitsKey)
      .exec()
      .then((results) => [results![0], results![2]])) as [[unknown, number], [unknown, number]];
    const isBlocked = hits > limit;
    const block = blockDuration > 0 ? blockDuration : expiresIn;
    if (isBlocked) await this.redis.set(blockKey, '1', 'PX', Math.max(block, 1000));
    return { totalHits: hits, timeToExpire: seconds(expiresIn), isBlocked, timeToBlockExpire: isBlocked ? seconds(block) : 0 };
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
