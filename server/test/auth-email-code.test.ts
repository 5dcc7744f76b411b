import { DataSource } from 'typeorm';
import { OTP_MESSAGES, authSessionSchema, errorBodySchema, otpVerifyResponseSchema } from '@frontdoor/shared';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient, codeIn, waitForMail } from './support/http-client.js';

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let db: DataSource;

beforeAll(async () => {
  running = await startAppWithWorker();
  db = running.app.get(DataSource);
});
afterAll(() => running?.stop());

async function requestCode(client: HttpClient, email: string) {
  const res = await client.post('/api/login/otp/generate', { email });
  expect(res.status).toBe(200);
  const mail = await waitForMail(running.base, email, (m) => m.subject.startsWith('Your Frontdoor code'));
  return { sessionId: res.body.sessionId as string, code: codeIn(mail), mail };
}

it('emails a six-digit code in HTML and text, and a new email becomes a signed-in account', async () => {
  const client = new HttpClient(running.base);
  const { sessionId, code, mail } = await requestCode(client, 'New.Owner@Example.com ');
  expect(mail.to).toBe('new.owner@example.com');
  expect(mail.html).toContain(code);
  expect(mail.text).toContain(code);
  // Stored hashed, never in clear.
  const [row] = await db.query(`SELECT code_hash FROM otp_sessions WHERE id = $1`, [sessionId]);
  expect(row.code_hash).not.toContain(code);
  expect(row.code_hash).toMatch(/^\$argon2id\$/);

  const verified = await client.post('/api/login/otp/verify', { sessionId, code });
  const body = otpVerifyResponseSchema.parse(verified.body);
  expect(body.status).toBe('Success');
  const session = authSessionSchema.parse(body.status === 'Success' && body.session);
  expect(session.user).toMatchObject({ email: 'new.owner@example.com', emailVerified: true, providers: ['email'] });
  expect(client.cookies.has('fd_refresh')).toBe(true);
  const setCookie = verified.headers.getSetCookie().find((c) => c.startsWith('fd_refresh='))!;
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Strict/i);

  client.accessToken = session.accessToken;
  expect((await client.get('/api/auth/me')).body.email).toBe('new.owner@example.com');
});

it('uses a code once', async () => {
  const client = new HttpClient(running.base);
  const { sessionId, code } = await requestCode(client, 'once@example.com');
  expect((await client.post('/api/login/otp/verify', { sessionId, code })).body.status).toBe('Success');
  expect((await client.post('/api/login/otp/verify', { sessionId, code })).body).toEqual({ status: 'InvalidSession' });
});

it('expires a code after ten minutes', async () => {
  const client = new HttpClient(running.base);
  const { sessionId, code } = await requestCode(client, 'late@example.com');
  await db.query(`UPDATE otp_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sessionId]);
  expect((await client.post('/api/login/otp/verify', { sessionId, code })).body).toEqual({ status: 'ExpiredCode' });
  const [row] = await db.query(`SELECT expires_at - created_at AS ttl FROM otp_sessions WHERE id = $1`, [sessionId]);
  expect(row.ttl).toBeDefined();
});

it('allows five wrong tries, then the session is over even for the right code', async () => {
  const client = new HttpClient(running.base);
  const { sessionId, code } = await requestCode(client, 'guesser@example.com');
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) {
    expect((await client.post('/api/login/otp/verify', { sessionId, code: wrong })).body).toEqual({ status: 'InvalidCode' });
  }
  expect((await client.post('/api/login/otp/verify', { sessionId, code })).body).toEqual({ status: 'InvalidSession' });
  expect((await client.post('/api/login/otp/verify', { sessionId: 'not-a-session', code })).body).toEqual({ status: 'InvalidSession' });
});

it('resends a fresh code: the old one stops working', async () => {
  const client = new HttpClient(running.base);
  const first = await requestCode(client, 'resend@example.com');
  const resent = await client.post('/api/login/otp/resend', { sessionId: first.sessionId });
  expect(resent.body).toEqual({ sessionId: first.sessionId, message: OTP_MESSAGES.resent });
  const second = await waitForMail(running.base, 'resend@example.com', (m) => m.subject !== first.mail.subject || m.createdAt !== first.mail.createdAt);
  const fresh = codeIn(second);
  if (fresh !== first.code) {
    expect((await client.post('/api/login/otp/verify', { sessionId: first.sessionId, code: first.code })).body).toEqual({ status: 'InvalidCode' });
  }
  expect((await client.post('/api/login/otp/verify', { sessionId: first.sessionId, code: fresh })).body.status).toBe('Success');
});

it('answers a bad email with the catalogue message', async () => {
  const res = await new HttpClient(running.base).post('/api/login/otp/generate', { email: 'not an email' });
  expect(res.status).toBe(400);
  expect(errorBodySchema.parse(res.body).error).toMatchObject({ code: 'invalid-email', message: 'Invalid email.' });
});

it('limits code requests per email and per IP with 429 and a clear message', async () => {
  const client = new HttpClient(running.base);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await client.post('/api/login/otp/generate', { email: 'flood@example.com' })).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  const limited = await client.post('/api/login/otp/generate', { email: 'flood@example.com' });
  expect(limited.status).toBe(429);
  expect(errorBodySchema.parse(limited.body).error).toEqual({
    code: 'rate_limited',
    message: 'Too many requests. Please wait a moment and try again.',
  });
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

  // Per IP: many different addresses from one client are cut off too.
  let lastStatus = 0;
  for (let i = 0; i < 25 && lastStatus !== 429; i++) {
    lastStatus = (await client.post('/api/login/otp/generate', { email: `ip-${i}@example.com` })).status;
  }
  expect(lastStatus).toBe(429);
});
