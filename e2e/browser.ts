import type { Browser, BrowserType } from 'playwright-core';
import { builtImport } from './built-import.js';

/**
 * The run's Chromium (launched once by scripts/jest/e2e-setup.mjs), as a connection of this test
 * file's own: `close()` closes the contexts the file opened and leaves the browser to the next.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.FRONTDOOR_BROWSER_WS;
  if (!endpoint) throw new Error('No browser: run browser tests through jest.config.js (its e2e globalSetup launches one).');
  const { chromium } = await builtImport<{ chromium: BrowserType }>('playwright-core');
  return chromium.connect(endpoint);
}
