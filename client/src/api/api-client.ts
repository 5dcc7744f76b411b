import type { ApiRouteKey } from '@frontdoor/shared';
import { jsonInit, networkFailure, toResult, type ApiResult } from './api-result';
import type { ApiOutput, InputArgs, PublicRouteKey, SignedInRouteKey } from './contract-types';

/** Checks an answer against the route's schemas (development), or leaves it to its type. */
export type AnswerCheck = (key: ApiRouteKey, result: ApiResult<unknown>) => Promise<ApiResult<unknown>>;

export interface ApiClientDeps {
  /** fetch for the public calls. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  /** fetch with the session's bearer token, refreshed first when needed (AuthClient.authorizedFetch). */
  authorizedFetch: (path: string, init: RequestInit) => Promise<Response>;
  /** null in production: answers are trusted by their type and zod stays out of the bundle. */
  check: AnswerCheck | null;
}

/** `/api/websites/{id}` with `{ id }` → `/api/websites/3f…`, each value URL-encoded. */
export function routePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

function requestOf(key: ApiRouteKey, input: { params?: object; query?: object; body?: unknown; signal?: AbortSignal } = {}): { path: string; init: RequestInit } {
  const space = key.indexOf(' ');
  const method = key.slice(0, space).toUpperCase() as 'GET' | 'POST' | 'DELETE';
  let path = routePath(key.slice(space + 1), input.params as Record<string, string> | undefined);
  if (input.query) {
    const query = new URLSearchParams(
      Object.entries(input.query)
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
    if (query.size) path += `?${query}`;
  }
  const init = jsonInit({ method, body: input.body });
  return { path, init: input.signal ? { ...init, signal: input.signal } : init };
}

/**
 * The typed API client: `api('get /api/websites/{id}', { params: { id } })` takes what the route
 * contract says the call takes and resolves to its answer's type, or to the error the server
 * answered (ApiResult). It never throws. Signed-in calls carry the bearer token; public calls
 * (`publicApi`) go without it, as the sign-in calls always have.
 */
export function createApiClient(deps: ApiClientDeps) {
  const send = async (key: ApiRouteKey, run: (path: string, init: RequestInit) => Promise<Response>, input?: object): Promise<ApiResult<unknown>> => {
    const { path, init } = requestOf(key, input);
    let result: ApiResult<unknown>;
    try {
      result = await toResult<unknown>(await run(path, init));
    } catch {
      return networkFailure();
    }
    return deps.check ? deps.check(key, result) : result;
  };
  return {
    api: <Key extends SignedInRouteKey>(key: Key, ...[input]: InputArgs<Key>) => send(key, deps.authorizedFetch, input) as Promise<ApiResult<ApiOutput<Key>>>,
    publicApi: <Key extends PublicRouteKey>(key: Key, ...[input]: InputArgs<Key>) => send(key, deps.fetch, input) as Promise<ApiResult<ApiOutput<Key>>>,
  };
}
