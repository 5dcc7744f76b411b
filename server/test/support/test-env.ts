import { randomBytes } from 'node:crypto';
import { parseEnv, type Env } from '@frontdoor/shared';
import { dropDatabase } from '@frontdoor/data';
import { migrate } from '@frontdoor/data';

export interface TestContext {
  env: Env;
  /** Drops the database; call in afterAll. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database and a Redis prefix of its own for one test file, on the servers
 * named by DATABASE_URL and REDIS_URL (defaults: 127.0.0.1).
 */
export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const id = randomBytes(5).toString('hex');
  const base = parseEnv(process.env);
  const databaseUrl = new URL(base.DATABASE_URL);
  databaseUrl.pathname = `/frontdoor_test_${id}`;
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_PREFIX: `test-${id}`,
    SMTP_URL: '',
    ...overrides,
  });
  await migrate(env.DATABASE_URL);
  return { env, cleanup: () => dropDatabase(env.DATABASE_URL) };
}
