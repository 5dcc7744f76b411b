import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { publishRequestSchema, type PublishResult } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { parseBody } from '../common/zod-body.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { PublishingService } from './publishing.service.js';
import { PublishWebsite } from './commands/publish-website.command.js';

@Controller('api')
export class PublishingController {
  constructor(
    @Inject(PublishingService) private readonly publishing: PublishingService,
    @Inject(PublishWebsite) private readonly publishWebsite: PublishWebsite,
  ) {}

  @Get('handles/:handle')
  @UseGuards(RateLimitGuard)
  @RateLimit({ by: 'ip', limit: 600, windowMs: 15 * 60_000 })
  async handle(@Param('handle') handle: string): Promise<{ available: boolean }> {
    return { available: await this.publishing.isAvailable(handle) };
  }

  @Post('websites/:id/publish')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  publish(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Body() body: unknown): Promise<PublishResult> {
    return this.publishWebsite.execute(auth.userId, id, parseBody(publishRequestSchema, body).handle);
  }

  @Delete('websites/:id')
  @HttpCode(204)
  @UseGuards(AuthGuard)
  async delete(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<void> {
    await this.publishing.delete(auth.userId, id);
  }
}
