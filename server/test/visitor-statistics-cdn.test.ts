import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, type Statistics } from '@frontdoor/shared';
import { COUNT_SCRIPT } from '@frontdoor/shared/render';
import { DraftEventStore } from '@frontdoor/data';
import { signInByCode } from './support/sign-in.js';
import { startAppWithWorker } from './support/app-with-worker.js';
import { VisitCounter } from '../src/statistics/visit-counter.js';

// Visitor statistics in the CDN mode (issue 42): with S3_BUCKET set, published pages are served
// from a bucket behind a CDN, and the app never sees a visit. Each page then carries a count
// script under 1 KB, allowed by the page's policy by its hash, that reports the view with
// sendBeacon to the page's own origin (the CDN sends /api/* to the app); the app counts those
// reports like the views it serves, and counts no page it serves itself, so nothing is counted
// twice. (The browser's side, the beacon really sent under the policy: e2e/statistics.test.ts.)

let server: Awaited<ReturnType<typeof startAppWithWorker>>;
beforeAll(async () => {
  // The bucket's address answers nothing: the publish queues its copy and never waits for it.
  server = await startAppWithWorker({ S3_BUCKET: 'pages-cdn-test', S3_ENDPOINT: 'http://127.0.0.1:9', TRUST_PROXY: 'loopback' });
}, 60_000);
afterAll(() => server?.stop());

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The report a page's count script sends (a POST without a body, as sendBeacon sends a URL-only beacon). */
const report = (handle: string, page: string, referrer: string, address: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}/api/public/${handle}/view?p=${encodeURIComponent(page)}&r=${encodeURIComponent(referrer)}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': address, 'user-agent': IPHONE, ...headers },
  });

it('puts the count script on the page, counts the views pages report and none the app serves itself', async () => {
  const owner = await signInByCode(server.base, 'owner-harbor-cdn@example.com');
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes: ['Header', 'Introduction', 'Contact', 'Footer'] });
  await new DraftEventStore(server.app.get(DataSource)).createDraft({ userId: owner.session.user.id, document });
  expect((await owner.client.post(`/api/websites/${id}/publish`, { handle: 'harbor-cdn' })).status).toBe(200);

  // The page: the script with its report address, allowed by hash; its report stays on the page's origin.
  const page = await fetch(`${server.base}/harbor-cdn`, { headers: { 'x-forwarded-for': '198.51.100.60', 'user-agent': CHROME } });
  const html = await page.text();
  expect(html).toContain(`<script data-u="/api/public/harbor-cdn/view">${COUNT_SCRIPT}</script>`);
  expect(Buffer.byteLength(COUNT_SCRIPT)).toBeLessThan(1024);
  const csp = page.headers.get('content-security-policy')!;
  expect(csp).toContain(`'sha256-${createHash('sha256').update(COUNT_SCRIPT).digest('base64')}'`);
  expect(csp).toContain("connect-src 'self'");
  expect(page.headers.get('set-cookie')).toBeNull();

  // Two people's pages report (one twice, from a newsletter's link); a program's, a Do Not Track and a GPC visitor's do not count.
  for (const [address, userAgent] of [
    ['198.51.100.61', IPHONE],
    ['198.51.100.61', IPHONE],
    ['198.51.100.62', CHROME],
  ]) {
    expect((await report('harbor-cdn', '/harbor-cdn?utm_source=Newsletter', 'https://www.google.com/search', address, { 'user-agent': userAgent })).status).toBe(204);
  }
  expect((await report('harbor-cdn', '/harbor-cdn', '', '198.51.100.63', { 'user-agent': 'curl/8.5.0' })).status).toBe(204);
  expect((await report('harbor-cdn', '/harbor-cdn', '', '198.51.100.64', { dnt: '1' })).status).toBe(204);
  expect((await report('harbor-cdn', '/harbor-cdn', '', '198.51.100.65', { 'sec-gpc': '1' })).status).toBe(204);
  // A handle that is not published, or not a handle at all: answered alike, counted nowhere.
  expect((await report('nobody-here', '/nobody-here', '', '198.51.100.66')).status).toBe(204);
  expect((await report('Not A Handle!', '/', '', '198.51.100.66')).status).toBe(204);
  await server.app.get(VisitCounter).flush();

  const figures = (await owner.client.get(`/api/websites/${id}/statistics?range=24h`)).body as Statistics;
  // The page the app served itself (above) is not among them: its own report would have counted it.
  expect(figures.totals).toMatchObject({ views: 3, visitors: 2 });
  expect(figures.referrers).toEqual([{ name: 'google.com', views: 3 }]);
  expect(figures.sources).toEqual([{ name: 'newsletter', views: 3 }]);
  expect(figures.pages).toEqual([{ name: '/', views: 3 }]);
  expect(figures.devices).toEqual([
    { name: 'mobile', views: 2 },
    { name: 'desktop', views: 1 },
  ]);
});
