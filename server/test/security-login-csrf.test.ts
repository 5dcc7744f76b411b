import { errorBodySchema } from '@frontdoor/shared';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient, codeIn, tokenIn, waitForMail } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';

// Login CSRF (issue 23, item 6): a page on another site posts a sign-in form of the attacker's
// own account to our sign-in calls from a browser that has no cookie of ours yet; the browser
// would then be signed in to the attacker's account (and what the victim types goes there).
// Every call that sets the session cookie (or the sign-in device cookie) checks where the request
// comes from, cookie or not, and takes JSON only (an HTML form cannot send it across sites).

let running: Awaited<ReturnType<typeof startAppWithWorker>>;

const attacker = { email: 'attacker@example.com', password: 'the attacker password' };

beforeAll(async () => {
  running = await startAppWithWorker();
  // The attacker's own account, with a password and a verified address.
  const browser = new HttpClient(running.base);
  await browser.post('/api/login/password/signup', attacker);
  const mail = await waitForMail(running.base, attacker.email, (m) => m.subject === 'Verify your email');
  expect((await browser.post('/api/login/password/verify', { token: tokenIn(mail) })).body.status).toBe('Success');
});
afterAll(() => running?.stop());

let addresses = 0;
const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

/** A POST as a browser sends it, with no cookie, from a page at `headers`' origin. */
async function post(path: string, body: unknown, headers: Record<string, string>, contentType = 'application/json') {
  const res = await fetch(`${running.base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': contentType, 'x-forwarded-for': `203.0.113.${++addresses}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, cookies: res.headers.getSetCookie(), body: text ? JSON.parse(text) : undefined };
}

/** Fresh, valid proofs of the attacker's account for each sign-in call. */
async function attackerProofs() {
  const since = new Date().toISOString();
  const generated = await new HttpClient(running.base).post('/api/login/otp/generate', { email: attacker.email });
  const codeMail = await waitForMail(running.base, attacker.email, (m) => m.subject.startsWith('Your Frontdoor code') && m.createdAt >= since);
  const linkBrowser = new HttpClient(running.base);
  await linkBrowser.post('/api/login/link', { email: attacker.email });
  const linkMail = await waitForMail(running.base, attacker.email, (m) => m.subject === 'Sign in to Frontdoor' && m.createdAt >= since);
  await new HttpClient(running.base).post('/api/login/password/reset', { email: attacker.email });
  const resetMail = await waitForMail(running.base, attacker.email, (m) => m.subject === 'Reset your password' && m.createdAt >= since);
  return {
    '/api/login/otp/verify': { sessionId: generated.body.sessionId, code: codeIn(codeMail) },
    '/api/login/link/verify': { token: tokenIn(linkMail) },
    '/api/login/link': { email: attacker.email },
    '/api/login/password/signin': attacker,
    '/api/login/password/signup': { email: 'another-attacker@example.com', password: attacker.password },
    '/api/login/password/verify': { token: 'x'.repeat(43) },
    '/api/login/password/reset/confirm': { token: tokenIn(resetMail), password: 'a new attacker password' },
    '/api/account/email/confirm': { token: 'x'.repeat(43) },
    '/api/auth/refresh': {},
  } as Record<string, unknown>;
}

const setsOurCookie = (cookies: string[]) => cookies.some((c) => /^fd_(refresh|device)=/.test(c));

it('refuses a cross-site post to every call that sets the session cookie, and sets no cookie', async () => {
  const proofs = await attackerProofs();
  for (const [path, body] of Object.entries(proofs)) {
    const answer = await post(path, body, crossSite);
    expect([path, answer.status, setsOurCookie(answer.cookies)]).toEqual([path, 403, false]);
    expect(errorBodySchema.parse(answer.body).error.code).toBe('forbidden');
  }
  // The proofs were not spent by the refused posts: the attacker can still use them from our pages.
  const sameOrigin = { origin: running.base, 'sec-fetch-site': 'same-origin' };
  const verified = await post('/api/login/otp/verify', proofs['/api/login/otp/verify'], sameOrigin);
  expect(verified.body.status).toBe('Success');
});

it('refuses the same post when only one of the two headers gives it away, or from a sibling site', async () => {
  const variants: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { origin: 'null' },
    { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'same-site' },
  ];
  for (const headers of variants) {
    const answer = await post('/api/login/password/signin', attacker, headers);
    expect([headers, answer.status, setsOurCookie(answer.cookies)]).toEqual([headers, 403, false]);
  }
  // Routes match without regard to case or a trailing slash; so does the check.
  for (const path of ['/API/Login/password/signin', '/api/login/password/signin/', '/api/account/email/confirm/']) {
    const answer = await post(path, attacker, crossSite);
    expect([path, answer.status, setsOurCookie(answer.cookies)]).toEqual([path, 403, false]);
  }
});

it('refuses a form post (urlencoded, multipart or text/plain) to the JSON sign-in calls, wherever it comes from', async () => {
  const form = new URLSearchParams(attacker).toString();
  for (const [contentType, body] of [
    ['application/x-www-form-urlencoded', form],
    ['text/plain', JSON.stringify(attacker)],
    ['multipart/form-data; boundary=----x', `------x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${attacker.email}\r\n------x--\r\n`],
  ]) {
    const answer = await post('/api/login/password/signin', body, {}, contentType);
    expect([contentType, answer.status, setsOurCookie(answer.cookies)]).toEqual([contentType, 415, false]);
    const error = errorBodySchema.parse(answer.body).error;
    expect(error.message).toMatch(/JSON/);
  }
});

it('still signs in from our own pages and from clients that are not browsers', async () => {
  const fromOurPage = await post('/api/login/password/signin', attacker, { origin: running.base, 'sec-fetch-site': 'same-origin' });
  expect(fromOurPage.status).toBe(200);
  expect(setsOurCookie(fromOurPage.cookies)).toBe(true);
  const noBrowser = await post('/api/login/password/signin', attacker, {});
  expect(noBrowser.status).toBe(200);
  // A bearer-token call from a script elsewhere is not a session-setting call and is unaffected.
  const { client } = await signInByCode(running.base, 'api-user@example.com');
  const me = await fetch(`${running.base}/api/auth/me`, { headers: { authorization: `Bearer ${client.accessToken}`, origin: 'https://evil.example' } });
  expect(me.status).toBe(200);
});
