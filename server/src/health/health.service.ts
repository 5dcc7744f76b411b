import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { WORKER_HEARTBEAT_KEY, type Health } from '@frontdoor/shared';
import { HealthRepository } from '@frontdoor/data';

const CHECK_TIMEOUT_MS = 1500;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref())]);
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(HealthRepository) private readonly database: HealthRepository,
    @Inject(Redis) private readonly redis: Redis,
  ) {}

  async check(): Promise<Health> {
    const [db, redis, worker] = await Promise.all([
      withTimeout(this.database.ping()).then(
        () => 'ok' as const,
        () => 'down' as const,
      ),
      withTimeout(this.redis.ping()).then(
        () => 'ok' as const,
        () => 'down' as const,
      ),
      // The worker's liveness lives in Redis, so it is unknown (reported down) while Redis is.
      withTimeout(this.redis.exists(WORKER_HEARTBEAT_KEY)).then(
        (found) => (found ? ('ok' as const) : ('down' as const)),
        () => 'down' as const,
      ),
    ]);
    const status = db === 'ok' && redis === 'ok' && worker === 'ok' ? 'ok' : 'degraded';
    return { status, db, redis, worker };
  }
}
