import { websiteDecision, type WebsiteAction, type WebsiteRelation } from './website-access.js';

/**
 * Who may call a route of the API (spec §6). Every route of the contract (shared/src/api/
 * contract.ts) names one of these; `routeDecision` is the one rule that turns it and a caller
 * into an answer, used by the server (website calls) and by the authorisation matrix test.
 */
export type RouteAccess =
  /** Anyone, signed in or not (sign-in calls, the wizard's calls, visitor forms, pictures). */
  | { kind: 'public' }
  /** Anyone signed in, about their own account or their own lists. */
  | { kind: 'signed-in' }
  /**
   * A signed-in user with a relation to the website the call names (or the website of the
   * invite it names), who may do the action. `ownInviteAction` applies instead when the invite
   * is the caller's own (a guest leaving).
   */
  | { kind: 'website'; action: WebsiteAction; ownInviteAction?: WebsiteAction }
  /** The signed-in user the invite was sent to (accepting it). */
  | { kind: 'invitee' }
  /** Whoever holds the emailed link (its secret is in the query). */
  | { kind: 'link' }
  /** The browser that holds the refresh cookie. */
  | { kind: 'session-cookie' }
  /** Only while NODE_ENV is not production (the development mailbox). */
  | { kind: 'development' };

/** A caller as the rule sees them. */
export type RouteCaller =
  | { signedIn: false }
  | {
      signedIn: true;
      /** Their relation to the website the call names (`null`: the website does not exist). */
      relation: WebsiteRelation | null;
      /** The invite the call names is their own. */
      ownInvite?: boolean;
      /** The invite the call names was sent to their address. */
      invited?: boolean;
    };

export type RouteDecision = 'allow' | 'sign-in' | 'not-found' | 'forbidden';

/** The HTTP status of a refusal (an allowed call answers its own status). */
export const REFUSAL_STATUS: Record<Exclude<RouteDecision, 'allow'>, number> = {
  'sign-in': 401,
  'not-found': 404,
  forbidden: 403,
};

/** Whether a caller may make a call (spec §6); sign-in comes first wherever it is needed. */
export function routeDecision(access: RouteAccess, caller: RouteCaller): RouteDecision {
  switch (access.kind) {
    case 'public':
    case 'link':
    case 'session-cookie':
    case 'development':
      return 'allow';
    case 'signed-in':
      return caller.signedIn ? 'allow' : 'sign-in';
    case 'invitee':
      if (!caller.signedIn) return 'sign-in';
      return caller.invited ? 'allow' : 'forbidden';
    case 'website': {
      if (!caller.signedIn) return 'sign-in';
      const action = caller.ownInvite && access.ownInviteAction ? access.ownInviteAction : access.action;
      return websiteDecision(caller.relation, action);
    }
  }
}

/** Whether the route needs a signed-in caller (a bearer access token). */
export function needsSignIn(access: RouteAccess): boolean {
  return routeDecision(access, { signedIn: false }) === 'sign-in';
}
