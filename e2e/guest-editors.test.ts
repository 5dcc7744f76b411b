import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { freePort } from '../server/test/support/free-port.js';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp, startSecondServer } from './harness.js';
import { browserCookies, nextMail } from './support.js';

// Guest editors and edit control (issue 9) in two browser contexts, owner and guest: the owner
// invites by email in the sharing panel, the guest accepts through the emailed link and watches
// the owner's edits live, takes control (the owner's screen names the guest and turns read-only
// within a second, and the owner's unsaved change is gone), and the owner removes the guest,
// whose tab lands on /invite/revoked. Run with both on one server and on two server instances.

let app: RunningApp;
let second: { app: NestExpressApplication; base: string };
let browser: Browser;
let bases: string[];

beforeAll(async () => {
  const port = await freePort();
  // Both instances accept each other's tokens and share PostgreSQL and Redis.
  app = await startApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, AUTH_SECRET: 'guest-editors-e2e-secret-0123456789abcdef' });
  second = await startSecondServer(app.env);
  bases = [app.url.replace('127.0.0.1', 'localhost'), second.base.replace('127.0.0.1', 'localhost')];
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await second?.app.close();
  await app?.stop();
});

async function signedInContext(email: string): Promise<{ context: BrowserContext; client: Awaited<ReturnType<typeof signInByCode>>['client'] }> {
  const { client } = await signInByCode(app.url, email);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(browserCookies(client));
  return { context, client };
}

const canvasHeading = (page: Page) => page.getByRole('region', { name: /^Preview of / }).locator('h1[contenteditable]');
const headingIs = (page: Page, text: string) => page.waitForFunction((expected) => document.querySelector('h1[contenteditable]')?.textContent === expected, text);

describe.each([
  ['one server', 0],
  ['two server instances', 1],
])('guest editing on %s', (_name, guestInstance) => {
  it('invites, accepts, watches, takes control, and is removed', async () => {
    const ownerEmail = `owner-${guestInstance}-${Date.now()}@example.com`;
    const guestEmail = `guest-${guestInstance}-${Date.now()}@example.com`;
    const owner = await signedInContext(ownerEmail);
    const created = await owner.client.post('/api/websites', onboardingAnswers({ businessName: 'Harbor Dental' }));
    for (let i = 0; i < 300; i++) {
      if ((await owner.client.get(`/api/websites/jobs/${created.body.jobId}`)).body.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const websiteId = created.body.id as string;
    const errors: string[] = [];
    const ownerPage = await owner.context.newPage();
    ownerPage.on('pageerror', (error) => errors.push(error.message));
    await ownerPage.goto(`${bases[0]}/designer?websiteId=${websiteId}`);
    await canvasHeading(ownerPage).waitFor();
    const savedHeading = (await canvasHeading(ownerPage).textContent())!;

    // The owner invites the guest by email in Settings → Website sharing.
    await ownerPage.getByRole('tab', { name: 'Settings' }).click();
    const sharing = ownerPage.getByRole('region', { name: 'Website sharing' });
    await sharing.getByRole('textbox', { name: 'Email' }).fill(guestEmail);
    await sharing.getByRole('button', { name: 'Invite', exact: true }).click();
    await ownerPage.getByText(`Invitation sent to ${guestEmail}`).waitFor();
    await ownerPage.getByRole('list', { name: 'Editors' }).getByText('Pending').waitFor();

    // The guest accepts through the emailed link (on their instance) and lands in the designer, watching.
    const mail = await nextMail(app.url, guestEmail);
    const link = new URL(/https?:\/\/\S+invite\/accept\?id=[0-9a-f-]+/.exec(mail.text)![0]);
    const guest = await signedInContext(guestEmail);
    const guestPage = await guest.context.newPage();
    guestPage.on('pageerror', (error) => errors.push(error.message));
    await guestPage.goto(`${bases[guestInstance]}${link.pathname}${link.search}`);
    await guestPage.waitForURL(/\/designer\?websiteId=/);
    await guestPage.getByText(`${ownerEmail} is editing.`, { exact: false }).waitFor();
    await ownerPage.getByRole('list', { name: 'Editors' }).getByText('Accepted').waitFor();

    // The guest watches the owner's unsaved edit live.
    await ownerPage.getByRole('tab', { name: 'Sections' }).click();
    await canvasHeading(ownerPage).click();
    await ownerPage.keyboard.press('Control+A');
    await ownerPage.keyboard.type('Owner typing, not saved');
    await headingIs(guestPage, 'Owner typing, not saved');

    // The guest takes control: confirmed; the owner is told at once and the draft goes back to the
    // saved version (the unsaved change is kept in History, e2e/edit-presence.test.ts). How fast the
    // displaced editor learns it is bench/takeover's figure (p99 under 100 ms), not a timed test.
    await guestPage.getByRole('button', { name: 'Take Edit Control' }).click();
    const confirm = guestPage.getByRole('alertdialog', { name: 'Take Edit Control' });
    await confirm.getByText(`${ownerEmail} is editing this website.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Take Edit Control' }).click();
    await ownerPage.getByText(`${guestEmail} is editing.`, { exact: false }).waitFor({ timeout: 10_000 });
    await headingIs(ownerPage, savedHeading);
    expect(await canvasHeading(ownerPage).getAttribute('contenteditable')).toBe('false');
    await headingIs(guestPage, savedHeading);

    // The guest edits now, and the owner watches.
    await canvasHeading(guestPage).click();
    await guestPage.keyboard.press('Control+A');
    await guestPage.keyboard.type('Guest heading');
    await headingIs(ownerPage, 'Guest heading');

    // The owner removes the guest: the guest's tab goes to /invite/revoked.
    await ownerPage.getByRole('tab', { name: 'Settings' }).click();
    await ownerPage.getByRole('button', { name: `Remove ${guestEmail}` }).click();
    await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Remove editor' }).click();
    await guestPage.waitForURL(/\/invite\/revoked$/);
    await guestPage.getByRole('heading', { name: 'Edit access removed' }).waitFor();
    for (const name of ['View Your Websites', 'Visit Homepage', 'Create a Website']) await guestPage.getByRole('link', { name }).waitFor();
    expect(errors).toEqual([]);
    await owner.context.close();
    await guest.context.close();
  }, 90_000);
});
