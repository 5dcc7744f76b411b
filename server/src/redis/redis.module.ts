import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Env } from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';

/**
 * The server's Redis connection. Commands fail at once while Redis is down (no offline queue)
 * so callers and /api/health answer instead of hanging; the client keeps reconnecting, so
 * recovery needs no restart.
 */
/** What is down, where the server looked (without a password), and how to start it. */
export function redisDownMessage(redisUrl: string, error: Error): string {
  const url = new URL(redisUrl);
  if (url.password) url.password = '***';
  return (
    `Redis is not reachable at ${url.toString()} (${error.message || (error as NodeJS.ErrnoException).code || error.name}). Start it with \`docker compose -f docker-compose.yml -f docker-compose.dev.yml up -d redis\` ` +
    `or \`redis-server --daemonize yes\`, or set REDIS_URL; the server keeps serving and reconnects by itself.`
  );
}

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
          // One line a person can act on (what is down, where, how to start it), once per outage.
          if (!down) logger.warn(redisDownMessage(env.REDIS_URL, error));
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
