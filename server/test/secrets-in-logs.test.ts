import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, devMailSchema, type DevMail } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient, codeIn, tokenIn, waitForMail } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';

// Secrets and codes never reach the logs (spec §6): the server and the worker run at
// LOG_LEVEL=debug (the chattiest), everything they write is collected, and every secret that
// went through them — sign-in codes, link tokens, passwords, access and refresh tokens, the
// signing secret, the metrics token, contact-export links — is looked for in it, plain and
// URL-encoded, after the journeys that handle them, the failed attempts included.

const written: string[] = [];
const secrets = new Map<string, string>();
const keep = (what: string, value: string | undefined) => {
  if (value) secrets.set(`${what} ${secrets.size}`, value);
};

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let restore: () => void;

beforeAll(async () => {
  const capture = (stream: NodeJS.WriteStream) => {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as typeof stream.write;
    return () => {
      stream.write = original;
    };
  };
  const restoreOut = capture(process.stdout);
  const restoreErr = capture(process.stderr);
  restore = () => {
    restoreOut();
    restoreErr();
  };
  const authSecret = randomBytes(24).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  keep('AUTH_SECRET', authSecret);
  keep('METRICS_TOKEN', metricsToken);
  running = await startAppWithWorker({ LOG_LEVEL: 'debug', AUTH_SECRET: authSecret, METRICS_TOKEN: metricsToken });
}, 60_000);

afterAll(async () => {
  await running?.stop();
  restore?.();
});

it('writes no secret and no code to the logs, at the most detailed level', async () => {
  const base = running.base;
  const since = () => new Date(Date.now() - 1).toISOString();

  // Sign-in by code, a wrong code first.
  const email = `secrets-${randomUUID().slice(0, 8)}@example.com`;
  const wrong = await new HttpClient(base).post('/api/login/otp/generate', { email });
  await new HttpClient(base).post('/api/login/otp/verify', { sessionId: wrong.body.sessionId, code: '000000' });
  const { client, session } = await signInByCode(base, email);
  keep('access token', session.accessToken);
  for (const value of client.cookies.values()) keep('cookie', value);
  for (const mail of await mailbox(email)) if (/\b\d{6}\b/.test(mail.text)) keep('code', codeIn(mail));
  const refreshed = await client.post('/api/auth/refresh');
  keep('refreshed access token', refreshed.body.accessToken);
  for (const value of client.cookies.values()) keep('rotated cookie', value);

  // A magic link, opened once well and once wrong.
  let at = since();
  const linkClient = new HttpClient(base);
  await linkClient.post('/api/login/link', { email });
  const link = await waitForMail(base, email, (mail) => mail.createdAt >= at && /token=/.test(mail.text));
  keep('magic link token', decodeURIComponent(tokenIn(link)));
  for (const value of linkClient.cookies.values()) keep('device cookie', value);
  const opened = await linkClient.post('/api/login/link/verify', { token: decodeURIComponent(tokenIn(link)) });
  keep('link session token', opened.body.session?.accessToken);
  await new HttpClient(base).post('/api/login/link/verify', { token: decodeURIComponent(tokenIn(link)) });

  // Password: sign up, verify, a wrong password, sign in, reset.
  const passwordEmail = `secrets-pw-${randomUUID().slice(0, 8)}@example.com`;
  const password = `first-${randomBytes(8).toString('hex')}`;
  const newPassword = `second-${randomBytes(8).toString('hex')}`;
  keep('password', password);
  keep('new password', newPassword);
  const visitor = new HttpClient(base);
  await visitor.post('/api/login/password/signup', { email: passwordEmail, password });
  const verification = await waitForMail(base, passwordEmail);
  keep('verification token', decodeURIComponent(tokenIn(verification)));
  await visitor.post('/api/login/password/verify', { token: decodeURIComponent(tokenIn(verification)) });
  await visitor.post('/api/login/password/signin', { email: passwordEmail, password: `${password}-wrong` });
  const signedIn = await visitor.post('/api/login/password/signin', { email: passwordEmail, password });
  keep('password session token', signedIn.body.accessToken);
  at = since();
  await visitor.post('/api/login/password/reset', { email: passwordEmail });
  const reset = await waitForMail(base, passwordEmail, (mail) => mail.createdAt >= at && /token=/.test(mail.text));
  keep('reset token', decodeURIComponent(tokenIn(reset)));
  await visitor.post('/api/login/password/reset/confirm', { token: decodeURIComponent(tokenIn(reset)), password: newPassword });

  // Metrics with the token and with a wrong one.
  await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${secrets.get('METRICS_TOKEN 1')}` } });
  await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-wrong-token' } });

  // A contact export: its emailed download link.
  const db = running.app.get(DataSource);
  const id = randomUUID();
  await new DraftEventStore(db).createDraft({ userId: session.user.id, document: createDefaultSiteDocument({ id, businessName: 'Secret Salon' }) });
  at = since();
  await client.post(`/api/websites/${id}/export-contacts`);
  const exported = await waitForMail(base, email, (mail) => mail.createdAt >= at && mail.subject.startsWith('Your contacts'));
  keep('export token', decodeURIComponent(/token=([^\s&"]+)/.exec(exported.text)![1]));

  // Let the worker finish writing what it writes about these jobs.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const logs = written.join('');
  expect(logs.length).toBeGreaterThan(1000);
  const found = [...secrets].filter(([, value]) => value.length >= 6 && (logs.includes(value) || logs.includes(encodeURIComponent(value))));
  expect(secrets.size).toBeGreaterThanOrEqual(15);
  expect(found.map(([what]) => what)).toEqual([]);
}, 120_000);

async function mailbox(to: string): Promise<DevMail[]> {
  return devMailSchema.array().parse(await (await fetch(`${running.base}/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json());
}
