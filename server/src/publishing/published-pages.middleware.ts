import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { domainUrl, isAppRoute, isValidHandle, PUBLISHED_CACHE_CONTROL } from '@frontdoor/shared';
import type { PublishedPage, PublishedPages } from './published-pages.js';

type Encoding = 'br' | 'gzip' | 'none';

/** Each page's response headers, built once per encoding as flat arrays (the cheapest form). */
const prepared = new WeakMap<PublishedPage, Record<Encoding | 'notModified', (string | number)[]>>();

function headersOf(page: PublishedPage): Record<Encoding | 'notModified', (string | number)[]> {
  let found = prepared.get(page);
  if (!found) {
    const common = [
      'ETag',
      page.etag,
      // Kept, but checked again on every visit: a publish is seen at once (the ETag answers 304 until then).
      'Cache-Control',
      PUBLISHED_CACHE_CONTROL,
      'Content-Security-Policy',
      page.csp,
      'X-Content-Type-Options',
      'nosniff',
      'Referrer-Policy',
      'strict-origin-when-cross-origin',
      'Vary',
      'Accept-Encoding',
    ];
    const full = (body: Buffer, encoding?: string) => [
      ...common,
      'Content-Type',
      'text/html; charset=utf-8',
      'Content-Length',
      body.length,
      ...(encoding ? ['Content-Encoding', encoding] : []),
    ];
    found = { br: full(page.brotli, 'br'), gzip: full(page.gzipped, 'gzip'), none: full(page.body), notModified: common };
    prepared.set(page, found);
  }
  return found;
}

/** The encoding a request accepts that the page is kept in: brotli, else gzip, else none. */
function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'none';
  return acceptEncoding.includes('br') && /\bbr\b/.test(acceptEncoding) ? 'br' : acceptEncoding.includes('gzip') ? 'gzip' : 'none';
}

/**
 * Whether a request's If-None-Match names the page's ETag (made at publish, never per request):
 * the browser's own tag compares equal at once; a list, a weak tag (a proxy that recompressed the
 * page) or `*` is read only when it does not.
 */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The stored HTML, no app shell: ETag revalidation, brotli or gzip, and the strict policy made at publish. */
export function sendPublishedPage(req: IncomingMessage, res: ServerResponse, page: PublishedPage): void {
  const headers = headersOf(page);
  if (matchesEtag(req.headers['if-none-match'], page.etag)) return void res.writeHead(304, headers.notModified).end();
  const encoding = encodingFor(req.headers['accept-encoding']);
  res.writeHead(200, headers[encoding]);
  res.end(req.method === 'HEAD' ? undefined : encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzipped : page.body);
}

/** Told of each page a visitor was sent, by handle (visitor statistics count it; issue 42). */
export type CountVisit = (req: IncomingMessage, handle: string) => void;

/**
 * A site's page at its address on the app, or once its custom domain is connected a permanent
 * redirect there (for a few minutes in caches: disconnecting brings the address back).
 */
function answerAddress(req: IncomingMessage, res: ServerResponse, page: PublishedPage, handle: string, count: CountVisit): void {
  if (!page.domain) {
    sendPublishedPage(req, res, page);
    return count(req, handle);
  }
  res.writeHead(301, { Location: domainUrl(page.domain), 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' }).end();
}

/** Custom domains ahead of the app's own addresses (server/src/domains/domain-hosts.ts). */
export interface HostAnswers {
  answerCached(req: IncomingMessage, res: ServerResponse): 'not-custom' | 'served' | 'answered' | 'app';
}

/** The first path segment when it can be a handle and the path is not one of the app's. */
function handleOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const slash = path.indexOf('/', 1);
  const handle = slash === -1 ? path.slice(1) : path.slice(1, slash);
  if (!isValidHandle(handle) || isAppRoute(path)) return null;
  return handle;
}

/**
 * Visitors at framework-free speed: a plain Node request listener in front of the app answers
 * `GET /{handle}` and custom domains (`hosts`) from this instance's caches (bytes encoded and
 * compressed once). A miss, an expired entry or any other request goes on to the app unchanged,
 * whose middleware below reads the page and fills the cache.
 */
export function installPublishedPagesListener(
  server: Server,
  pages: PublishedPages,
  served: () => void = () => undefined,
  hosts?: HostAnswers,
  count: CountVisit = () => undefined,
): void {
  const app = server.listeners('request');
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // A request on a custom domain never reaches the app's addresses (/{handle}).
    const onDomain = hosts ? hosts.answerCached(req, res) : 'not-custom';
    if (onDomain === 'served') return served();
    if (onDomain === 'answered') return;
    const handle = onDomain === 'not-custom' ? handleOf(req) : null;
    const page = handle ? pages.cached(handle) : undefined;
    if (page) {
      served();
      return answerAddress(req, res, page, handle!, count);
    }
    for (const listener of app) (listener as (req: IncomingMessage, res: ServerResponse) => void)(req, res);
  });
}

/**
 * Published sites are the hot path: answered ahead of the framework's routing, from the cache
 * or one indexed read. Anything that is not a published handle goes on to the app.
 */
export function publishedPagesMiddleware(pages: PublishedPages, count: CountVisit = () => undefined) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isAppRoute(req.path)) return next();
    const handle = req.path.split('/')[1] ?? '';
    if (!isValidHandle(handle)) return next();
    pages.find(handle).then((page) => (page ? answerAddress(req, res, page, handle, count) : next()), next);
  };
}
