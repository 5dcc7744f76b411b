import type { ErrorBody, ErrorCode } from '@frontdoor/shared';

/**
 * What every call to the API resolves to: the parsed body, or the error the server answered with
 * in the shared shape (`{"error": {"code", "message"}}`, shared/src/api/errors.ts): its code from
 * the catalogue and the message to show. Expected failures are values, so screens switch on
 * `code` and show `message` without try/catch.
 */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; code: ErrorCode; message: string; details?: ErrorBody['error']['details'] };

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

// The catalogue's wording for the two failures that never reach the server's error body. Kept
// here (not imported from shared's auth module) so the app's first bundle stays free of zod.
const NETWORK_FAILED = 'Network connectivity failed.';
const UNKNOWN = 'An unknown error has occurred. Please try again.';

export const networkFailure = (): ApiFailure => ({ ok: false, status: 0, code: 'network-request-failed', message: NETWORK_FAILED });

/** Turns a fetch Response into an ApiResult; a 204 (or empty body) is `data: undefined`. */
export async function toResult<T>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)?.error;
  return {
    ok: false,
    status: response.status,
    // The server answers codes of the catalogue only (development checks it: dev-check.ts).
    code: typeof error?.code === 'string' ? (error.code as ErrorCode) : 'unknown',
    message: typeof error?.message === 'string' && error.message ? error.message : UNKNOWN,
    ...(Array.isArray(error?.details) && { details: error.details as NonNullable<ErrorBody['error']['details']> }),
  };
}

export type JsonRequest = { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; headers?: Record<string, string> };

/**
 * The RequestInit for a JSON call; cookies go along on same-origin requests only. A file (a
 * Blob, for the upload calls) is sent as its bytes rather than as JSON.
 */
export function jsonInit({ method = 'POST', body, headers = {} }: JsonRequest = {}): RequestInit {
  const file = body instanceof Blob;
  return {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': file ? 'application/octet-stream' : 'application/json' }), ...headers },
    body: body === undefined ? undefined : file ? body : JSON.stringify(body),
  };
}
