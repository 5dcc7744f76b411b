import type { NextFunction, Request, Response } from 'express';
import { isAppRoute } from '@frontdoor/shared';
import type { PublishedPage, PublishedPages } from './published-pages.js';

/** The stored HTML, no app shell: ETag revalidation and the strict policy made at publish. */
export function sendPublishedPage(req: Request, res: Response, page: PublishedPage): void {
  const headers = {
    ETag: page.etag,
    'Cache-Control': 'public, max-age=60, must-revalidate',
    'Content-Security-Policy': page.csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    Vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === page.etag) return void res.writeHead(304, headers).end();
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? page.gzipped : page.body;
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    ...(gzip && { 'Content-Encoding': 'gzip' }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Published sites are the hot path: answered ahead of the framework's routing, from the cache
 * or one indexed read. Anything that is not a published handle goes on to the app.
 */
export function publishedPagesMiddleware(pages: PublishedPages) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isAppRoute(req.path)) return next();
    const handle = req.path.split('/')[1] ?? '';
    if (!/^[a-z0-9-]{3,24}$/.test(handle)) return next();
    pages.find(handle).then(
      (page) => (page ? sendPublishedPage(req, res, page) : next()),
      next,
    );
  };
}
