import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VisitStatisticsRepository } from '@frontdoor/data';
import { AuthModule } from '../auth/auth.module.js';
import { DownloadsModule } from '../downloads/downloads.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { StatisticsController } from './statistics.controller.js';
import { StatisticsService } from './statistics.service.js';
import { VisitCounter } from './visit-counter.js';
import { VisitorHash } from './visitor-hash.js';

/** Visitor statistics (issue 42): the counter on the published-page path and the owner's figures. */
@Module({
  imports: [AuthModule, DownloadsModule, DraftsModule],
  controllers: [StatisticsController],
  providers: [
    { provide: VisitStatisticsRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new VisitStatisticsRepository(dataSource) },
    StatisticsService,
    RateLimitGuard,
    VisitorHash,
    VisitCounter,
  ],
  exports: [VisitCounter, VisitStatisticsRepository],
})
export class StatisticsModule {}
