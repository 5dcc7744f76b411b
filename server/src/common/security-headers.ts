import type { NextFunction, Request, Response } from 'express';

/** A year, as browsers expect for HSTS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer of the app carries (published pages and code embeds set their own
 * policies before this runs): no MIME sniffing, referrers cut to the origin across sites, the
 * app framed only by itself (the industry pages frame their samples), no plugins or base-URL
 * rewriting, and HSTS when the request came over HTTPS (directly or through a proxy on this
 * machine, which `trust proxy` believes).
 */
export function securityHeaders() {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!req.path.startsWith('/embed/') && !req.path.startsWith('/art/')) {
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.setHeader('Content-Security-Policy', "frame-ancestors 'self'; base-uri 'self'; object-src 'none'");
    }
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
