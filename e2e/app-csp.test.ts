import type { Browser, Page } from 'playwright-core';
import { freePort } from '../server/test/support/free-port.js';
import { launchBrowser } from './browser.js';
import { startApp } from './harness.js';
import { codeIn, nextMail, screenshot, uniqueEmail } from './support.js';

// The app's Content-Security-Policy (issue 17, item 4) in Chromium against the real server and
// worker: every app answer carries it; the main screens (home, an industry page with its sample,
// sign-in, onboarding until a website exists, dashboard, designer with a Code Embed, settings)
// run with no violation; the designer's embed preview runs the owner's script in its sandbox;
// and inline script put into the app shell does not run.
const timeout = 120_000;

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Directives of a policy header, by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

/** What a page's frames reported: CSP violation events and CSP console errors, and uncaught errors. */
interface Watch {
  violations: string[];
  consoleCsp: string[];
  errors: string[];
}

/** A page whose every frame reports `securitypolicyviolation` events, and whose console is read for CSP errors. */
async function watchedPage(width = 1440): Promise<{ page: Page; watch: Watch }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const watch: Watch = { violations: [], consoleCsp: [], errors: [] };
  await context.exposeBinding('__reportCsp', ({ frame }, report: string) => {
    watch.violations.push(`${frame.url()}: ${report}`);
  });
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => {
    window.__reportCsp(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' (' + (e.sample || '') + ')');
  });`);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) watch.consoleCsp.push(message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  return { page, watch };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

it('sends the enforced policy on every app answer, and the embed preview its own sandbox', async () => {
  const paths = ['/', '/industries/barber-shop', '/samples/barber-shop.html', '/onboarding', '/designer', '/websites', '/account', '/api/health', '/no/such/page'];
  for (const path of paths) {
    const response = await fetch(`${app.url}${path}`);
    expect(response.headers.get('content-security-policy-report-only')).toBeNull();
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    expect([path, policy.get('default-src')]).toEqual([path, ["'self'"]]);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect((policy.get('script-src') ?? []).filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toEqual(["'self'"]);
    expect(policy.get('style-src')?.join(' ')).not.toContain('unsafe');
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", `ws://${new URL(app.url).host}`, `wss://${new URL(app.url).host}`]);
  }
  // The build's scripts are no documents: no policy rides on them (issue 38), but no sniffing
  // either (fetch asks for brotli or gzip, so this is the build's compressed copy). A made-up path under /assets/ is still answered with the policy.
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${app.url}/designer`)).text())![1]!;
  const asset = await fetch(`${app.url}${script}`);
  expect([asset.status, asset.headers.get('content-type'), asset.headers.get('x-content-type-options')]).toEqual([200, 'text/javascript; charset=utf-8', 'nosniff']);
  expect(asset.headers.get('content-security-policy')).toBeNull();
  // Nor a framing or referrer rule, nor validators: a hashed file is never asked for again.
  expect(['x-frame-options', 'referrer-policy', 'etag', 'last-modified', 'accept-ranges'].map((name) => asset.headers.get(name))).toEqual([null, null, null, null, null]);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const madeUp = await fetch(`${app.url}/assets/made-up.js`);
  expect(directives(madeUp.headers.get('content-security-policy') ?? '').get('default-src')).toEqual(["'self'"]);

  // The sample site is allowed its own inline script and stylesheet by hash, nothing more.
  const sample = directives((await fetch(`${app.url}/samples/barber-shop.html`)).headers.get('content-security-policy')!);
  expect(sample.get('style-src')!.length).toBeGreaterThan(1);

  const preview = await fetch(`${app.url}/embed/preview`);
  expect(preview.status).toBe(200);
  const previewPolicy = preview.headers.get('content-security-policy') ?? '';
  expect(previewPolicy).toMatch(/^sandbox allow-scripts allow-forms allow-popups;/);
  expect(previewPolicy).not.toContain('allow-same-origin');
  expect(previewPolicy).toContain("frame-ancestors 'self'");
});

it(
  'walks home, an industry page with its sample, sign-in, onboarding, dashboard, designer with a Code Embed and settings without one violation',
  async () => {
    const { page, watch } = await watchedPage();
    const email = uniqueEmail('csp');

    // Home, then an industry page and its framed sample site.
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${base}/industries/barber-shop`);
    const sampleFrame = page.locator('iframe[src="/samples/barber-shop.html"]');
    await sampleFrame.scrollIntoViewIfNeeded();
    await page.frameLocator('iframe[src="/samples/barber-shop.html"]').getByRole('heading', { level: 1 }).waitFor();

    // Onboarding signed out, signing in at Launch (the sign-in dialog), until the website exists.
    await page.goto(`${base}/onboarding`);
    await heading(page, 'Tell us about your business').waitFor();
    await page.getByLabel('Business name').fill('Maple Street Barbers');
    await page
      .getByLabel('What does your business do?')
      .fill('A friendly neighbourhood barbershop offering skin fades, beard trims and hot towel shaves. Walk-ins welcome six days a week.');
    await page.getByLabel('Location').fill('Portland, Oregon');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const step of ['Choose your fonts', 'Choose your colours']) {
      await heading(page, step).waitFor();
      await page.getByRole('radio').nth(7).waitFor({ state: 'attached' });
      await page.locator('.choice__card').first().click();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await heading(page, 'Choose your sections').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create my website' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign in with email' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Email me a code' }).click();
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(codeIn(await nextMail(app.url, email)));
    // The sixth digit sends the code by itself (issue 26).
    await page.waitForURL(/\/designer\?websiteId=[0-9a-f-]{36}$/, { timeout: 60_000 });
    const websiteId = new URL(page.url()).searchParams.get('websiteId')!;

    // The designer, connected: images drawn, live document over the /collab WebSocket.
    const canvas = page.getByRole('region', { name: /^Preview of / });
    await canvas.locator('h1[contenteditable]').waitFor();
    await page.getByRole('button', { name: 'Save Draft' }).and(page.locator(':enabled')).waitFor();
    // The theme stylesheet is applied (not blocked): the canvas has the site's fonts and colours.
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0);

    // A Code Embed whose script writes into its own document.
    await page.getByRole('button', { name: 'Add section' }).click();
    const add = page.getByRole('dialog', { name: 'Add a section' });
    await add.getByRole('button', { name: /^Custom code/ }).click();
    await add.waitFor({ state: 'detached' });
    const written = 'Written by the embed script';
    await page
      .getByRole('textbox', { name: 'Code', exact: true })
      .fill(`<p id="out">Waiting for the script</p><script>document.getElementById('out').textContent = ${JSON.stringify(written)};</script>`);
    const embed = canvas.locator('iframe.emb');
    await embed.scrollIntoViewIfNeeded();
    expect(await embed.getAttribute('sandbox')).toBe('allow-scripts');
    expect(await embed.getAttribute('srcdoc')).toBeNull();
    expect(await embed.getAttribute('src')).toBe('/embed/preview');
    const preview = page.frameLocator('iframe.emb');
    await preview.getByText(written, { exact: true }).waitFor();
    await page.waitForTimeout(300);
    // SCREENSHOTS_DIR keeps a picture of the designer with the embed preview, to look at.
    await screenshot(page, 'app-csp');
    // Sandboxed: the embed's document has an opaque origin, no access to the app.
    const frame = page.frames().find((candidate) => candidate.url().endsWith('/embed/preview'))!;
    expect(
      await frame.evaluate(() => ({
        origin: window.origin,
        parentReadable: (() => {
          try {
            return Boolean(parent.document);
          } catch {
            return false;
          }
        })(),
      })),
    ).toEqual({ origin: 'null', parentReadable: false });
    // New code, a new preview.
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('<script>document.write("Second version")</script>');
    await page.frameLocator('iframe.emb').getByText('Second version').waitFor();

    // The designer's settings, the dashboard and the account settings.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByText('Draft saved').waitFor();
    await page.goto(`${base}/websites`);
    await page.getByRole('link', { name: 'Maple Street Barbers' }).waitFor();
    await page.goto(`${base}/account`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Reopened: the saved embed is previewed from the document as loaded.
    await page.goto(`${base}/designer?websiteId=${websiteId}`);
    await canvas.locator('iframe.emb').scrollIntoViewIfNeeded();
    await page.frameLocator('iframe.emb').getByText('Second version').waitFor();
    await page.waitForTimeout(500);

    expect(watch.violations).toEqual([]);
    expect(watch.consoleCsp).toEqual([]);
    expect(watch.errors).toEqual([]);
    await page.context().close();
  },
  timeout,
);

it(
  'does not run inline script added to the app shell, and reports it',
  async () => {
    const { page, watch } = await watchedPage();
    // Inline script in the HTML the server sent (as a stored injection would put it).
    await page.route(`${base}/pricing`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', '<script>window.__inlined = true</script></head>');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${base}/pricing`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The app's own scripts ran (the page is interactive), the injected one did not.
    expect(await page.evaluate(() => (window as unknown as { __inlined?: boolean }).__inlined)).toBeUndefined();
    // Script inserted into the document at run time, and an inline handler: neither runs.
    expect(
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inserted = true';
        document.body.append(script);
        const image = document.createElement('img');
        image.setAttribute('onerror', 'window.__handler = true');
        image.src = '/no-such-image.png';
        document.body.append(image);
        return new Promise((resolve) => setTimeout(() => resolve({ inserted: 'window.__inserted' in window, handler: '__handler' in window }), 500));
      }),
    ).toEqual({ inserted: false, handler: false });
    // Each was blocked by script-src and reported (so the walk's zero counts can fail).
    for (let i = 0; i < 50 && watch.violations.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(watch.violations.length).toBeGreaterThanOrEqual(3);
    expect(watch.violations.every((violation) => /script-src(-elem|-attr)? blocked inline/.test(violation))).toBe(true);
    await page.context().close();
  },
  timeout,
);
