import { randomUUID } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import * as Y from 'yjs';
import { createDefaultSiteDocument, illustrationPath, setField, yDocToSiteDocument, type SectionType } from '@frontdoor/shared';
import { signInByCode } from './support/sign-in.js';
import { pngImage } from './support/test-images.js';
import { startTwoInstances, type TwoInstances } from './support/two-instances.js';

/**
 * A fresh page after publishing (issue 37): published pages are kept by browsers and CDNs but
 * checked again on every visit (ETag), so a publish is seen at once — by the owner who published
 * through one instance and by a visitor on another — while files named by their content (fonts,
 * drawn pictures) stay immutable.
 */

const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'Contact', 'Footer'];

let two: TwoInstances;
const A = 0;
const B = 1;
const base = (server: number) => two.servers[server]!.base;

beforeAll(async () => {
  two = await startTwoInstances({ AUTH_SECRET: 'fresh-after-publish-secret-0123456789abcd' });
}, 120_000);
afterAll(() => two?.stop());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A plain GET to an instance (no compression asked), with `host` standing for a custom domain when given. */
function get(server: number, path: string, headers: Record<string, string> = {}, host?: string): Promise<Answer> {
  const url = new URL(base(server));
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers: { ...headers, ...(host ? { host } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Revalidated on every use: no-cache, or max-age=0 with must-revalidate — never kept fresh for a while. */
function expectRevalidated(answer: Answer): void {
  const cacheControl = String(answer.headers['cache-control']);
  expect(cacheControl).toMatch(/\bno-cache\b|\bmax-age=0\b/);
  if (!/\bno-cache\b/.test(cacheControl)) expect(cacheControl).toMatch(/\bmust-revalidate\b/);
  expect(cacheControl).not.toMatch(/max-age=[1-9]|s-maxage=[1-9]|immutable/);
}

/** The draft's introduction heading, changed as the designer would store it. */
async function retitle(id: string, userId: string, heading: string): Promise<void> {
  const loaded = await two.store.load(id);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(loaded!.ydoc));
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  const intro = yDocToSiteDocument(doc).sections.find((section) => section.type === 'Introduction')!;
  expect(setField(doc, ['sections', intro.id, 'heading'], heading).ok).toBe(true);
  await two.store.appendUpdate(id, userId, Y.mergeUpdates(updates));
}

/** An owner's published website (first heading `heading`), with its custom domain connected first when `domain` is given. */
async function publishedSite(email: string, handle: string, heading: string, domain?: string) {
  const { client, session } = await signInByCode(base(A), email);
  const id = randomUUID();
  await two.store.createDraft({ userId: session.user.id, document: createDefaultSiteDocument({ id, businessName: 'Fresh Loaf Bakery', sectionTypes: SECTIONS }) });
  if (domain) {
    // Connected, as the checker leaves it (no check due, so the worker leaves it alone).
    await two.db.query(
      `INSERT INTO website_domains (domain_name, state, website_name, user_id, website_id, zone, verification_token)
       VALUES ($1, 'Connected', $2, $3, $4, $1, 'fresh-token')`,
      [domain, handle, session.user.id, id],
    );
  }
  const republish = async (text: string) => {
    await retitle(id, session.user.id, text);
    expect((await client.post(`/api/websites/${id}/publish`, { handle })).status).toBe(200);
  };
  await republish(heading);
  return { client, id, republish };
}

/**
 * The whole story on one address: `read(server, headers)` GETs it from an instance. Both
 * instances serve the first publish (and hold it); a conditional GET is 304; after a republish
 * through A, the very next request on A with the old ETag gets the new page, and so does B's.
 */
async function expectFreshAfterPublish(read: (server: number, headers?: Record<string, string>) => Promise<Answer>, republish: (text: string) => Promise<void>) {
  const first = await read(A);
  expect(first.status).toBe(200);
  expect(first.body).toContain('Sourdough baked at dawn');
  expectRevalidated(first);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[^"]+"$/);

  // Unchanged: a browser's (or a CDN's) check costs a 304 with the same validators and policy,
  // whether it sends the tag as given, weakened by a proxy, or in a list.
  for (const ifNoneMatch of [etag, `W/${etag}`, `"older", ${etag}`]) {
    const again = await read(A, { 'if-none-match': ifNoneMatch });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expectRevalidated(again);
  }
  expect((await read(A, { 'if-none-match': '"some-other-page"' })).status).toBe(200);
  // B serves the same page and now holds it in its cache too.
  const onB = await read(B);
  expect([onB.status, onB.headers.etag, onB.body]).toEqual([200, etag, first.body]);
  expect((await read(B, { 'if-none-match': etag })).status).toBe(304);

  await republish('Now open on Sundays');

  // The owner's browser, checking its copy on the very next request, gets the new page.
  const fresh = await read(A, { 'if-none-match': etag });
  expect(fresh.status).toBe(200);
  expect(fresh.body).toContain('Now open on Sundays');
  expect(fresh.body).not.toContain('Sourdough baked at dawn');
  expectRevalidated(fresh);
  const newEtag = String(fresh.headers.etag);
  expect(newEtag).not.toBe(etag);
  // So does a visitor's on the other instance, on its very next request, with the same validators.
  const freshOnB = await read(B, { 'if-none-match': etag });
  expect([freshOnB.status, freshOnB.headers.etag, freshOnB.body]).toEqual([200, newEtag, fresh.body]);
  expectRevalidated(freshOnB);
  for (const server of [A, B]) expect((await read(server, { 'if-none-match': newEtag })).status).toBe(304);
}

it('serves a new publish at /{handle} at once, on the instance that published and on another: revalidated by ETag, 304 until then', async () => {
  const { republish } = await publishedSite('fresh-owner@example.com', 'fresh-bakery', 'Sourdough baked at dawn');
  await expectFreshAfterPublish((server, headers) => get(server, '/fresh-bakery', headers), republish);

  // The app's sitemaps of published sites change with a publish too: checked again on every read.
  const index = await get(B, '/sitemap.xml');
  const bucket = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).find((path) => /^\/sitemaps\/\d+\/\d+\.xml$/.test(path))!;
  const sitemap = await get(B, bucket);
  expect(sitemap.status).toBe(200);
  expectRevalidated(sitemap);
  expect((await get(B, bucket, { 'if-none-match': String(sitemap.headers.etag) })).status).toBe(304);
});

it("serves a new publish on the site's custom domain at once, on both instances; its sitemap is checked again too", async () => {
  const domain = 'fresh-loaf.test';
  const { republish } = await publishedSite('fresh-domain-owner@example.com', 'fresh-loaf', 'Sourdough baked at dawn', domain);
  expect((await get(A, '/fresh-loaf')).headers.location).toBe(`https://${domain}/`);
  await expectFreshAfterPublish((server, headers) => get(server, '/', headers, domain), republish);
  for (const server of [A, B]) {
    const sitemap = await get(server, '/sitemap.xml', {}, domain);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>https://${domain}/</loc>`);
    expectRevalidated(sitemap);
  }
});

it('keeps files named by their content immutable: the fonts a page loads, an uploaded picture, a drawn illustration', async () => {
  const { client, id } = await publishedSite('fresh-files-owner@example.com', 'fresh-files', 'Sourdough baked at dawn');
  const page = await get(A, '/fresh-files');
  const font = /\/fonts\/[^"')\s]+/.exec(page.body)?.[0];
  expect(font).toBeDefined();
  const uploaded = await client.request('POST', `/api/websites/${id}/uploads/favicon`, await pngImage(32));
  expect(uploaded.status).toBe(200);
  const colors = { button: '#23466e', accent: '#dfe8f5', background: '#fafbfc', text: '#1a2433', buttonText: '#ffffff' };
  const drawn = illustrationPath({ kind: 'scene', icons: ['scissors', 'razor', 'armchair'], aspect: 'landscape', colors, seed: 'fresh' });
  for (const path of [font!, String(uploaded.body.url), drawn]) {
    const file = await get(B, path);
    expect([path, file.status]).toEqual([path, 200]);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // A publish changes none of them: still immutable after one.
  const again = await client.post(`/api/websites/${id}/publish`, { handle: 'fresh-files' });
  expect(again.status).toBe(200);
  expect((await get(A, font!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
});
