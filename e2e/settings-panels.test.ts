import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { freePort } from '../server/test/support/free-port.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { canvasRoot, createWebsite, publishFromDesigner, SHOTS, signedInContext, siteLook, untilLook } from './support.js';

// Issue 27, Settings panels: each panel's value lands in the published HTML after publishing
// (title, keywords, noindex, social links, copyright, form language, cookie banner), analytics
// loads only after Accept, and a guest editor who holds edit control can change the theme and
// settings (the owner's open tab sees them) but not delete the website.
const timeout = 180_000;

let app: RunningApp;
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

const signedIn = (email: string) => signedInContext(browser, app.url, email, { width: 1440, height: 900 });

async function openSettings(context: BrowserContext, websiteId: string, takeControl = false): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await page
    .getByRole('region', { name: /^Preview of / })
    .locator('h1[contenteditable]')
    .waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Settings' }).click();
  // A guest starts editing first: the owner modified the draft last (spec §4) but has no designer
  // open, so edit control is free to take without a warning (issue 26).
  if (takeControl) {
    await page.getByText('Nobody is editing.').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Start editing' }).click();
    await page.getByRole('button', { name: 'Start editing' }).waitFor({ state: 'detached' });
  }
  // Editable once the live draft is here and this tab holds edit control.
  await page.waitForFunction(
    () => {
      const field = [...document.querySelectorAll('label')].find((label) => label.textContent === 'Company name');
      const input = field && document.getElementById(field.htmlFor);
      return input instanceof HTMLInputElement && !input.disabled;
    },
    undefined,
    { timeout: 60_000 },
  );
  return { page, errors };
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Types into a field and leaves it, as a person does (validation shows on leaving). */
/** A field's value once the live draft has written it back (a value is normalised on commit, a frame later). */
async function valueOf(page: Page, region: string, label: string, expected: string): Promise<string> {
  const field = panel(page, region).getByLabel(label);
  for (let tries = 0; tries < 100 && (await field.inputValue()) !== expected; tries++) await page.waitForTimeout(100);
  return field.inputValue();
}

async function fill(page: Page, region: string, label: string, text: string) {
  const field = panel(page, region).getByLabel(label, { exact: true });
  await field.fill(text);
  await field.blur();
}

/**
 * Ticks a box whose state lives in the live draft. Playwright's check() wants the box ticked in
 * the same frame as the click; the draft's write may land a frame later, so wait for it instead.
 */
async function tick(box: Locator) {
  await box.click();
  await box.page().waitForFunction((element) => (element as HTMLInputElement).checked, await box.elementHandle(), { timeout: 10_000 });
}

it(
  'writes every settings panel to the published page; analytics loads only after Accept',
  async () => {
    const owner = await signedIn(`settings-owner-${Date.now()}@example.com`);
    const websiteId = await createWebsite(owner.client, 'Maple Street Barbers');
    const { page, errors } = await openSettings(owner.context, websiteId);
    // A second tab of the same owner sees each setting as it is typed.
    const secondTab = await owner.context.newPage();
    await secondTab.goto(`${base}/designer?websiteId=${websiteId}`);
    await secondTab.getByRole('tab', { name: 'Settings' }).click();

    await fill(page, 'Company name', 'Company name', 'Maple Street Barbering LLC');
    await secondTab.waitForFunction(() => [...document.querySelectorAll('input')].some((input) => input.value === 'Maple Street Barbering LLC'), undefined, {
      timeout: 30_000,
    });
    await secondTab.close();
    await fill(page, 'SEO', 'Page title', 'Maple Street Barbers | Fades in Portland');
    await fill(page, 'SEO', 'Keywords', 'barber, skin fade, portland');
    const preview = page.getByRole('figure', { name: 'Search result preview' });
    await preview.getByText('Maple Street Barbers | Fades in Portland').waitFor();
    await tick(panel(page, 'SEO').getByRole('checkbox', { name: 'Disable search indexing' }));
    await preview.getByText('Search indexing is off').waitFor();
    await fill(page, 'Footer', 'Copyright text', 'Maple Street Co.');
    await fill(page, 'Footer', 'Extra text', 'Licensed barbers since 1998');
    const badge = panel(page, 'Footer').getByRole('checkbox', { name: "Hide the 'Made with' badge" });
    expect([await badge.isChecked(), await badge.isDisabled()]).toEqual([false, true]);
    await panel(page, 'Footer').getByText('Currently not available.').waitFor();
    await panel(page, 'Contact form language').getByLabel('Form language').selectOption('French');

    // A social address is checked with the shared rule and its message; a valid one gets https://.
    await fill(page, 'Social links', 'Instagram', 'not an address');
    await panel(page, 'Social links').getByText('Please enter a valid web address').waitFor();
    await fill(page, 'Social links', 'Instagram', 'instagram.com/maplestreetbarbers');
    expect(await valueOf(page, 'Social links', 'Instagram', 'https://instagram.com/maplestreetbarbers')).toBe('https://instagram.com/maplestreetbarbers');
    // The first four networks are shown; the other ten on request.
    expect(await panel(page, 'Social links').getByLabel('Bluesky').count()).toBe(0);
    await panel(page, 'Social links').getByRole('button', { name: 'Show all 14 networks' }).click();
    await fill(page, 'Social links', 'Bluesky', 'bsky.app/profile/maple.example');
    expect(await panel(page, 'Social links').getByText('Please enter a valid web address').count()).toBe(0);

    const cookies = panel(page, 'Cookie banner');
    await tick(cookies.getByRole('checkbox', { name: 'Show a cookie banner' }));
    await fill(page, 'Cookie banner', 'Banner text', 'We use cookies to count visits');
    await fill(page, 'Cookie banner', 'Accept button', 'Sounds good');
    await fill(page, 'Cookie banner', 'Reject button', 'No thanks');
    await fill(page, 'Analytics', 'Measurement ID', 'UA-1234');
    await panel(page, 'Analytics').getByText('Enter a measurement ID like G-XXXXXXXX').waitFor();
    await fill(page, 'Analytics', 'Measurement ID', 'g-maple1234');
    expect(await valueOf(page, 'Analytics', 'Measurement ID', 'G-MAPLE1234')).toBe('G-MAPLE1234');
    if (SHOTS) await panel(page, 'SEO').screenshot({ path: `${SHOTS}/settings-seo.png` });

    // Undo takes back the last setting, redo brings it back (the settings are in the undo history).
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction(() => (document.querySelector('input[placeholder="G-XXXXXXXX"]') as HTMLInputElement | null)?.value !== 'G-MAPLE1234');
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.waitForFunction(() => (document.querySelector('input[placeholder="G-XXXXXXXX"]') as HTMLInputElement | null)?.value === 'G-MAPLE1234');

    // The owner's website actions: the export and delete modals (delete asks to type the name).
    const website = panel(page, 'Website');
    await website.getByRole('button', { name: 'Export contacts' }).click();
    await page.getByRole('dialog', { name: 'Export contacts' }).waitFor();
    await page.keyboard.press('Escape');
    await website.getByRole('button', { name: 'Delete website' }).click();
    const deleting = page.getByRole('alertdialog');
    await deleting.waitFor();
    if (SHOTS) await deleting.screenshot({ path: `${SHOTS}/delete-from-settings.png` });
    await page.keyboard.press('Escape');
    await deleting.waitFor({ state: 'detached' });

    const url = await publishFromDesigner(page);
    expect(errors).toEqual([]);

    const response = await fetch(url);
    const html = await response.text();
    expect(html).toContain('<title>Maple Street Barbers | Fades in Portland</title>');
    expect(html).toContain('<meta name="keywords" content="barber, skin fade, portland"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('href="https://instagram.com/maplestreetbarbers"');
    expect(html).toContain('href="https://bsky.app/profile/maple.example"');
    expect(html).toContain('Maple Street Co.');
    expect(html).toContain('Licensed barbers since 1998');
    expect(html).toContain('We use cookies to count visits');
    expect(html).toContain('<body data-ga="G-MAPLE1234">');
    // The policy allows the analytics host and no other script host.
    const csp = response.headers.get('content-security-policy')!;
    expect(/script-src [^;]*/.exec(csp)![0]).toMatch(/^script-src ('sha256-[^']+' ?)+ https:\/\/www\.googletagmanager\.com$/);

    // A visitor: French form, the cookie banner, and analytics only after Accept.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const requested: string[] = [];
    await visitor.route('https://www.googletagmanager.com/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const site = await visitor.newPage();
    await site.goto(url);
    await site.getByRole('button', { name: 'Envoyer' }).waitFor();
    const banner = site.getByRole('region', { name: 'Avis sur les cookies' });
    await banner.getByText('We use cookies to count visits').waitFor();
    const gtag = site.locator('script[src^="https://www.googletagmanager.com/gtag/js"]');
    expect(await gtag.count()).toBe(0);
    if (SHOTS) await site.screenshot({ path: `${SHOTS}/published-banner.png` });
    await banner.getByRole('button', { name: 'Sounds good' }).click();
    await gtag.waitFor({ state: 'attached' });
    expect(await gtag.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-MAPLE1234');
    expect(requested).toHaveLength(1);
    expect(await banner.isVisible()).toBe(false);
    // The choice is remembered: the next visit loads analytics without asking.
    await site.reload();
    await gtag.waitFor({ state: 'attached' });
    expect(await banner.isVisible()).toBe(false);

    // A visitor who rejects never loads analytics.
    const other = await browser.newContext();
    await other.route('https://www.googletagmanager.com/**', (route) => route.abort());
    const rejecting = await other.newPage();
    await rejecting.goto(url);
    await rejecting.getByRole('button', { name: 'No thanks' }).click();
    await rejecting.reload();
    await rejecting.getByRole('button', { name: 'Envoyer' }).waitFor();
    expect(await rejecting.locator('script[src*="googletagmanager"]').count()).toBe(0);
    await secondTab.close();
    await visitor.close();
    await owner.context.close();
  },
  timeout,
);

it(
  "lets a guest editor who holds edit control change the theme and settings, seen in the owner's tab, but not delete the website",
  async () => {
    const ownerEmail = `settings-owner2-${Date.now()}@example.com`;
    const guestEmail = `settings-guest-${Date.now()}@example.com`;
    const owner = await signedIn(ownerEmail);
    const ownerClient = owner.client;
    const websiteId = await createWebsite(ownerClient, 'Harbor Dental');
    // A first address is the owner's to choose (spec §6); the guest publishes again to it.
    expect((await ownerClient.post(`/api/websites/${websiteId}/publish`, { handle: `harbor-${Date.now().toString(36)}` })).status).toBe(200);
    const invite = await ownerClient.post('/api/invite/create', { invitedUserEmail: guestEmail, websiteId });
    expect(invite.status).toBe(200);
    const guest = await signedIn(guestEmail);
    expect((await guest.client.post(`/api/invite/accept/${invite.body.invite.id}`)).status).toBe(200);

    // The guest starts editing; then the owner opens the website and watches.
    const { page, errors } = await openSettings(guest.context, websiteId, true);
    const ownerPage = await owner.context.newPage();
    ownerPage.on('pageerror', (error) => errors.push(error.message));
    await ownerPage.goto(`${base}/designer?websiteId=${websiteId}`);
    await ownerPage.getByText(`${guestEmail} is editing.`, { exact: false }).waitFor({ timeout: 30_000 });
    const ownerSaw = await siteLook(canvasRoot(ownerPage));

    // Theme: a suggested palette unlike the current one, and another preset style.
    await page.getByRole('tab', { name: 'Theme' }).click();
    const palettes = page.getByRole('list', { name: 'Colour palettes' }).getByRole('button');
    await palettes.nth(7).waitFor({ timeout: 30_000 });
    let chosen = -1;
    for (let i = 0; i < 8 && chosen < 0; i++) if ((await palettes.nth(i).getAttribute('aria-pressed')) === 'false') chosen = i;
    await palettes.nth(chosen).click();
    await untilLook(canvasRoot(page), (value) => value.background !== ownerSaw.background);
    const [preset, presetClass] = ownerSaw.preset === 'p-el' ? ['Fun', 'p-fun'] : ['Elegant', 'p-el'];
    await page.getByRole('combobox', { name: 'Preset style' }).selectOption(preset);
    const guestLook = await untilLook(canvasRoot(page), (value) => value.preset === presetClass);

    // Settings: the company name and the page title.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await fill(page, 'Company name', 'Company name', 'Harbor Dental Group');
    await fill(page, 'SEO', 'Page title', 'Harbor Dental: gentle family dentistry');

    // The owner's open tab shows all of it, live.
    expect(await untilLook(canvasRoot(ownerPage), (value) => value.preset === presetClass && value.background === guestLook.background)).toEqual(guestLook);
    await ownerPage.getByRole('tab', { name: 'Settings' }).click();
    expect(await valueOf(ownerPage, 'SEO', 'Page title', 'Harbor Dental: gentle family dentistry')).toBe('Harbor Dental: gentle family dentistry');
    expect(await valueOf(ownerPage, 'Company name', 'Company name', 'Harbor Dental Group')).toBe('Harbor Dental Group');
    await ownerPage.getByRole('figure', { name: 'Search result preview' }).getByText('Harbor Dental: gentle family dentistry').waitFor();
    if (SHOTS) await ownerPage.screenshot({ path: `${SHOTS}/settings-owner-watches-guest.png` });

    // The guest may not delete the website: no button, the reason instead, and the server refuses.
    const website = panel(page, 'Website');
    await website.getByText('Only the owner can export contacts or delete this website.').waitFor();
    expect(await website.getByRole('button').count()).toBe(0);
    if (SHOTS) await website.screenshot({ path: `${SHOTS}/settings-guest-website.png` });
    expect(await page.getByRole('tabpanel', { name: 'Settings' }).getByRole('button', { name: 'Delete website' }).count()).toBe(0);
    expect((await guest.client.request('DELETE', `/api/websites/${websiteId}`)).status).toBe(403);
    expect((await ownerClient.get(`/api/websites/${websiteId}`)).status).toBe(200);
    // The owner still has the button.
    await panel(ownerPage, 'Website').getByRole('button', { name: 'Delete website' }).waitFor();

    const url = await publishFromDesigner(page, false);
    const html = await (await fetch(url)).text();
    expect(html).toContain('<title>Harbor Dental: gentle family dentistry</title>');
    expect(html).toContain('Harbor Dental Group');
    // No banner or analytics asked for: the page has no cookie banner.
    expect(html).not.toContain('id="fd-ck"');
    expect(html).not.toContain('noindex');
    // The published page has the guest's theme.
    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const site = await visitor.newPage();
    await site.goto(url);
    expect(await siteLook(site.locator('.fd'))).toEqual(guestLook);
    expect(errors).toEqual([]);
    await visitor.close();
    await guest.context.close();
    await owner.context.close();
  },
  timeout,
);
