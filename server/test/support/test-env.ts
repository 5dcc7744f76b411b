import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { parseEnv, type Env } from '@frontdoor/shared';
import { dropDatabase } from '@frontdoor/data';
import { migrate } from '@frontdoor/data';

export interface TestContext {
  env: Env;
  /** Drops the database and removes the uploads folder; call in afterAll. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database and a Redis prefix of its own for one test file, on the servers
 * named by DATABASE_URL and REDIS_URL (defaults: 127.0.0.1). Under Jest the database is a copy of
 * the run's template (see scripts/jest/database-setup.mjs), migrated once for all files; a
 * database on a server the test names itself (overrides.DATABASE_URL) is migrated. Uploads go
 * to a temporary folder of its own (unless the test names one).
 */
export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const id = randomBytes(5).toString('hex');
  const uploads = mkdtempSync(join(tmpdir(), `frontdoor-uploads-${id}-`));
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
    UPLOADS_DIR: uploads,
    // The domain checker never asks the machine's resolver (an address off this machine): a test
    // that connects domains names its own DNS server; others get a port where nothing answers.
    DOMAIN_DNS_SERVERS: '127.0.0.1:9',
    ...overrides,
  });
  const template = process.env.FRONTDOOR_TEST_TEMPLATE;
  if (template && !overrides.DATABASE_URL) await copyTemplate(template, env.DATABASE_URL);
  else await migrate(env.DATABASE_URL);
  return {
    env,
    cleanup: async () => {
      rmSync(uploads, { recursive: true, force: true });
      await dropDatabase(env.DATABASE_URL);
    },
  };
}

const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/**
 * Creates the database of `url` as a copy of `template` (a file copy: far quicker than running
 * the migrations). The first file of the run to get here migrates the template; the others wait
 * on the lock and then find it. It is migrated under another name and renamed when done, so a
 * worker stopped half-way leaves no half-migrated template behind.
 */
async function copyTemplate(template: string, url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (!found.rowCount) {
        const building = `${template}_building`;
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await migrate(withDatabase(url, building));
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
}
