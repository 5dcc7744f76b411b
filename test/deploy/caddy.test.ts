import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { createDefaultSiteDocument, type DomainState, type WebsiteDomain } from '@frontdoor/shared';
import { createDataSource, DraftEventStore } from '@frontdoor/data';
import { ensureNodeLine, imageNodeMajor } from '../../scripts/lib/node-line.mjs';
import { repoRoot } from '../../server/src/common/repo-root.js';
import { eventually } from '../../server/test/support/collab-client.js';
import { freePort } from '../../server/test/support/free-port.js';
import type { HttpClient } from '../../server/test/support/http-client.js';
import { signInByCode } from '../../server/test/support/sign-in.js';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { startTestDns, type TestDns } from '../../server/test/support/test-dns.js';
import { asStrings, assertBuilt, startServerProcess, startWorkerProcess, untilAnswering, type RunningProcess } from '../faults/support/processes.js';
import { composeConfig } from './support/deploy-tools.js';
import { overHttp, overHttps, startAskSpy, startCaddy, type AskSpy, type RunningCaddy } from './support/caddy.js';

// The product as docker-compose.yml runs it, without Docker: Debian's Caddy (2.6) with the
// shipped deploy/Caddyfile in front of the built server and worker, which run as their own
// processes on the Node line of the image (the Dockerfile's FROM), on a fresh database. Caddy
// uses its own CA (`local_certs`) where production uses Let's Encrypt; everything else is as
// shipped: the app's own host, and any other name only after Caddy asked the app
// (/api/domains/allowed, through a spy that notes each question and answer). The custom domain
// goes the whole way: the owner connects it, the test's DNS server (dns2 on 127.0.0.1) gets its
// records, and the worker's certificate check reaches the site through Caddy.

const TARGET = 'sites.frontdoor.test';
const DOMAIN = 'www.maple-bakery.test';

let node: string;
let dns: TestDns;
let context: TestContext;
let spy: AskSpy;
let caddy: RunningCaddy;
let server: RunningProcess;
let worker: RunningProcess;
let appBase: string;
let appPort: number;
let db: DataSource;
let owner: { client: HttpClient; userId: string };

beforeAll(async () => {
  assertBuilt();
  node = await ensureNodeLine(imageNodeMajor());
  dns = await startTestDns();
  dns.set(TARGET, 'A', ['127.0.0.1']);
  appPort = await freePort();
  appBase = `http://127.0.0.1:${appPort}`;
  spy = await startAskSpy(appBase);
  caddy = await startCaddy({ httpPort: await freePort(), httpsPort: await freePort(), publicHost: 'localhost', upstreams: `127.0.0.1:${appPort}`, allowedUrl: spy.url });
  context = await createTestContext({
    PUBLIC_URL: `https://localhost:${caddy.httpsPort}`,
    DOMAIN_TARGET_HOST: TARGET,
    DOMAIN_DNS_SERVERS: dns.server,
    // The worker's certificate check goes to Caddy and trusts Caddy's CA, as production's trusts Let's Encrypt.
    DOMAIN_HTTPS_PORT: String(caddy.httpsPort),
    DOMAIN_HTTPS_CA: caddy.rootCaFile,
    DOMAIN_POLL_INTERVAL_MS: '300',
    DOMAIN_POLL_MAX_INTERVAL_MS: '1000',
  });
  server = startServerProcess(context.env, appPort, {}, node);
  worker = startWorkerProcess(context.env, {}, node);
  await untilAnswering(appBase);
  db = createDataSource(context.env.DATABASE_URL);
  await db.initialize();
  const signedIn = await signInByCode(appBase, `caddy-owner-${randomUUID().slice(0, 8)}@example.com`);
  owner = { client: signedIn.client, userId: signedIn.session.user.id };
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await Promise.all([server?.stop(), worker?.stop(), caddy?.stop(), spy?.close(), dns?.close()]);
  await context?.cleanup();
});

/** Answers the handshake's failure (its error code), or fails when Caddy served the host. */
async function refusedHandshake(host: string): Promise<string> {
  const served = await overHttps(caddy, host).then(
    (answer) => answer,
    (error: NodeJS.ErrnoException) => `${error.code}: ${error.message}`,
  );
  if (typeof served !== 'string') throw new Error(`${host} was served: ${served.status}`);
  return served;
}

const asksAbout = (domain: string) => spy.asks.filter((ask) => ask.domain === domain).map((ask) => ask.status);

async function domainOf(id: string): Promise<WebsiteDomain | null> {
  return (await owner.client.get(`/api/websites/${id}/domain`)).body.domain;
}

const until = (id: string, state: DomainState) => eventually(async () => ((await domainOf(id))?.state === state ? true : undefined), `the domain to be ${state}`, 30_000);

it(`runs the server and the worker on Node ${imageNodeMajor()}, the image's line`, async () => {
  const { stdout } = await promisify(execFile)(node, ['--version']);
  expect(stdout.trim()).toMatch(new RegExp(`^v${imageNodeMajor()}\\.`));
  expect(server.child.spawnfile).toBe(node);
  expect(worker.child.spawnfile).toBe(node);
});

it('serves the app on its own host over HTTPS, and sends plain HTTP there', async () => {
  const ready = await eventually(
    async () => {
      const answer = await overHttps(caddy, 'localhost', '/api/health/ready').catch(() => undefined);
      return answer?.status === 200 ? answer : undefined;
    },
    'the app behind Caddy to be ready',
    20_000,
  );
  expect(JSON.parse(ready.body)).toMatchObject({ db: 'ok', redis: 'ok' });
  expect(ready.certificate.subjectaltname).toBe('DNS:localhost');
  expect(ready.certificate.issuer.CN).toMatch(/^Caddy Local Authority/);
  const home = await overHttps(caddy, 'localhost', '/');
  expect(home.status).toBe(200);
  expect(home.body).toContain('<title>');
  const plain = await overHttp(caddy, 'localhost', '/sign-in');
  expect(plain.status).toBe(308);
  expect(plain.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/sign-in$/);
  // The app's own host needs no question: its certificate is Caddy's from the start.
  expect(asksAbout('localhost')).toEqual([]);
});

it('asks the app about a host it does not know and, told no, gives it no certificate', async () => {
  expect(await refusedHandshake('someone-else.test')).toMatch(/alert internal error/);
  expect(asksAbout('someone-else.test')).toEqual([404]);
});

it('serves a connected domain over HTTPS once the app allows it, the whole way from connecting it', async () => {
  const id = randomUUID();
  await new DraftEventStore(db).createDraft({ userId: owner.userId, document: createDefaultSiteDocument({ id, businessName: 'Maple Street Bakery' }) });
  const handle = `maple-${id.slice(0, 8)}`;
  expect((await owner.client.post(`/api/websites/${id}/publish`, { handle })).status).toBe(200);
  const connected = await owner.client.post(`/api/websites/${id}/domain`, { domain: DOMAIN });
  expect(connected.status).toBe(200);
  const domain = connected.body.domain as WebsiteDomain;
  expect(domain.state).toBe('PendingOwnershipVerification');

  // Before its ownership is proved, the domain is a stranger to Caddy too.
  expect(await refusedHandshake(DOMAIN)).toMatch(/alert internal error/);
  expect(asksAbout(DOMAIN)).toEqual([404]);

  // The owner adds the records; the worker sees them, then checks the certificate through Caddy,
  // which asks the app, now gets a yes, and has its CA sign a certificate for the domain.
  dns.set(`_frontdoor.${DOMAIN}`, 'TXT', [domain.records.find((record) => record.type === 'TXT')!.value]);
  dns.set(DOMAIN, 'CNAME', [TARGET]);
  await until(id, 'Connected');
  expect(asksAbout(DOMAIN)[0]).toBe(404);
  expect(asksAbout(DOMAIN)).toContain(200);

  // A visitor gets the site's published page at / over HTTPS, with a certificate for the domain:
  // at once, or a moment later when the app's instance hears of the change after the state was
  // read (it forgets the host's earlier answer on the worker's Redis message).
  // The certificate Caddy's CA signed a moment ago is valid from that second (Caddy backdates
  // nothing, where Let's Encrypt backdates an hour): a clock set back a little while the test
  // runs (a CI run once saw 'certificate is not yet valid' right after the worker's own check
  // had passed) is waited out too.
  let lastRefusal = '';
  const page = await eventually(
    async () => {
      const answer = await overHttps(caddy, DOMAIN, '/').catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'CERT_NOT_YET_VALID') throw error;
        lastRefusal = `${error.message} at ${new Date().toISOString()}`;
      });
      return answer && answer.status !== 404 ? answer : undefined;
    },
    `${DOMAIN}'s page over HTTPS`,
    10_000,
  ).catch((error: Error) => {
    throw lastRefusal ? new Error(`${error.message} (last: ${lastRefusal})`) : error;
  });
  expect(page.status).toBe(200);
  expect(page.body).toContain('Maple Street Bakery');
  expect(page.body).toContain(`<link rel="canonical" href="https://${DOMAIN}/"/>`);
  expect(page.certificate.subjectaltname).toBe(`DNS:${DOMAIN}`);
  expect(page.certificate.issuer.CN).toMatch(/^Caddy Local Authority/);
  // Its apex twin gets a certificate as well (the app allows it) and sends visitors to the domain.
  expect(await overHttps(caddy, 'maple-bakery.test', '/?from=card')).toMatchObject({ status: 301, headers: { location: `https://${DOMAIN}/?from=card` } });
  expect(asksAbout('maple-bakery.test')).toEqual([200]);
});

it("passes the image's health checks while the server and worker run, and fails the server's once it stops", async () => {
  const { services } = await composeConfig(['docker-compose.yml'], {});
  // The compose file's checks, run as Docker would in the container (whose PORT is the image's; here the test's).
  const check = (service: 'app' | 'worker') => {
    const [, , ...args] = services[service].healthcheck!.test;
    return new Promise<number>((resolve) =>
      execFile(node, args, { cwd: repoRoot(), env: { PATH: process.env.PATH, ...asStrings(context.env), PORT: String(appPort) } }, (error) =>
        resolve(error ? Number(error.code ?? 1) : 0),
      ),
    );
  };
  expect(await check('app')).toBe(0);
  expect(await eventually(async () => ((await check('worker')) === 0 ? true : undefined), 'the worker heartbeat')).toBe(true);
  await server.stop();
  expect(await check('app')).toBe(1);
});
