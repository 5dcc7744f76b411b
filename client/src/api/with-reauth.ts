import type { ApiResult } from './api-result';

/**
 * Runs an account change; when the server wants a recent sign-in ('reauth-required'), asks the
 * user to sign in again and runs it once more. Cancelling keeps the first answer.
 */
export async function withReauth<T>(run: () => Promise<ApiResult<T>>, reauthenticate: () => Promise<boolean>, onReauth?: () => void): Promise<ApiResult<T>> {
  const first = await run();
  if (first.ok || first.code !== 'reauth-required') return first;
  onReauth?.();
  return (await reauthenticate()) ? run() : first;
}
