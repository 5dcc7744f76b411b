import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { canEdit, rewriteRequestSchema, rewriteResponseSchema, type DraftVersion, type DraftVersionDetail } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { AppError } from '../common/app-error.js';
import { parseBody } from '../common/zod-body.js';
import { findAccessibleDraft } from '../drafts/draft-access.js';
import { DraftVersions } from '../drafts/draft-versions.js';
import { JobQueues } from '../queues/job-queues.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { CollabServer } from './collab-server.js';
import { LiveEvents } from '../events/live-events.js';
import { restoreVersion } from './restore-version.js';

/** History (saved versions) and restoring one; Rewrite with AI for a designer's text. */
@Controller('api/websites/:id')
@UseGuards(AuthGuard, RateLimitGuard)
export class VersionsController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(DraftVersions) private readonly versions: DraftVersions,
    @Inject(CollabServer) private readonly collab: CollabServer,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
  ) {}

  @Get('versions')
  async list(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<DraftVersion[]> {
    await this.access(auth.userId, id);
    return this.versions.list(id);
  }

  @Get('versions/:sequence')
  async get(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Param('sequence') sequence: string): Promise<DraftVersionDetail> {
    await this.access(auth.userId, id);
    return this.version(id, sequence);
  }

  @Post('versions/:sequence/restore')
  @HttpCode(200)
  async restore(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Param('sequence') sequence: string): Promise<DraftVersion> {
    const draft = await this.access(auth.userId, id);
    // Restoring is an edit: only the holder of edit control may (spec §4).
    if (!canEdit(auth.userId, draft.lastModifiedByUserId ? { userId: draft.lastModifiedByUserId } : null)) {
      throw new AppError('conflict', 409, 'Someone else is editing this website. Take edit control first.');
    }
    const detail = await this.version(id, sequence);
    const restored = await restoreVersion(this.collab, this.versions, { draftId: id, userId: auth.userId, from: detail });
    await this.liveEvents.toWebsite(id, { type: 'draft-restored', websiteId: id, sequence: restored.sequence });
    return restored;
  }

  @Post('rewrite')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 120, windowMs: 3600_000 })
  async rewrite(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Body() body: unknown): Promise<{ text: string }> {
    const draft = await this.access(auth.userId, id);
    const request = parseBody(rewriteRequestSchema, body);
    const businessName = String((draft.websiteSettings as { businessName?: string }).businessName ?? '');
    const answer = rewriteResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'rewrite', ...request, businessName }));
    return { text: answer.text.slice(0, request.maxLength) };
  }

  private async access(userId: string, id: string) {
    const draft = await findAccessibleDraft(this.dataSource.manager, userId, id);
    if (!draft) throw new AppError('website_not_found');
    return draft;
  }

  private async version(id: string, sequence: string): Promise<DraftVersionDetail> {
    const number = /^\d{1,15}$/.test(sequence) ? Number(sequence) : NaN;
    const detail = Number.isSafeInteger(number) ? await this.versions.get(id, number) : null;
    if (!detail) throw new AppError('not_found', 404, 'That version no longer exists.');
    return detail;
  }
}
