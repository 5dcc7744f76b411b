import type { z } from 'zod';
import type { ApiRouteKey, ApiRouteOf } from '@frontdoor/shared';

// The types of every call, derived from the route contract (shared/src/api/contract.ts): a
// route's params, query and body are what its zod schemas accept, its answer what its response
// schema gives. Types only: nothing here reaches the bundle.

type Request<Key extends ApiRouteKey> = ApiRouteOf<Key>['request'];
type SchemaOf<Value> = Value extends z.ZodType ? Value : never;
type Part<Name extends string, Schema> = [Schema] extends [never] ? { [N in Name]?: never } : { [N in Name]: z.input<Schema> };
type Flatten<T> = { [K in keyof T]: T[K] };

/** What a call takes: `params` (the path's `{names}`), `query` and `body`, as the contract says. */
export type ApiInput<Key extends ApiRouteKey> = Flatten<
  Part<'params', SchemaOf<Request<Key> extends { params: infer Params } ? Params : never>> &
    Part<'query', SchemaOf<Request<Key> extends { query: infer Query } ? Query : never>> &
    Part<'body', SchemaOf<Request<Key>['body']>> & {
      /** Aborting it drops the answer (a newer question replaced this one). */
      signal?: AbortSignal;
    }
>;

/** What a call answers on success; `undefined` for a route without content (204). */
export type ApiOutput<Key extends ApiRouteKey> = ApiRouteOf<Key>['response']['body'] extends infer Body extends z.ZodType ? z.output<Body> : undefined;

type AccessKind<Key extends ApiRouteKey> = ApiRouteOf<Key>['access']['kind'];

/** Calls anyone may make, sent without the bearer token (sign-in, the wizard, web addresses). */
export type PublicRouteKey = { [Key in ApiRouteKey]: AccessKind<Key> extends 'public' | 'link' ? Key : never }[ApiRouteKey];

/** Calls of the session cookie and of development only, which the app's screens do not make. */
type OtherRouteKey = { [Key in ApiRouteKey]: AccessKind<Key> extends 'session-cookie' | 'development' ? Key : never }[ApiRouteKey];

/** Calls made with the bearer token of the session (refreshed as needed). */
export type SignedInRouteKey = Exclude<ApiRouteKey, PublicRouteKey | OtherRouteKey>;

/** The arguments after the route's key: the input may be left out when nothing in it is required. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends X` asks whether every field of X is optional
export type InputArgs<Key extends ApiRouteKey> = {} extends ApiInput<Key> ? [input?: ApiInput<Key>] : [input: ApiInput<Key>];
