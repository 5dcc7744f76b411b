import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { freePort } from '../server/test/support/free-port.js';
import { startHttpsFront, type HttpsFront } from '../server/test/support/https-front.js';
import { startTestDns, type TestDns } from '../server/test/support/test-dns.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { createWebsite, screenshot, type SignedInClient, signedInContext } from './support.js';

// Issue 29, the Custom domain panel in a real browser: the owner connects a domain, and the panel
// walks through the states by itself while the test changes the DNS records of a real DNS server
// on 127.0.0.1 (the worker's checks arrive over /events: no reload); the website list shows the
// domain; a failed domain says why and Re-Configure starts it again; Disconnect asks first.
const timeout = 180_000;
const TARGET = 'sites.frontdoor.test';
const DOMAIN = 'www.corner-bakery.test';

let dns: TestDns;
let front: HttpsFront;
let app: RunningApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  dns = await startTestDns();
  dns.set(TARGET, 'A', ['127.0.0.1']);
  front = await startHttpsFront([DOMAIN, 'corner-bakery.test'], () => app.url);
  const port = await freePort();
  app = await startApp({
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DOMAIN_DNS_SERVERS: dns.server,
    DOMAIN_TARGET_HOST: TARGET,
    DOMAIN_TARGET_IPV4: '127.0.0.1',
    DOMAIN_HTTPS_PORT: String(front.port),
    DOMAIN_HTTPS_CA: front.caFile,
    DOMAIN_POLL_INTERVAL_MS: '300',
    DOMAIN_POLL_MAX_INTERVAL_MS: '1000',
  });
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await front?.close();
  await dns?.close();
});

async function signedIn(email: string): Promise<{ context: BrowserContext; client: SignedInClient }> {
  const signed = await signedInContext(browser, app.url, email, { width: 1440, height: 1000 });
  await signed.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  return signed;
}

async function openSettings(context: BrowserContext, websiteId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await page
    .getByRole('region', { name: /^Preview of / })
    .locator('h1[contenteditable]')
    .waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Settings' }).click();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return page;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations inside one element, as 'rule: target' lines. */
async function axeViolations(page: Page, element: Locator): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axeSource);
  const results = await element.evaluate((node) => (window as unknown as { axe: { run: (context: Element) => Promise<AxeResults> } }).axe.run(node));
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

const domainPanel = (page: Page) => page.getByRole('region', { name: 'Custom domain', exact: true });
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

it(
  'walks through pending, verified, certificate and connected live while the DNS records change; the website list shows the domain',
  async () => {
    const { context, client } = await signedIn(`domain-owner-${Date.now()}@example.com`);
    const id = await createWebsite(client, 'Corner Bakery');
    const page = await openSettings(context, id);
    const panel = domainPanel(page);
    await panel.scrollIntoViewIfNeeded();

    // Before publishing: the field and Connect are there, disabled, and say why.
    await panel.getByText('Publish your website first: the domain shows your published site.').waitFor();
    expect(await panel.getByLabel('Your domain').isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Connect' }).isDisabled()).toBe(true);
    await screenshot(panel, 'custom-domain-unpublished');

    // Published (from another tab, say): the panel opens up by itself.
    expect((await client.post(`/api/websites/${id}/publish`, { handle: `corner-${Date.now().toString(36)}` })).status).toBe(200);
    await panel.getByLabel('Your domain').and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
    await panel.getByLabel('Your domain').fill('https://WWW.Corner-Bakery.test/');
    await panel.getByRole('button', { name: 'Connect' }).click();

    // Pending: the three steps, the records with copy buttons, what the checker saw.
    await panel.getByText(DOMAIN, { exact: true }).waitFor();
    await panel.getByText('Connecting', { exact: true }).waitFor();
    const steps = panel.getByRole('list', { name: 'Connection steps' });
    expect(await steps.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Connection initiated'),
      expect.stringContaining('DNS settings verified'),
      expect.stringContaining('Certificate generation'),
    ]);
    await panel.getByText('This usually takes under 1 hour, and up to 48 hours while DNS changes spread.').waitFor();
    const records = panel.getByRole('table');
    const token = (await records.getByRole('row').nth(1).locator('code').nth(1).innerText()).trim();
    expect(token).toMatch(/^frontdoor-verification=/);
    expect(await records.getByRole('row').nth(2).innerText()).toContain(TARGET);
    await records.getByRole('button', { name: 'Copy TXT record value' }).click();
    await records.getByRole('button', { name: 'Copy TXT record value' }).getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await panel.getByText('Ownership record (TXT): not found yet.').waitFor({ timeout: 15_000 });
    await panel.getByText(/^Last checked at /).waitFor();
    expect(await axeViolations(page, panel)).toEqual([]);
    await screenshot(panel, 'custom-domain-pending');

    // The owner adds the TXT record while the next check is an hour away (after many quiet ones),
    // and does not wait for it: Check now, and ownership is confirmed, the step moves on.
    // A check already under way when the next one is moved would write its own next time when it
    // ends (on a busy machine, after the record is added): move it until it stays an hour away.
    await panel.getByText('Waiting for your DNS records.').waitFor();
    const db = await app.database();
    for (let tries = 0; ; tries++) {
      await db.query(`UPDATE website_domains SET next_check_at = now() + interval '1 hour', unchanged_checks = 12 WHERE domain_name = $1`, [DOMAIN]);
      await page.waitForTimeout(1500);
      const [row] = await db.query(`SELECT next_check_at > now() + interval '50 minutes' AS later FROM website_domains WHERE domain_name = $1`, [DOMAIN]);
      if (row.later) break;
      expect(tries).toBeLessThan(10);
    }
    dns.set(`_frontdoor.${DOMAIN}`, 'TXT', [token]);
    dns.set('corner-bakery.test', 'NS', ['ns51.domaincontrol.com', 'ns52.domaincontrol.com']);
    await page.waitForTimeout(1500);
    await panel.getByText('Waiting for your DNS records.').waitFor();
    await panel.getByRole('button', { name: 'Check now' }).click();
    await panel.getByText('Ownership confirmed. Waiting for the address record.').waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'Check now' }).and(page.locator(':enabled')).waitFor();
    await panel.getByText('Your domain’s DNS is managed by').waitFor();
    expect(await panel.getByText('GoDaddy', { exact: true }).count()).toBe(1);
    await screenshot(panel, 'custom-domain-verified');

    // Then the CNAME: the certificate step, then connected, with the live link.
    dns.set(DOMAIN, 'CNAME', [TARGET]);
    await panel.getByRole('link', { name: /https:\/\/www\.corner-bakery\.test\// }).waitFor({ timeout: 20_000 });
    await panel.getByText('Connected', { exact: true }).waitFor();
    expect(await stillSameDocument(page)).toBe(true);
    expect(await axeViolations(page, panel)).toEqual([]);
    await screenshot(panel, 'custom-domain-connected');

    // The website list shows the domain as the site's address.
    const list = await context.newPage();
    await list.goto(`${base}/websites`);
    await list.getByRole('link', { name: /www\.corner-bakery\.test/ }).waitFor({ timeout: 15_000 });
    await screenshot(list.locator('.website-card').first(), 'custom-domain-website-list');

    // Disconnect asks first, then the panel is back to its field.
    await panel.getByRole('button', { name: 'Disconnect domain' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Disconnect ${DOMAIN}?` });
    await dialog.getByRole('button', { name: 'Disconnect domain' }).click();
    await panel.getByLabel('Your domain').waitFor();
    expect(await stillSameDocument(page)).toBe(true);
    // The list follows live too: the site's own address again.
    await list.getByRole('link', { name: /www\.corner-bakery\.test/ }).waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();
  },
  timeout,
);

it(
  'says in plain words why a domain failed, and Re-Configure starts it again',
  async () => {
    const { context, client } = await signedIn(`domain-late-${Date.now()}@example.com`);
    const id = await createWebsite(client, 'Late Bakery');
    expect((await client.post(`/api/websites/${id}/publish`, { handle: `late-${Date.now().toString(36)}` })).status).toBe(200);
    expect((await client.post(`/api/websites/${id}/domain`, { domain: 'www.late-bakery.test' })).status).toBe(200);
    const page = await openSettings(context, id);
    const panel = domainPanel(page);
    await panel.getByText('Ownership record (TXT): not found yet.').waitFor({ timeout: 15_000 });

    // 48 hours pass without the TXT record.
    await (
      await app.database()
    ).query(`UPDATE website_domains SET created_at = created_at - interval '49 hours', next_check_at = now() WHERE domain_name = 'www.late-bakery.test'`);
    await panel.getByText('We did not find the TXT record that shows the domain is yours within 48 hours.').waitFor({ timeout: 15_000 });
    await panel.getByText('Failed', { exact: true }).waitFor();
    await screenshot(panel, 'custom-domain-failed');

    await panel.getByRole('button', { name: 'Re-Configure' }).click();
    await panel.getByText('Connecting', { exact: true }).waitFor();
    await panel.getByText('Waiting for your DNS records.').waitFor();
    expect(await stillSameDocument(page)).toBe(true);

    // Cancelling a connection still waiting for its records deletes it.
    await panel.getByRole('button', { name: 'Cancel connection' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel connecting www.late-bakery.test?' }).getByRole('button', { name: 'Cancel connection' }).click();
    await panel.getByLabel('Your domain').waitFor();
    await context.close();
  },
  timeout,
);
