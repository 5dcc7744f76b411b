import { Controller, Inject, Param } from '@nestjs/common';
import { type GenerationStatus, type WebsiteListEntry } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { WebsitesService } from './websites.service.js';
import { Route, RouteBody, type RouteBodyOf } from '../common/route.decorator.js';

@Controller()
export class WebsitesController {
  constructor(@Inject(WebsitesService) private readonly websites: WebsitesService) {}

  @Route('post /api/websites')
  create(@CurrentAuth() auth: AccessClaims, @RouteBody() body: RouteBodyOf<'post /api/websites'>): Promise<{ id: string; jobId: string }> {
    return this.websites.create(auth.userId, body);
  }

  @Route('get /api/websites')
  list(@CurrentAuth() auth: AccessClaims): Promise<WebsiteListEntry[]> {
    return this.websites.list(auth.userId);
  }

  @Route('get /api/websites/jobs/{jobId}')
  status(@CurrentAuth() auth: AccessClaims, @Param('jobId') jobId: string): Promise<GenerationStatus> {
    return this.websites.status(auth.userId, jobId);
  }

  @Route('post /api/websites/jobs/{jobId}/retry')
  async retry(@CurrentAuth() auth: AccessClaims, @Param('jobId') jobId: string): Promise<{ jobId: string }> {
    await this.websites.retry(auth.userId, jobId);
    return { jobId };
  }

  @Route('get /api/websites/{id}')
  async get(@CurrentAuth() auth: AccessClaims, @Param('id') id: string) {
    const draft = await this.websites.get(auth.userId, id);
    return {
      id: draft.id,
      // A bigint column: PostgreSQL hands it over as text.
      version: Number(draft.version),
      handle: draft.handle,
      createdAt: draft.createdAt.toISOString(),
      modifiedAt: draft.modifiedAt.toISOString(),
      lastDesignedAt: draft.lastDesignedAt?.toISOString() ?? null,
      lastPublishedAt: draft.lastPublishedAt?.toISOString() ?? null,
      document: draft.document,
    };
  }
}
