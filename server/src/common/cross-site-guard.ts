import type { NextFunction, Request, Response } from 'express';
import { ERROR_MESSAGES, publicUrl, type Env } from '@frontdoor/shared';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The calls that set the session cookie or the sign-in device cookie: every sign-in, sign-up and
 * emailed-link call under /api/login/, refresh and sign-out under /api/auth/, and the email-change
 * confirmation. Express matches routes without regard to case or a trailing slash; so does this.
 */
const SESSION_PREFIXES = ['/api/login/', '/api/auth/'];
const SESSION_PATHS = new Set(['/api/account/email/confirm']);

/** Bodies an HTML form can send to another site without asking (no CORS preflight). */
const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i;

export function setsSessionCookie(req: Pick<Request, 'method' | 'path'>): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const path = req.path.toLowerCase().replace(/\/{2,}/g, '/');
  return SESSION_PREFIXES.some((prefix) => path.startsWith(prefix)) || SESSION_PATHS.has(path.replace(/\/$/, ''));
}

/**
 * CSRF defence, on top of the cookies' SameSite attributes. Browsers say where a request comes
 * from (Sec-Fetch-Site, Origin); clients that are not browsers send neither.
 *
 * - A state-changing request that carries cookies (the refresh cookie, the magic link's browser
 *   binding, the identity-provider state) must not come from another site.
 * - A call that SETS the session cookie must come from the app's own pages, cookie or not:
 *   otherwise a page elsewhere could post the attacker's own credentials from a visitor's browser
 *   and sign that browser in to the attacker's account (login CSRF). Same-site pages (a sibling
 *   subdomain, user content) are refused too, and so is a body an HTML form can send (those calls
 *   take JSON only; a cross-site JSON post needs a CORS preflight, which is never granted).
 *
 * Requests without cookies to other calls (the API with bearer tokens, visitors' form posts from
 * published sites on other addresses) are not concerned. The identity provider's callback is a
 * GET from the provider's site; it is bound to the browser that started it by the state cookie.
 */
export function crossSiteGuard(env: Env) {
  const own = new URL(publicUrl(env)).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    const sessionCall = setsSessionCookie(req);
    if (SAFE_METHODS.has(req.method) || (!sessionCall && !req.headers.cookie)) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const fromHere = origin === undefined || origin === own || origin === `${req.protocol}://${req.headers.host}`;
    const refused = sessionCall ? !fromHere || (site !== undefined && site !== 'same-origin' && site !== 'none') : !fromHere || site === 'cross-site';
    if (refused) {
      res.status(403).json({ error: { code: 'forbidden', message: ERROR_MESSAGES.forbidden } });
      return;
    }
    if (sessionCall && FORM_CONTENT_TYPE.test(req.headers['content-type'] ?? '')) {
      res.status(415).json({ error: { code: 'bad_request', message: 'This call takes JSON: send it with Content-Type: application/json.' } });
      return;
    }
    next();
  };
}
