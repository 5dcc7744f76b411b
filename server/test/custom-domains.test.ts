import { randomUUID } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { WebSocket } from 'ws';
import { createDefaultSiteDocument, EVENTS_PATH, liveEventSchema, type DomainState, type LiveEvent, type WebsiteDomain } from '@frontdoor/shared';
import { DomainsRepository, DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import type { HttpClient } from './support/http-client.js';
import { startHttpsFront, type HttpsFront } from './support/https-front.js';
import { signInByCode } from './support/sign-in.js';
import { startTestDns, type TestDns } from './support/test-dns.js';

// Custom domains (spec §4, issue 29) against the real server, worker, PostgreSQL and Redis, a
// real DNS server on 127.0.0.1 whose records the test changes (dns2), and an HTTPS front on
// 127.0.0.1 standing for the fronting proxy (a certificate from a test authority the checker is
// told to trust). The 48 hours and 7 days are reached by moving the records' times back.

const TARGET = 'sites.frontdoor.test';
/** Names the front's certificate holds (www.nocert.test is left out on purpose). */
const CERTIFIED = [
  'www.bakery.test',
  'bakery.test',
  'www.moved.test',
  'www.old.test',
  'www.twice.test',
  'apex.test',
  'www.apex.test',
  'www.slow.test',
  'www.proved.test',
];

let dns: TestDns;
let front: HttpsFront;
let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let db: DataSource;
let owner: { client: HttpClient; userId: string; token: string };
let other: { client: HttpClient; userId: string };
/** What the disconnect email service received. */
const emailRequests: { headers: IncomingHttpHeaders; body: unknown }[] = [];
let emailPeer: Server;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  dns = await startTestDns();
  dns.set(TARGET, 'A', ['127.0.0.1', '127.0.0.2']);
  front = await startHttpsFront(CERTIFIED, () => running.base);
  emailPeer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      emailRequests.push({ headers: req.headers, body: { path: req.url, ...JSON.parse(body) } });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => emailPeer.listen(0, '127.0.0.1', resolve));
  running = await startAppWithWorker({
    DOMAIN_DNS_SERVERS: dns.server,
    DOMAIN_TARGET_HOST: TARGET,
    DOMAIN_TARGET_IPV4: '127.0.0.1',
    DOMAIN_HTTPS_PORT: String(front.port),
    DOMAIN_HTTPS_CA: front.caFile,
    DOMAIN_POLL_INTERVAL_MS: '300',
    DOMAIN_POLL_MAX_INTERVAL_MS: '1000',
    DOMAIN_EMAIL_SERVICE_URL: `http://127.0.0.1:${(emailPeer.address() as AddressInfo).port}/`,
    DOMAIN_EMAIL_SERVICE_TOKEN: 'email-service-token',
  });
  db = running.app.get(DataSource);
  const signedIn = await signInByCode(running.base, `domains-owner-${randomUUID().slice(0, 8)}@example.com`);
  owner = { client: signedIn.client, userId: signedIn.session.user.id, token: signedIn.session.accessToken };
  const second = await signInByCode(running.base, `domains-other-${randomUUID().slice(0, 8)}@example.com`);
  other = { client: second.client, userId: second.session.user.id };
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await running?.stop();
  await front?.close();
  await dns?.close();
  await new Promise<void>((resolve) => emailPeer?.close(() => resolve()));
});

/** A published website of `who`: its id and handle. */
async function publishedSite(who: { client: HttpClient; userId: string }, businessName = 'Corner Bakery'): Promise<{ id: string; handle: string }> {
  const id = randomUUID();
  await new DraftEventStore(db).createDraft({ userId: who.userId, document: createDefaultSiteDocument({ id, businessName }) });
  const handle = `d-${id.slice(0, 10)}`;
  const published = await who.client.post(`/api/websites/${id}/publish`, { handle });
  if (published.status !== 200) throw new Error(`publish answered ${published.status}`);
  return { id, handle };
}

const connect = (client: HttpClient, id: string, domain: string) => client.post(`/api/websites/${id}/domain`, { domain });
const domainOf = async (client: HttpClient, id: string): Promise<WebsiteDomain | null> => (await client.get(`/api/websites/${id}/domain`)).body.domain;

/**
 * Waits until the website's domain is in `state` (the worker's checks run every few hundred ms
 * here), read by the owner, or by `as` (another account's website).
 */
async function until(id: string, state: DomainState, check: (domain: WebsiteDomain) => boolean = () => true, as: HttpClient = owner.client): Promise<WebsiteDomain> {
  let last: WebsiteDomain | null = null;
  for (let i = 0; i < 200; i++) {
    last = await domainOf(as, id);
    if (last?.state === state && check(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`domain of ${id} never reached ${state}; last: ${JSON.stringify(last)}`);
}

/** Moves a domain's times back, as if hours or days had passed. */
const age = (name: string, column: 'created_at' | 'modified_at', hours: number) =>
  db.query(`UPDATE website_domains SET ${column} = ${column} - make_interval(hours => $2), next_check_at = now() WHERE domain_name = $1`, [name, hours]);

/** A request to the app naming `host` (as a visitor's browser reaching it through the proxy would). */
function visit(host: string, path: string, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const base = new URL(running.base);
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, method, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** GET /api/domains/allowed, as the fronting proxy asks it. */
const allowed = async (domain: string) => (await fetch(`${running.base}/api/domains/allowed?domain=${encodeURIComponent(domain)}`)).status;

/** The owner's /events socket: the live events it receives. */
async function liveEvents(): Promise<LiveEvent[]> {
  const received: LiveEvent[] = [];
  const socket = new WebSocket(`${running.base.replace(/^http/, 'ws')}${EVENTS_PATH}`);
  sockets.push(socket);
  await new Promise<void>((resolve) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token: owner.token })));
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'ready') return resolve();
      const parsed = liveEventSchema.safeParse(message);
      if (parsed.success) received.push(parsed.data);
    });
  });
  return received;
}

it('connects a domain: pending → ownership verified → certificate → connected, live, and serves the site there', async () => {
  const site = await publishedSite(owner);
  const events = await liveEvents();
  const connected = await connect(owner.client, site.id, '  https://WWW.Bakery.test/menu ');
  expect(connected.status).toBe(200);
  const domain = connected.body.domain as WebsiteDomain;
  expect(domain).toMatchObject({
    domainName: 'www.bakery.test',
    state: 'PendingOwnershipVerification',
    failureReason: null,
    websiteName: site.handle,
    url: 'https://www.bakery.test/',
  });
  const token = domain.records.find((record) => record.type === 'TXT')!.value;
  expect(domain.records.map(({ type, host, value, optional }) => [type, host, value, optional])).toEqual([
    ['TXT', '_frontdoor.www', token, false],
    ['CNAME', 'www', TARGET, false],
    ['A', '@', '127.0.0.1', true],
  ]);
  expect(domain.redirectFrom).toBe('bakery.test');

  // Nothing is served and no certificate may be asked for before ownership is proved.
  expect((await visit('www.bakery.test', '/')).status).toBe(404);
  expect(await allowed('www.bakery.test')).toBe(404);
  const waiting = await until(site.id, 'PendingOwnershipVerification', (d) => d.lastCheck?.ownership === 'missing');
  expect(waiting.lastCheck).toMatchObject({ ownership: 'missing', routing: 'missing', https: 'not-tried' });

  dns.set('_frontdoor.www.bakery.test', 'TXT', [token]);
  dns.set('bakery.test', 'NS', ['ns1.registrar-servers.com', 'ns2.registrar-servers.com']);
  const verified = await until(site.id, 'OwnershipVerified');
  expect(verified.lastCheck?.ownership).toBe('verified');
  expect(verified.dnsProvider?.name).toBe('Namecheap');
  // Verified and attached: the proxy may now get its certificate (the twin too).
  expect(await allowed('www.bakery.test')).toBe(200);
  expect(await allowed('WWW.BAKERY.TEST.')).toBe(200);
  expect(await allowed('bakery.test')).toBe(200);

  dns.set('www.bakery.test', 'CNAME', [TARGET]);
  await until(site.id, 'Connected');
  const states = () =>
    events.filter((event) => event.type === 'domain-state-changed' && event.websiteId === site.id).map((event) => (event as { state: DomainState }).state);
  // The stored state can be read a moment before its live event arrives.
  for (let i = 0; i < 100 && !states().includes('Connected'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect([...new Set(states())]).toEqual(['PendingOwnershipVerification', 'OwnershipVerified', 'PendingCertificateActivation', 'Connected']);

  // Every change is in the history with who made it: the owner, then the checker.
  const history = await new DomainsRepository(db).history('www.bakery.test');
  expect(history.map((row) => [row.change, row.state, row.actorId])).toEqual([
    ['connected', 'PendingOwnershipVerification', owner.userId],
    ['checked', 'OwnershipVerified', null],
    ['checked', 'PendingCertificateActivation', null],
    ['checked', 'Connected', null],
  ]);

  // Served on the domain: the page at /, with canonical addresses there, its robots and sitemap.
  const page = await visit('www.bakery.test', '/');
  expect(page.status).toBe(200);
  expect(page.body).toContain('Corner Bakery');
  expect(page.body).toContain('<link rel="canonical" href="https://www.bakery.test/"/>');
  expect((await visit('www.bakery.test', '/robots.txt')).body).toContain('Sitemap: https://www.bakery.test/sitemap.xml');
  expect((await visit('www.bakery.test', '/sitemap.xml')).body).toContain('<loc>https://www.bakery.test/</loc>');
  // And through the HTTPS front, as visitors reach it.
  expect(await overHttps('www.bakery.test', '/')).toMatchObject({ status: 200 });
  // The apex twin redirects to it; the site's address on the app does too, for good.
  expect(await visit('bakery.test', '/?from=card')).toMatchObject({ status: 301, headers: { location: 'https://www.bakery.test/?from=card' } });
  expect(await visit('127.0.0.1', `/${site.handle}`)).toMatchObject({ status: 301, headers: { location: 'https://www.bakery.test/' } });
  // Nothing else of the app is served there.
  expect((await visit('www.bakery.test', `/${site.handle}`)).status).toBe(404);
  expect((await visit('www.bakery.test', '/api/websites')).status).toBe(404);
  expect((await visit('www.bakery.test', '/sign-in')).status).toBe(404);
});

/** An HTTPS request through the front, trusting its test authority. */
function overHttps(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: '127.0.0.1', port: front.port, servername: host, path, headers: { host }, ca: readFileSync(front.caFile, 'utf8') }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('serves unknown hosts a plain 404 and keeps the app on its own hosts', async () => {
  const unknown = await visit('someone-else.test', '/');
  expect(unknown).toMatchObject({ status: 404, body: 'Not found\n' });
  expect(unknown.headers['content-type']).toMatch(/^text\/plain/);
  expect((await visit('unknown.example.com', '/api/health/live')).status).toBe(404);
  expect(await allowed('someone-else.test')).toBe(404);
  for (const host of ['127.0.0.1', 'localhost', 'server']) expect((await visit(host, '/api/health/live')).status).toBe(200);
});

it('keeps the domain pointing at the site when its address changes', async () => {
  const site = await publishedSite(owner, 'Moving Bakery');
  const { token } = await connectVerified(site.id, 'www.moved.test');
  expect(token).toBeTruthy();
  const newHandle = `moved-${site.id.slice(0, 8)}`;
  expect((await owner.client.post(`/api/websites/${site.id}/publish`, { handle: newHandle })).status).toBe(200);
  expect(await domainOf(owner.client, site.id)).toMatchObject({ websiteName: newHandle, state: 'Connected' });
  const page = await visit('www.moved.test', '/');
  expect(page.status).toBe(200);
  expect(page.body).toContain('Moving Bakery');
  expect(await visit('127.0.0.1', `/${newHandle}`)).toMatchObject({ status: 301, headers: { location: 'https://www.moved.test/' } });
});

/** Connects `name` to the site and sets its records right; waits until it is Connected. */
async function connectVerified(id: string, name: string): Promise<{ token: string }> {
  const { body } = await connect(owner.client, id, name);
  const token = (body.domain as WebsiteDomain).records.find((record) => record.type === 'TXT')!.value;
  dns.set(`_frontdoor.${name}`, 'TXT', ['v=spf1 -all', token]);
  dns.set(name, 'CNAME', [TARGET]);
  await until(id, 'Connected');
  return { token };
}

it('connects an apex domain by its A record', async () => {
  const site = await publishedSite(owner);
  const { body } = await connect(owner.client, site.id, 'apex.test');
  const domain = body.domain as WebsiteDomain;
  expect(domain.records.map(({ type, host, value, optional }) => [type, host, value, optional])).toEqual([
    ['TXT', '_frontdoor', domain.records[0]!.value, false],
    ['A', '@', '127.0.0.1', false],
    ['CNAME', 'www', TARGET, true],
  ]);
  dns.set('_frontdoor.apex.test', 'TXT', [domain.records[0]!.value]);
  dns.set('apex.test', 'A', ['127.0.0.1']);
  await until(site.id, 'Connected');
  expect(await visit('www.apex.test', '/')).toMatchObject({ status: 301, headers: { location: 'https://apex.test/' } });
});

it('fails a domain whose ownership is not proved within 48 hours; reconnecting starts it again', async () => {
  const site = await publishedSite(owner);
  await connect(owner.client, site.id, 'late.test');
  const first = await until(site.id, 'PendingOwnershipVerification', (d) => d.lastCheck !== null);
  await age('late.test', 'created_at', 49);
  const failed = await until(site.id, 'Failed');
  expect(failed.failureReason).toBe('OwnershipVerificationExpired');

  // Re-Configure: back to PendingOwnershipVerification, a fresh creation time, no reason, same token.
  const again = await connect(owner.client, site.id, 'late.test');
  expect(again.status).toBe(200);
  const domain = again.body.domain as WebsiteDomain;
  expect(domain).toMatchObject({ state: 'PendingOwnershipVerification', failureReason: null, websiteName: site.handle });
  expect(Date.parse(domain.createdAt)).toBeGreaterThan(Date.parse(first.createdAt));
  expect(domain.records[0]!.value).toBe(first.records[0]!.value);
});

it('waits while the records point elsewhere, showing what it saw, and fails with InvalidDNSSettings after 48 hours', async () => {
  const site = await publishedSite(owner);
  const { body } = await connect(owner.client, site.id, 'www.wrong.test');
  dns.set('_frontdoor.www.wrong.test', 'TXT', [(body.domain as WebsiteDomain).records[0]!.value]);
  dns.set('www.wrong.test', 'CNAME', ['parking.registrar.example']);
  const seen = await until(site.id, 'OwnershipVerified', (d) => d.lastCheck?.routing === 'elsewhere');
  expect(seen.lastCheck).toMatchObject({ cname: 'parking.registrar.example', routing: 'elsewhere' });
  await age('www.wrong.test', 'created_at', 49);
  expect((await until(site.id, 'Failed')).failureReason).toBe('InvalidDNSSettings');
});

it('fails the certificate step: an untrusted certificate (CertificateActivationFailed), no answer (CertificateActivationDelayed)', async () => {
  const untrusted = await publishedSite(owner);
  const { body } = await connect(owner.client, untrusted.id, 'www.nocert.test');
  dns.set('_frontdoor.www.nocert.test', 'TXT', [(body.domain as WebsiteDomain).records[0]!.value]);
  dns.set('www.nocert.test', 'CNAME', [TARGET]);
  const pending = await until(untrusted.id, 'PendingCertificateActivation', (d) => d.lastCheck?.https === 'certificate-error');
  expect(pending.lastCheck?.detail).toMatch(/ALTNAME|CERT/);
  await age('www.nocert.test', 'created_at', 49);
  expect((await until(untrusted.id, 'Failed')).failureReason).toBe('CertificateActivationFailed');

  // 127.0.0.2 is one of the serving host's addresses, but nothing answers there.
  const silent = await publishedSite(owner);
  const slow = await connect(owner.client, silent.id, 'www.slow.test');
  dns.set('_frontdoor.www.slow.test', 'TXT', [(slow.body.domain as WebsiteDomain).records[0]!.value]);
  dns.set('www.slow.test', 'A', ['127.0.0.2']);
  await until(silent.id, 'PendingCertificateActivation', (d) => d.lastCheck?.https === 'unreachable');
  await age('www.slow.test', 'created_at', 49);
  expect((await until(silent.id, 'Failed')).failureReason).toBe('CertificateActivationDelayed');
});

it('checks a domain at once when its owner asks (Check now), without waiting for its next turn', async () => {
  const site = await publishedSite(owner);
  const { body } = await connect(owner.client, site.id, 'www.now.test');
  await until(site.id, 'PendingOwnershipVerification', (d) => d.lastCheck !== null);
  // Many quiet checks later, the next one is a day away; the owner then sets the records.
  const later = () => db.query(`UPDATE website_domains SET next_check_at = now() + interval '1 day', unchanged_checks = 12 WHERE domain_name = 'www.now.test'`);
  await later();
  const historyBefore = await db.query(`SELECT count(*)::int AS n FROM website_domains_history WHERE domain_name = 'www.now.test'`);
  dns.set('_frontdoor.www.now.test', 'TXT', [(body.domain as WebsiteDomain).records[0]!.value]);
  dns.set('www.now.test', 'CNAME', [TARGET]);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await domainOf(owner.client, site.id))?.state).toBe('PendingOwnershipVerification');

  // Another account, and a signed-out caller, cannot ask; nothing is checked for them.
  expect((await other.client.post(`/api/websites/${site.id}/domain/check`)).status).toBe(404);
  expect((await fetch(`${running.base}/api/websites/${site.id}/domain/check`, { method: 'POST' })).status).toBe(401);
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect((await domainOf(owner.client, site.id))?.state).toBe('PendingOwnershipVerification');

  const asked = await owner.client.post(`/api/websites/${site.id}/domain/check`);
  expect(asked.status).toBe(200);
  expect((asked.body.domain as WebsiteDomain).domainName).toBe('www.now.test');
  // Checked in the next round: ownership verified (the steps after it follow at the short waits again).
  let verified: WebsiteDomain | null = null;
  for (let i = 0; i < 50 && verified?.lastCheck?.ownership !== 'verified'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    verified = await domainOf(owner.client, site.id);
  }
  expect(verified?.lastCheck?.ownership).toBe('verified');
  expect(verified?.state).not.toBe('PendingOwnershipVerification');
  // Asking is not a change of the domain: the history holds the checker's steps only.
  const history = await db.query(`SELECT change, actor_id FROM website_domains_history WHERE domain_name = 'www.now.test' ORDER BY id OFFSET $1`, [historyBefore[0].n]);
  expect(history.map((row: { change: string }) => row.change)).not.toContain('check-requested');
  expect(history.every((row: { actor_id: string | null }) => row.actor_id === null)).toBe(true);

  // A connected domain is answered as it is; nothing becomes due.
  await db.query(`UPDATE website_domains SET state = 'Connected', next_check_at = NULL WHERE domain_name = 'www.now.test'`);
  const connected = await owner.client.post(`/api/websites/${site.id}/domain/check`);
  expect(connected.status).toBe(200);
  expect((connected.body.domain as WebsiteDomain).state).toBe('Connected');
  expect((await db.query(`SELECT next_check_at FROM website_domains WHERE domain_name = 'www.now.test'`))[0].next_check_at).toBeNull();
  // A website without a domain: 'domain_not_found'.
  const bare = await publishedSite(owner);
  expect((await owner.client.post(`/api/websites/${bare.id}/domain/check`)).status).toBe(404);
});

it('deletes a domain only while its ownership is not verified', async () => {
  const site = await publishedSite(owner);
  await connect(owner.client, site.id, 'www.undo.test');
  expect((await owner.client.request('DELETE', `/api/websites/${site.id}/domain`)).status).toBe(204);
  expect(await domainOf(owner.client, site.id)).toBeNull();
  expect(await new DomainsRepository(db).history('www.undo.test')).toEqual([
    expect.objectContaining({ change: 'connected', actorId: owner.userId }),
    expect.objectContaining({ change: 'deleted', actorId: owner.userId }),
  ]);

  const { body } = await connect(owner.client, site.id, 'www.undo.test');
  dns.set('_frontdoor.www.undo.test', 'TXT', [(body.domain as WebsiteDomain).records[0]!.value]);
  await until(site.id, 'OwnershipVerified');
  const refused = await owner.client.request('DELETE', `/api/websites/${site.id}/domain`);
  expect(refused).toMatchObject({
    status: 409,
    body: { error: { code: 'domain_not_deletable', message: 'Website domain cannot be deleted once ownership is verified.' } },
  });
  expect((await owner.client.request('DELETE', `/api/websites/${(await publishedSite(owner)).id}/domain`)).body.error.code).toBe('domain_not_found');
});

it("refuses another account's domain once its ownership is proved, and releases a claim that never proved it in time", async () => {
  const mine = await publishedSite(owner);
  const { body } = await connect(owner.client, mine.id, 'www.claimed.test');
  dns.set('_frontdoor.www.claimed.test', 'TXT', [(body.domain as WebsiteDomain).records[0]!.value]);
  await until(mine.id, 'OwnershipVerified');
  const theirs = await publishedSite(other);
  const refused = await connect(other.client, theirs.id, 'https://www.claimed.test');
  expect(refused).toMatchObject({ status: 409, body: { error: { code: 'domain_not_owned', message: 'Website domain not owned.' } } });

  const late = await publishedSite(owner);
  await connect(owner.client, late.id, 'www.expired.test');
  await age('www.expired.test', 'created_at', 49);
  await until(late.id, 'Failed');
  const taken = await connect(other.client, theirs.id, 'www.expired.test');
  expect(taken).toMatchObject({ status: 200, body: { domain: { state: 'PendingOwnershipVerification', websiteName: theirs.handle } } });
  expect(await domainOf(owner.client, late.id)).toBeNull();
  expect((await new DomainsRepository(db).history('www.expired.test')).map((row) => [row.change, row.userId, row.actorId])).toEqual([
    ['connected', owner.userId, owner.userId],
    ['checked', owner.userId, null],
    ['released', owner.userId, other.userId],
    ['connected', other.userId, other.userId],
  ]);
});

/** The TXT token a connect answered. */
const tokenOf = (answer: { body: { domain?: WebsiteDomain | null } }) => answer.body.domain!.records.find((record) => record.type === 'TXT')!.value;

it("gives a domain to whoever proves it: another account's unproved claim does not keep the owner out (issue 37)", async () => {
  // Another account claims the owner's domain first and never proves it.
  const squatter = await publishedSite(other, 'Squatting Bakery');
  const theirClaim = await connect(other.client, squatter.id, 'www.proved.test');
  expect(theirClaim).toMatchObject({ status: 200, body: { domain: { state: 'PendingOwnershipVerification' } } });
  await until(squatter.id, 'PendingOwnershipVerification', (d) => d.lastCheck !== null, other.client);

  // The owner claims it too, well within the other claim's 48 hours, with a token of their own.
  const mine = await publishedSite(owner, 'Proved Bakery');
  const myClaim = await connect(owner.client, mine.id, 'www.proved.test');
  expect(myClaim).toMatchObject({ status: 200, body: { domain: { state: 'PendingOwnershipVerification', failureReason: null, websiteName: mine.handle } } });
  expect(tokenOf(myClaim)).not.toBe(tokenOf(theirClaim));
  // Each sees only their own claim; neither is served before one proves it.
  expect((await domainOf(other.client, squatter.id))?.records[0]!.value).toBe(tokenOf(theirClaim));
  expect(await allowed('www.proved.test')).toBe(404);

  // The owner publishes their token: their domain moves on; the other claim ends, and says why.
  dns.set('_frontdoor.www.proved.test', 'TXT', [tokenOf(myClaim)]);
  dns.set('www.proved.test', 'CNAME', [TARGET]);
  const ended = await until(squatter.id, 'Failed', () => true, other.client);
  expect(ended).toMatchObject({
    failureReason: 'OwnershipProvedElsewhere',
    failureMessage: 'Another website proved it owns this domain first.',
    websiteName: squatter.handle,
    nextCheckAt: null,
  });
  await until(mine.id, 'Connected');
  expect((await visit('www.proved.test', '/')).body).toContain('Proved Bakery');
  const history = await new DomainsRepository(db).history('www.proved.test');
  expect(history.filter((row) => row.userId === other.userId).map((row) => [row.change, row.state, row.failureReason, row.actorId])).toEqual([
    ['connected', 'PendingOwnershipVerification', null, other.userId],
    ['outproved', 'Failed', 'OwnershipProvedElsewhere', null],
  ]);

  // The other account cannot claim it again (Re-Configure, or from another website) while the owner holds it.
  const again = await connect(other.client, squatter.id, 'www.proved.test');
  expect(again).toMatchObject({ status: 409, body: { error: { code: 'domain_not_owned', message: 'Website domain not owned.' } } });
  const elsewhere = await connect(other.client, (await publishedSite(other)).id, 'www.proved.test');
  expect(elsewhere).toMatchObject({ status: 409, body: { error: { code: 'domain_not_owned' } } });
  expect(await domainOf(other.client, squatter.id)).toMatchObject({ state: 'Failed', failureReason: 'OwnershipProvedElsewhere' });
  // Still the owner's, served for them alone.
  expect(await domainOf(owner.client, mine.id)).toMatchObject({ state: 'Connected' });
  expect((await visit('www.proved.test', '/')).body).toContain('Proved Bakery');
});

it("ends the owner's claim when another account proves the domain first; that account's token does not verify the owner's claim", async () => {
  const mine = await publishedSite(owner, 'Slow Bakery');
  const myClaim = await connect(owner.client, mine.id, 'www.race.test');
  const theirs = await publishedSite(other, 'Quick Bakery');
  const theirClaim = await connect(other.client, theirs.id, 'www.race.test');
  expect(theirClaim.status).toBe(200);
  expect(tokenOf(theirClaim)).not.toBe(tokenOf(myClaim));

  // Only the other account's token is in DNS: it proves their claim, never the owner's.
  dns.set('_frontdoor.www.race.test', 'TXT', [tokenOf(theirClaim)]);
  await until(theirs.id, 'OwnershipVerified', () => true, other.client);
  const ended = await until(mine.id, 'Failed');
  expect(ended).toMatchObject({ failureReason: 'OwnershipProvedElsewhere', failureMessage: 'Another website proved it owns this domain first.' });
  const mineHistory = (await new DomainsRepository(db).history('www.race.test')).filter((row) => row.userId === owner.userId);
  expect(mineHistory.map((row) => row.state)).not.toContain('OwnershipVerified');
  // The owner's Re-Configure is refused while the other account holds it, even with their own token published now.
  expect((await connect(owner.client, mine.id, 'www.race.test')).body.error).toEqual({ code: 'domain_not_owned', message: 'Website domain not owned.' });
  dns.set('_frontdoor.www.race.test', 'TXT', [tokenOf(theirClaim), tokenOf(myClaim)]);
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(await domainOf(owner.client, mine.id)).toMatchObject({ state: 'Failed', failureReason: 'OwnershipProvedElsewhere' });
  expect(await domainOf(other.client, theirs.id)).toMatchObject({ state: 'OwnershipVerified' });

  // Once the other account lets it go (their website deleted), the owner connects it again and proves it.
  expect((await other.client.request('DELETE', `/api/websites/${theirs.id}`)).status).toBe(204);
  const back = await connect(owner.client, mine.id, 'www.race.test');
  expect(back).toMatchObject({ status: 200, body: { domain: { state: 'PendingOwnershipVerification', failureReason: null, failureMessage: null } } });
  expect(tokenOf(back)).toBe(tokenOf(myClaim));
  await until(mine.id, 'OwnershipVerified');
});

it('disconnects: the website name is cleared, and the disconnect email is requested when the record is older than 7 days', async () => {
  const fresh = await publishedSite(owner, 'Fresh Bakery');
  await connect(owner.client, fresh.id, 'www.fresh.test');
  expect((await owner.client.post(`/api/websites/${fresh.id}/domain/disconnect`)).status).toBe(204);
  expect(await domainOf(owner.client, fresh.id)).toBeNull();
  const [row] = await db.query(`SELECT website_name, user_id FROM website_domains WHERE domain_name = 'www.fresh.test'`);
  expect(row).toEqual({ website_name: null, user_id: owner.userId });
  expect((await visit('www.fresh.test', '/')).status).toBe(404);

  const old = await publishedSite(owner, 'Old Bakery');
  await connectVerified(old.id, 'www.old.test');
  await age('www.old.test', 'modified_at', 8 * 24);
  expect((await owner.client.post(`/api/websites/${old.id}/domain/disconnect`)).status).toBe(204);
  for (let i = 0; i < 100 && !emailRequests.length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(emailRequests.map((request) => request.body)).toEqual([
    { path: '/api/entri/email-service/send-disconnect-email', websiteId: old.id, domain: 'www.old.test', companyName: 'Old Bakery' },
  ]);
  expect(emailRequests[0]!.headers.authorization).toBe('Bearer email-service-token');
  // No longer served, and the address answers on the app again.
  expect((await visit('www.old.test', '/')).status).toBe(404);
  expect((await visit('127.0.0.1', `/${old.handle}`)).status).toBe(200);

  // Reconnecting one's own disconnected domain keeps its state.
  expect(await connect(owner.client, old.id, 'www.old.test')).toMatchObject({ status: 200, body: { domain: { state: 'Connected', websiteName: old.handle } } });
});

it("moves the owner's domain to another of their websites when connected there", async () => {
  const first = await publishedSite(owner, 'First Bakery');
  await connectVerified(first.id, 'www.twice.test');
  const second = await publishedSite(owner, 'Second Bakery');
  expect(await connect(owner.client, second.id, 'www.twice.test')).toMatchObject({ status: 200, body: { domain: { state: 'Connected', websiteName: second.handle } } });
  expect(await domainOf(owner.client, first.id)).toBeNull();
  expect((await visit('www.twice.test', '/')).body).toContain('Second Bakery');
  expect((await visit('127.0.0.1', `/${first.handle}`)).status).toBe(200);
  expect(await visit('127.0.0.1', `/${second.handle}`)).toMatchObject({ status: 301, headers: { location: 'https://www.twice.test/' } });
});

it('needs a published website, a valid domain, and one domain per website', async () => {
  const draftId = randomUUID();
  await new DraftEventStore(db).createDraft({ userId: owner.userId, document: createDefaultSiteDocument({ id: draftId, businessName: 'Unpublished' }) });
  expect((await connect(owner.client, draftId, 'www.draft.test')).body.error).toEqual({
    code: 'domain_needs_publishing',
    message: 'Publish your website before connecting a domain.',
  });

  const site = await publishedSite(owner);
  expect((await connect(owner.client, site.id, '10.0.0.1')).body.error).toEqual({ code: 'domain_invalid', message: 'Enter a domain name, not an IP address.' });
  expect((await connect(owner.client, site.id, 'co.uk')).body.error.code).toBe('domain_invalid');
  expect((await connect(owner.client, site.id, TARGET)).body.error.message).toBe('That address is part of Frontdoor itself. Enter a domain you own.');
  expect((await connect(owner.client, site.id, 'www.first.test')).status).toBe(200);
  expect((await connect(owner.client, site.id, 'www.second.test')).body.error.code).toBe('domain_already_connected');
});

it("releases a website's domain when the website or the account is deleted", async () => {
  const site = await publishedSite(owner);
  await connect(owner.client, site.id, 'www.gone.test');
  expect((await owner.client.request('DELETE', `/api/websites/${site.id}`)).status).toBe(204);
  expect(await db.query(`SELECT 1 FROM website_domains WHERE domain_name = 'www.gone.test'`)).toEqual([]);
  const theirs = await publishedSite(other);
  expect((await connect(other.client, theirs.id, 'www.gone.test')).status).toBe(200);

  const leaving = await signInByCode(running.base, `domains-leaving-${randomUUID().slice(0, 8)}@example.com`);
  const account = { client: leaving.client, userId: leaving.session.user.id };
  const kept = await publishedSite(account);
  await connect(account.client, kept.id, 'www.leaving.test');
  const detached = await publishedSite(account);
  await connect(account.client, detached.id, 'www.detached.test');
  await account.client.post(`/api/websites/${detached.id}/domain/disconnect`);
  expect((await account.client.request('DELETE', '/api/account')).status).toBe(204);
  expect(await db.query(`SELECT domain_name FROM website_domains WHERE domain_name IN ('www.leaving.test', 'www.detached.test')`)).toEqual([]);
});
