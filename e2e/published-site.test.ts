import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { SECTION_DEFINITIONS, createDefaultSiteDocument, siteDocumentSchema, withoutSamples, type SectionType, type SiteDocument } from '@frontdoor/shared';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { DraftEventStore } from '@frontdoor/data';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';

const ALL: SectionType[] = [
  'Header',
  'Introduction',
  'Services',
  'Gallery',
  'QuoteBanner',
  'ImageBanner',
  'Team',
  'CustomerReviews',
  'FrequentlyAskedQuestions',
  'Contact',
  'Newsletter',
  'Footer',
];

let app: RunningApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  app = await startApp();
  base = app.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Publishes a document for a fresh owner through the API; answers the page's URL. */
async function publish(document: SiteDocument, email: string, handle: string): Promise<string> {
  const { client, session } = await signInByCode(app.url, email);
  const store = new DraftEventStore(await app.database());
  await store.createDraft({ userId: session.user.id, document });
  const res = await client.post(`/api/websites/${document.websiteSettings.id}/publish`, { handle });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return `${base}/${handle}`;
}

it('shows every default section of a published generated site to a visitor in a fresh context, and takes the contact form with JavaScript', async () => {
  const { client } = await signInByCode(app.url, 'visitor-test@example.com');
  const answers = onboardingAnswers();
  answers.sectionTypes = SECTION_DEFINITIONS.filter((d) => d.default).map((d) => d.type);
  const { body } = await client.post('/api/websites', answers);
  for (let i = 0; i < 200; i++) {
    if ((await client.get(`/api/websites/jobs/${body.jobId}`)).body.state === 'completed') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const document = siteDocumentSchema.parse((await client.get(`/api/websites/${body.id}`)).body.document);
  expect((await client.post(`/api/websites/${body.id}/publish`, { handle: 'maple-street' })).status).toBe(200);
  const url = `${base}/maple-street`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(document.sections.map((s) => s.type)).toEqual(expect.arrayContaining(answers.sectionTypes));
  // Generated reviews, team members and sample FAQs are left off the page (issues 24 and 36): a
  // section of nothing else is not drawn; every other section is.
  const published = withoutSamples(document).document;
  for (const section of published.sections) {
    const empty =
      (section.type === 'CustomerReviews' && section.reviews.length === 0) ||
      (section.type === 'Team' && section.members.length === 0) ||
      (section.type === 'FrequentlyAskedQuestions' && section.items.length === 0);
    expect(await page.locator(`[id="${section.id}"]`).count()).toBe(empty ? 0 : 1);
    if (!empty) await expect(page.locator(`[id="${section.id}"]`).isVisible()).resolves.toBe(true);
  }
  expect(published.sections.some((section) => section.type === 'CustomerReviews' && section.reviews.length === 0)).toBe(true);
  const contact = document.sections.find((s) => s.type === 'Contact')!;
  const form = page.locator(`[id="${contact.id}"] form`);
  await form.getByLabel(/name/i).first().fill('Ana Visitor');
  await form.getByLabel(/email/i).first().fill('ana@example.com');
  await form
    .getByLabel(/message/i)
    .first()
    .fill('Can I book a fade on Saturday?');
  await form.getByRole('button').click();
  await page.getByText(contact.type === 'Contact' ? contact.successMessage : '').waitFor();
  expect(page.url()).toBe(url);
  expect(errors).toEqual([]);
  const rows = await (await app.database()).query(`SELECT fields FROM customer_contact_forms WHERE handle = 'maple-street'`);
  expect(JSON.stringify(rows)).toContain('Can I book a fade on Saturday?');
  await context.close();
});

it('takes the contact form without JavaScript', async () => {
  const document = createDefaultSiteDocument({ id: randomUUID(), businessName: 'No Script Bakery', sectionTypes: ALL });
  const url = await publish(document, 'noscript@example.com', 'no-script-bakery');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const contact = document.sections.find((s) => s.type === 'Contact')!;
  const form = page.locator(`[id="${contact.id}"] form`);
  await form.getByLabel(/name/i).first().fill('Ben');
  await form.getByLabel(/email/i).first().fill('ben@example.com');
  await form
    .getByLabel(/message/i)
    .first()
    .fill('Rye on Sundays?');
  await Promise.all([page.waitForNavigation(), form.getByRole('button').click()]);
  await page.getByRole('link', { name: 'Back to the website' }).waitFor();
  const rows = await (await app.database()).query(`SELECT fields FROM customer_contact_forms WHERE handle = 'no-script-bakery'`);
  expect(JSON.stringify(rows)).toContain('Rye on Sundays?');
  await context.close();
});

it('shows script and event-handler payloads in every text field as text, never running them', async () => {
  const payloads = ['<script>window.__xss=1</script>', '"><img src=x onerror="window.__xss=2">', "' onmouseover='window.__xss=3"];
  const document = createDefaultSiteDocument({ id: randomUUID(), businessName: 'Safe Shop', sectionTypes: ALL });
  let n = 0;
  const poison = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') {
      // Ids, enums, colours and URLs are structural; every other text gets a payload.
      if (
        /^(id|type|style|size|provider|fit|layout|backgroundType|presetStyle|corners|shadow|decorFrame|imageFrame|imageAlignment|contactFormLanguage|sectionId|family|weight|name|version|headingFontSize|bodyFontSize|sides|validators)$/.test(
          key,
        ) ||
        /url|color|background|Text$|foreground|accent|^#/i.test(key) ||
        value.startsWith('#')
      )
        return value;
      const payload = payloads[n++ % payloads.length];
      return `${value} ${payload}`.slice(0, 20 + payload.length);
    }
    if (Array.isArray(value)) return value.map((v) => poison(v, key));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
    return value;
  };
  const poisoned = { ...(poison(document) as SiteDocument), version: document.version };
  poisoned.websiteSettings.id = document.websiteSettings.id;
  poisoned.websiteSettings.analyticsMeasurementId = '';
  // Fields too short for a long payload get a short one that still opens a tag.
  let valid = siteDocumentSchema.safeParse(poisoned);
  for (let round = 0; round < 5 && !valid.success; round++) {
    for (const issue of valid.error.issues) {
      const parent = issue.path.slice(0, -1).reduce<any>((node, key) => node[key as string], poisoned);
      parent[issue.path.at(-1) as string] = '"<b>';
    }
    valid = siteDocumentSchema.safeParse(poisoned);
  }
  const url = await publish(valid.success ? valid.data : document, 'xss@example.com', 'safe-shop');
  const page = await (await browser.newContext()).newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => (dialogs.push(d.message()), d.dismiss()));
  await page.goto(url);
  await page.mouse.move(200, 200);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(valid.success).toBe(true);
  expect(await page.content()).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
});

it('answers Nothing to see here for an unknown handle', async () => {
  const page = await (await browser.newContext()).newPage();
  const res = await page.goto(`${base}/no-such-site-here`);
  expect(res?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Nothing to see here' }).waitFor();
});

it('loads Google Analytics only after the visitor accepts cookies, and never after Reject', async () => {
  const document = createDefaultSiteDocument({ id: randomUUID(), businessName: 'Consent Cafe', sectionTypes: ALL });
  document.websiteSettings.analyticsMeasurementId = 'G-TEST12345';
  document.websiteSettings.cookieBanner = { ...document.websiteSettings.cookieBanner, enabled: true };
  const url = await publish(document, 'consent@example.com', 'consent-cafe');
  for (const choice of ['Reject', 'Accept'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const analytics: string[] = [];
    // The machine is offline: answer the analytics script ourselves and record that it was asked for.
    await context.route('https://www.googletagmanager.com/**', (route) => {
      analytics.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(url);
    const banner = page.getByText('This website uses cookies');
    await banner.waitFor();
    await page.waitForTimeout(300);
    expect(analytics).toEqual([]);
    await page.getByRole('button', { name: choice }).click();
    await page.waitForTimeout(500);
    expect(await banner.isVisible()).toBe(false);
    if (choice === 'Accept') expect(analytics[0]).toContain('gtag/js?id=G-TEST12345');
    else expect(analytics).toEqual([]);
    await context.close();
  }
});

it('runs a code embed in its own sandboxed frame, never in the page', async () => {
  const document = createDefaultSiteDocument({ id: randomUUID(), businessName: 'Embed Studio', sectionTypes: [...ALL, 'CodeEmbed'] });
  const embed = document.sections.find((s) => s.type === 'CodeEmbed')!;
  if (embed.type === 'CodeEmbed') {
    embed.heading = 'Book online';
    embed.code =
      '<p id="out">waiting</p><script>document.getElementById("out").textContent = "widget ran"; try { parent.document.title = "hacked" } catch (e) {}</script>';
  }
  const url = await publish(document, 'embed@example.com', 'embed-studio');
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  const frame = page.frameLocator(`iframe[title="Book online"]`);
  await frame.getByText('widget ran').waitFor();
  expect(await page.title()).not.toBe('hacked');
  expect(await page.locator('iframe[title="Book online"]').getAttribute('sandbox')).toBe('allow-scripts');
  const direct = await fetch(`${app.url}/embed/embed-studio/${embed.id}`);
  expect(direct.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts/);
  expect((await fetch(`${app.url}/embed/embed-studio/nope`)).status).toBe(404);
});
