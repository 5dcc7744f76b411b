import type { AuthSession, TokenSignInResponse } from '@frontdoor/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiResult } from '../api/api-result';
import { authClient } from './session';
import { useOnce } from './use-once';

export type TokenOutcome =
  | { kind: 'verifying' }
  | { kind: 'success'; session: AuthSession }
  | { kind: 'expired' }
  /** The link is bound to the browser that asked for it (a verification link: the one that knew the password). */
  | { kind: 'invalid-device' }
  | { kind: 'failed'; message: string; retry: () => void };

/**
 * Spends the `token` of an emailed link once (verify email, confirm a new email) and says how it
 * went. `onSuccess` runs inside the same once-only job, so a remount cannot run it twice.
 */
export function useTokenLink(
  name: string,
  verify: (token: string) => Promise<ApiResult<TokenSignInResponse>>,
  onSuccess: (session: AuthSession) => Promise<void>,
): TokenOutcome {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [attempt, setAttempt] = useState(0);
  const result = useOnce(`${name}:${token}:${attempt}`, async (): Promise<ApiResult<TokenSignInResponse>> => {
    if (!token) return { ok: true, status: 200, data: { status: 'Expired' } };
    // Let the restore on load finish first, so its refresh cookie cannot land after this one's.
    await authClient.restore();
    const answer = await verify(token);
    if (answer.ok && answer.data.status === 'Success') await onSuccess(answer.data.session);
    return answer;
  });
  if (result === undefined) return { kind: 'verifying' };
  if (!result.ok) return { kind: 'failed', message: result.message, retry: () => setAttempt((n) => n + 1) };
  if (result.data.status === 'Success') return { kind: 'success', session: result.data.session };
  return result.data.status === 'InvalidDevice' ? { kind: 'invalid-device' } : { kind: 'expired' };
}
