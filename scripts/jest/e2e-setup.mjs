import { chromium } from 'playwright-core';
import { buildAll } from '../lib/build.mjs';
import setupDatabase from './database-setup.mjs';

/**
 * Jest globalSetup of the browser tests: the template database, the build of what the tests run
 * (server, worker and client, when their sources changed since the last build: e2e/harness.ts
 * runs the built app), and one Chromium for the whole run instead of one per test file. Each file
 * connects to it (e2e/browser.ts) and gets contexts of its own, which it closes when it closes
 * its connection.
 */
export default async function setupE2e() {
  setupDatabase();
  await buildAll();
  // Debian's Chromium, never a downloaded one; flags keep it off the closed network.
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      // The pages of one site in one context share a renderer, which keeps the app's compiled
      // scripts for the next page (e2e/browser.ts keeps a file's contexts for its next tests).
      '--process-per-site',
    ],
  });
  globalThis.frontdoorBrowserServer = server;
  process.env.FRONTDOOR_BROWSER_WS = server.wsEndpoint();
}
