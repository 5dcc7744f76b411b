// The API contract: every route the server answers under /api (and its pictures under /art and
// fonts under /fonts), with who may call it, what it takes, what it answers and how often it may be
// called. One route file per feature (routes/); one source for the server's routes and validation
// (server/src/common/route.decorator.ts), the client's typed calls, the OpenAPI document at
// /api/docs-json, the authorisation matrix test and the fuzz test.

import { HEALTH_ROUTES } from './routes/health.js';
import { SIGN_IN_ROUTES } from './routes/sign-in.js';
import { ACCOUNT_ROUTES } from './routes/account.js';
import { ONBOARDING_ROUTES } from './routes/onboarding.js';
import { WEBSITES_ROUTES } from './routes/websites.js';
import { DESIGNER_ROUTES } from './routes/designer.js';
import { UPLOADS_ROUTES } from './routes/uploads.js';
import { DOMAINS_ROUTES } from './routes/domains.js';
import { INVITES_ROUTES } from './routes/invites.js';
import { VISITOR_FORMS_ROUTES } from './routes/visitor-forms.js';
import { BOOKINGS_ROUTES } from './routes/bookings.js';
import { STATISTICS_ROUTES } from './routes/statistics.js';
import { PICTURES_ROUTES } from './routes/pictures.js';
import { FONTS_ROUTES } from './routes/fonts.js';
import { DEVELOPMENT_ROUTES } from './routes/development.js';
import type { ApiRoute } from './routes/route-kit.js';
import { needsSignIn } from '../rules/route-access.js';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

export type { ApiRoute, HttpMethod, RateLimitRule } from './routes/route-kit.js';
export { idParams, inviteParams, verificationSentSchema } from './routes/route-kit.js';
export { liveSchema } from './routes/health.js';
export { sentResponseSchema, returnToQuerySchema } from './routes/sign-in.js';
export { importRequestSchema } from './routes/onboarding.js';
export {
  publishRequestSchema,
  publishResultSchema,
  handleAvailabilitySchema,
  websiteDetailSchema,
  messageResponseSchema,
  retryResponseSchema,
  downloadQuerySchema,
  jobParams,
  type PublishResult,
  type WebsiteDetail,
} from './routes/websites.js';
export { editControlResponseSchema, editControlRequestSchema } from './routes/designer.js';
export { acceptInviteResponseSchema } from './routes/invites.js';
export { formAnswerSchema, contactFormBodySchema, newsletterFormBodySchema } from './routes/visitor-forms.js';
export {
  BOOKING_FIELD_LIMITS,
  BOOKING_FIELD_MESSAGES,
  BOOKING_LINK_ACTIONS,
  bookingDetailsBodySchema,
  ownerBookingsSchema,
  type BookingLinkAction,
  type OwnerBooking,
} from './routes/bookings.js';
export { artworkQuerySchema, illustrationQuerySchema } from './routes/pictures.js';
export { devMailboxQuerySchema } from './routes/development.js';

// `as const`: each route keeps its literal method, path and schemas, so a client can derive its
// calls' types from this list (ApiRouteKey, ApiRouteOf).
const ROUTES = [
  ...HEALTH_ROUTES,
  ...SIGN_IN_ROUTES,
  ...ACCOUNT_ROUTES,
  ...ONBOARDING_ROUTES,
  ...WEBSITES_ROUTES,
  ...DESIGNER_ROUTES,
  ...UPLOADS_ROUTES,
  ...DOMAINS_ROUTES,
  ...INVITES_ROUTES,
  ...VISITOR_FORMS_ROUTES,
  ...BOOKINGS_ROUTES,
  ...STATISTICS_ROUTES,
  ...PICTURES_ROUTES,
  ...FONTS_ROUTES,
  ...DEVELOPMENT_ROUTES,
] as const satisfies readonly ApiRoute[];

export const API_ROUTES: readonly ApiRoute[] = ROUTES;

type LiteralRoute = (typeof ROUTES)[number];
type KeyOf<Route> = Route extends { method: infer Method extends string; path: infer Path extends string } ? `${Method} ${Path}` : never;
/** A route's name for clients: its method and OpenAPI path, `'get /api/websites/{id}'`. */
export type ApiRouteKey = KeyOf<LiteralRoute>;
/** The route named `Key`, with its literal access, schemas and errors. */
export type ApiRouteOf<Key extends ApiRouteKey> = Extract<
  LiteralRoute,
  { method: Key extends `${infer Method} ${string}` ? Method : never; path: Key extends `${string} ${infer Path}` ? Path : never }
>;

/** Every error a route may answer: its own, 401 when it needs sign-in, 429 when rate-limited, 500. */
export function routeErrors(route: ApiRoute): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors);
  if (needsSignIn(route.access)) codes.add('unauthorized');
  if (route.rateLimit) codes.add('rate_limited');
  if (route.request.body || route.request.query || route.request.params) codes.add('bad_request');
  codes.add('internal');
  return [...codes];
}

/** The statuses of a route's errors, each with the codes that answer it. */
export function errorStatuses(route: ApiRoute): Map<number, ErrorCode[]> {
  const statuses = new Map<number, ErrorCode[]>();
  for (const code of routeErrors(route)) statuses.set(ERROR_STATUS[code], [...(statuses.get(ERROR_STATUS[code]) ?? []), code]);
  return statuses;
}

/** `/api/websites/{id}` for Nest's `/api/websites/:id`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:([A-Za-z]+)/g, '{$1}');
