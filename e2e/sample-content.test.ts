import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  HANDLE_MESSAGES,
  countSamples,
  createDefaultSiteDocument,
  leftOutMessage,
  readsAsPlaceholder,
  type CustomerReviewsSection,
  type ServicesSection,
  type SiteDocument,
  type TeamSection,
} from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { eventually } from '../server/test/support/collab-client.js';
import { freePort } from '../server/test/support/free-port.js';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { startApp, type RunningApp } from './harness.js';
import { browserCookies, screenshot, SHOTS } from './support.js';

// Issues 24 and 36 in Chromium against the real server and worker: a generated site's reviews and
// team are visible placeholders marked Sample. Editing a review's name and town keeps it a sample:
// published, the page has no reviews section and the publish dialog says so. Only when the owner
// replaces the quote with a customer's words does the review appear. Nothing anywhere offers to
// call generated text real.

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

it('keeps a placeholder review a sample when its name and town are edited, leaves it out at publish, and publishes it once its quote is replaced', async () => {
  const { context, websiteId, draft } = await ownerWithGeneratedSite();
  const generated = await draft();
  const reviewsSection = generated.sections.find((section): section is CustomerReviewsSection => section.type === 'CustomerReviews')!;
  const teamSection = generated.sections.find((section): section is TeamSection => section.type === 'Team');
  // Generation wrote placeholders, each marked as a sample: no invented quote, no invented customer.
  expect(reviewsSection.reviews.length).toBeGreaterThan(0);
  for (const review of reviewsSection.reviews) {
    expect(review.sample).toBe(true);
    expect(readsAsPlaceholder(review.paragraph)).toBe(true);
    expect(review.authorName).toMatch(/'s name$/);
  }
  expect((teamSection?.members ?? []).every((member) => member.sample === true && readsAsPlaceholder(member.description))).toBe(true);
  const samples = countSamples(generated);
  const total = samples.reviews + samples.teamMembers + samples.faqs;
  expect(samples.reviews).toBe(reviewsSection.reviews.length);

  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/designer?websiteId=${websiteId}`);
  await page.getByRole('heading', { level: 1, name: BUSINESS }).waitFor();
  await button(page, 'Save Draft').and(page.locator(':enabled')).waitFor();
  /** No control or words anywhere offer to call generated text real. */
  const noConfirm = async () => {
    expect(await page.getByRole('button', { name: /this is a real/i }).count()).toBe(0);
    expect(await page.getByText(/this is a real/i).count()).toBe(0);
  };

  // The canvas marks each sample; the published page will not.
  const badges = canvas(page).getByText('Sample', { exact: true });
  await badges.first().waitFor();
  expect(await badges.count()).toBe(total);
  const reviewsOnCanvas = canvas(page).getByRole('region', { name: reviewsSection.heading });
  await reviewsOnCanvas.scrollIntoViewIfNeeded();
  await screenshot(reviewsOnCanvas, 'designer-canvas-reviews');
  await noConfirm();

  // The owner edits the first review's name and town (the tester's "Leeds (Headingley)"), and
  // touches the quote with one character: it stays a placeholder and a sample.
  await button(page.getByRole('list', { name: 'Sections' }), 'Reviews').click();
  const panel = page.locator('.editor__section-panel');
  const first = reviewsSection.reviews[0]!;
  await panel.getByRole('button', { name: first.authorName, exact: true }).first().click();
  const note = panel.getByText("Replace the quote with a real customer's words to publish this review.", { exact: false });
  await note.waitFor();
  await panel.getByRole('textbox', { name: 'Author name', exact: true }).fill('Owen Baxter');
  await panel.getByRole('textbox', { name: 'Author location', exact: true }).fill('Leeds (Headingley)');
  const quote = panel.getByRole('textbox', { name: 'Paragraph', exact: true });
  await quote.fill(`${first.paragraph}!`);
  await canvas(page).getByText('Leeds (Headingley)').waitFor();
  await screenshot(page, 'designer-sample-review');
  expect(await note.count()).toBe(1);
  expect(await badges.count()).toBe(total);
  // 'Rewrite with AI' is not offered on a placeholder quote.
  expect(await panel.getByRole('button', { name: /rewrite/i }).count()).toBe(0);
  await noConfirm();
  await eventually(
    async () => {
      const stored = (await draft()).sections.find((section): section is CustomerReviewsSection => section.type === 'CustomerReviews')!;
      return stored.reviews[0]!.authorName === 'Owen Baxter' && stored.reviews[0]!.authorLocation === 'Leeds (Headingley)' && stored.reviews[0]!.sample === true;
    },
    'the name and town stored with the sample mark',
    15_000,
  );

  const message = leftOutMessage(samples)!;
  expect(message).toMatch(/left out of your page until you replace (?:them|it) with your own\.$/);
  const published = await publish(page, true);
  expect(published.before).toContain(message);
  expect(published.after).toContain(message);

  const visitor = await visit(1280);
  await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await visitor.page.getByRole('heading', { name: reviewsSection.heading }).count()).toBe(0);
  for (const text of ['Owen Baxter', 'Leeds (Headingley)', 'go here', 'Sample']) expect(await visitor.page.getByText(text).count()).toBe(0);
  await visitor.close();

  // The owner replaces the quote with a customer's words: now it is a real review.
  const words = 'Rafael gave our nervous terrier the calmest groom she has ever had.';
  await quote.fill(words);
  await note.waitFor({ state: 'detached' });
  await canvas(page).getByText(words).waitFor();
  expect(await badges.count()).toBe(total - 1);
  // The owner's own words may be rewritten with AI.
  expect(await panel.getByRole('button', { name: 'Rewrite with AI' }).count()).toBe(1);
  // Undo brings the quote and the mark back together; Redo makes it real again.
  await button(page, 'Undo').click();
  await note.waitFor();
  expect(await quote.inputValue()).toBe(`${first.paragraph}!`);
  expect(await badges.count()).toBe(total);
  await button(page, 'Redo').click();
  await note.waitFor({ state: 'detached' });
  expect(await badges.count()).toBe(total - 1);
  await reviewsOnCanvas.scrollIntoViewIfNeeded();
  await screenshot(reviewsOnCanvas, 'designer-canvas-reviews-one-real');
  await noConfirm();

  const again = await publish(page, false);
  const still = leftOutMessage({ ...samples, reviews: samples.reviews - 1 });
  if (still) expect(again.after).toContain(still);

  for (const width of [1280, 390]) {
    const live = await visit(width);
    await live.page.getByRole('heading', { name: reviewsSection.heading }).waitFor();
    await live.page.getByText(words).waitFor();
    await live.page.getByText('Owen Baxter').waitFor();
    expect(await live.page.getByText('go here', { exact: false }).count()).toBe(0);
    expect(await live.page.getByText('Sample', { exact: true }).count()).toBe(0);
    if (teamSection) expect(await live.page.getByRole('heading', { name: teamSection.heading }).count()).toBe(0);
    if (SHOTS) {
      await live.page.getByRole('heading', { name: reviewsSection.heading }).scrollIntoViewIfNeeded();
      await live.page.screenshot({ path: `${SHOTS}/published-reviews-${width}.png` });
      const price = live.page.getByText('Example price').first();
      if (await price.count()) {
        await price.scrollIntoViewIfNeeded();
        await live.page.screenshot({ path: `${SHOTS}/published-services-${width}.png` });
      }
    }
    await live.close();
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
  await new DraftEventStore(await app.database()).createDraft({ userId: session.user.id, document });
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
