// What every route file of the API contract uses: the shape of a route and its small builders.

import { z } from 'zod';
import { type RouteAccess } from '../../rules/route-access.js';
import type { ErrorCode, ErrorDetail } from '../errors.js';

export const uuid = z.string().uuid();

export const idParams = z.object({ id: uuid.describe("The website's id (its draft's id)") });

export const inviteParams = z.object({ id: uuid.describe("The invite's id") });

export const verificationSentSchema = z.object({ status: z.literal('VerificationSent') });

/** One limit: at most `limit` calls per `windowMs` for each value of the tracker. */
export interface RateLimitRule {
  /**
   * 'ip' counts per client address (an IPv6 client by its /64, an IPv4-mapped one as its IPv4
   * address); 'email' per the body's email (skipped when absent); 'site' per the published site (`{handle}`).
   */
  by: 'ip' | 'email' | 'site';
  limit: number;
  windowMs: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export type HttpMethod = 'get' | 'post' | 'delete';

export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI style: /api/websites/{id} */
  path: string;
  tag: string;
  summary: string;
  access: RouteAccess;
  /** At most so many calls per window for each client address (and each email or site where a rule says so). */
  rateLimit?: readonly RateLimitRule[];
  request: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    /** `null`: the call takes no body (anything sent is ignored). */
    body: z.ZodType | null;
    /** Visitor forms also take classic form posts. */
    formPost?: boolean;
    /** The body is a file's bytes (`application/octet-stream`), not JSON. */
    file?: boolean;
    /**
     * The body and query are read only after the website's access check (a guard): someone with no
     * access learns nothing of them, not even that they are wrong. Otherwise they are read first.
     */
    afterAccess?: true;
    /** A problem with one of these fields answers that error's wording instead of the schema's (spec §5: 'Invalid email'). */
    fieldErrors?: Readonly<Record<string, ErrorDetail>>;
  };
  /** The success answer; `body: null` has no content (204 or a redirect). */
  response: { status: number; body: z.ZodType | null; contentType?: string; description: string };
  /** The errors this call may answer besides 401/429 (added from `access` and `rateLimit`). */
  errors: readonly ErrorCode[];
}

export const json = <Body extends z.ZodType>(status: number, body: Body, description: string) => ({ status, body, description });
export const empty = (status: number, description: string) => ({ status, body: null, description });
export const PUBLIC = { kind: 'public' } as const;
export const SIGNED_IN = { kind: 'signed-in' } as const;
export const website = (
  action: Extract<RouteAccess, { kind: 'website' }>['action'],
  ownInviteAction?: Extract<RouteAccess, { kind: 'website' }>['action'],
): RouteAccess => (ownInviteAction ? { kind: 'website', action, ownInviteAction } : { kind: 'website', action });
