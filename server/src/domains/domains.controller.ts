import { Controller, Inject, Param } from '@nestjs/common';
import { normalizeDomainName, type WebsiteDomainResponse } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { AppError } from '../common/app-error.js';
import { DomainRoutes } from './domain-routes.js';
import { DomainsService } from './domains.service.js';
import { Route, RouteBody, RouteQuery, type RouteBodyOf, type RouteQueryOf } from '../common/route.decorator.js';

/** A website's custom domain (spec §4): read by its editors, changed by its owner. */
@Controller()
export class DomainsController {
  constructor(@Inject(DomainsService) private readonly domains: DomainsService) {}

  @Route('get /api/websites/{id}/domain')
  get(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<WebsiteDomainResponse> {
    return this.domains.get(auth.userId, id);
  }

  @Route('post /api/websites/{id}/domain')
  connect(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @RouteBody() body: RouteBodyOf<'post /api/websites/{id}/domain'>): Promise<WebsiteDomainResponse> {
    return this.domains.connect(auth.userId, id, body.domain);
  }

  @Route('delete /api/websites/{id}/domain')
  async remove(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<void> {
    await this.domains.remove(auth.userId, id);
  }

  @Route('post /api/websites/{id}/domain/check')
  checkNow(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<WebsiteDomainResponse> {
    return this.domains.checkNow(auth.userId, id);
  }

  @Route('post /api/websites/{id}/domain/disconnect')
  async disconnect(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<void> {
    await this.domains.disconnect(auth.userId, id);
  }
}

/**
 * The fronting proxy's question before it gets a certificate (Caddy's on-demand TLS `ask`):
 * only domains verified and attached to a published website, and their www/apex twins, so
 * nobody can make it ask a certificate authority for names of their choosing. Answered from the
 * routing cache (DomainRoutes), which every change of a domain clears on every instance.
 */
@Controller()
export class DomainAllowedController {
  constructor(@Inject(DomainRoutes) private readonly routes: DomainRoutes) {}

  @Route('get /api/domains/allowed')
  async allowed(@RouteQuery() query: RouteQueryOf<'get /api/domains/allowed'>): Promise<{ allowed: true }> {
    const host = normalizeDomainName(query.domain);
    if (!this.routes.isCustomHost(host) || !(await this.routes.find(host))) throw new AppError('not_found');
    return { allowed: true };
  }
}
