import { applyDecorators, createParamDecorator, HttpCode, RequestMapping, RequestMethod, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { API_ROUTES, ERROR_DETAILS, needsSignIn, type ApiRoute, type ApiRouteKey, type ApiRouteOf, type HttpMethod } from '@frontdoor/shared';
import { AuthGuard } from '../auth/auth.guard.js';
import { CheckWebsiteAccess, WebsiteAccessGuard } from '../drafts/website-access.guard.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { AppError } from './app-error.js';
import { parseBody } from './zod-body.js';

// Every API route is registered from its entry in the contract (shared/src/api/contract.ts): the
// handler names the route's key, and its method, path, success status, sign-in guard and rate
// limits come from the entry; its body and query are parsed with the entry's schemas. No handler
// states a path or picks a schema (scripts/lint/contract-routes.mjs fails a route without a handler).

const ROUTE = Symbol('api-route');
const BY_KEY = new Map<string, ApiRoute>(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route]));
const METHODS: Record<HttpMethod, RequestMethod> = { get: RequestMethod.GET, post: RequestMethod.POST, delete: RequestMethod.DELETE };

/** Nest's `/api/websites/:id` for the contract's `/api/websites/{id}`. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The contract's route for `key` (a key the contract lacks is a type error, and throws here too). */
export function contractRoute(key: ApiRouteKey): ApiRoute {
  const route = BY_KEY.get(key);
  if (!route) throw new Error(`No route ${key} in the API contract`);
  return route;
}

/**
 * Registers the handler as the contract's route `key`: its method and path; its success status
 * (a redirect's handler redirects itself); the bearer-token guard when the route needs sign-in,
 * then the rate limits when it has any, then the website's access check when the route reads its
 * input only after it (`afterAccess`).
 */
export function Route(key: ApiRouteKey): MethodDecorator {
  const route = contractRoute(key);
  const decorators = [RequestMapping({ path: expressPath(route.path), method: METHODS[route.method] }), SetMetadata(ROUTE, route)];
  if (route.response.status < 300) decorators.push(HttpCode(route.response.status));
  const accessFirst = route.request.afterAccess && route.access.kind === 'website' ? route.access.action : null;
  const guards = [...(needsSignIn(route.access) ? [AuthGuard] : []), ...(route.rateLimit?.length ? [RateLimitGuard] : []), ...(accessFirst ? [WebsiteAccessGuard] : [])];
  if (guards.length) decorators.push(UseGuards(...guards));
  if (route.rateLimit?.length) decorators.push(RateLimit(...route.rateLimit));
  if (accessFirst) decorators.push(CheckWebsiteAccess(accessFirst));
  return applyDecorators(...decorators);
}

function routeOf(context: ExecutionContext): ApiRoute {
  const route = Reflect.getMetadata(ROUTE, context.getHandler()) as ApiRoute | undefined;
  if (!route) throw new Error(`${context.getClass().name}.${context.getHandler().name} has no @Route`);
  return route;
}

/** The request's body parsed with its route's schema (400 with the schema's wording when it does not fit). */
export const RouteBody = createParamDecorator((_: unknown, context: ExecutionContext): unknown => {
  const { request } = routeOf(context);
  if (!request.body) throw new Error(`${context.getHandler().name}: its route takes no body`);
  try {
    return parseBody(request.body, context.switchToHttp().getRequest<Request>().body);
  } catch (error) {
    const field = error instanceof AppError ? error.details?.[0]?.path : undefined;
    const detail = field === undefined ? undefined : request.fieldErrors?.[field];
    if (!detail) throw error;
    const { code, message } = ERROR_DETAILS[detail];
    throw new AppError(code, 400, message);
  }
});

/** The request's query parsed with its route's schema. */
export const RouteQuery = createParamDecorator((_: unknown, context: ExecutionContext): unknown => {
  const schema = routeOf(context).request.query;
  if (!schema) throw new Error(`${context.getHandler().name}: its route takes no query`);
  return parseBody(schema, context.switchToHttp().getRequest<Request>().query);
});

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;
/** A route's body as its schema gives it, for the handler's `@RouteBody()` parameter. */
export type RouteBodyOf<Key extends ApiRouteKey> = Parsed<ApiRouteOf<Key>['request']['body']>;
/** A route's query as its schema gives it, for the handler's `@RouteQuery()` parameter. */
export type RouteQueryOf<Key extends ApiRouteKey> = Parsed<ApiRouteOf<Key>['request'] extends { query: infer Query } ? Query : never>;

/** The body parsed with its route's schema, or `null` when it does not fit: for calls that answer a wrong body as an expired link or a wrong code, not with 400. */
export const RouteBodyOrNull = createParamDecorator((_: unknown, context: ExecutionContext): unknown => {
  const schema = routeOf(context).request.body;
  if (!schema) throw new Error(`${context.getHandler().name}: its route takes no body`);
  const parsed = schema.safeParse(context.switchToHttp().getRequest<Request>().body);
  return parsed.success ? parsed.data : null;
});
