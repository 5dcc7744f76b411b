import type { NextFunction, Request, Response } from 'express';
import { ERROR_MESSAGES, publicUrl, type Env } from '@frontdoor/shared';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every route that reads a cookie (the session's refresh cookie, the magic
 * link's browser binding, the identity-provider state), on top of their SameSite attributes: a
 * state-changing request that carries cookies must come from the app's own pages. Browsers say
 * where a request comes from (Sec-Fetch-Site, Origin); one from another site is refused with 403.
 * Requests without cookies (the API with bearer tokens, visitors' form posts from published
 * sites on other addresses) are not concerned.
 */
export function crossSiteGuard(env: Env) {
  const own = new URL(publicUrl(env)).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || !req.headers.cookie) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const fromHere = origin === undefined || origin === own || origin === `${req.protocol}://${req.headers.host}`;
    if (site === 'cross-site' || !fromHere) {
      res.status(403).json({ error: { code: 'forbidden', message: ERROR_MESSAGES.forbidden } });
      return;
    }
    next();
  };
}
