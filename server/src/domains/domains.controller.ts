import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { connectDomainRequestSchema, domainAllowedQuerySchema, normalizeDomainName, type WebsiteDomainResponse } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { AppError } from '../common/app-error.js';
import { parseBody } from '../common/zod-body.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { DomainRoutes } from './domain-routes.js';
import { DomainsService } from './domains.service.js';

/** A website's custom domain (spec §4): read by its editors, changed by its owner. */
@Controller('api/websites/:id/domain')
@UseGuards(AuthGuard, RateLimitGuard)
export class DomainsController {
  constructor(@Inject(DomainsService) private readonly domains: DomainsService) {}

  @Get()
  get(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<WebsiteDomainResponse> {
    return this.domains.get(auth.userId, id);
  }

  @Post()
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 60, windowMs: 3600_000 })
  connect(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Body() body: unknown): Promise<WebsiteDomainResponse> {
    return this.domains.connect(auth.userId, id, parseBody(connectDomainRequestSchema, body).domain);
  }

  @Delete()
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<void> {
    await this.domains.remove(auth.userId, id);
  }

  @Post('check')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 120, windowMs: 3600_000 })
  checkNow(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<WebsiteDomainResponse> {
    return this.domains.checkNow(auth.userId, id);
  }

  @Post('disconnect')
  @HttpCode(204)
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
@Controller('api/domains')
export class DomainAllowedController {
  constructor(@Inject(DomainRoutes) private readonly routes: DomainRoutes) {}

  @Get('allowed')
  async allowed(@Query() query: unknown): Promise<{ allowed: true }> {
    const host = normalizeDomainName(parseBody(domainAllowedQuerySchema, query).domain);
    if (!this.routes.isCustomHost(host) || !(await this.routes.find(host))) throw new AppError('not_found');
    return { allowed: true };
  }
}
