import { DataSource } from 'typeorm';
import { errorBodySchema, generationStatusSchema, illustrationPath, readsAsPlaceholder, siteDocumentSchema, websiteListEntrySchema } from '@frontdoor/shared';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient } from './support/http-client.js';
import { onboardingAnswers } from './support/onboarding.js';
import { signInByCode } from './support/sign-in.js';

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let db: DataSource;

beforeAll(async () => {
  running = await startAppWithWorker();
  db = running.app.get(DataSource);
});
afterAll(() => running?.stop());

async function waitForDone(client: HttpClient, jobId: string) {
  for (let i = 0; i < 200; i++) {
    const { body } = await client.get(`/api/websites/jobs/${jobId}`);
    const status = generationStatusSchema.parse(body);
    if (status.state === 'completed' || status.state === 'failed') return status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('generation did not finish');
}

it('creates a whole site from the onboarding answers through the job and the event store', async () => {
  const { client, session } = await signInByCode(running.base, 'maple@example.com');
  const answers = onboardingAnswers();
  const created = await client.post('/api/websites', answers);
  expect(created.status).toBe(202);
  expect(created.body).toEqual({ id: answers.requestId, jobId: answers.requestId });

  const status = await waitForDone(client, created.body.jobId);
  expect(status).toEqual({ websiteId: answers.requestId, state: 'completed', step: 'done' });

  const { status: code, body } = await client.get(`/api/websites/${answers.requestId}`);
  expect(code).toBe(200);
  const document = siteDocumentSchema.parse(body.document);
  expect(document.websiteSettings).toMatchObject({ id: answers.requestId, businessName: 'Maple Street Barbers' });
  expect(document.theme.palette).toEqual(answers.palette);
  expect(document.sections.map((s) => s.type)).toEqual(expect.arrayContaining(answers.sectionTypes));
  const text = JSON.stringify(document);
  expect(text).toContain('Portland');
  expect(text).not.toMatch(/lorem|ipsum|\[business|TBD|undefined/i);
  const services = document.sections.find((s) => s.type === 'Services');
  expect(services?.type === 'Services' && services.items.length).toBeGreaterThan(0);
  const gallery = document.sections.find((s) => s.type === 'Gallery');
  expect(gallery?.type === 'Gallery' && gallery.items.length).toBeGreaterThan(0);

  // First event = the generated document; images recorded.
  const events = await db.query(`SELECT sequence, kind, actor_id FROM draft_events WHERE draft_id = $1`, [answers.requestId]);
  expect(events).toEqual([{ sequence: '1', kind: 'created', actor_id: session.user.id }]);
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM website_images WHERE website_id = $1`, [answers.requestId]);
  expect(n).toBeGreaterThan(0);

  // A repeated Launch answers the same website and makes no second one.
  expect((await client.post('/api/websites', answers)).body).toEqual({ id: answers.requestId, jobId: answers.requestId });
  const list = websiteListEntrySchema.array().parse((await client.get('/api/websites')).body);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ draftId: answers.requestId, businessName: 'Maple Street Barbers', publishedHandle: null });
  // Who edits it now: its creator holds edit control until someone takes it.
  expect(list[0]!.editorEmail).toBe('maple@example.com');
});

it('shows a draft only to its owner', async () => {
  const owner = await signInByCode(running.base, 'owner2@example.com');
  const answers = onboardingAnswers({ businessName: 'Bright Spark Electric', description: 'Licensed electricians for panel upgrades, EV chargers and home rewiring.' });
  await owner.client.post('/api/websites', answers);
  await waitForDone(owner.client, answers.requestId);
  const stranger = await signInByCode(running.base, 'stranger@example.com');
  for (const path of [`/api/websites/${answers.requestId}`, `/api/websites/jobs/${answers.requestId}`, '/api/websites/not-a-uuid']) {
    const res = await stranger.client.get(path);
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).error).toEqual({ code: 'website_not_found', message: 'No website at this link' });
  }
  expect((await new HttpClient(running.base).get('/api/websites')).status).toBe(401);
});

it('asks for more information when the description says too little', async () => {
  const { client } = await signInByCode(running.base, 'vague@example.com');
  const res = await client.post('/api/websites', onboardingAnswers({ description: 'shop' }));
  expect(res.status).toBe(422);
  expect(errorBodySchema.parse(res.body).error.code).toBe('more_information_needed');
});

it('refuses a fourth website', async () => {
  const { client } = await signInByCode(running.base, 'busy@example.com');
  for (let i = 0; i < 3; i++) {
    const answers = onboardingAnswers({
      businessName: `Corner Cafe ${i}`,
      description: 'Espresso, pour-over coffee and fresh pastries baked every morning in our cafe.',
    });
    expect((await client.post('/api/websites', answers)).status).toBe(202);
  }
  const fourth = await client.post(
    '/api/websites',
    onboardingAnswers({ businessName: 'One Too Many', description: 'Espresso, pour-over coffee and fresh pastries baked every morning.' }),
  );
  expect(fourth.status).toBe(403);
  expect(errorBodySchema.parse(fourth.body).error).toEqual({ code: 'website_limit_exceeded', message: 'Maximum allowed website limit exceeded' });
});

it('runs the free tools and the style options through the worker', async () => {
  const visitor = new HttpClient(running.base);
  const names = await visitor.post('/api/tools/business-names', { keywords: 'dog grooming in Austin' });
  expect(names.status).toBe(200);
  expect(names.body.names).toHaveLength(12);
  const ideas = await visitor.post('/api/tools/business-ideas', { keywords: 'outdoor fitness' });
  expect(ideas.body.ideas).toHaveLength(10);
  // Each idea is a business of a few words with a one-sentence pitch under it.
  for (const entry of ideas.body.ideas) expect(entry).toEqual({ idea: expect.stringMatching(/^\S+(?: \S+){0,7}$/), pitch: expect.stringMatching(/^[^.!?]+[.!?]$/) });
  const styles = await visitor.post('/api/onboarding/styles', { brief: onboardingAnswers().brief });
  expect(styles.body.fontPairs).toHaveLength(8);
  expect(styles.body.palettes).toHaveLength(8);
  const empty = await visitor.post('/api/tools/business-names', { keywords: '' });
  expect(empty.status).toBe(400);
});

it('serves generated artwork for image terms', async () => {
  const res = await fetch(`${running.base}/art/artwork.svg?seed=hot+towel+shave&w=400&h=300&c=1f6f5c.e8f3ef`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  expect(await res.text()).toMatch(/^<svg[^>]+width="400" height="300"/);
  expect((await fetch(`${running.base}/art/artwork.svg?seed=x&w=99999&h=1`)).status).toBe(400);
});

it('draws illustrations of the industry’s icons, crisp and cached, and refuses anything not ours', async () => {
  const colors = { button: '#23466e', accent: '#dfe8f5', background: '#fafbfc', text: '#1a2433', buttonText: '#ffffff' };
  const path = illustrationPath({ kind: 'scene', icons: ['scissors', 'razor', 'armchair'], aspect: 'landscape', colors, seed: 'gallery 1' });
  const res = await fetch(`${running.base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const svg = await res.text();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 300"/);
  // Tabler's scissors (two rings and crossing blades) in the palette's colours, and no blur.
  expect(svg).toContain('<path d="M3 7a3 3 0 1 0 6 0a3 3 0 1 0 -6 0" /><path d="M3 17a3 3 0 1 0 6 0a3 3 0 1 0 -6 0" /><path d="M8.6 8.6l10.4 10.4" />');
  expect(svg).toContain('#23466e');
  expect(svg).not.toMatch(/filter|blur|<script|<image/i);
  // Compressed once, and revalidated by its tag.
  const br = await fetch(`${running.base}${path}`, { headers: { 'accept-encoding': 'br' } });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(await br.text()).toBe(svg);
  const again = await fetch(`${running.base}${path}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
  expect(again.status).toBe(304);

  const bad = (query: Record<string, string>) => {
    const url = new URL(path, running.base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return fetch(url);
  };
  const refusals: Record<string, string>[] = [{ i: '../../../package' }, { i: 'brand-github' }, { k: 'blur' }, { a: 'wide' }, { c: 'red.blue' }, { i: 'a.b.c.d.e' }];
  for (const query of refusals) {
    const refused = await bad(query);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('This picture’s address is not valid.');
  }
});

it('lets only one of two simultaneous Launches through at the limit', async () => {
  const { client } = await signInByCode(running.base, 'racer@example.com');
  for (let i = 0; i < 2; i++) {
    await client.post('/api/websites', onboardingAnswers({ businessName: `Racer ${i}`, description: 'Mobile bike repair, tune-ups and flat fixes at your door.' }));
  }
  const results = await Promise.all(
    [0, 1].map((i) =>
      client.post('/api/websites', onboardingAnswers({ businessName: `Last ${i}`, description: 'Mobile bike repair, tune-ups and flat fixes at your door.' })),
    ),
  );
  expect(results.filter((r) => r.status === 202)).toHaveLength(1);
  expect(results.filter((r) => r.status === 403 || r.status === 409)).toHaveLength(1);
  await new Promise((r) => setTimeout(r, 300));
  const list = (await client.get('/api/websites')).body as unknown[];
  expect(list.length).toBeLessThanOrEqual(3);
});

it('writes a trade outside the 30 industries from the owner’s words through the job: services, placeholder samples, FAQs of their facts (issue 36)', async () => {
  const { client } = await signInByCode(running.base, 'tuner@example.com');
  const piano = 'Piano tuning, repairs and regulation. Qualified piano technician with 15 years experience, visiting homes, schools and churches.';
  const cases = [
    onboardingAnswers({ businessName: 'Harmony Piano Care', description: piano, location: 'Leeds' }),
    // The owner corrected the wizard's guess in their own words: no industry goes with it.
    onboardingAnswers({ businessName: 'Keys at Home', description: piano, location: 'Leeds', trade: 'piano tuner' }),
    onboardingAnswers({
      businessName: 'Dales Drystone Walling',
      description: 'Dales Drystone Walling — dry stone wall building and repair for farms, estates and gardens.',
      location: 'Skipton',
    }),
  ];
  for (const answers of cases) {
    const created = await client.post('/api/websites', answers);
    expect(created.status).toBe(202);
    expect(await waitForDone(client, created.body.jobId)).toMatchObject({ state: 'completed' });
    const document = siteDocumentSchema.parse((await client.get(`/api/websites/${answers.requestId}`)).body.document);
    const section = <T extends string>(type: T) => document.sections.find((candidate) => candidate.type === type);
    const services = section('Services');
    const reviews = section('CustomerReviews');
    const team = section('Team');
    const faq = section('FrequentlyAskedQuestions');
    if (services?.type !== 'Services' || reviews?.type !== 'CustomerReviews' || team?.type !== 'Team' || faq?.type !== 'FrequentlyAskedQuestions')
      throw new Error('sections missing');
    const headings = services.items.map((item) => item.heading);
    const text = JSON.stringify(document);
    if (answers.brief.description === piano) {
      expect(headings).toEqual(['Piano Tuning', 'Piano Repairs', 'Piano Regulation']);
      // Not a music school: no lessons, no school drawn, no walk-in wording for a trade that visits.
      expect(text).not.toMatch(/lesson|graduation|Illustration of[^"]*school|walk in|directions|student/i);
      expect(faq.items.find((item) => item.question === 'Who will do the work?')?.answer).toContain('qualified piano technician, with 15 years of experience');
    } else {
      expect(headings.slice(0, 2)).toEqual(['Dry Stone Wall Building', 'Dry Stone Wall Repair']);
      expect(headings.join(' ')).not.toMatch(/farm|estate|garden/i);
    }
    // Reviews and team are placeholders, stored as samples; FAQ answers are the owner's facts or samples.
    expect(reviews.reviews.every((review) => review.sample === true && readsAsPlaceholder(review.paragraph))).toBe(true);
    expect(team.members.every((member) => member.sample === true)).toBe(true);
    for (const item of faq.items) expect(item.sample === true ? readsAsPlaceholder(item.answer) : !/we will|welcom|always/i.test(item.answer)).toBe(true);
  }
});
