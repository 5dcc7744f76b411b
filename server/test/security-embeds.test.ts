import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { freePort } from './support/free-port.js';
import { signInByCode } from './support/sign-in.js';

/**
 * Issue 23 item 5: a published Code Embed is a frame of its site, never a page of the app. Opened
 * as a top-level page under the app's address it would be a phishing page with the owner's
 * scripts; unknown /embed/ and /art/ paths must not fall out of the app's policy either.
 */

const CODE = '<h1>Sign in to Frontdoor</h1><form><input name="password"></form><script>parent.postMessage("owner-script", "*")</script>';

type Running = Awaited<ReturnType<typeof startAppWithWorker>>;

/** A GET with the headers a browser would send (Host may name another origin on the same server). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The directives of a policy, by name. */
const directives = (policy: string | string[] | undefined) =>
  new Map(
    String(policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

/** The app's own policy and framing rules, as security-headers.ts sets them. */
function expectAppHeaders(headers: IncomingHttpHeaders): void {
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')?.[0]).toBe("'self'");
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.has('sandbox')).toBe(false);
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

/** Publishes a site whose page has a Code Embed; returns its handle, section id and the page's HTML. */
async function publishSiteWithEmbed(running: Running, email: string, handle: string) {
  const { client, session } = await signInByCode(running.base, email);
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: 'Embed Bakery', sectionTypes: ['Header', 'Introduction', 'CodeEmbed', 'Footer'] });
  const section = document.sections.find((s) => s.type === 'CodeEmbed')!;
  if (section.type !== 'CodeEmbed') throw new Error('no code embed');
  section.code = CODE;
  await new DraftEventStore(running.app.get(DataSource)).createDraft({ userId: session.user.id, document });
  const published = await client.post(`/api/websites/${id}/publish`, { handle });
  expect(published.status).toBe(200);
  const page = await get(running.base, `/${handle}`);
  expect(page.status).toBe(200);
  return { sectionId: section.id, html: page.body, csp: String(page.headers['content-security-policy']) };
}

describe('on the app origin (no USERCONTENT_URL)', () => {
  let running: Running;
  beforeAll(async () => {
    running = await startAppWithWorker({ USERCONTENT_URL: '' });
  });
  afterAll(() => running?.stop());

  it('serves a published Code Embed into a frame, and refuses it as a top-level page with the app headers', async () => {
    const { sectionId, html } = await publishSiteWithEmbed(running, 'embed-owner@example.com', 'embedbakery');
    const path = `/embed/embedbakery/${sectionId}`;
    expect(html).toContain(`src="${path}"`);
    expect(html).toContain('sandbox="allow-scripts"');

    const framed = await get(running.base, path, { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin' });
    expect(framed.status).toBe(200);
    expect(framed.body).toBe(CODE);
    const sandboxed = directives(framed.headers['content-security-policy']);
    expect(sandboxed.get('sandbox')).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
    expect(sandboxed.get('frame-ancestors')).toEqual(["'self'"]);
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expect(String(framed.headers.vary)).toMatch(/Sec-Fetch-Dest/i);

    // A link to the embed, opened as a page: the owner's markup never reaches the browser.
    const opened = await get(running.base, path, { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' });
    expect(opened.status).toBe(404);
    expect(opened.body).not.toContain('Sign in to Frontdoor');
    expect(opened.body).not.toContain('<script');
    expectAppHeaders(opened.headers);
    expect(String(opened.headers.vary)).toMatch(/Sec-Fetch-Dest/i);

    // Fetched by a script (not a frame) it is refused too.
    expect((await get(running.base, path, { 'sec-fetch-dest': 'empty' })).status).toBe(404);
    // Old browsers send no Sec-Fetch-Dest: served, still under the sandbox (an opaque origin).
    const old = await get(running.base, path);
    expect(old.status).toBe(200);
    expect(directives(old.headers['content-security-policy']).get('sandbox')).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
  });

  it('serves the designer embed preview only into frames', async () => {
    const framed = await get(running.base, '/embed/preview', { 'sec-fetch-dest': 'iframe' });
    expect(framed.status).toBe(200);
    expect(directives(framed.headers['content-security-policy']).get('sandbox')).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
    const opened = await get(running.base, '/embed/preview', { 'sec-fetch-dest': 'document' });
    expect(opened.status).toBe(404);
    expect(opened.body).not.toContain('document.write');
    expectAppHeaders(opened.headers);
  });

  it('answers unknown /embed/ and /art/ paths 404 with the app policy and framing', async () => {
    for (const path of ['/embed/', '/embed', '/embed/x/y/z', '/embed/nosuchsite/abc', '/art/nothing', '/art/', '/art/x/y.svg']) {
      for (const dest of ['document', 'iframe']) {
        const res = await get(running.base, path, { 'sec-fetch-dest': dest });
        expect({ path, dest, status: res.status }).toEqual({ path, dest, status: 404 });
        expectAppHeaders(res.headers);
      }
    }
    // The real artwork keeps its own image policy.
    const art = await get(running.base, '/art/artwork.svg?seed=a&w=40&h=40');
    expect(art.status).toBe(200);
    expect(art.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});

describe('with a separate user-content origin (USERCONTENT_URL)', () => {
  let running: Running;
  let port: number;
  let app: string;
  let usercontent: string;
  beforeAll(async () => {
    port = await freePort();
    // One server, two origins: the app at 127.0.0.1, user content at localhost (its Host header).
    app = `http://127.0.0.1:${port}`;
    usercontent = `http://localhost:${port}`;
    running = await startAppWithWorker({ PORT: String(port), PUBLIC_URL: app, USERCONTENT_URL: usercontent });
  });
  afterAll(() => running?.stop());

  it('frames the published embed from the user-content origin, framed only by the app and published sites', async () => {
    const { sectionId, html, csp } = await publishSiteWithEmbed(running, 'uc-owner@example.com', 'ucbakery');
    const path = `/embed/ucbakery/${sectionId}`;
    expect(html).toContain(`src="${usercontent}${path}"`);
    // The page's own policy lets it frame that origin.
    expect(directives(csp).get('frame-src')).toContain(usercontent);

    const framed = await get(running.base, path, { host: `localhost:${port}`, 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' });
    expect(framed.status).toBe(200);
    expect(framed.body).toBe(CODE);
    const policy = directives(framed.headers['content-security-policy']);
    expect(policy.get('sandbox')).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
    // The app's origin (its published pages and the designer) and published sites on custom domains.
    expect(policy.get('frame-ancestors')).toEqual(expect.arrayContaining([app, 'https:']));
    expect(framed.headers['x-frame-options']).toBeUndefined();

    expect((await get(running.base, path, { host: `localhost:${port}`, 'sec-fetch-dest': 'document' })).status).toBe(404);

    // The app's own origin never serves the owner's code: a frame asking it is sent to the user-content origin.
    const onApp = await get(running.base, path, { 'sec-fetch-dest': 'iframe' });
    expect(onApp.status).toBe(302);
    expect(onApp.headers.location).toBe(`${usercontent}${path}`);
    expect(onApp.body).not.toContain('Sign in to Frontdoor');
    const opened = await get(running.base, path, { 'sec-fetch-dest': 'document' });
    expect(opened.status).toBe(404);
    expectAppHeaders(opened.headers);
  });

  it('sends the designer preview frame to the user-content origin, and lets the app frame it', async () => {
    const onApp = await get(running.base, '/embed/preview', { 'sec-fetch-dest': 'iframe' });
    expect(onApp.status).toBe(302);
    expect(onApp.headers.location).toBe(`${usercontent}/embed/preview`);
    const preview = await get(running.base, '/embed/preview', { host: `localhost:${port}`, 'sec-fetch-dest': 'iframe' });
    expect(preview.status).toBe(200);
    expect(directives(preview.headers['content-security-policy']).get('frame-ancestors')).toEqual([app]);
    // The app's pages may frame the user-content origin.
    const shell = await get(running.base, '/');
    expect(directives(shell.headers['content-security-policy']).get('frame-src')).toEqual(["'self'", usercontent]);
  });
});
