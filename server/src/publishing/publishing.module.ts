import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { CollabModule } from '../collab/collab.module.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { WebsiteDeletionModule } from '../websites/website-deletion.module.js';
import { EmbedController } from './embed.controller.js';
import { PublishedPagesModule } from './published-pages.module.js';
import { PublishingController } from './publishing.controller.js';
import { PublishingService } from './publishing.service.js';
import { PublishWebsite } from './commands/publish-website.command.js';
import { PublishedEmbeds } from './published-embeds.js';

@Module({
  imports: [AuthModule, DraftsModule, PublishedPagesModule, CollabModule, WebsiteDeletionModule],
  controllers: [PublishingController, EmbedController],
  providers: [PublishingService, PublishWebsite, PublishedEmbeds, RateLimitGuard],
  exports: [PublishedPagesModule],
})
export class PublishingModule {}
