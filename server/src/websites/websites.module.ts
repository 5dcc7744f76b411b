import { Module } from '@nestjs/common';
import { StatisticsModule } from '../statistics/statistics.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { CollabModule } from '../collab/collab.module.js';
import { WebsiteDeletionModule } from './website-deletion.module.js';
import { WebsitesController } from './websites.controller.js';
import { WebsitesService } from './websites.service.js';

@Module({ imports: [AuthModule, DraftsModule, CollabModule, StatisticsModule, WebsiteDeletionModule], controllers: [WebsitesController], providers: [WebsitesService] })
export class WebsitesModule {}
