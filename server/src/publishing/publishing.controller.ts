import { Controller, Inject, Param } from '@nestjs/common';
import { type PublishResult } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { PublishingService } from './publishing.service.js';
import { PublishWebsite } from './commands/publish-website.command.js';
import { Route, RouteBody, type RouteBodyOf } from '../common/route.decorator.js';

@Controller()
export class PublishingController {
  constructor(
    @Inject(PublishingService) private readonly publishing: PublishingService,
    @Inject(PublishWebsite) private readonly publishWebsite: PublishWebsite,
  ) {}

  @Route('get /api/handles/{handle}')
  async handle(@Param('handle') handle: string): Promise<{ available: boolean }> {
    return { available: await this.publishing.isAvailable(handle) };
  }

  @Route('post /api/websites/{id}/publish')
  publish(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @RouteBody() body: RouteBodyOf<'post /api/websites/{id}/publish'>): Promise<PublishResult> {
    return this.publishWebsite.execute(auth.userId, id, body.handle);
  }

  @Route('delete /api/websites/{id}')
  async delete(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<void> {
    await this.publishing.delete(auth.userId, id);
  }
}
