import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { HANDLE_MESSAGES, createDefaultSiteDocument, type CustomerReviewsSection, type ServicesSection, type SiteDocument, type TeamSection } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { freePort } from '../server/test/support/free-port.js';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { browserCookies, SHOTS } from './support.js';

// Issue 24 in Chromium against the real server and worker: a generated site's reviews and team
// are samples. Published without confirming them, the page has no reviews section and the
// publish dialog says so; once the owner confirms a review in the designer, it appears.

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

const BUSINESS = 'Headingley Dog Spa';
const HANDLE = 'headingley-dog-spa';

/** A signed-in owner with a site generated from the wizard's answers, and the browser's cookies for the session. */
async function ownerWithGeneratedSite(): Promise<{ context: BrowserContext; websiteId: string; draft: () => Promise<SiteDocument> }> {
  const { client } = await signInByCode(app.url, 'sample-owner@example.com');
  const created = await client.post(
    '/api/websites',
    onboardingAnswers({
      businessName: BUSINESS,
      description: 'A friendly dog grooming salon: full grooms, nail clipping and hand stripping for terriers.',
      location: 'Headingley, Leeds',
    }),
  );
  expect(created.status).toBe(202);
  for (let i = 0; ; i++) {
    const { body } = await client.get(`/api/websites/jobs/${created.body.jobId}`);
    if (body.state === 'completed') break;
    if (body.state === 'failed' || i > 300) throw new Error(`generation ${body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(browserCookies(client));
  const websiteId = created.body.id as string;
  return { context, websiteId, draft: async () => (await client.get(`/api/websites/${websiteId}`)).body.document as SiteDocument };
}

const button = (scope: Page | ReturnType<Page['locator']>, name: string) => scope.getByRole('button', { name, exact: true });
const canvas = (page: Page) => page.getByRole('region', { name: `Preview of ${BUSINESS}` });
const publishDialog = (page: Page) => page.getByRole('dialog', { name: /^Publish/ });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Publish from the designer bar; answers the text of the dialog before and after publishing. */
async function publish(page: Page, first: boolean): Promise<{ before: string; after: string }> {
  await button(page, 'Publish').click();
  const dialog = publishDialog(page);
  await dialog.waitFor();
  if (first) {
    await dialog.getByRole('textbox', { name: 'Web address' }).fill(HANDLE);
    await dialog.getByText(HANDLE_MESSAGES.available).waitFor();
  }
  // What is left out is part of the dialog's description, read out when it opens.
  const describedBy = await dialog.getAttribute('aria-describedby');
  const before = describedBy ? ((await page.locator(`[id="${describedBy}"]`).textContent()) ?? '') : '';
  await shot(page, first ? 'publish-dialog-before' : 'publish-dialog-again');
  await button(dialog, 'Publish').click();
  const live = page.getByRole('dialog', { name: 'Your website is live' });
  await live.waitFor();
  const liveDescribedBy = await live.getAttribute('aria-describedby');
  const after = liveDescribedBy ? ((await page.locator(`[id="${liveDescribedBy}"]`).textContent()) ?? '') : '';
  await shot(page, first ? 'publish-dialog-after' : 'publish-dialog-after-again');
  await button(live, 'Done').click();
  await live.waitFor({ state: 'detached' });
  return { before, after };
}

/** The published page as a visitor sees it, in a fresh context. */
async function visit(width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const visitor = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await visitor.newPage();
  const response = await page.goto(`${base}/${HANDLE}`);
  expect(response?.status()).toBe(200);
  return { page, close: () => visitor.close() };
}

it('publishes a site with sample reviews without them, says so, and shows a review once the owner confirms it', async () => {
  const { context, websiteId, draft } = await ownerWithGeneratedSite();
  const generated = await draft();
  const reviewsSection = generated.sections.find((section): section is CustomerReviewsSection => section.type === 'CustomerReviews')!;
  const teamSection = generated.sections.find((section): section is TeamSection => section.type === 'Team')!;
  // Generation marked every review and team member as a sample.
  expect(reviewsSection.reviews.length).toBeGreaterThan(0);
  expect(reviewsSection.reviews.every((review) => review.sample === true)).toBe(true);
  expect(teamSection.members.every((member) => member.sample === true)).toBe(true);
  const reviewCount = reviewsSection.reviews.length;
  const memberCount = teamSection.members.length;
  const plural = (count: number, noun: string) => `${count} sample ${noun}${count === 1 ? '' : 's'}`;

  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await page.getByRole('heading', { level: 1, name: BUSINESS }).waitFor();
  await button(page, 'Save Draft').and(page.locator(':enabled')).waitFor();

  // The canvas marks each sample; the published page will not.
  await canvas(page).getByText('Sample', { exact: true }).first().waitFor();
  expect(await canvas(page).getByText('Sample', { exact: true }).count()).toBe(reviewCount + memberCount);
  if (SHOTS) {
    await canvas(page).getByRole('heading', { name: reviewsSection.heading }).scrollIntoViewIfNeeded();
    await shot(page, 'designer-canvas-reviews');
  }

  const message = `${plural(reviewCount, 'review')} and ${plural(memberCount, 'team member')} are left out of your page until you confirm them or replace them with real ones.`;
  const first = await publish(page, true);
  expect(first.before).toContain(message);
  expect(first.after).toContain(message);

  const visitor = await visit(1280);
  await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await visitor.page.getByRole('heading', { name: reviewsSection.heading }).count()).toBe(0);
  expect(await visitor.page.getByRole('heading', { name: teamSection.heading }).count()).toBe(0);
  for (const review of reviewsSection.reviews) expect(await visitor.page.getByText(review.paragraph).count()).toBe(0);
  expect(await visitor.page.getByText('Sample', { exact: true }).count()).toBe(0);
  await visitor.close();

  // The owner confirms the first review in the Reviews panel.
  await button(page.getByRole('list', { name: 'Sections' }), 'Reviews').click();
  const panel = page.locator('.editor__section-panel');
  const confirmed = reviewsSection.reviews[0]!;
  await panel.getByRole('button', { name: confirmed.authorName, exact: true }).click();
  await panel.getByText('Sample — replace with a real review.').waitFor();
  await shot(page, 'designer-sample-review');
  await button(panel, 'This is a real review').click();
  await panel.getByText('Sample — replace with a real review.').waitFor({ state: 'detached' });
  // Focus moves on to the review's first field rather than being lost with the button.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
  expect(await canvas(page).getByText('Sample', { exact: true }).count()).toBe(reviewCount + memberCount - 1);
  // Undo brings the sample back; Redo confirms it again.
  await button(page, 'Undo').click();
  await panel.getByText('Sample — replace with a real review.').waitFor();
  expect(await canvas(page).getByText('Sample', { exact: true }).count()).toBe(reviewCount + memberCount);
  await button(page, 'Redo').click();
  await panel.getByText('Sample — replace with a real review.').waitFor({ state: 'detached' });
  expect(await canvas(page).getByText('Sample', { exact: true }).count()).toBe(reviewCount + memberCount - 1);

  const again = await publish(page, false);
  const still = `${plural(reviewCount - 1, 'review')} and ${plural(memberCount, 'team member')}`;
  if (reviewCount > 1) expect(again.before).toContain(still);
  expect(again.after).toContain(reviewCount > 1 ? still : plural(memberCount, 'team member'));

  for (const width of [1280, 390]) {
    const published = await visit(width);
    await published.page.getByRole('heading', { name: reviewsSection.heading }).waitFor();
    await published.page.getByText(confirmed.paragraph).waitFor();
    for (const review of reviewsSection.reviews.slice(1)) expect(await published.page.getByText(review.paragraph).count()).toBe(0);
    expect(await published.page.getByRole('heading', { name: teamSection.heading }).count()).toBe(0);
    if (SHOTS) {
      await published.page.getByRole('heading', { name: reviewsSection.heading }).scrollIntoViewIfNeeded();
      await published.page.screenshot({ path: `${SHOTS}/published-reviews-${width}.png` });
      const price = published.page.getByText('Example price').first();
      if (await price.count()) {
        await price.scrollIntoViewIfNeeded();
        await published.page.screenshot({ path: `${SHOTS}/published-services-${width}.png` });
      }
    }
    await published.close();
  }
  expect(errors).toEqual([]);
  await context.close();
});

it('shows a generated price as an example until the owner edits it', async () => {
  const { client, session } = await signInByCode(app.url, 'price-owner@example.com');
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: BUSINESS, sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] });
  const services = document.sections.find((section): section is ServicesSection => section.type === 'Services')!;
  services.items = [{ id: 'service-1', heading: 'Full groom', paragraph: 'Bath, cut and dry.', pricing: 'From £40', samplePricing: true }];
  await new DraftEventStore(app.app.get(DataSource)).createDraft({ userId: session.user.id, document });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(browserCookies(client));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${id}`);
  await page.getByRole('heading', { level: 1, name: BUSINESS, exact: true }).waitFor();
  await button(page, 'Save Draft').and(page.locator(':enabled')).waitFor();
  await canvas(page).getByText('Example price', { exact: true }).waitFor();

  await button(page.getByRole('list', { name: 'Sections' }), 'Services').click();
  const panel = page.locator('.editor__section-panel');
  const pricing = panel.getByRole('textbox', { name: 'Pricing', exact: true });
  // The item opens on a click; a click that lands while the panel is still settling after the
  // draft loads is pressed again (a known flake: the item can stay closed, issue 26 follows it).
  for (let attempt = 1; ; attempt++) {
    await panel.getByRole('button', { name: 'Full groom', exact: true }).click();
    const opened = await pricing.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (opened || attempt === 3) break;
  }
  await panel.getByText('Sample price — edit it to set yours').waitFor();
  // The hint describes the field, so a screen reader reads it with the price.
  const hintId = (await pricing.getAttribute('aria-describedby'))?.split(' ').find((token) => token.endsWith('-hint'));
  expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe('Sample price — edit it to set yours');
  await shot(page, 'designer-sample-price');

  await pricing.fill('£45');
  await panel.getByText('Sample price — edit it to set yours').waitFor({ state: 'detached' });
  await canvas(page).getByText('Example price', { exact: true }).waitFor({ state: 'detached' });
  await canvas(page).getByText('£45', { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
