import { Module } from '@nestjs/common';
import { WebsiteDeletionModule } from '../websites/website-deletion.module.js';
import { SeoController } from './seo.controller.js';
import { SitemapsService } from './sitemaps.service.js';

@Module({
  imports: [WebsiteDeletionModule],
  controllers: [SeoController],
  providers: [SitemapsService],
})
export class SeoModule {}
