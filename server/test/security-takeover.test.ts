import { DataSource } from 'typeorm';
import { SIGN_IN_MESSAGES, authSessionSchema, errorBodySchema, tokenSignInResponseSchema, type AuthSession } from '@frontdoor/shared';
import { startWorker, type RunningWorker } from '../../worker/src/start-worker.js';
import { HttpClient, tokenIn, waitForMail } from './support/http-client.js';
import { startAppWithProvider, type AppWithProvider, type ProviderAccount } from './support/oidc-provider.js';
import { signInByCode } from './support/sign-in.js';

// Pre-registration takeover (issue 23, item 1): a stranger registers someone else's address with
// a credential of their own (a password, or an identity-provider account whose email the provider
// did not verify) and waits for the real owner to prove the address. Proving the address must
// drop every credential nobody has proved and end the account's sessions. Everything goes through
// HTTP, the development mailbox and a real OpenID Connect provider on 127.0.0.1.

const providerAccounts: Record<string, ProviderAccount> = {
  // The stranger's account at the identity provider, with the victim's address, not verified.
  mallory: { email: 'oidc-victim@example.com', emailVerified: false },
  // A second stranger who later gets a verified address of their own at the provider.
  trudy: { email: 'oidc-victim2@example.com', emailVerified: false },
  // A stranger who asks to move the account to an address of their own before the owner shows up.
  eve: { email: 'oidc-victim3@example.com', emailVerified: false },
  // The real owner of an address, verified by the provider.
  owner: { email: 'provider-owner@example.com', emailVerified: true },
};

let running: AppWithProvider;
let worker: RunningWorker;
let db: DataSource;

beforeAll(async () => {
  running = await startAppWithProvider({ provider: { accounts: providerAccounts } });
  worker = await startWorker(running.env);
  db = running.app.get(DataSource);
});
afterAll(async () => {
  await worker?.close();
  await running?.stop();
});

const errorOf = (body: unknown) => errorBodySchema.parse(body).error;

let addresses = 0;
/**
 * A browser at an address of its own (X-Forwarded-For from loopback is believed), so the
 * per-address sign-in limits of one test do not add up across the file.
 */
class Browser extends HttpClient {
  readonly address = `198.51.100.${++addresses}`;
  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request(method, path, body, { 'x-forwarded-for': this.address, ...headers });
  }
}
const strangerPassword = 'the stranger chose this';

async function signInByLink(email: string): Promise<{ client: Browser; session: AuthSession }> {
  const client = new Browser(running.base);
  const since = new Date().toISOString();
  expect((await client.post('/api/login/link', { email })).status).toBe(202);
  const mail = await waitForMail(running.base, email, (m) => m.subject === 'Sign in to Frontdoor' && m.createdAt >= since);
  const answer = tokenSignInResponseSchema.parse((await client.post('/api/login/link/verify', { token: tokenIn(mail) })).body);
  if (answer.status !== 'Success') throw new Error(`link answered ${answer.status}`);
  client.accessToken = answer.session.accessToken;
  return { client, session: answer.session };
}

async function strangerSignsUp(email: string): Promise<Browser> {
  const stranger = new Browser(running.base);
  const signUp = await stranger.post('/api/login/password/signup', { email, password: strangerPassword });
  expect(signUp.status).toBe(201);
  return stranger;
}

async function expectPasswordRefused(email: string, password = strangerPassword) {
  const attempt = await new Browser(running.base).post('/api/login/password/signin', { email, password });
  expect(attempt.status).toBe(401);
  expect(errorOf(attempt.body)).toEqual({ code: 'wrong-password', message: SIGN_IN_MESSAGES['wrong-password'] });
  expect(attempt.headers.getSetCookie().some((c) => c.startsWith('fd_refresh='))).toBe(false);
}

describe("a stranger who signed up with the victim's address and a password", () => {
  it('loses that password when the victim signs in by emailed code', async () => {
    const email = 'code-victim@example.com';
    await strangerSignsUp(email);
    const { session } = await signInByCode(running.base, email, new Browser(running.base));
    expect(session.user).toMatchObject({ email, emailVerified: true, hasPassword: false });
    expect(session.user.providers).not.toContain('password');
    await expectPasswordRefused(email);
    // The owner's own session works, and they can set a password of their own.
    const again = await signInByCode(running.base, email, new Browser(running.base));
    const set = await again.client.post('/api/account/password', { newPassword: 'the owner chose this one' });
    expect(set.status).toBe(204);
    expect((await new Browser(running.base).post('/api/login/password/signin', { email, password: 'the owner chose this one' })).status).toBe(200);
    await expectPasswordRefused(email);
  });

  it('loses that password when the victim signs in by magic link', async () => {
    const email = 'link-victim@example.com';
    await strangerSignsUp(email);
    const { session } = await signInByLink(email);
    expect(session.user).toMatchObject({ email, emailVerified: true, hasPassword: false });
    await expectPasswordRefused(email);
  });

  it('loses that password when the victim resets it by the emailed link', async () => {
    const email = 'reset-victim@example.com';
    await strangerSignsUp(email);
    const victim = new Browser(running.base);
    const since = new Date().toISOString();
    await victim.post('/api/login/password/reset', { email });
    const mail = await waitForMail(running.base, email, (m) => m.subject === 'Reset your password' && m.createdAt >= since);
    const reset = tokenSignInResponseSchema.parse(
      (await victim.post('/api/login/password/reset/confirm', { token: tokenIn(mail), password: 'the owner chose this one' })).body,
    );
    expect(reset.status).toBe('Success');
    await expectPasswordRefused(email);
  });

  it("cannot have the victim verify the stranger's password by opening the verification email", async () => {
    const email = 'verify-victim@example.com';
    await strangerSignsUp(email);
    // The verification email reaches the victim, who opens it in their own browser.
    const mail = await waitForMail(running.base, email, (m) => m.subject === 'Verify your email');
    const victim = new Browser(running.base);
    const opened = await victim.post('/api/login/password/verify', { token: tokenIn(mail) });
    expect(opened.body).toEqual({ status: 'InvalidDevice' });
    expect(opened.headers.getSetCookie().some((c) => c.startsWith('fd_refresh='))).toBe(false);
    // The stranger's password still does not open the account.
    const attempt = await new Browser(running.base).post('/api/login/password/signin', { email, password: strangerPassword });
    expect(attempt.status).not.toBe(200);
    const [row] = await db.query(`SELECT email_verified FROM users WHERE email = $1`, [email]);
    expect(row.email_verified).toBe(false);
  });

  it('keeps the password of the person who set it when they open the link in the browser they signed up with', async () => {
    const email = 'honest-signup@example.com';
    const browser = await strangerSignsUp(email);
    const mail = await waitForMail(running.base, email, (m) => m.subject === 'Verify your email');
    const verified = tokenSignInResponseSchema.parse((await browser.post('/api/login/password/verify', { token: tokenIn(mail) })).body);
    expect(verified.status === 'Success' && verified.session.user).toMatchObject({ email, emailVerified: true, hasPassword: true });
    expect((await new Browser(running.base).post('/api/login/password/signin', { email, password: strangerPassword })).status).toBe(200);
  });

  it('cannot be overwritten by a second sign-up, nor overwrite the first one, in either order or at once', async () => {
    const email = 'first-comer@example.com';
    await strangerSignsUp(email);
    const second = await new Browser(running.base).post('/api/login/password/signup', { email, password: 'the second person chose this' });
    expect(second.status).toBe(409);
    expect(errorOf(second.body).code).toBe('email-already-in-use');
    const secondSignIn = await new Browser(running.base).post('/api/login/password/signin', { email, password: 'the second person chose this' });
    expect(errorOf(secondSignIn.body).code).toBe('wrong-password');

    // Several sign-ups of one new address at the same moment: one wins, the others are told.
    const raced = 'raced@example.com';
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => new Browser(running.base).post('/api/login/password/signup', { email: raced, password: `racer number ${i} password` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const [row] = await db.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [raced]);
    expect(row.n).toBe(1);
  });
});

// --- identity provider --------------------------------------------------------------------------

type Jar = Map<string, Map<string, string>>;

/** One browser's trip through the provider: start, sign in as `login`, allow, back to the app. */
async function oidcSignIn(login: string, jar: Jar = new Map()): Promise<{ landing: string; jar: Jar }> {
  const request = async (url: URL, form?: Record<string, string>) => {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(cookies.size && { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const at = pair.indexOf('=');
      const gone = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()));
      if (gone || pair.slice(at + 1) === '') cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    jar.set(url.host, cookies);
    return res;
  };
  let next = new URL('/api/login/oidc/start?returnTo=%2F', running.base);
  for (let step = 0; step < 20; step++) {
    if (next.origin === running.base && next.pathname.startsWith('/sign-in/')) return { landing: `${next.pathname}${next.search}`, jar };
    const res = await request(next);
    if (res.status >= 300 && res.status < 400) {
      next = new URL(res.headers.get('location')!, next);
      continue;
    }
    const page = await res.text();
    const form = /<form method="post" action="([^"]+)" data-prompt="([^"]+)"/.exec(page);
    if (!form) throw new Error(`unexpected page at ${next.href}: ${page.slice(0, 300)}`);
    const answer = await request(new URL(form[1], next), form[2] === 'consent' ? {} : { login });
    next = new URL(answer.headers.get('location')!, next);
  }
  throw new Error('identity-provider sign-in did not finish');
}

async function refreshWith(jar: Jar) {
  const cookies = jar.get(new URL(running.base).host) ?? new Map<string, string>();
  const res = await fetch(`${running.base}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.status, body: res.status === 200 ? authSessionSchema.parse(await res.json()) : undefined };
}

describe("a stranger whose identity-provider account carries the victim's address, unverified", () => {
  it('loses the provider link and every session when the victim signs in by code', async () => {
    const email = providerAccounts.mallory.email;
    const mallory = await oidcSignIn('mallory');
    expect(mallory.landing).toMatch(/^\/sign-in\/complete/);
    const before = await refreshWith(mallory.jar);
    expect(before.status).toBe(200);
    expect(before.body!.user).toMatchObject({ email, emailVerified: false });
    const strangerToken = before.body!.accessToken;

    const { session } = await signInByCode(running.base, email, new Browser(running.base));
    expect(session.user.id).toBe(before.body!.user.id);
    expect(session.user.providers).not.toContain('oidc');

    // The stranger's session has ended: neither the refresh cookie nor the access token works.
    expect((await refreshWith(mallory.jar)).status).toBe(401);
    const me = await fetch(`${running.base}/api/auth/me`, { headers: { authorization: `Bearer ${strangerToken}` } });
    expect(me.status).toBe(401);
    // And the provider account no longer opens the victim's account.
    const again = await oidcSignIn('mallory');
    expect(again.landing).toBe('/sign-in/error?code=email-already-in-use');
    const [row] = await db.query(`SELECT oidc_issuer, oidc_subject, providers FROM users WHERE email = $1`, [email]);
    expect(row).toMatchObject({ oidc_issuer: null, oidc_subject: null });
    expect(row.providers).not.toContain('oidc');
  });

  it("does not get the victim's address verified by verifying another address at the provider", async () => {
    const email = providerAccounts.trudy.email;
    expect((await oidcSignIn('trudy')).landing).toMatch(/^\/sign-in\/complete/);
    // The stranger changes the provider account to an address of their own and verifies it there.
    providerAccounts.trudy = { email: 'trudy-own@example.com', emailVerified: true };
    const trudy = await oidcSignIn('trudy');
    expect(trudy.landing).toMatch(/^\/sign-in\/complete/);
    const [row] = await db.query(`SELECT email_verified FROM users WHERE email = $1`, [email]);
    expect(row.email_verified).toBe(false);
    // So the victim's later sign-in still counts as the first proof and ends the stranger's hold.
    await signInByCode(running.base, email, new Browser(running.base));
    expect((await refreshWith(trudy.jar)).status).toBe(401);
  });
});

describe('a stranger who asked to move the unverified account to their own address', () => {
  it('cannot finish the move after the owner proved the address', async () => {
    const email = providerAccounts.eve.email;
    const eve = await oidcSignIn('eve');
    const session = await refreshWith(eve.jar);
    const asked = await fetch(`${running.base}/api/account/email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.body!.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ newEmail: 'eve-own@example.com' }),
    });
    expect(asked.status).toBe(202);
    const mail = await waitForMail(running.base, 'eve-own@example.com', (m) => m.subject === 'Confirm your new email');

    const victim = await signInByCode(running.base, email, new Browser(running.base));
    const confirm = await new Browser(running.base).post('/api/account/email/confirm', { token: tokenIn(mail) });
    expect(confirm.body).toEqual({ status: 'Expired' });
    expect((await victim.client.get('/api/auth/me')).body).toMatchObject({ id: victim.session.user.id, email });
  });
});

describe('the real owner signing in with a provider that verified the address', () => {
  it('drops the password a stranger had set on the unverified account', async () => {
    const email = providerAccounts.owner.email;
    await strangerSignsUp(email);
    const owner = await oidcSignIn('owner');
    expect(owner.landing).toMatch(/^\/sign-in\/complete/);
    const session = await refreshWith(owner.jar);
    expect(session.body!.user).toMatchObject({ email, emailVerified: true, hasPassword: false });
    expect(session.body!.user.providers).toEqual(['oidc']);
    await expectPasswordRefused(email);
  });
});

it('a code verified for an account whose credentials were proved keeps them', async () => {
  const email = 'settled@example.com';
  const browser = await strangerSignsUp(email);
  const mail = await waitForMail(running.base, email, (m) => m.subject === 'Verify your email');
  expect((await browser.post('/api/login/password/verify', { token: tokenIn(mail) })).body.status).toBe('Success');
  const { session } = await signInByCode(running.base, email, new Browser(running.base));
  expect(session.user).toMatchObject({ hasPassword: true });
  expect((await browser.post('/api/auth/refresh')).status).toBe(200);
  expect((await new Browser(running.base).post('/api/login/password/signin', { email, password: strangerPassword })).status).toBe(200);
});
