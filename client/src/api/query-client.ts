import { QueryClient, queryOptions, useMutation, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import type { ApiRouteKey } from '@frontdoor/shared';
import { subscribeLiveSignals } from '../app/live-signals';
import { authClient } from '../auth/session';
import { api, publicApi } from './api';
import type { ApiResult } from './api-result';
import type { ApiInput, ApiOutput, InputArgs, PublicRouteKey, SignedInRouteKey } from './contract-types';
import { invalidationsFor } from './live-invalidation';
import { withReauth } from './with-reauth';

/**
 * The cache of server state for this tab (TanStack Query). Its hooks are given this client
 * rather than a provider in the app shell, so the library loads with the first screen that reads
 * the API and never with a marketing page.
 *
 * A screen reads afresh when it opens (an answer is forgotten once no screen shows it), so what
 * the user just changed is what they see; while screens are open, live events
 * (live-invalidation.ts) and the writes that change something say when a read is out of date. A
 * failed read shows its error at once (no retries), offline included, and nothing is read again
 * behind the user's back on focus or when the browser comes online.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: 0, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// One session's answers: when the user signs out (or another signs in) the cache starts empty,
// so no screen shows the previous account's websites while it reads.
let cachedFor: string | null = null;
const userOf = () => {
  const state = authClient.getState();
  return state.status === 'signed-in' ? state.user.id : null;
};
authClient.subscribe(() => {
  const user = userOf();
  if (user === cachedFor || (user === null && authClient.getState().status === 'loading')) return;
  if (cachedFor !== null) queryClient.removeQueries();
  cachedFor = user;
});
cachedFor = userOf();

// A failed read's error is the API's failure (answerOf throws nothing else but bugs).
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** A failed call as a thrown error, for TanStack Query: the ApiResult failure it came from. */
export class ApiError extends Error {
  constructor(readonly failure: Extract<ApiResult<unknown>, { ok: false }>) {
    super(failure.message);
  }
  get code() {
    return this.failure.code;
  }
  get status() {
    return this.failure.status;
  }
}

/** The answer of a call that succeeded, or throws its failure as an ApiError. */
async function answerOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

/** A read's cache key: the route's key, then what identifies the answer (params, query). */
export const routeQueryKey = (key: ApiRouteKey, identity?: object): QueryKey => (identity ? [key, identity] : [key]);

/** A read of a signed-in call for useQuery: keyed by the route and its input, failures thrown as ApiError. */
export function apiQuery<Key extends SignedInRouteKey>(key: Key, ...[input]: InputArgs<Key>) {
  const call = api as (key: Key, input: object) => ReturnType<typeof api<Key>>;
  return queryOptions({ queryKey: routeQueryKey(key, input), queryFn: ({ signal }) => answerOf(call(key, { ...input, signal })) });
}

/** The same for a public call. */
export function publicQuery<Key extends PublicRouteKey>(key: Key, ...[input]: InputArgs<Key>) {
  const call = publicApi as (key: Key, input: object) => ReturnType<typeof publicApi<Key>>;
  return queryOptions({ queryKey: routeQueryKey(key, input), queryFn: ({ signal }) => answerOf(call(key, { ...input, signal })) });
}

/**
 * What a write hook takes besides its route: TanStack Query's callbacks (onSuccess, onError,
 * onSettled) and, for account changes, `reauth`: when the server wants a recent sign-in
 * ('reauth-required') the user is asked to sign in again (`onAsk` says so first) and the call
 * runs once more; cancelling keeps the first failure.
 */
type WriteOptions<Key extends ApiRouteKey> = Omit<UseMutationOptions<ApiOutput<Key>, ApiError, ApiInput<Key>>, 'mutationFn' | 'mutationKey'> & {
  reauth?: { reauthenticate: () => Promise<boolean>; onAsk?: () => void };
};

/**
 * A write of a signed-in call as a mutation: `mutate(input)` sends it; `isPending`, `error` (the
 * API's failure, with its message) and `isSuccess` are the screen's busy, error and done states,
 * so no screen keeps flags of its own. The input and answer are the contract's types.
 */
export function useApiMutation<Key extends SignedInRouteKey>(key: Key, { reauth, ...options }: WriteOptions<Key> = {}) {
  const call = api as (key: Key, input: object) => ReturnType<typeof api<Key>>;
  const send = (input: ApiInput<Key>) => (reauth ? withReauth(() => call(key, input), reauth.reauthenticate, reauth.onAsk) : call(key, input));
  return useMutation<ApiOutput<Key>, ApiError, ApiInput<Key>>({ ...options, mutationKey: [key], mutationFn: (input) => answerOf(send(input)) }, queryClient);
}

/** The same for a public call (no session needed): its busy, error and done states from the mutation. */
export function usePublicMutation<Key extends PublicRouteKey>(key: Key, options: Omit<WriteOptions<Key>, 'reauth'> = {}) {
  const call = publicApi as (key: Key, input: object) => ReturnType<typeof publicApi<Key>>;
  return useMutation<ApiOutput<Key>, ApiError, ApiInput<Key>>({ ...options, mutationKey: [key], mutationFn: (input) => answerOf(call(key, input)) }, queryClient);
}

/** A public call's answer, or its failure thrown as an ApiError: the steps of a write made of several calls (useCallsMutation). */
export function callPublic<Key extends PublicRouteKey>(key: Key, ...[input]: InputArgs<Key>): Promise<ApiOutput<Key>> {
  const call = publicApi as (key: Key, input?: object) => ReturnType<typeof publicApi<Key>>;
  return answerOf(call(key, input));
}

/**
 * A write that is more than one call, or a call and what must finish before the screen moves on
 * (a new code when the old session is gone; signing in once the code is right), as one mutation:
 * `run` makes its calls with callPublic, and its busy, error and done states are the mutation's.
 */
export function useCallsMutation<Input, Output>(run: (input: Input) => Promise<Output>, options: Omit<UseMutationOptions<Output, ApiError, Input>, 'mutationFn'> = {}) {
  return useMutation<Output, ApiError, Input>({ ...options, mutationFn: run }, queryClient);
}

/** Marks every cached answer of a route as out of date (for one set of params when given): screens showing it read again. */
export const invalidateRoute = (key: ApiRouteKey, identity?: object) => queryClient.invalidateQueries({ queryKey: routeQueryKey(key, identity) });

// Live events mark what they change as out of date; a reconnect (events may have been missed)
// marks everything, so a screen that was showing something re-reads it.
subscribeLiveSignals((signal) => {
  const invalidations = invalidationsFor(signal);
  if (invalidations === null) void queryClient.invalidateQueries();
  else for (const { key, identity } of invalidations) void invalidateRoute(key, identity);
});
