import { randomBytes } from 'node:crypto';

/**
 * Jest globalSetup of the projects that use databases: names this run's template database.
 * createTestContext (server/test/support/test-env.ts) copies every test file's database from it;
 * the first file to need it migrates it. Each run has its own, so runs side by side do not meet.
 * Servers started by tests hash passwords and sign-in codes at argon2's low test cost
 * (PASSWORD_HASH_COST, refused in production): the suite signs in thousands of times.
 */
export default function setupDatabase() {
  process.env.PASSWORD_HASH_COST ??= 'low';
  process.env.FRONTDOOR_TEST_TEMPLATE ??= `frontdoor_test_template_${randomBytes(5).toString('hex')}`;
}
