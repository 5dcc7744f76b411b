import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createDefaultSiteDocument, translatableTextsOf, yDocToSiteDocument, type SiteDocument } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startOpenAiStub, type OpenAiStub } from '../worker/test/support/openai-stub.js';
import { onboardingAnswers } from '../server/test/support/onboarding.js';
import { connectCollab, eventually, type CollabClient } from '../server/test/support/collab-client.js';
import { signInByCode } from '../server/test/support/sign-in.js';
import { launchBrowser } from './browser.js';
import { addAcceptedEditor, startApp, startSecondServer, type RunningApp } from './harness.js';
import { axeViolations, browserCookies, screenshot } from './support.js';

// The designer's Assistant (issue 41) in Chromium, owner and guest on two server instances: the
// owner asks in their own words, sees the changes listed, applies them; the guest watching on the
// other instance sees them live and has a read-only assistant; one Undo restores the exact
// previous document; History names the step. A request that would break a rule changes nothing.

let app: RunningApp;
let second: { app: NestExpressApplication; base: string };
let browser: Browser;
let bases: string[];
const readers: CollabClient[] = [];

beforeAll(async () => {
  app = await startApp({ AUTH_SECRET: 'assistant-e2e-secret-0123456789abcdef' });
  second = await startSecondServer(app.env);
  bases = [app.url.replace('127.0.0.1', 'localhost'), second.base.replace('127.0.0.1', 'localhost')];
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  for (const reader of readers) reader.destroy();
  await browser?.close();
  await second?.app.close();
  await app?.stop();
});

const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?`;

async function signedIn(
  email: string,
): Promise<{ context: BrowserContext; client: Awaited<ReturnType<typeof signInByCode>>['client']; session: Awaited<ReturnType<typeof signInByCode>>['session'] }> {
  const { client, session } = await signInByCode(app.url, email);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(browserCookies(client));
  return { context, client, session };
}

const canvasHeading = (page: Page) => page.getByRole('region', { name: /^Preview of / }).locator('h1[contenteditable]');

/** A generated barber's site with a guest editor; the owner's designer on one instance, the guest's on the other. */
async function sharedSite(tag: string) {
  const ownerEmail = `owner-${tag}-${Date.now()}@example.com`;
  const guestEmail = `guest-${tag}-${Date.now()}@example.com`;
  const owner = await signedIn(ownerEmail);
  const guest = await signedIn(guestEmail);
  const created = await owner.client.post('/api/websites', onboardingAnswers({ businessName: 'Maple Street Barbers' }));
  for (let i = 0; i < 300; i++) {
    if ((await owner.client.get(`/api/websites/jobs/${created.body.jobId}`)).body.state === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const websiteId = created.body.id as string;
  await addAcceptedEditor(app, { email: guestEmail, id: guest.session.user.id }, websiteId);
  const errors: string[] = [];
  const open = async (context: BrowserContext, instance: number) => {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${bases[instance]}/designer?websiteId=${websiteId}`);
    await canvasHeading(page).waitFor();
    return page;
  };
  const ownerPage = await open(owner.context, 0);
  await ownerPage.getByRole('button', { name: 'Save Draft' }).and(ownerPage.locator(':enabled')).waitFor();
  const guestPage = await open(guest.context, 1);
  await guestPage.getByText(`${ownerEmail} is editing.`, { exact: false }).waitFor();
  const reader = connectCollab(app.url, websiteId, owner.session.accessToken);
  readers.push(reader);
  await reader.synced;
  return { ownerEmail, owner, guest, ownerPage, guestPage, reader, websiteId, errors };
}

const live = (reader: CollabClient): SiteDocument => yDocToSiteDocument(reader.doc);

async function ask(page: Page, words: string) {
  await page.getByRole('tab', { name: 'Assistant' }).click();
  await page.getByLabel('What would you like to change?').fill(words);
  const asked = await page.locator('.assistant__exchange').count();
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  // The exchange this request adds (the conversation's items, not the change lines inside them).
  const exchange = page.locator('.assistant__exchange').nth(asked);
  await exchange.waitFor();
  return exchange;
}

it('applies "open Saturdays 9 to 1 and add gutter cleaning" as one step the guest sees live, one Undo restores the exact document, and History names it', async () => {
  const site = await sharedSite('assistant');
  const { ownerPage, guestPage, reader } = site;
  const before = JSON.stringify(live(reader));

  // The guest's assistant is read-only, and says so.
  await guestPage.getByRole('tab', { name: 'Assistant' }).click();
  await guestPage.getByText('Only the person editing can use the assistant.').waitFor();
  expect(await guestPage.getByLabel('What would you like to change?').isDisabled()).toBe(true);

  const answer = await ask(ownerPage, 'open Saturdays 9 to 1 and add gutter cleaning as a service');
  const changes = answer.getByRole('list', { name: 'Changes' });
  await changes.waitFor();
  expect(await changes.getByRole('listitem').allTextContents()).toEqual(['Opening hours: Saturday 9:00–13:00', 'Services: add “Gutter cleaning”']);
  // No price or description made up: it asks instead.
  expect(await answer.innerText()).toContain('what does it cost?');
  // Listed only: nothing changed yet.
  expect(JSON.stringify(live(reader))).toBe(before);
  expect(await axeViolations(ownerPage)).toEqual([]);
  await screenshot(ownerPage, 'assistant-proposed');

  await answer.getByRole('button', { name: 'Apply' }).click();
  await answer.getByText('Applied. Undo takes it back.').waitFor();
  // The live document (the server's) and the guest's page on the other instance have it.
  await eventually(() => {
    const document = live(reader);
    const services = document.sections.find((section) => section.type === 'Services');
    return (
      JSON.stringify(document.websiteSettings.business.hours).includes('"day":"Saturday","opens":"09:00","closes":"13:00"') &&
      services?.type === 'Services' &&
      services.items.some((item) => item.heading === 'Gutter cleaning')
    );
  }, 'the applied answer in the live document');
  await guestPage
    .getByRole('region', { name: /^Preview of / })
    .getByText('Gutter cleaning')
    .waitFor();
  await screenshot(guestPage, 'assistant-guest-sees');

  // History names the step.
  await ownerPage.getByRole('button', { name: 'History', exact: true }).click();
  const history = ownerPage.getByRole('dialog', { name: 'History' });
  const first = history.getByRole('list', { name: 'Versions' }).getByRole('listitem').first().locator('.history__label');
  await eventually(
    async () => /^Assistant: Opening hours: Saturday 9:00–13:00; Services: add “Gutter cleaning” · by /.test((await first.textContent()) ?? ''),
    'History to name the step',
  );
  expect((await first.textContent())!.trim()).toMatch(new RegExp(`· by ${site.ownerEmail} · ${TIME} \\(latest\\)$`));
  await ownerPage.keyboard.press('Escape');

  // One Undo restores the exact previous document, everywhere.
  await ownerPage.getByRole('button', { name: 'Undo', exact: true }).click();
  await eventually(() => JSON.stringify(live(reader)) === before, 'one Undo to restore the exact previous document', 15_000);
  expect(site.errors).toEqual([]);
  await site.owner.context.close();
  await site.guest.context.close();
}, 120_000);

it('refuses what would break a rule — a 200-character heading, a second Header, a javascript: link — with a clear message, changing nothing', async () => {
  const site = await sharedSite('assistant-rules');
  const { ownerPage, reader } = site;
  const before = JSON.stringify(live(reader));
  const refused: [string, RegExp][] = [
    [`change the heading to "${'x'.repeat(200)}"`, /^Nothing was changed: That is too long here: keep it to \d+ characters\.$/],
    ['add a header section', /^Nothing was changed: At most 1 Header section allowed\.$/],
    ['point the main button to javascript:alert(1)', /^Nothing was changed: Please enter a valid web address$/],
  ];
  for (const [words, message] of refused) {
    const answer = await ask(ownerPage, words);
    await answer.getByRole('button', { name: 'Apply' }).click();
    expect(await answer.getByRole('alert').innerText()).toMatch(message);
    expect(JSON.stringify(live(reader))).toBe(before);
  }
  await screenshot(ownerPage, 'assistant-refused');
  // What it cannot do, it says plainly, and offers nothing to apply.
  const cannot = await ask(ownerPage, 'translate the site into French');
  await cannot.getByText(/^Translating the site needs an AI model, and none is set up on this Frontdoor\./).waitFor();
  expect(await cannot.getByRole('button', { name: 'Apply' }).count()).toBe(0);
  expect(JSON.stringify(live(reader))).toBe(before);
  expect(site.errors).toEqual([]);
  await site.owner.context.close();
  await site.guest.context.close();
}, 120_000);

describe('with an AI model (an OpenAI-compatible server on 127.0.0.1)', () => {
  let modelled: RunningApp;
  let stub: OpenAiStub;
  // This app's own designer tab and collaboration reader, closed before it stops (an open one keeps it waiting).
  const open: { close(): Promise<void> | void }[] = [];
  beforeAll(async () => {
    // The model proposes the translation, then translates each batch it is given; every answer takes
    // a moment, as a model's do, so the designer shows how far it has got.
    stub = await startOpenAiStub({
      delayMs: 700,
      answer: (kind, request) => {
        if (kind === 'propose_changes') {
          return {
            toolCall: { name: 'propose_changes', arguments: { reply: 'Here is your site in French.', operations: [{ op: 'translateSite', language: 'French' }] } },
          };
        }
        const asked = request.body.messages.at(-1)!.content!;
        const texts = JSON.parse(asked.slice(asked.indexOf('\n') + 1)) as string[];
        return { toolCall: { name: 'give_translations', arguments: { translations: texts.map((text) => `FR ${text}`) } } };
      },
    });
    modelled = await startApp({
      AUTH_SECRET: 'assistant-model-e2e-secret-0123456789ab',
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: stub.baseURL,
      OPENAI_MODEL: 'test-model',
    });
  }, 60_000);
  afterAll(async () => {
    for (const resource of open) await resource.close();
    await modelled?.stop();
    await stub?.stop();
  });

  it('shows how far a translation has got while the owner waits, lists it, and applies it as one step one Undo takes back', async () => {
    const { client, session } = await signInByCode(modelled.url, `owner-translate-${Date.now()}@example.com`);
    const id = randomUUID();
    const document = createDefaultSiteDocument({ id, businessName: 'Maple Street Barbers', sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] });
    await new DraftEventStore(await modelled.database()).createDraft({ userId: session.user.id, document });
    const total = translatableTextsOf(document).length;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    open.push(context);
    await context.addCookies(browserCookies(client));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${modelled.url.replace('127.0.0.1', 'localhost')}/designer?websiteId=${id}`);
    await canvasHeading(page).waitFor();
    await page.getByRole('button', { name: 'Save Draft' }).and(page.locator(':enabled')).waitFor();
    const reader = connectCollab(modelled.url, id, session.accessToken);
    open.push({ close: () => reader.destroy() });
    await reader.synced;
    const before = JSON.stringify(live(reader));

    await page.getByRole('tab', { name: 'Assistant' }).click();
    await page.getByLabel('What would you like to change?').fill('Translate the site into French');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    // While it works: what it is doing, then how many texts are done, in a status screen readers announce.
    const status = page.getByRole('status').filter({ hasText: /Asking the AI model|Translating the texts/ });
    await status.filter({ hasText: /^Translating the texts: \d+ of \d+ done…$/ }).waitFor();
    expect(await status.innerText()).toMatch(new RegExp(`^Translating the texts: \\d+ of ${total} done…$`));
    expect(await page.getByRole('progressbar', { name: 'Texts translated' }).getAttribute('max')).toBe(String(total));
    await screenshot(page, 'assistant-translating');

    const answer = page.locator('.assistant__exchange').first();
    const changes = answer.getByRole('list', { name: 'Changes' });
    await changes.waitFor();
    expect(await page.locator('.assistant__progress').count()).toBe(0);
    expect(await changes.getByRole('listitem').allTextContents()).toEqual([`Language: French, with ${total} texts translated`]);
    expect(JSON.stringify(live(reader))).toBe(before);

    await answer.getByRole('button', { name: 'Apply' }).click();
    await answer.getByText('Applied. Undo takes it back.').waitFor();
    await eventually(() => live(reader).websiteSettings.contactFormLanguage === 'French', 'the site in French in the live document');
    expect(translatableTextsOf(live(reader)).every((text) => text.text.startsWith('FR '))).toBe(true);
    expect(await canvasHeading(page).innerText()).toBe('FR Welcome to Maple Street Barbers');

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await eventually(() => JSON.stringify(live(reader)) === before, 'one Undo to restore the exact previous document', 15_000);
    expect(errors).toEqual([]);
  }, 120_000);
});
