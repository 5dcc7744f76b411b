import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { createDefaultSiteDocument } from '@frontdoor/shared';
import { EMBED_CODE_MESSAGE } from '@frontdoor/shared/render';
import { DraftEventStore } from '@frontdoor/data';
import { freePort } from '../server/test/support/free-port.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';

// Code embeds from a separate user-content origin (USERCONTENT_URL), in a real browser: one
// server, the app at 127.0.0.1 and user content at localhost (another origin, as
// usercontent.example.com would be). The published page frames its embed from there and the
// owner's script runs; the designer's preview frame is sent there; an embed opened as a page is
// refused, on either origin (issue 23 item 5).

let app: RunningApp;
let browser: Browser;
let appOrigin: string;
let userContent: string;

beforeAll(async () => {
  const port = await freePort();
  appOrigin = `http://127.0.0.1:${port}`;
  userContent = `http://localhost:${port}`;
  app = await startApp({ PORT: String(port), PUBLIC_URL: appOrigin, USERCONTENT_URL: userContent });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

it('runs a published embed framed from the user-content origin, and refuses it as a page', async () => {
  const { client, session } = await signInByCode(app.url, 'uc-browser@example.com');
  const document = createDefaultSiteDocument({ id: randomUUID(), businessName: 'Origin Bakery', sectionTypes: ['Header', 'Introduction', 'CodeEmbed', 'Footer'] });
  const embed = document.sections.find((s) => s.type === 'CodeEmbed')!;
  if (embed.type !== 'CodeEmbed') throw new Error('no embed');
  embed.heading = 'Order online';
  embed.code =
    '<p id="out">waiting</p><script>document.getElementById("out").textContent = "widget ran in origin " + self.origin + " at " + location.host; try { parent.document.title = "hacked" } catch (e) {}</script>';
  await new DraftEventStore(await app.database()).createDraft({ userId: session.user.id, document });
  expect((await client.post(`/api/websites/${document.websiteSettings.id}/publish`, { handle: 'origin-bakery' })).status).toBe(200);

  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => message.type() === 'error' && violations.push(message.text()));
  await page.goto(`${appOrigin}/origin-bakery`);
  const frame = page.locator('iframe[title="Order online"]');
  expect(await frame.getAttribute('src')).toBe(`${userContent}/embed/origin-bakery/${embed.id}`);
  // The script ran at the user-content address, in an opaque origin (sandboxed), with no reach into the page.
  await page
    .frameLocator('iframe[title="Order online"]')
    .getByText(`widget ran in origin null at ${new URL(userContent).host}`)
    .waitFor();
  expect(await page.title()).not.toBe('hacked');
  expect(violations.filter((text) => /Content Security Policy|frame-ancestors|Refused/i.test(text))).toEqual([]);

  // The embed's address opened as a page, on either origin: a plain 404, not the owner's markup.
  for (const address of [`${userContent}/embed/origin-bakery/${embed.id}`, `${appOrigin}/embed/origin-bakery/${embed.id}`]) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    expect(await page.locator('#out').count()).toBe(0);
    await page.getByText('not a page of its own').waitFor();
  }
  await context.close();
});

it("sends the designer's preview frame to the user-content origin, where the owner's code runs", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${appOrigin}/`);
  // A frame as the designer's canvas makes it (EmbedPreviewFrame): sandboxed, src /embed/preview.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.id = 'preview';
    frame.src = '/embed/preview';
    document.body.append(frame);
  });
  const preview = await page.waitForEvent('framenavigated', { predicate: (frame) => frame.url().startsWith(`${userContent}/embed/preview`), timeout: 10_000 });
  await preview.waitForLoadState();
  await page.evaluate(
    ({ type }) => (document.getElementById('preview') as HTMLIFrameElement).contentWindow!.postMessage({ type, code: '<p id="p">preview ran</p>' }, '*'),
    { type: EMBED_CODE_MESSAGE },
  );
  await page.frameLocator('#preview').getByText('preview ran').waitFor();
  await context.close();
});
