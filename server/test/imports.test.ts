import { errorBodySchema, generationStatusSchema, importStatusSchema, LIMITS, siteDocumentSchema, type ImportStatus, type SiteDocument } from '@frontdoor/shared';
import { PAGES, startFixtureDns, startFixtureSite, type FixtureSite } from '../../worker/test/support/fixture-site.js';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient } from './support/http-client.js';
import { onboardingAnswers } from './support/onboarding.js';
import { signInByCode } from './support/sign-in.js';

// Create from a link through the whole stack: POST /api/imports → the worker's scrape-source job
// reads a fixture page on 127.0.0.1 (the loopback allowance is the test-only setting) → the
// wizard's facts go with Launch → the generated draft uses them.
// Addresses are typed as owners type them, with a host name (the wizard refuses bare IP
// addresses); the test's DNS server resolves fixtures.test to the fixture site.
let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let site: FixtureSite;
let dns: Awaited<ReturnType<typeof startFixtureDns>>;
let base: string;

beforeAll(async () => {
  site = await startFixtureSite();
  dns = await startFixtureDns();
  base = `http://fixtures.test:${site.port}`;
  running = await startAppWithWorker({ SCRAPE_ALLOW_LOOPBACK: 'true', SCRAPE_DNS_SERVER: dns.server, SCRAPE_TIMEOUT_MS: '3000' });
});
afterAll(async () => {
  await running?.stop();
  await site?.close();
  await dns?.close();
});

async function importPage(client: HttpClient, url: string, kind?: string): Promise<{ importId: string; done: ImportStatus; steps: string[] }> {
  const created = await client.post('/api/imports', { url, ...(kind && { kind }) });
  expect(created.status).toBe(202);
  const { importId } = created.body as { importId: string };
  const steps: string[] = [];
  for (let i = 0; i < 400; i++) {
    const { status, body } = await client.get(`/api/imports/${importId}`);
    expect(status).toBe(200);
    const parsed = importStatusSchema.parse(body);
    if (steps.at(-1) !== parsed.step) steps.push(parsed.step);
    if (parsed.state === 'done') return { importId, done: parsed, steps };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

it('reads a page for a signed-out visitor and answers its facts and outcome', async () => {
  const client = new HttpClient(running.base);
  const created = await client.post('/api/imports', { url: base + PAGES.yelp, kind: 'yelp' });
  expect(created.body).toEqual({ importId: expect.any(String), kind: 'yelp', url: base + PAGES.yelp });

  const { done, steps } = await importPage(client, base + PAGES.yelp, 'yelp');
  expect(steps.at(-1)).toBe('done');
  expect(done.result).toMatchObject({ outcome: 'imported', facts: { name: 'Harbor Street Barbers', kind: 'yelp' } });
  expect(done.result!.characters).toBeGreaterThanOrEqual(LIMITS.scrapePartialSuccessChars);
});

it('each outcome: minimal content, no content, an address inside the network', async () => {
  const client = new HttpClient(running.base);
  expect((await importPage(client, base + PAGES.facebook, 'facebook')).done.result).toMatchObject({ outcome: 'minimal', facts: { name: 'Little Fern Coffee' } });
  expect((await importPage(client, base + PAGES.empty)).done.result).toEqual({ outcome: 'none', characters: expect.any(Number), failure: 'empty' });
  expect((await importPage(client, 'http://internal.test/admin')).done.result).toEqual({ outcome: 'none', characters: 0, failure: 'blocked-address' });
  expect((await importPage(client, `${base}/go/metadata`)).done.result).toEqual({ outcome: 'none', characters: 0, failure: 'blocked-address' });
});

it('bad addresses are refused with the spec wording; unknown imports are not found', async () => {
  const client = new HttpClient(running.base);
  for (const url of ['not a link', 'ftp://example.com/menu', 'http://localhost/', 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/']) {
    const { status, body } = await client.post('/api/imports', { url });
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).error.message).toBe('Please enter a valid web address');
  }
  const github = await client.post('/api/imports', { url: 'https://github.com' });
  expect(github.status).toBe(400);
  expect(errorBodySchema.parse(github.body).error.message).toBe('That address is not a GitHub profile. It should look like github.com/yourname.');
  expect((await client.get('/api/imports/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  expect((await client.get('/api/imports/not-an-id')).status).toBe(404);
});

async function generated(client: HttpClient, jobId: string): Promise<SiteDocument> {
  for (let i = 0; i < 400; i++) {
    const status = generationStatusSchema.parse((await client.get(`/api/websites/jobs/${jobId}`)).body);
    if (status.state === 'completed') return siteDocumentSchema.parse((await client.get(`/api/websites/${status.websiteId}`)).body.document);
    if (status.state === 'failed') throw new Error('generation failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('generation did not finish');
}

it("the generated site uses the page's real services, reviews, contact details, hours, links and (with the owner's word) photos", async () => {
  const visitor = new HttpClient(running.base);
  const facts = (await importPage(visitor, base + PAGES.yelp, 'yelp')).done.result!.facts!;
  const { client } = await signInByCode(running.base, 'harbor@example.com');
  const answers = onboardingAnswers({ businessName: facts.name, description: facts.description, location: facts.location, link: facts.url });
  // The owner reviewed the import: dropped one service and said the photos are theirs.
  const imported = { ...facts, services: facts.services.filter((service) => service.name !== 'Beard Trim'), usePhotos: true };
  const created = await client.post('/api/websites', { ...answers, imported });
  expect(created.status).toBe(202);
  const document = await generated(client, created.body.jobId);

  expect(document.websiteSettings.businessName).toBe('Harbor Street Barbers');
  const services = document.sections.find((section) => section.type === 'Services');
  expect(services?.type === 'Services' && services.items.map((item) => [item.heading, item.pricing])).toEqual(
    imported.services.map((service) => [service.name, service.price]),
  );
  const reviews = document.sections.find((section) => section.type === 'CustomerReviews');
  expect(reviews?.type === 'CustomerReviews' && reviews.reviews[0]).toMatchObject({
    authorName: 'Marcus T.',
    authorLocation: 'Review on Yelp',
    paragraph: expect.stringMatching(/^Best fade I have had in Portland/),
  });
  // Phone, email, address and hours are the site's business details (issue 24), read into
  // structured hours; they are no longer written into the FAQ.
  expect(document.websiteSettings.business).toMatchObject({
    phone: '(503) 555-0142',
    email: 'hello@harborstreetbarbers.example',
    address: facts.address,
    hours: [
      ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({ day, opens: '09:00', closes: '19:00' })),
      { day: 'Saturday', opens: '08:00', closes: '16:00' },
    ],
  });
  expect(facts.address).not.toBe('');
  const faqs = document.sections.find((section) => section.type === 'FrequentlyAskedQuestions');
  expect(faqs?.type === 'FrequentlyAskedQuestions' && faqs.items.map((item) => item.answer).join('\n')).not.toContain(facts.hours[0]);
  // Social links from the page (the fixture's own address is no social network).
  expect(document.websiteSettings.socialLinks).toEqual([{ type: 'Instagram', url: 'https://www.instagram.com/harborstreetbarbers' }]);
  const intro = document.sections.find((section) => section.type === 'Introduction');
  expect(intro?.type === 'Introduction' && intro.image?.urls.regular).toBe('https://images.example.org/harbor/chair.jpg');
  // The openly licensed photo carries its credit.
  expect(intro?.type === 'Introduction' && intro.image?.attribution).toEqual({ name: 'Harbor Street Barbers', url: base + PAGES.yelp });
});

it("without the owner's word, only openly licensed photos are used", async () => {
  const visitor = new HttpClient(running.base);
  const facts = (await importPage(visitor, base + PAGES.facebook, 'facebook')).done.result!.facts!;
  const { client } = await signInByCode(running.base, 'fern@example.com');
  const answers = onboardingAnswers({
    businessName: facts.name,
    description: 'Small-batch coffee, fresh pastries and a quiet corner to read in Burlington.',
    location: 'Burlington, VT',
  });
  const created = await client.post('/api/websites', { ...answers, imported: { ...facts, usePhotos: false } });
  const document = await generated(client, created.body.jobId);
  expect(JSON.stringify(document)).not.toContain('fbcdn.example');
  const reviews = document.sections.find((section) => section.type === 'CustomerReviews');
  expect(reviews?.type === 'CustomerReviews' && reviews.reviews.map((review) => review.authorName)).toEqual(['Nora Pike', 'Sam Ortiz', 'Jo Park']);
  // Markup the page's text carries stays text in the document (the renderers escape it).
  expect(reviews?.type === 'CustomerReviews' && reviews.reviews[2].paragraph).toBe('Lovely staff <img src=x onerror="window.__xss=1"> and the best flat white in town.');
});
