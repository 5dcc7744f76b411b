import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { EmbedController } from './embed.controller.js';
import { PublishedPages } from './published-pages.js';
import { PublishingController } from './publishing.controller.js';
import { PublishingService } from './publishing.service.js';

@Module({
  imports: [AuthModule, DraftsModule],
  controllers: [PublishingController, EmbedController],
  providers: [PublishingService, PublishedPages, RateLimitGuard],
  exports: [PublishedPages],
})
export class PublishingModule {}
