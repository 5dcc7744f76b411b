import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { DOMAIN_PROBE_PATH, domainRobotsTxt, domainSitemapXml, PUBLISHED_CACHE_CONTROL, requestHostName } from '@frontdoor/shared';
import type { DomainRoute } from '@frontdoor/data';
import { sendPublishedPage, type CountVisit } from '../publishing/published-pages.middleware.js';
import type { PublishedPage, PublishedPages } from '../publishing/published-pages.js';
import type { DomainRoutes } from './domain-routes.js';

/** What a request on a custom domain gets. */
type Answer =
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string }
  | { kind: 'page' }
  | { kind: 'text'; type: string; body: string; cache: string }
  /** One of the app's calls or files the page uses (its fonts, pictures, forms, embeds): the app answers. */
  | { kind: 'app' };

/** What a published page loads from its own address (its forms and embeds under its handle). */
const SHARED_PREFIXES = ['/fonts/', '/uploads/', '/art/'];

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
}

/**
 * The answer for a request whose host is a custom domain (issue 29). Nothing but the domain's own
 * site is ever served there: its page at `/`, its robots.txt and sitemap.xml, the probe the
 * checker asks, and the few app paths the page itself uses. The www/apex twin redirects to the
 * domain; a host no verified domain has, or anything else, is a plain 404.
 */
function answerFor(method: string, url: string | undefined, route: DomainRoute | null): Answer {
  if (!route) return { kind: 'not-found' };
  if (route.viaPartner) return { kind: 'redirect', location: `https://${route.domainName}${url ?? '/'}` };
  const path = pathOf(url);
  const read = method === 'GET' || method === 'HEAD';
  if (read && path === DOMAIN_PROBE_PATH) return { kind: 'text', type: 'text/plain; charset=utf-8', body: route.token, cache: 'no-store' };
  if (route.state !== 'Connected') return { kind: 'not-found' };
  if (read && path === '/') return { kind: 'page' };
  if (read && path === '/robots.txt') return { kind: 'text', type: 'text/plain; charset=utf-8', body: domainRobotsTxt(route.domainName), cache: 'public, max-age=3600' };
  // The sitemap changes with a publish (its lastmod, search indexing on or off): checked again on every read.
  if (read && path === '/sitemap.xml') {
    return { kind: 'text', type: 'application/xml; charset=utf-8', body: domainSitemapXml(route.domainName, route), cache: PUBLISHED_CACHE_CONTROL };
  }
  if (read && (path === '/favicon.ico' || SHARED_PREFIXES.some((prefix) => path.startsWith(prefix)))) return { kind: 'app' };
  if (path.startsWith(`/api/public/${route.handle}/`) || (read && path.startsWith(`/embed/${route.handle}/`))) return { kind: 'app' };
  return { kind: 'not-found' };
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string, head = false): void {
  res.writeHead(status, { 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(head ? undefined : body);
}

/** Answers what needs no page; false for 'page' and 'app'. */
function answerDirect(req: IncomingMessage, res: ServerResponse, answer: Answer): boolean {
  const head = req.method === 'HEAD';
  switch (answer.kind) {
    case 'not-found':
      send(res, 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, 'Not found\n', head);
      return true;
    case 'redirect':
      send(res, 301, { Location: answer.location, 'Cache-Control': 'public, max-age=300' }, undefined, head);
      return true;
    case 'text':
      send(res, 200, { 'Content-Type': answer.type, 'Cache-Control': answer.cache }, answer.body, head);
      return true;
    case 'page':
    case 'app':
      return false;
  }
}

/** A page the site no longer has (deleted meanwhile) is not found either. */
function sendPage(req: IncomingMessage, res: ServerResponse, page: PublishedPage | null): void {
  if (page) sendPublishedPage(req, res, page);
  else answerDirect(req, res, { kind: 'not-found' });
}

/**
 * Serving custom domains: the request listener's synchronous path (from what this instance
 * holds) and the app's middleware (which may read the database). Requests on the app's own hosts
 * are not touched.
 */
export class DomainHosts {
  constructor(
    private readonly routes: DomainRoutes,
    private readonly pages: PublishedPages,
    /** Told of each page sent, by handle (visitor statistics, issue 42). */
    private readonly count: CountVisit = () => undefined,
  ) {}

  /**
   * For the request listener, ahead of the framework: 'not-custom' for the app's hosts; 'served'
   * (the site's page) or 'answered' when answered from this instance's caches; 'app' when the app
   * must answer (a cache miss, or one of the app's paths the page uses).
   */
  answerCached(req: IncomingMessage, res: ServerResponse): 'not-custom' | 'served' | 'answered' | 'app' {
    const host = requestHostName(req.headers.host);
    if (!this.routes.isCustomHost(host)) return 'not-custom';
    const route = this.routes.cached(host);
    if (route === undefined) return 'app';
    const answer = answerFor(req.method ?? 'GET', req.url, route);
    if (answerDirect(req, res, answer)) return 'answered';
    if (answer.kind !== 'page' || !route) return 'app';
    const page = this.pages.cachedOnDomain(route.handle, route.domainName);
    if (page === undefined) return 'app';
    sendPage(req, res, page);
    if (page) this.count(req, route.handle);
    return page ? 'served' : 'answered';
  }

  /** The app's first middleware: answers every request on a custom domain but the app paths its page uses. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const host = requestHostName(req.headers.host);
      if (!this.routes.isCustomHost(host)) return next();
      this.routes
        .find(host)
        .then(async (route) => {
          const answer = answerFor(req.method, req.originalUrl, route);
          if (answerDirect(req, res, answer)) return;
          if (answer.kind === 'app' || !route) return next();
          const page = await this.pages.findOnDomain(route.handle, route.domainName);
          sendPage(req, res, page);
          if (page) this.count(req, route.handle);
        })
        .catch(next);
    };
  }
}
