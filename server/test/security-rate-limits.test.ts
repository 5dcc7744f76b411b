import { randomUUID } from 'node:crypto';
import { OTP_MAX_RESENDS, OTP_MESSAGES, errorBodySchema, otpVerifyResponseSchema } from '@frontdoor/shared';
import { startAppWithWorker } from './support/app-with-worker.js';
import { codeIn, waitForMail } from './support/http-client.js';

// Limits an attacker cannot sidestep (issue 23, item 7): per-address limits count an IPv6 client
// by its /64 (it holds 2^64 addresses) and an IPv4-mapped address as its IPv4 address; the
// emailed code can be resent only a few times per sign-in attempt.

let running: Awaited<ReturnType<typeof startAppWithWorker>>;

beforeAll(async () => {
  // Forwarded addresses are believed from loopback, where the test's requests come from.
  running = await startAppWithWorker({ TRUST_PROXY: 'loopback' });
});
afterAll(() => running?.stop());

/** A POST as it reaches the app through a proxy that says the client is `address`. */
async function post(path: string, body: unknown, address: string) {
  const res = await fetch(`${running.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

// POST /api/login/otp/resend allows 10 requests per address in 15 minutes.
const RESEND_LIMIT_PER_ADDRESS = 10;
const resend = (address: string) => post('/api/login/otp/resend', { sessionId: randomUUID() }, address);

it('counts every address of one IPv6 /64 together', async () => {
  for (let i = 1; i <= RESEND_LIMIT_PER_ADDRESS; i++) {
    // A new address for every request, all in 2001:db8:aa:bb::/64.
    const answer = await resend(`2001:db8:aa:bb:${i.toString(16)}:${((i * 7919) & 0xffff).toString(16)}::${i.toString(16)}`);
    expect(answer.status).toBe(400);
  }
  const over = await resend('2001:db8:aa:bb:ffff:ffff:ffff:ffff');
  expect(over.status).toBe(429);
  expect(errorBodySchema.parse(over.body).error.code).toBe('rate_limited');
  // Another /64 has a limit of its own.
  expect((await resend('2001:db8:aa:bc::1')).status).toBe(400);
});

it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
  for (let i = 0; i < RESEND_LIMIT_PER_ADDRESS; i++) {
    expect((await resend(i % 2 ? '198.51.100.7' : '::ffff:198.51.100.7')).status).toBe(400);
  }
  expect((await resend('::ffff:c633:6407')).status).toBe(429);
  expect((await resend('198.51.100.8')).status).toBe(400);
});

it(`resends the emailed code at most ${OTP_MAX_RESENDS} times per sign-in attempt, saying so, and the last code still works`, async () => {
  const email = 'resender@example.com';
  // Each request from an address of its own: only the per-attempt limit is in play.
  let n = 0;
  const from = () => `192.0.2.${++n}`;
  const generated = await post('/api/login/otp/generate', { email }, from());
  const { sessionId } = generated.body;
  for (let i = 0; i < OTP_MAX_RESENDS; i++) {
    const resent = await post('/api/login/otp/resend', { sessionId }, from());
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(OTP_MESSAGES.resent);
  }
  const mailbox = async () => (await (await fetch(`${running.base}/api/dev/mailbox?to=${email}`)).json()) as { createdAt: string }[];
  for (let i = 0; i < 100 && (await mailbox()).length < 1 + OTP_MAX_RESENDS; i++) await new Promise((r) => setTimeout(r, 100));
  const since = new Date().toISOString();
  const refused = await post('/api/login/otp/resend', { sessionId }, from());
  expect(refused.status).toBe(429);
  expect(errorBodySchema.parse(refused.body).error).toEqual({ code: 'rate_limited', message: OTP_MESSAGES.resendLimit });
  // No code was sent for the refused request...
  await new Promise((r) => setTimeout(r, 500));
  const sent = await mailbox();
  expect(sent.filter((m) => m.createdAt >= since)).toEqual([]);
  expect(sent).toHaveLength(1 + OTP_MAX_RESENDS);
  // ...and the last one sent still signs in.
  const last = await waitForMail(running.base, email);
  const verified = otpVerifyResponseSchema.parse((await post('/api/login/otp/verify', { sessionId, code: codeIn(last) }, from())).body);
  expect(verified.status).toBe('Success');
});

it('does not let parallel resends go past the limit', async () => {
  const email = 'parallel-resender@example.com';
  let n = 0;
  const from = () => `192.0.2.${100 + ++n}`;
  const { sessionId } = (await post('/api/login/otp/generate', { email }, from())).body;
  const answers = await Promise.all(Array.from({ length: 8 }, () => post('/api/login/otp/resend', { sessionId }, from())));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(OTP_MAX_RESENDS);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(8 - OTP_MAX_RESENDS);
});
