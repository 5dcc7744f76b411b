import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, devMailSchema, type DevMail } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient, codeIn, tokenIn, waitForMail } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';
import { startTestServer } from './support/test-server.js';
import { createTestContext } from './support/test-env.js';

/**
 * Issue 23 item 9: sign-in codes and links, reset links and export links never rest in Redis as
 * plain text. Whoever can read Redis (its port, a backup, a memory dump, a shared instance) must
 * not find a code or a token in a job's data, its return value or its failure, in any key.
 */

let running: Awaited<ReturnType<typeof startAppWithWorker>>;

beforeAll(async () => {
  running = await startAppWithWorker({ AUTH_SECRET: randomBytes(24).toString('hex') });
});
afterAll(() => running?.stop());

/** Every value of every key under this test's Redis prefix, whatever its type, as text. */
async function everythingInRedis(prefix: string): Promise<{ keys: number; text: string }> {
  const redis = new Redis(running.env.REDIS_URL);
  const parts: string[] = [];
  let keys = 0;
  try {
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      for (const key of found) {
        keys++;
        parts.push(key);
        const type = await redis.type(key);
        if (type === 'string') parts.push(String(await redis.get(key)));
        else if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') parts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
        else if (type === 'set') parts.push(JSON.stringify(await redis.smembers(key)));
        else if (type === 'zset') parts.push(JSON.stringify(await redis.zrange(key, 0, -1, 'WITHSCORES')));
        else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
        else if (type !== 'none') throw new Error(`a ${type} key this scan cannot read: ${key}`);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return { keys, text: parts.join('\n') };
}

async function mailbox(to: string): Promise<DevMail[]> {
  return devMailSchema.array().parse(await (await fetch(`${running.base}/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json());
}

it('keeps no sign-in code, link, reset or export token in Redis, and the mail still arrives with them', async () => {
  const base = running.base;
  const secrets = new Map<string, string>();
  const since = () => new Date(Date.now() - 1).toISOString();

  // A sign-in code, used: the mail carries the right code.
  const email = `at-rest-${randomUUID().slice(0, 8)}@example.com`;
  const { client, session } = await signInByCode(base, email);
  const [codeMail] = await mailbox(email);
  secrets.set('sign-in code', codeIn(codeMail));

  // A code requested and not used yet (its job data is what would rest in Redis).
  let at = since();
  const pending = await new HttpClient(base).post('/api/login/otp/generate', { email });
  expect(pending.status).toBe(200);
  const pendingMail = await waitForMail(base, email, (mail) => mail.createdAt >= at && /\b\d{6}\b/.test(mail.text));
  secrets.set('pending code', codeIn(pendingMail));
  // The code that arrived is the one that signs in.
  const verified = await new HttpClient(base).post('/api/login/otp/verify', { sessionId: pending.body.sessionId, code: codeIn(pendingMail) });
  expect(verified.status).toBe(200);

  // A magic link.
  at = since();
  await new HttpClient(base).post('/api/login/link', { email });
  const link = await waitForMail(base, email, (mail) => mail.createdAt >= at && /token=/.test(mail.text));
  secrets.set('magic link token', decodeURIComponent(tokenIn(link)));

  // A password account: its verification link, then a reset link.
  const passwordEmail = `at-rest-pw-${randomUUID().slice(0, 8)}@example.com`;
  const visitor = new HttpClient(base);
  await visitor.post('/api/login/password/signup', { email: passwordEmail, password: `pw-${randomBytes(8).toString('hex')}` });
  const verification = await waitForMail(base, passwordEmail, (mail) => /token=/.test(mail.text));
  secrets.set('verification token', decodeURIComponent(tokenIn(verification)));
  at = since();
  await visitor.post('/api/login/password/reset', { email: passwordEmail });
  const reset = await waitForMail(base, passwordEmail, (mail) => mail.createdAt >= at && mail.subject === 'Reset your password');
  secrets.set('reset token', decodeURIComponent(tokenIn(reset)));

  // A contact export: its emailed download link.
  const id = randomUUID();
  await new DraftEventStore(running.app.get(DataSource)).createDraft({
    userId: session.user.id,
    document: createDefaultSiteDocument({ id, businessName: 'Quiet Salon' }),
  });
  at = since();
  expect((await client.post(`/api/websites/${id}/export-contacts`)).status).toBe(202);
  const exported = await waitForMail(base, email, (mail) => mail.createdAt >= at && mail.subject.startsWith('Your contacts'));
  secrets.set('export token', decodeURIComponent(/token=([^\s&"]+)/.exec(exported.text)![1]));

  expect(secrets.size).toBe(6);
  for (const value of secrets.values()) expect(value.length).toBeGreaterThanOrEqual(6);

  const { keys, text } = await everythingInRedis(`${running.env.REDIS_PREFIX}:`);
  // The jobs are there (kept a day after they finish), only sealed.
  expect(keys).toBeGreaterThan(5);
  expect(text).toMatch(/\\"sealed\\"/);
  const found = [...secrets].filter(([, value]) => text.includes(value) || text.includes(encodeURIComponent(value))).map(([what]) => what);
  expect(found).toEqual([]);
  // Nor what the messages say.
  expect(text).not.toContain('Reset your password');
  expect(text).not.toContain('Your Frontdoor code');
}, 60_000);

describe('the development mailbox', () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production', AUTH_SECRET: randomBytes(24).toString('hex') }],
    ['NODE_ENV unset', { NODE_ENV: undefined }],
  ])('does not exist with %s', async (_label, overrides) => {
    const context = await createTestContext(overrides as unknown as Record<string, string>);
    const { app, base } = await startTestServer(context.env);
    try {
      const res = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent('anyone@example.com')}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('[');
    } finally {
      await app.close();
      await context.cleanup();
    }
  });
});
