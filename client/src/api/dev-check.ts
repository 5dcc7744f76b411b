import { API_ROUTES, ERROR_MESSAGES, errorCodeSchema, type ApiRouteKey } from '@frontdoor/shared';
import type { ApiResult } from './api-result';

/**
 * Development only (loaded lazily by api.ts, never in a production bundle): an answer is parsed
 * with its route's response schema, so a server that drifts from the contract is seen at once.
 * A malformed answer becomes the catalogue's 'internal' failure, with the schema's complaint in
 * the console; a well-formed one is passed on as it came (as production would see it). An error
 * whose code is not in the catalogue is reported too.
 */
export async function checkAnswer(key: ApiRouteKey, result: ApiResult<unknown>): Promise<ApiResult<unknown>> {
  const route = API_ROUTES.find((candidate) => `${candidate.method} ${candidate.path}` === key);
  if (!route) throw new Error(`${key} is not in the API contract`);
  if (!result.ok) {
    if (result.status !== 0 && !errorCodeSchema.safeParse(result.code).success) console.error(`${key} answered an error code outside the catalogue: ${result.code}`);
    return result;
  }
  const schema = route.response.body;
  if (!schema || result.status === 204) return result;
  const parsed = await schema.safeParseAsync(result.data);
  if (parsed.success) return result;
  console.error(`${key} answered outside the contract`, parsed.error.issues);
  return { ok: false, status: result.status, code: 'internal', message: ERROR_MESSAGES.internal };
}
