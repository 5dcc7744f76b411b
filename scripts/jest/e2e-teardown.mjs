import teardownDatabase from './database-teardown.mjs';

/** Jest globalTeardown of the browser tests: closes the run's Chromium, drops the template database. */
export default async function teardownE2e() {
  await globalThis.frontdoorBrowserServer?.close();
  await teardownDatabase();
}
