import pg from 'pg';

/** Jest globalTeardown: drops the run's template database (see database-setup.mjs). */
export default async function teardownDatabase() {
  const template = process.env.FRONTDOOR_TEST_TEMPLATE;
  if (!template) return;
  // The default is shared/src/config/env.ts's; test-env.ts reads the same variable.
  const admin = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/frontdoor');
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (const name of [template, `${template}_building`]) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
