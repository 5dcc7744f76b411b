import { Redis } from 'ioredis';
import { parseEnv, WORKER_HEARTBEAT_KEY } from '@frontdoor/shared';

/**
 * The container health check of a worker (docker-compose.yml): exits 0 while the workers'
 * heartbeat in Redis is fresh (a worker writes it every 5 s with a 15 s expiry; with several
 * workers it says that one of them is beating), 1 otherwise.
 */
async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const redis = new Redis(env.REDIS_URL, { keyPrefix: `${env.REDIS_PREFIX}:`, connectTimeout: 2000, maxRetriesPerRequest: 0, lazyConnect: true });
  try {
    await redis.connect();
    const beating = (await redis.exists(WORKER_HEARTBEAT_KEY)) === 1;
    console.log(beating ? 'the worker heartbeat is fresh' : 'no worker heartbeat in Redis');
    return beating ? 0 : 1;
  } finally {
    redis.disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.log(`not healthy: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
