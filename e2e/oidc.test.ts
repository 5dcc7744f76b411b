import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SIGN_IN_MESSAGES } from '@frontdoor/shared';
import { clientDist } from '../server/src/client-app/client-dist.js';
import { startAppWithProvider, type AppWithProvider } from '../server/test/support/oidc-provider.js';
import { launchBrowser } from './browser.js';

// Identity-provider sign-in in Chromium: the app on http://localhost:PORT (its redirect URI) and a
// real oidc-provider on 127.0.0.1, a different site, as a real provider would be.
const timeout = 45_000;
const LABEL = 'Sign in with Test IdP';

let running: AppWithProvider;
let browser: Browser;

beforeAll(async () => {
  running = await startAppWithProvider({
    provider: { accounts: { erin: { email: 'erin@example.com', emailVerified: true, name: 'Erin' } } },
    env: { OIDC_LABEL: LABEL },
  });
  if (!existsSync(join(clientDist(running.env), 'index.html'))) {
    await running.stop();
    throw new Error('client/dist is missing: run `npm test` (it builds the client) or `npm run build`.');
  }
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Home page → navbar Sign In → the provider's button: the browser ends up at the provider. */
async function goToProvider(page: Page): Promise<void> {
  await page.goto(`${running.base}/`);
  await mainNav(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  const provider = dialog.getByRole('link', { name: LABEL }).or(dialog.getByRole('button', { name: LABEL }));
  await provider.click();
  await page.waitForURL((url) => url.href.startsWith(`${running.provider.issuer}/interaction/`));
}

describe('identity-provider sign-in', () => {
  it(
    'signs in through the provider (account picker, consent) and lands back signed in',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await goToProvider(page);

      await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
      await page.getByLabel('Login name').fill('erin');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Authorize Frontdoor' }).waitFor();
      await page.getByRole('button', { name: 'Allow' }).click();

      await page.waitForURL(`${running.base}/`);
      const nav = mainNav(page);
      await nav.getByRole('button', { name: 'erin@example.com' }).waitFor();
      expect(await nav.getByRole('button', { name: 'Sign In' }).count()).toBe(0);

      // The session survives a reload (the refresh cookie was set by the callback).
      await page.reload();
      await nav.getByRole('button', { name: 'erin@example.com' }).waitFor();
      await context.close();
    },
    timeout,
  );

  it(
    'shows Login Cancelled when the user cancels at the provider',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await goToProvider(page);

      await page.getByLabel('Login name').fill('erin');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.waitForURL((url) => url.href.startsWith(`${running.base}/sign-in/error`));
      await page.getByRole('alert').filter({ hasText: SIGN_IN_MESSAGES['cancelled-popup-request'] }).waitFor();
      // The session restore on load may still be running: wait for the navbar to settle on Sign In.
      await mainNav(page).getByRole('button', { name: 'Sign In' }).waitFor();
      expect(await mainNav(page).getByRole('button', { name: 'Sign In' }).count()).toBe(1);
      await context.close();
    },
    timeout,
  );
});
