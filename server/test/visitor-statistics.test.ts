import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { Redis } from 'ioredis';
import { createDefaultSiteDocument, REQUIRED_CONTACT_FIELD_IDS, type Statistics } from '@frontdoor/shared';
import { VisitStatisticsRepository } from '@frontdoor/data';
import { signInByCode } from './support/sign-in.js';
import { startTwoInstances, type TwoInstances } from './support/two-instances.js';
import { DownloadLinks } from '../src/downloads/download-links.js';
import { VisitCounter } from '../src/statistics/visit-counter.js';
import { VisitorHash } from '../src/statistics/visitor-hash.js';

// Visitor statistics (issue 42) over HTTP, on two server instances behind one "load balancer"
// (X-Forwarded-For from loopback is believed): a scripted mix of visitors — repeats on both
// instances, a bot, a prefetch, a Do Not Track and a Global Privacy Control visitor, a HEAD, the
// owner looking at their own site — gives exactly the expected visitors, views, referrers, UTM
// tags, devices and conversions (a form sent, taps on the phone number and Directions); the day's salt ends at midnight, so yesterday's hashes cannot be
// made again; nothing personal is stored in PostgreSQL or Redis.

let two: TwoInstances;
beforeAll(async () => {
  two = await startTwoInstances({ AUTH_SECRET: 'visitor-statistics-secret-0123456789abcdef', TRUST_PROXY: 'loopback' });
}, 60_000);
afterAll(() => two?.stop());

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function publishedSite(handle: string) {
  const base = two.servers[0]!.base;
  const owner = await signInByCode(base, `owner-${handle}@example.com`);
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] });
  await two.store.createDraft({ userId: owner.session.user.id, document });
  expect((await owner.client.post(`/api/websites/${id}/publish`, { handle })).status).toBe(200);
  return { id, owner };
}

/** A visit to the published page on instance `server`, from `address` with these headers. */
async function visit(server: number, path: string, address: string, headers: Record<string, string>, method = 'GET'): Promise<number> {
  const response = await fetch(`${two.servers[server]!.base}${path}`, { method, headers: { 'x-forwarded-for': address, ...headers } });
  await response.arrayBuffer();
  return response.status;
}

const flushAll = () => Promise.all(two.servers.map((server) => server.app.get(VisitCounter).flush()));

it('counts a scripted mix of visitors on two instances exactly, leaving out bots, prefetches, DNT/GPC, HEAD and the owner', async () => {
  const { id, owner } = await publishedSite('harbor-counts');
  const page = '/harbor-counts';
  // One visitor, from a newsletter's link, twice (once on each instance): one visitor, two views.
  expect(await visit(0, `${page}?utm_source=Newsletter&utm_campaign=spring`, '198.51.100.1', { 'user-agent': CHROME, referer: 'https://www.google.com/' })).toBe(200);
  expect(await visit(1, `${page}?utm_source=newsletter&utm_campaign=spring`, '198.51.100.1', { 'user-agent': CHROME, referer: 'https://www.google.com/' })).toBe(200);
  // Two more people on phones, one from Facebook, one typing the address; the second sends the contact form.
  expect(await visit(1, page, '198.51.100.2', { 'user-agent': IPHONE, referer: 'https://m.facebook.com/' })).toBe(200);
  expect(await visit(0, page, '198.51.100.3', { 'user-agent': FIREFOX_ANDROID })).toBe(200);
  const sent = await fetch(`${two.servers[1]!.base}/api/public/harbor-counts/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.3', 'user-agent': FIREFOX_ANDROID },
    body: JSON.stringify({
      [REQUIRED_CONTACT_FIELD_IDS.name]: 'Ana',
      [REQUIRED_CONTACT_FIELD_IDS.email]: 'ana@example.com',
      [REQUIRED_CONTACT_FIELD_IDS.message]: 'A check-up next week?',
    }),
  });
  expect(sent.status).toBe(200);
  // Taps on the phone number and on Directions, reported by the links' ping (as browsers send it).
  const tap = (kind: string, address: string, userAgent: string) =>
    fetch(`${two.servers[0]!.base}/api/public/harbor-counts/tap/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'text/ping', 'ping-to': 'tel:+15550100', 'x-forwarded-for': address, 'user-agent': userAgent },
      body: 'PING',
    });
  expect((await tap('call', '198.51.100.2', IPHONE)).status).toBe(204);
  expect((await tap('directions', '198.51.100.3', FIREFOX_ANDROID)).status).toBe(204);
  expect((await tap('call', '198.51.100.4', GOOGLEBOT)).status).toBe(204);
  expect((await tap('email', '198.51.100.2', IPHONE)).status).toBe(400);
  // Not visitors: a crawler, a prefetch, Do Not Track, Global Privacy Control, a HEAD, the owner on their own site.
  expect(await visit(0, page, '198.51.100.4', { 'user-agent': GOOGLEBOT })).toBe(200);
  expect(await visit(1, page, '198.51.100.5', { 'user-agent': CHROME, 'sec-purpose': 'prefetch' })).toBe(200);
  expect(await visit(0, page, '198.51.100.6', { 'user-agent': CHROME, dnt: '1' })).toBe(200);
  expect(await visit(1, page, '198.51.100.7', { 'user-agent': CHROME, 'sec-gpc': '1' })).toBe(200);
  expect(await visit(0, page, '198.51.100.8', { 'user-agent': CHROME }, 'HEAD')).toBe(200);
  const cookie = [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  expect(cookie).toContain('fd_editor=');
  expect(await visit(1, page, '198.51.100.9', { 'user-agent': CHROME, cookie })).toBe(200);
  await flushAll();

  const read = async (range: string) => {
    const answer = await owner.client.get(`/api/websites/${id}/statistics?range=${range}`);
    expect(answer.status).toBe(200);
    return answer.body as Statistics;
  };
  const day = await read('24h');
  expect(day.totals).toEqual({ views: 4, visitors: 3, conversions: { contact: 1, newsletter: 0, booking: 0, call: 1, directions: 1 }, conversionRate: 100 });
  expect(day.series).toHaveLength(24);
  expect(day.series.reduce((sum, point) => sum + point.views, 0)).toBe(4);
  expect(day.referrers).toEqual([
    { name: 'google.com', views: 2 },
    { name: 'm.facebook.com', views: 1 },
  ]);
  expect(day.sources).toEqual([{ name: 'newsletter', views: 2 }]);
  expect(day.campaigns).toEqual([{ name: 'spring', views: 2 }]);
  expect(day.devices).toEqual([
    { name: 'desktop', views: 2 },
    { name: 'mobile', views: 2 },
  ]);
  expect(day.browsers).toEqual([
    { name: 'Chrome', views: 2 },
    { name: 'Firefox', views: 1 },
    { name: 'Safari', views: 1 },
  ]);
  expect(day.pages).toEqual([{ name: '/', views: 4 }]);
  const week = await read('7d');
  expect(week.series).toHaveLength(7);
  expect(week.totals).toMatchObject({ views: 4, visitors: 3 });
  expect(week.series.at(-1)).toMatchObject({ views: 4, visitors: 3, conversions: 3 });

  // A repeat visit by the first visitor later today is one more view, no more visitors.
  await visit(1, page, '198.51.100.1', { 'user-agent': CHROME });
  await flushAll();
  expect((await read('24h')).totals).toMatchObject({ views: 5, visitors: 3 });
  // The website list shows the last 7 days' visits of each published site.
  const listed = ((await owner.client.get('/api/websites')).body as { draftId: string; recentVisits: number | null }[]).find((entry) => entry.draftId === id);
  expect(listed?.recentVisits).toBe(3);
});

/** A GET as a browser on the site's custom domain sends it (the Host header names the domain). */
function visitOnDomain(server: number, domain: string, address: string, userAgent: string): Promise<number> {
  const url = new URL(two.servers[server]!.base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: '/', headers: { host: domain, 'x-forwarded-for': address, 'user-agent': userAgent } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

it('counts visits on the site’s custom domain too, on either instance', async () => {
  const base = two.servers[0]!.base;
  const owner = await signInByCode(base, 'owner-harbor-domain@example.com');
  const id = randomUUID();
  await two.store.createDraft({
    userId: owner.session.user.id,
    document: createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes: ['Header', 'Introduction', 'Contact', 'Footer'] }),
  });
  // Connected, as the checker leaves it.
  await two.db.query(
    `INSERT INTO website_domains (domain_name, state, website_name, user_id, website_id, zone, verification_token)
     VALUES ('harbor-dental.example', 'Connected', 'harbor-domain', $1, $2, 'harbor-dental.example', 'stats-token')`,
    [owner.session.user.id, id],
  );
  expect((await owner.client.post(`/api/websites/${id}/publish`, { handle: 'harbor-domain' })).status).toBe(200);
  // The first request of each instance reads the page; the next ones come from its memory (the hot path).
  for (const server of [0, 1, 0, 1]) expect(await visitOnDomain(server, 'harbor-dental.example', '198.51.100.20', IPHONE)).toBe(200);
  await flushAll();
  const figures = (await owner.client.get(`/api/websites/${id}/statistics?range=24h`)).body as Statistics;
  expect(figures.totals).toMatchObject({ views: 4, visitors: 1 });
  expect(figures.devices).toEqual([{ name: 'mobile', views: 4 }]);
});

it('lets the owner and guest editors read the figures, and no one else', async () => {
  const { id } = await publishedSite('harbor-private');
  const stranger = await signInByCode(two.servers[0]!.base, 'stranger-statistics@example.com');
  expect((await stranger.client.get(`/api/websites/${id}/statistics`)).status).toBe(404);
  expect((await fetch(`${two.servers[0]!.base}/api/websites/${id}/statistics`)).status).toBe(401);
});

/** Makes `email` an accepted guest editor of the website (as accepting an invitation leaves them); their client. */
async function guestOf(websiteId: string, email: string) {
  const guest = await signInByCode(two.servers[0]!.base, email);
  await two.db.query(`INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)`, [
    email,
    guest.session.user.id,
    websiteId,
  ]);
  return guest.client;
}

it('stops counting when the owner turns it off, on both instances, and starts again when turned on; the figures counted stay', async () => {
  const { id, owner } = await publishedSite('harbor-switch');
  const guest = await guestOf(id, 'guest-harbor-switch@example.com');
  const read = async () => (await owner.client.get(`/api/websites/${id}/statistics?range=24h`)).body as Statistics;
  const change = (body: unknown, client = owner.client) => client.post(`/api/websites/${id}/statistics/settings`, body);
  expect((await read()).settings).toEqual({ counting: true, countingChangedAt: null, weeklyEmail: true });
  await visit(0, '/harbor-switch', '198.51.100.30', { 'user-agent': CHROME });
  await flushAll();
  expect((await read()).totals.views).toBe(1);

  // A guest editor reads the settings but cannot change them; crafted bodies change nothing.
  expect((await guest.get(`/api/websites/${id}/statistics?range=24h`)).body.settings.counting).toBe(true);
  expect((await change({ counting: false }, guest)).status).toBe(403);
  for (const crafted of [{ counting: 'no' }, { counting: false, extra: 1 }, {}, { weeklyEmail: null }]) expect((await change(crafted)).status).toBe(400);
  // Setting what is already set is no change: counting's date stays unset.
  expect((await change({ counting: true })).body).toEqual({ counting: true, countingChangedAt: null, weeklyEmail: true });

  const off = await change({ counting: false });
  expect(off.status).toBe(200);
  expect(off.body).toMatchObject({ counting: false, weeklyEmail: true });
  expect(Date.now() - Date.parse(off.body.countingChangedAt)).toBeLessThan(60_000);
  // Turning it off again, or changing the email alone, keeps the date counting was turned off.
  expect((await change({ counting: false })).body).toEqual(off.body);
  expect((await change({ weeklyEmail: false })).body).toEqual({ ...off.body, weeklyEmail: false });
  // Views on either instance, a tap: none counted; what was counted before stays.
  await visit(0, '/harbor-switch', '198.51.100.31', { 'user-agent': IPHONE });
  await visit(1, '/harbor-switch', '198.51.100.32', { 'user-agent': FIREFOX_ANDROID });
  await fetch(`${two.servers[1]!.base}/api/public/harbor-switch/tap/call`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.31', 'user-agent': IPHONE } });
  await flushAll();
  const quiet = await read();
  expect(quiet.totals).toMatchObject({ views: 1, visitors: 1, conversions: { contact: 0, newsletter: 0, booking: 0, call: 0, directions: 0 } });
  expect(quiet.settings).toEqual({ ...off.body, weeklyEmail: false });
  expect((await two.db.query(`SELECT count(*)::int AS n FROM visits WHERE website_id = $1`, [id]))[0].n).toBe(1);

  expect((await change({ counting: true, weeklyEmail: true })).body).toMatchObject({ counting: true, weeklyEmail: true });
  await visit(1, '/harbor-switch', '198.51.100.33', { 'user-agent': CHROME });
  await flushAll();
  expect((await read()).totals.views).toBe(2);
});

it('exports a period as CSV through a short-lived address: the owner and guest editors, nobody else', async () => {
  const { id, owner } = await publishedSite('harbor-csv');
  const guest = await guestOf(id, 'guest-harbor-csv@example.com');
  await visit(0, '/harbor-csv', '198.51.100.40', { 'user-agent': CHROME });
  await visit(1, '/harbor-csv', '198.51.100.41', { 'user-agent': IPHONE });
  await visit(1, '/harbor-csv', '198.51.100.41', { 'user-agent': IPHONE });
  await fetch(`${two.servers[0]!.base}/api/public/harbor-csv/tap/directions`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.41', 'user-agent': IPHONE } });
  await flushAll();

  const exported = await owner.client.post(`/api/websites/${id}/statistics/export`, { range: '7d' });
  expect(exported.status).toBe(200);
  const url = new URL(exported.body.url);
  expect(url.pathname).toMatch(/^\/api\/statistics-exports\/[\w-]+\.[\w-]+\.[\w-]+$/);
  // Either instance serves it, without the caller's session.
  const download = await fetch(`${two.servers[1]!.base}${url.pathname}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="statistics-7d-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(download.headers.get('cache-control')).toBe('private, no-store');
  const lines = (await download.text()).trim().split('\n');
  expect(lines[0]).toBe('Date (UTC),Visitors (that day),Page views,Calls,Directions,Contact forms,Newsletter sign-ups,Booking requests');
  expect(lines).toHaveLength(8);
  // Oldest first, every day present, today last (added up, so a test crossing midnight reads the same).
  const columns = (rows: string[]) => rows.slice(1).reduce((sum, row) => sum.map((n, i) => n + Number(row.split(',')[i + 1])), [0, 0, 0, 0, 0, 0, 0]);
  expect(lines.at(-1)).toMatch(new RegExp(`^${new Date().toISOString().slice(0, 10)},`));
  expect(lines[1]).toMatch(new RegExp(`^${new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)},0,0,0,0,0,0,0$`));
  expect(columns(lines)).toEqual([2, 3, 0, 1, 0, 0, 0]);
  // By hour for 24 hours, with the hour's new visitors.
  const hourly = await fetch(`${two.servers[0]!.base}${new URL((await owner.client.post(`/api/websites/${id}/statistics/export`, { range: '24h' })).body.url).pathname}`);
  const hours = (await hourly.text()).trim().split('\n');
  expect(hours[0]).toBe('Hour (UTC),New visitors (first view of their day),Page views,Calls,Directions,Contact forms,Newsletter sign-ups,Booking requests');
  expect(hours).toHaveLength(25);
  expect(hours.at(-1)).toMatch(new RegExp(`^${new Date().toISOString().slice(0, 13).replace('T', ' ')}:00,`));
  expect(columns(hours)).toEqual([2, 3, 0, 1, 0, 0, 0]);

  // A guest editor may export; a stranger, nobody signed in, or a period not offered may not.
  expect((await guest.post(`/api/websites/${id}/statistics/export`, { range: '30d' })).status).toBe(200);
  const stranger = await signInByCode(two.servers[0]!.base, 'stranger-harbor-csv@example.com');
  expect((await stranger.client.post(`/api/websites/${id}/statistics/export`, { range: '7d' })).status).toBe(404);
  expect((await fetch(`${two.servers[0]!.base}/api/websites/${id}/statistics/export`, { method: 'POST' })).status).toBe(401);
  expect((await owner.client.post(`/api/websites/${id}/statistics/export`, { range: 'forever' })).status).toBe(400);
  // An address altered, lapsed, or another kind of download's in its place: nothing.
  const token = url.pathname.split('/').pop()!;
  expect((await fetch(`${two.servers[0]!.base}/api/statistics-exports/${token.slice(0, -2)}xy`)).status).toBe(404);
  const links = two.servers[0]!.app.get(DownloadLinks);
  const lapsed = await links.url('statistics', id, new Date(Date.now() - 1000), { range: '7d' });
  expect((await fetch(`${two.servers[0]!.base}${new URL(lapsed).pathname}`)).status).toBe(404);
  const bookings = await links.url('bookings', id, new Date(Date.now() + 60_000));
  expect((await fetch(`${two.servers[0]!.base}/api/statistics-exports/${bookings.split('/').pop()}`)).status).toBe(404);
  expect((await fetch(`${two.servers[0]!.base}/api/booking-exports/${token}`)).status).toBe(404);
});

it('deletes a website’s statistics with the website', async () => {
  const { id, owner } = await publishedSite('harbor-gone');
  await visit(0, '/harbor-gone', '198.51.100.50', { 'user-agent': CHROME });
  await flushAll();
  expect((await owner.client.post(`/api/websites/${id}/statistics/settings`, { counting: false })).status).toBe(200);
  const rows = async () =>
    (
      await Promise.all(
        ['visits', 'visit_hours', 'visit_days', 'visit_day_visitors', 'visit_day_facts', 'statistics_settings'].map(
          async (table) => (await two.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE website_id = $1`, [id]))[0].n as number,
        ),
      )
    ).reduce((sum, n) => sum + n, 0);
  expect(await rows()).toBeGreaterThan(5);
  expect((await owner.client.request('DELETE', `/api/websites/${id}`)).status).toBe(204);
  expect(await rows()).toBe(0);
});

it('rolls totals older than 13 whole months up to monthly totals, once, however often it runs', async () => {
  const { id, owner } = await publishedSite('harbor-months');
  const now = new Date(Date.UTC(2027, 6, 15, 12)); // 15 July 2027: kept June 2026 to June 2027 (13 whole months and this one); May 2026 and before rolled up
  const add = (sql: string, rows: unknown[][]) => Promise.all(rows.map((row) => two.db.query(sql, [id, ...row])));
  await add(`INSERT INTO visit_hours (website_id, hour, views, visitors, contact, call) VALUES ($1, $2, $3, $4, $5, $6)`, [
    ['2026-04-30T23:00:00Z', 5, 2, 1, 0],
    ['2026-05-01T09:00:00Z', 7, 3, 0, 2],
    ['2026-05-31T23:00:00Z', 4, 1, 1, 1],
    ['2026-06-01T00:00:00Z', 9, 4, 0, 0],
  ]);
  await add(`INSERT INTO visit_days (website_id, day, visitors) VALUES ($1, $2, $3)`, [
    ['2026-04-30', 2],
    ['2026-05-01', 3],
    ['2026-05-31', 1],
    ['2026-06-01', 4],
  ]);
  await add(`INSERT INTO visit_day_facts (website_id, day, fact, value, views) VALUES ($1, $2, $3, $4, $5)`, [
    ['2026-05-01', 'referrer', 'google.com', 6],
    ['2026-05-31', 'referrer', 'google.com', 3],
    ['2026-05-31', 'device', 'mobile', 4],
    ['2026-06-01', 'referrer', 'google.com', 9],
  ]);
  const repository = two.servers[0]!.app.get(VisitStatisticsRepository);
  await Promise.all([repository.forgetOld(now), two.servers[1]!.app.get(VisitStatisticsRepository).forgetOld(now)]);
  await repository.forgetOld(now);

  const months = await two.db.query(`SELECT to_char(month, 'YYYY-MM') AS month, views, visitors, contact, call FROM visit_months WHERE website_id = $1 ORDER BY month`, [
    id,
  ]);
  expect(months).toEqual([
    { month: '2026-04', views: 5, visitors: 2, contact: 1, call: 0 },
    { month: '2026-05', views: 11, visitors: 4, contact: 1, call: 3 },
  ]);
  expect(await two.db.query(`SELECT to_char(month, 'YYYY-MM') AS month, fact, value, views FROM visit_month_facts WHERE website_id = $1 ORDER BY fact`, [id])).toEqual([
    { month: '2026-05', fact: 'device', value: 'mobile', views: 4 },
    { month: '2026-05', fact: 'referrer', value: 'google.com', views: 9 },
  ]);
  // What is younger than 13 whole months stays as it was, by hour and by day.
  const left = async (table: string, at: string) =>
    (await two.db.query(`SELECT to_char(${at}, 'YYYY-MM-DD') AS at FROM ${table} WHERE website_id = $1`, [id])).map((row: { at: string }) => row.at);
  expect(await left('visit_hours', "hour AT TIME ZONE 'UTC'")).toEqual(['2026-06-01']);
  expect(await left('visit_days', 'day')).toEqual(['2026-06-01']);
  expect(await left('visit_day_facts', 'day')).toEqual(['2026-06-01']);
  expect((await owner.client.get(`/api/websites/${id}/statistics?range=90d`)).status).toBe(200);
});

it('rotates the salt at midnight: a day’s salt ends with the day, so its hashes cannot be made again', async () => {
  const hashes = two.servers[0]!.app.get(VisitorHash);
  const redis = two.servers[0]!.app.get(Redis);
  const today = new Date().toISOString().slice(0, 10);
  const first = await hashes.of(today, 'site', '198.51.100.1', CHROME);
  // Both instances hash alike on the same day (one salt in Redis).
  expect(await two.servers[1]!.app.get(VisitorHash).of(today, 'site', '198.51.100.1', CHROME)).toBe(first);
  // The salt expires at the end of the day (UTC).
  const endsAt = await redis.call('EXPIRETIME', `stats:salt:${today}`);
  expect(Number(endsAt)).toBe(Date.parse(`${today}T00:00:00Z`) / 1000 + 86_400);
  // The next day has another salt: the same person is someone else.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  expect(await hashes.of(tomorrow, 'site', '198.51.100.1', CHROME)).not.toBe(first);
  // Once the day's salt is gone (midnight), nothing can make that day's hash again.
  await redis.del(`stats:salt:${today}`);
  const fresh = new VisitorHash(redis);
  expect(await fresh.of(today, 'site', '198.51.100.1', CHROME)).not.toBe(first);
});

it('stores nothing personal: no address, no user agent, no cookie in PostgreSQL or Redis', async () => {
  const tables = ['visits', 'visit_hours', 'visit_days', 'visit_day_visitors', 'visit_day_facts'];
  const stored = JSON.stringify(await Promise.all(tables.map((table) => two.db.query(`SELECT * FROM ${table}`))));
  expect(stored).toContain('google.com');
  for (const personal of ['198.51.100.', 'Mozilla', 'Windows NT', 'iPhone', 'fd_editor', 'ana@example.com']) expect(stored).not.toContain(personal);
  // This app's keys (its prefix; KEYS patterns are not prefixed), and what the plain ones hold.
  const redis = two.servers[0]!.app.get(Redis);
  const prefix = redis.options.keyPrefix ?? '';
  expect(prefix).not.toBe('');
  const keys = (await redis.keys(`${prefix}*`)).map((key) => key.slice(prefix.length));
  expect(keys.some((key) => key.startsWith('stats:salt:'))).toBe(true);
  const values = await Promise.all(keys.map(async (key) => ((await redis.type(key)) === 'string' ? redis.get(key) : '')));
  for (const personal of ['198.51.100.', 'Mozilla']) expect(JSON.stringify([keys, values])).not.toContain(personal);
});
