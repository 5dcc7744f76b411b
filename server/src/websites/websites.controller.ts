import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { createWebsiteRequestSchema, type GenerationStatus, type WebsiteListEntry } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { parseBody } from '../common/zod-body.js';
import { WebsitesService } from './websites.service.js';

@Controller('api/websites')
@UseGuards(AuthGuard)
export class WebsitesController {
  constructor(@Inject(WebsitesService) private readonly websites: WebsitesService) {}

  @Post()
  @HttpCode(202)
  create(@CurrentAuth() auth: AccessClaims, @Body() body: unknown): Promise<{ id: string; jobId: string }> {
    return this.websites.create(auth.userId, parseBody(createWebsiteRequestSchema, body));
  }

  @Get()
  list(@CurrentAuth() auth: AccessClaims): Promise<WebsiteListEntry[]> {
    return this.websites.list(auth.userId);
  }

  @Get('jobs/:jobId')
  status(@CurrentAuth() auth: AccessClaims, @Param('jobId') jobId: string): Promise<GenerationStatus> {
    return this.websites.status(auth.userId, jobId);
  }

  @Post('jobs/:jobId/retry')
  @HttpCode(202)
  async retry(@CurrentAuth() auth: AccessClaims, @Param('jobId') jobId: string): Promise<{ jobId: string }> {
    await this.websites.retry(auth.userId, jobId);
    return { jobId };
  }

  @Get(':id')
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
