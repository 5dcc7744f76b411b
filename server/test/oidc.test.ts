import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { authSessionSchema, errorBodySchema } from '@frontdoor/shared';
import { UserEntity } from '@frontdoor/data';
import { freePort } from './support/free-port.js';
import { startAppWithProvider, type AppWithProvider } from './support/oidc-provider.js';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';
import { createUser } from './support/users.js';

// Identity-provider sign-in against a real oidc-provider on 127.0.0.1, driven like a browser:
// fetch without following redirects and a cookie jar per site.

type Cookie = { name: string; value: string; path: string };

/** One browser: cookies per host, honouring Path, Max-Age=0 and past Expires. */
class Browser {
  private readonly jar = new Map<string, Cookie[]>();

  async request(url: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = (this.jar.get(target.host) ?? []).filter((c) => pathMatches(target.pathname, c.path));
    const res = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        ...(cookies.length && { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') }),
        ...(init.form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) this.store(target, line);
    return res;
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.find((c) => c.name === name)?.value;
  }

  setCookie(host: string, cookie: Cookie): void {
    this.jar.set(host, [...(this.jar.get(host) ?? []).filter((c) => c.name !== cookie.name || c.path !== cookie.path), cookie]);
  }

  removeCookie(host: string, name: string): void {
    this.jar.set(
      host,
      (this.jar.get(host) ?? []).filter((c) => c.name !== name),
    );
  }

  private store(url: URL, line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const attribute = (key: string) =>
      attributes
        .find((a) => a.toLowerCase().startsWith(`${key}=`))
        ?.split('=')
        .slice(1)
        .join('=');
    const path = attribute('path') || url.pathname.replace(/\/[^/]*$/, '') || '/';
    const maxAge = attribute('max-age');
    const expires = attribute('expires');
    const gone = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
    const others = (this.jar.get(url.host) ?? []).filter((c) => c.name !== name || c.path !== path);
    this.jar.set(url.host, gone ? others : [...others, { name, value, path }]);
  }
}

const pathMatches = (path: string, cookiePath: string) =>
  path === cookiePath || (path.startsWith(cookiePath) && (cookiePath.endsWith('/') || path[cookiePath.length] === '/'));

interface Journey {
  /** The provider authorization URL the app redirected to. */
  authorizationUrl: URL;
  /** The app's callback URL the provider redirected back to (with code, state, iss). */
  callbackUrl?: URL;
  /** Where the callback sent the browser: /sign-in/complete?... or /sign-in/error?... */
  landing?: string;
  callbackResponse?: Response;
  /** Authorization URLs in order, when the app had to ask the provider again. */
  authorizationUrls: URL[];
}

/**
 * start → provider authorization → sign-in form → consent → callback, as a browser would.
 * `stopAtCallback` returns before the callback is requested, for tampering with it.
 */
async function signIn(
  running: AppWithProvider,
  browser: Browser,
  options: { login: string; returnTo?: string; decision?: 'allow' | 'cancel'; stopAtCallback?: boolean },
): Promise<Journey> {
  const start = await browser.request(`${running.base}/api/login/oidc/start?returnTo=${encodeURIComponent(options.returnTo ?? '/')}`);
  expect(start.status).toBe(302);
  let next = new URL(start.headers.get('location')!, running.base);
  const journey: Journey = { authorizationUrl: next, authorizationUrls: [next] };
  for (let step = 0; step < 20; step++) {
    if (next.origin === running.base && next.pathname === '/api/login/oidc/callback') {
      journey.callbackUrl = next;
      if (options.stopAtCallback) return journey;
    }
    if (next.origin === running.base && next.pathname.startsWith('/sign-in/')) {
      journey.landing = `${next.pathname}${next.search}`;
      return journey;
    }
    if (next.href.startsWith(running.provider.issuer) && next.pathname.endsWith('/auth') && step > 0) journey.authorizationUrls.push(next);
    const res = await browser.request(next);
    if (next.pathname === '/api/login/oidc/callback') journey.callbackResponse = res;
    if (res.status >= 300 && res.status < 400) {
      next = new URL(res.headers.get('location')!, next);
      continue;
    }
    const page = await res.text();
    expect(res.status).toBe(200);
    const form = /<form method="post" action="([^"]+)" data-prompt="([^"]+)"/.exec(page);
    if (!form) throw new Error(`unexpected page at ${next.href}: ${page.slice(0, 300)}`);
    const [, action, prompt] = form;
    if (prompt === 'consent') {
      const answer = await browser.request(new URL(action.replace(/\/allow$/, `/${options.decision ?? 'allow'}`), next), { form: {} });
      next = new URL(answer.headers.get('location')!, next);
    } else {
      const answer = await browser.request(new URL(action, next), { form: { login: options.login } });
      expect(answer.status).toBe(303);
      next = new URL(answer.headers.get('location')!, next);
    }
  }
  throw new Error('sign-in did not finish in 20 steps');
}

async function refresh(running: AppWithProvider, browser: Browser) {
  return browser.request(`${running.base}/api/auth/refresh`, { method: 'POST' });
}

const appHost = (running: AppWithProvider) => new URL(running.base).host;

describe('with a provider that offers the account picker', () => {
  let running: AppWithProvider;
  let db: DataSource;

  beforeAll(async () => {
    running = await startAppWithProvider({
      provider: {
        accounts: {
          alice: { email: 'Alice@Example.com', emailVerified: true, name: 'Alice' },
          mallory: { email: 'owner@example.com', emailVerified: false },
          linker: { email: 'linked@example.com', emailVerified: true },
        },
      },
      env: { OIDC_LABEL: 'Sign in with Test IdP' },
    });
    db = running.app.get(DataSource);
  });
  afterAll(() => running?.stop());

  it('offers the provider button with its label', async () => {
    const res = await fetch(`${running.base}/api/login/options`);
    expect(await res.json()).toEqual({ oidc: { label: 'Sign in with Test IdP' } });
  });

  it('starts with the account picker, PKCE, state and nonce, and binds the browser with a Lax cookie', async () => {
    const browser = new Browser();
    const res = await browser.request(`${running.base}/api/login/oidc/start?returnTo=%2Fpricing`);
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe(`${running.provider.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: running.provider.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      prompt: 'select_account',
      code_challenge_method: 'S256',
      redirect_uri: `${running.base}/api/login/oidc/callback`,
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state.length).toBeGreaterThanOrEqual(22);
    expect(params.nonce.length).toBeGreaterThanOrEqual(22);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fd_oidc_state='))!;
    expect(cookie).toContain(`fd_oidc_state=${params.state}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/login\/oidc(;|$)/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(JSON.stringify(params)).not.toContain(running.provider.clientSecret);
  });

  it('signs in: lands on /sign-in/complete with the refresh cookie, and refresh answers the verified user', async () => {
    const browser = new Browser();
    const journey = await signIn(running, browser, { login: 'alice', returnTo: '/pricing?plan=free' });
    expect(journey.landing).toBe(`/sign-in/complete?returnTo=${encodeURIComponent('/pricing?plan=free')}`);
    const setCookies = journey.callbackResponse!.headers.getSetCookie();
    const refreshCookie = setCookies.find((c) => c.startsWith('fd_refresh='))!;
    expect(refreshCookie).toMatch(/HttpOnly/i);
    expect(refreshCookie).toMatch(/SameSite=Strict/i);
    expect(refreshCookie).toMatch(/Path=\/api\/auth/);
    // The state cookie is spent.
    expect(browser.cookie(appHost(running), 'fd_oidc_state')).toBeUndefined();

    const res = await refresh(running, browser);
    expect(res.status).toBe(200);
    const session = authSessionSchema.parse(await res.json());
    expect(session.user).toMatchObject({ email: 'alice@example.com', emailVerified: true });
    expect(session.user.providers).toContain('oidc');
    const row = await db.manager.findOneByOrFail(UserEntity, { email: 'alice@example.com' });
    expect(row.oidcSubject).toBe('alice');
    // This provider keeps email out of the ID token: it came from userinfo.
    expect(running.provider.requests).toContain('GET /me');

    // Signing in again finds the same account by its subject.
    const again = new Browser();
    expect((await signIn(running, again, { login: 'alice' })).landing).toBe('/sign-in/complete?returnTo=%2F');
    const second = authSessionSchema.parse(await (await refresh(running, again)).json());
    expect(second.user.id).toBe(session.user.id);
  });

  it('does not let an unverified provider email take over the account that has it', async () => {
    const owner = await createUser(db, 'owner@example.com');
    const browser = new Browser();
    const journey = await signIn(running, browser, { login: 'mallory' });
    expect(journey.landing).toBe('/sign-in/error?code=email-already-in-use');
    expect(journey.callbackResponse!.headers.getSetCookie().some((c) => c.startsWith('fd_refresh='))).toBe(false);
    // No session was started: nothing to restore (204, no session body).
    expect((await refresh(running, browser)).status).toBe(204);
    const row = await db.manager.findOneByOrFail(UserEntity, { id: owner.id });
    expect(row.oidcSubject).toBeNull();
    expect(row.providers).toEqual(['test']);
  });

  it('links a verified provider email to the existing account', async () => {
    const existing = await createUser(db, 'linked@example.com');
    const browser = new Browser();
    expect((await signIn(running, browser, { login: 'linker' })).landing).toMatch(/^\/sign-in\/complete/);
    const session = authSessionSchema.parse(await (await refresh(running, browser)).json());
    expect(session.user.id).toBe(existing.id);
    expect(session.user.providers).toEqual(['test', 'oidc']);
  });

  it('refuses a tampered state', async () => {
    const browser = new Browser();
    const journey = await signIn(running, browser, { login: 'alice', stopAtCallback: true });
    const tampered = new URL(journey.callbackUrl!);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const res = await browser.request(tampered);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in/error?code=unknown');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('fd_refresh='))).toBe(false);
  });

  it('refuses a code the provider did not issue', async () => {
    const browser = new Browser();
    const journey = await signIn(running, browser, { login: 'alice', stopAtCallback: true });
    const forged = new URL(journey.callbackUrl!);
    forged.searchParams.set('code', 'not-a-real-code');
    const res = await browser.request(forged);
    expect(res.headers.get('location')).toBe('/sign-in/error?code=unknown');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('fd_refresh='))).toBe(false);
  });

  it('refuses a callback without the state cookie (another browser)', async () => {
    const browser = new Browser();
    const journey = await signIn(running, browser, { login: 'alice', stopAtCallback: true });
    const other = new Browser();
    const res = await other.request(journey.callbackUrl!);
    expect(res.headers.get('location')).toBe('/sign-in/error?code=unknown');
    // Nor does the right browser get in with a forged cookie for a state that was never issued.
    browser.setCookie(appHost(running), { name: 'fd_oidc_state', value: 'forged', path: '/api/login/oidc' });
    const forged = new URL(journey.callbackUrl!);
    forged.searchParams.set('state', 'forged');
    expect((await browser.request(forged)).headers.get('location')).toBe('/sign-in/error?code=unknown');
  });

  it('uses a state once: a replayed callback is refused', async () => {
    const browser = new Browser();
    const journey = await signIn(running, browser, { login: 'alice', stopAtCallback: true });
    const state = browser.cookie(appHost(running), 'fd_oidc_state')!;
    const first = await browser.request(journey.callbackUrl!);
    expect(first.headers.get('location')).toMatch(/^\/sign-in\/complete/);
    browser.setCookie(appHost(running), { name: 'fd_oidc_state', value: state, path: '/api/login/oidc' });
    const replay = await browser.request(journey.callbackUrl!);
    expect(replay.headers.get('location')).toBe('/sign-in/error?code=unknown');

    // The same without a code the provider would refuse anyway: only the spent state is in the way.
    const cancelled = new URL(journey.callbackUrl!);
    cancelled.search = new URLSearchParams({ error: 'access_denied', state: 'placeholder' }).toString();
    const fresh = new Browser();
    const start = await fresh.request(`${running.base}/api/login/oidc/start`);
    const freshState = new URL(start.headers.get('location')!).searchParams.get('state')!;
    cancelled.searchParams.set('state', freshState);
    expect((await fresh.request(cancelled)).headers.get('location')).toBe('/sign-in/error?code=cancelled-popup-request');
    fresh.setCookie(appHost(running), { name: 'fd_oidc_state', value: freshState, path: '/api/login/oidc' });
    expect((await fresh.request(cancelled)).headers.get('location')).toBe('/sign-in/error?code=unknown');
  });

  it('answers cancelled-popup-request when the user cancels at the provider', async () => {
    const browser = new Browser();
    const journey = await signIn(running, browser, { login: 'alice', decision: 'cancel' });
    expect(journey.callbackUrl!.searchParams.get('error')).toBe('access_denied');
    expect(journey.landing).toBe('/sign-in/error?code=cancelled-popup-request');
  });

  it('never returns to another site', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const journey = await signIn(running, new Browser(), { login: 'alice', returnTo });
      expect(journey.landing).toBe('/sign-in/complete?returnTo=%2F');
    }
  });
});

describe('with a provider that refuses prompt=select_account and puts email in the ID token', () => {
  let running: AppWithProvider;

  beforeAll(async () => {
    running = await startAppWithProvider({ provider: { selectAccount: false, claimsInIdToken: true } });
  });
  afterAll(() => running?.stop());

  it('asks again without the account picker, signs in, and leaves the prompt out from then on', async () => {
    const browser = new Browser();
    const journey = await signIn(running, browser, { login: 'bob', returnTo: '/support' });
    expect(journey.landing).toBe('/sign-in/complete?returnTo=%2Fsupport');
    const [first, second] = journey.authorizationUrls;
    expect(first.searchParams.get('prompt')).toBe('select_account');
    expect(second.searchParams.has('prompt')).toBe(false);
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
    const session = authSessionSchema.parse(await (await refresh(running, browser)).json());
    expect(session.user).toMatchObject({ email: 'bob@example.com', emailVerified: true });
    // The ID token carried the email: no userinfo call was needed.
    expect(running.provider.requests).not.toContain('GET /me');

    const later = await new Browser().request(`${running.base}/api/login/oidc/start`);
    expect(new URL(later.headers.get('location')!).searchParams.has('prompt')).toBe(false);
  });
});

describe('with a provider that cannot be reached', () => {
  let context: TestContext;
  let app: NestExpressApplication;
  let base: string;

  beforeAll(async () => {
    const issuer = `http://127.0.0.1:${await freePort()}`;
    context = await createTestContext({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'frontdoor', OIDC_CLIENT_SECRET: 'secret' });
    ({ app, base } = await startTestServer(context.env));
  });
  afterAll(async () => {
    await app?.close();
    await context?.cleanup();
  });

  it('sends the browser to the sign-in error screen', async () => {
    const res = await fetch(`${base}/api/login/oidc/start?returnTo=/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in/error?code=unknown');
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('without a provider configured', () => {
  let context: TestContext;
  let app: NestExpressApplication;
  let base: string;

  beforeAll(async () => {
    context = await createTestContext({ OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '' });
    ({ app, base } = await startTestServer(context.env));
  });
  afterAll(async () => {
    await app?.close();
    await context?.cleanup();
  });

  it('hides the button and answers 404 with the error body on both routes', async () => {
    expect(await (await fetch(`${base}/api/login/options`)).json()).toEqual({ oidc: null });
    for (const path of ['/api/login/oidc/start?returnTo=/', '/api/login/oidc/callback?code=x&state=y']) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('not_found');
    }
  });
});
