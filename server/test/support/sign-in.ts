import { authSessionSchema, type AuthSession } from '@frontdoor/shared';
import { HttpClient, codeIn, waitForMail } from './http-client.js';

/** Signs a browser-like client in by email code; the client keeps the cookie and access token. */
export async function signInByCode(base: string, email: string, client = new HttpClient(base)): Promise<{ client: HttpClient; session: AuthSession }> {
  const since = new Date().toISOString();
  const { status, body } = await client.post('/api/login/otp/generate', { email });
  if (status !== 200) throw new Error(`code request answered ${status}: ${JSON.stringify(body)}`);
  const mail = await waitForMail(base, email, (m) => m.subject.startsWith('Your Frontdoor code') && m.createdAt >= since);
  const verified = await client.post('/api/login/otp/verify', { sessionId: body.sessionId, code: codeIn(mail) });
  const session = authSessionSchema.parse(verified.body.session);
  client.accessToken = session.accessToken;
  return { client, session };
}
