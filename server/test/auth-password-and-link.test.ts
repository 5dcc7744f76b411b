import { DataSource } from 'typeorm';
import { SIGN_IN_MESSAGES, authSessionSchema, errorBodySchema, tokenSignInResponseSchema } from '@frontdoor/shared';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient, tokenIn, waitForMail } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let db: DataSource;

beforeAll(async () => {
  // Production's hashing cost (other test files use PASSWORD_HASH_COST=low, scripts/jest/database-setup.mjs).
  running = await startAppWithWorker({ PASSWORD_HASH_COST: 'standard' });
  db = running.app.get(DataSource);
});
afterAll(() => running?.stop());

const errorOf = (body: unknown) => errorBodySchema.parse(body).error;

describe('email and password', () => {
  const email = 'pat@example.com';
  const password = 'correct horse battery';

  it('signs up, must verify the email, then signs in', async () => {
    const client = new HttpClient(running.base);
    const signUp = await client.post('/api/login/password/signup', { email, password });
    expect(signUp.status).toBe(201);
    const [row] = await db.query(`SELECT password_hash, email_verified FROM users WHERE email = $1`, [email]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(row.email_verified).toBe(false);

    const early = await client.post('/api/login/password/signin', { email, password });
    expect(early.status).toBe(403);
    expect(errorOf(early.body).code).toBe('email-not-verified');

    const mail = await waitForMail(running.base, email, (m) => m.subject === 'Verify your email');
    expect(mail.html).toContain('/login/verify-email?token=');
    const verified = tokenSignInResponseSchema.parse((await client.post('/api/login/password/verify', { token: tokenIn(mail) })).body);
    expect(verified.status).toBe('Success');
    expect((await client.post('/api/login/password/verify', { token: tokenIn(mail) })).body).toEqual({ status: 'Expired' });

    const signIn = await new HttpClient(running.base).post('/api/login/password/signin', { email, password });
    expect(signIn.status).toBe(200);
    expect(authSessionSchema.parse(signIn.body).user).toMatchObject({ email, emailVerified: true, hasPassword: true });
  });

  it('answers the catalogue messages without telling who has an account', async () => {
    const client = new HttpClient(running.base);
    const taken = await client.post('/api/login/password/signup', { email, password });
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body)).toEqual({ code: 'email-already-in-use', message: 'Account already exists. Please sign in.' });

    const wrong = await client.post('/api/login/password/signin', { email, password: 'not the password' });
    const unknown = await client.post('/api/login/password/signin', { email: 'nobody@example.com', password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(errorOf(wrong.body)).toEqual({ code: 'wrong-password', message: 'Incorrect password.' });
    expect(errorOf(unknown.body)).toEqual(errorOf(wrong.body));

    const weak = await client.post('/api/login/password/signup', { email: 'weak@example.com', password: 'short' });
    expect(weak.status).toBe(400);
    expect(errorOf(weak.body).message).toBe(SIGN_IN_MESSAGES['weak-password']);
    const bad = await client.post('/api/login/password/signup', { email: 'nope', password });
    expect(errorOf(bad.body)).toMatchObject({ code: 'invalid-email', message: 'Invalid email.' });

    const resetKnown = await client.post('/api/login/password/reset', { email });
    const resetUnknown = await client.post('/api/login/password/reset', { email: 'nobody@example.com' });
    expect([resetKnown.status, resetKnown.body]).toEqual([resetUnknown.status, resetUnknown.body]);
  });

  it('resets the password by email link, ending other sessions', async () => {
    const elsewhere = new HttpClient(running.base);
    await elsewhere.post('/api/login/password/signin', { email, password });
    expect((await elsewhere.post('/api/auth/refresh')).status).toBe(200);

    const client = new HttpClient(running.base);
    const since = new Date().toISOString();
    await client.post('/api/login/password/reset', { email });
    const mail = await waitForMail(running.base, email, (m) => m.subject === 'Reset your password' && m.createdAt >= since);
    const reset = await client.post('/api/login/password/reset/confirm', { token: tokenIn(mail), password: 'a brand new passphrase' });
    expect(tokenSignInResponseSchema.parse(reset.body).status).toBe('Success');
    expect((await elsewhere.post('/api/auth/refresh')).status).toBe(401);
    expect((await client.post('/api/login/password/signin', { email, password })).status).toBe(401);
    expect((await client.post('/api/login/password/signin', { email, password: 'a brand new passphrase' })).status).toBe(200);
  });

  it('changes password and email only with the current password', async () => {
    const client = new HttpClient(running.base);
    const signIn = await client.post('/api/login/password/signin', { email, password: 'a brand new passphrase' });
    client.accessToken = signIn.body.accessToken;
    const other = new HttpClient(running.base);
    await other.post('/api/login/password/signin', { email, password: 'a brand new passphrase' });

    const wrong = await client.post('/api/account/password', { newPassword: 'third passphrase here', currentPassword: 'guess' });
    expect(errorOf(wrong.body)).toEqual({ code: 'wrong-password', message: 'Incorrect password.' });
    const changed = await client.post('/api/account/password', {
      newPassword: 'third passphrase here',
      currentPassword: 'a brand new passphrase',
      endOtherSessions: true,
    });
    expect(changed.status).toBe(204);
    expect((await other.post('/api/auth/refresh')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);

    const same = await client.post('/api/account/email', { newEmail: ' PAT@example.com', currentPassword: 'third passphrase here' });
    expect(errorOf(same.body).code).toBe('same-email');
    const badPassword = await client.post('/api/account/email', { newEmail: 'pat.new@example.com', currentPassword: 'nope' });
    expect(errorOf(badPassword.body).message).toBe('Incorrect password.');
    const asked = await client.post('/api/account/email', { newEmail: 'pat.new@example.com', currentPassword: 'third passphrase here' });
    expect(asked.status).toBe(202);
    const mail = await waitForMail(running.base, 'pat.new@example.com', (m) => m.subject === 'Confirm your new email');
    const confirmed = tokenSignInResponseSchema.parse((await client.post('/api/account/email/confirm', { token: tokenIn(mail) })).body);
    expect(confirmed.status === 'Success' && confirmed.session.user.email).toBe('pat.new@example.com');
    await waitForMail(running.base, email, (m) => m.subject === 'Your Frontdoor email was changed');
  });

  it('lets an account without a password set one only after a recent sign-in', async () => {
    const { client, session } = await signInByCode(running.base, 'codeonly@example.com');
    await db.query(`UPDATE auth_sessions SET auth_time = now() - interval '11 minutes' WHERE user_id = $1`, [session.user.id]);
    client.accessToken = (await client.post('/api/auth/refresh')).body.accessToken;
    const refused = await client.post('/api/account/password', { newPassword: 'first passphrase ever' });
    expect(errorOf(refused.body).code).toBe('reauth-required');
  });
});

describe('magic link', () => {
  it('signs in once, only in the browser that asked', async () => {
    const browser = new HttpClient(running.base);
    expect((await browser.post('/api/login/link', { email: 'linker@example.com' })).status).toBe(202);
    expect(browser.cookies.has('fd_device')).toBe(true);
    const mail = await waitForMail(running.base, 'linker@example.com', (m) => m.subject === 'Sign in to Frontdoor');
    expect(mail.html).toContain('/login/link?token=');
    const token = tokenIn(mail);

    const otherDevice = new HttpClient(running.base);
    expect((await otherDevice.post('/api/login/link/verify', { token })).body).toEqual({ status: 'InvalidDevice' });

    const ok = tokenSignInResponseSchema.parse((await browser.post('/api/login/link/verify', { token })).body);
    expect(ok.status === 'Success' && ok.session.user).toMatchObject({ email: 'linker@example.com', emailVerified: true });
    expect((await browser.post('/api/login/link/verify', { token })).body).toEqual({ status: 'Expired' });
  });

  it('expires after fifteen minutes', async () => {
    const browser = new HttpClient(running.base);
    await browser.post('/api/login/link', { email: 'slow@example.com' });
    const mail = await waitForMail(running.base, 'slow@example.com');
    await db.query(`UPDATE login_links SET expires_at = now() - interval '1 second' WHERE email = 'slow@example.com'`);
    expect((await browser.post('/api/login/link/verify', { token: tokenIn(mail) })).body).toEqual({ status: 'Expired' });
  });
});

it('does not reveal through an email change that an address has an account', async () => {
  const { client } = await signInByCode(running.base, 'mover@example.com');
  await signInByCode(running.base, 'taken@example.com');
  const taken = await client.post('/api/account/email', { newEmail: 'taken@example.com' });
  const free = await client.post('/api/account/email', { newEmail: 'free@example.com' });
  expect([taken.status, taken.body]).toEqual([free.status, free.body]);
  await waitForMail(running.base, 'free@example.com', (m) => m.subject === 'Confirm your new email');
  const toTaken = await (await fetch(`${running.base}/api/dev/mailbox?to=taken@example.com`)).json();
  expect((toTaken as { subject: string }[]).map((m) => m.subject)).not.toContain('Confirm your new email');
});
