import type { NestExpressApplication } from '@nestjs/platform-express';
import { errorBodySchema } from '@frontdoor/shared';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';

let context: TestContext;
let app: NestExpressApplication;
let base: string;

beforeAll(async () => {
  context = await createTestContext();
  ({ app, base } = await startTestServer(context.env));
});

afterAll(async () => {
  await app?.close();
  await context?.cleanup();
});

it('answers an unknown API path with the one error shape', async () => {
  const res = await fetch(`${base}/api/no-such-thing`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = errorBodySchema.parse(await res.json());
  expect(body.error).toEqual({ code: 'not_found', message: 'Nothing to see here' });
});

it('answers malformed JSON with the one error shape', async () => {
  const res = await fetch(`${base}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
  expect([400, 404]).toContain(res.status);
  expect(errorBodySchema.safeParse(await res.json()).success).toBe(true);
});

it('publishes the OpenAPI document and its viewer', async () => {
  const json = (await (await fetch(`${base}/api/docs-json`)).json()) as { openapi: string; paths: Record<string, unknown> };
  expect(json.openapi).toMatch(/^3\./);
  expect(Object.keys(json.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/dev/mailbox']));
  const page = await fetch(`${base}/api/docs`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('swagger');
});

it('rejects a mailbox query without a valid email', async () => {
  const res = await fetch(`${base}/api/dev/mailbox?to=not-an-email`);
  expect(res.status).toBe(400);
  expect(errorBodySchema.parse(await res.json()).error).toMatchObject({ code: 'validation_failed', message: 'Invalid email' });
});

it('serves the app shell for app routes and 404 with the shell for unknown paths', async () => {
  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toMatch(/text\/html/);
  const unknown = await fetch(`${base}/no/such/page`);
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get('content-type')).toMatch(/text\/html/);
});

describe('in production', () => {
  let prodApp: NestExpressApplication;
  afterAll(() => prodApp?.close());

  it('has no development mailbox', async () => {
    const prod = await startTestServer({ ...context.env, NODE_ENV: 'production' });
    prodApp = prod.app;
    const res = await fetch(`${prod.base}/api/dev/mailbox?to=a@b.co`);
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('not_found');
  });
});

it('sends security headers on every answer, and HSTS only over HTTPS', async () => {
  for (const path of ['/api/health', '/', '/api/no-such-thing']) {
    const res = await fetch(`${base}${path}`);
    expect([path, res.headers.get('x-content-type-options'), res.headers.get('referrer-policy')]).toEqual([path, 'nosniff', 'strict-origin-when-cross-origin']);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  }
  // Behind a TLS-terminating proxy on this machine, the app says to stay on HTTPS.
  const secure = await fetch(`${base}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
  expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
});

it('has no metrics endpoint unless a token is configured', async () => {
  expect((await fetch(`${base}/metrics`)).status).toBe(404);
});

it('refuses a cookie-carrying change from another site (CSRF), and lets the app’s own through', async () => {
  const post = (headers: Record<string, string>) => fetch(`${base}/api/auth/refresh`, { method: 'POST', headers: { cookie: 'fd_refresh=stolen', ...headers } });
  const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
  for (const headers of crossSite) {
    const refused = await post(headers);
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(await refused.json()).error).toEqual({ code: 'forbidden', message: 'You do not have access to this.' });
  }
  // From the app itself (same origin, or a client that sends no Origin) the route answers as usual.
  const ownPages: Record<string, string>[] = [{ origin: new URL(base).origin, 'sec-fetch-site': 'same-origin' }, {}];
  for (const headers of ownPages) {
    expect((await post(headers)).status).not.toBe(403);
  }
  // Without cookies, calls that set no session cookie (bearer-token API calls, visitors' forms)
  // are not concerned: this one answers that it needs a token, not that it came from elsewhere.
  expect((await fetch(`${base}/api/websites`, { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(401);
  // A call that sets the session cookie is refused from another site even without cookies (login CSRF).
  expect((await fetch(`${base}/api/auth/refresh`, { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(403);
});
