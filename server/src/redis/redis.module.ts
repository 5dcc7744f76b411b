import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Env } from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';

/**
 * The server's Redis connection. Commands fail at once while Redis is down (no offline queue)
 * so callers and /api/health answer instead of hanging; the client keeps reconnecting, so
 * recovery needs no restart.
 */
@Global()
@Module({
  providers: [
    {
      provide: Redis,
      inject: [ENV],
      useFactory: (env: Env) => {
        const logger = new Logger('Redis');
        const redis = new Redis(env.REDIS_URL, {
          keyPrefix: `${env.REDIS_PREFIX}:`,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          retryStrategy: (times) => Math.min(times * 250, 2000),
        });
        let down = false;
        redis.on('error', (error: Error) => {
          if (!down) logger.warn(`Redis unavailable: ${error.message}`);
          down = true;
        });
        redis.on('ready', () => {
          if (down) logger.log('Redis reconnected');
          down = false;
        });
        return redis;
      },
    },
  ],
  exports: [Redis],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(Redis) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
