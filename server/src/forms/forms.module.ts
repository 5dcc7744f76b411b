import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FormsRepository } from '@frontdoor/data';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { PublishedPagesModule } from '../publishing/published-pages.module.js';
import { StatisticsModule } from '../statistics/statistics.module.js';
import { FormsController } from './forms.controller.js';
import { FormsService } from './forms.service.js';

@Module({
  imports: [PublishedPagesModule, StatisticsModule],
  controllers: [FormsController],
  exports: [FormsService],
  providers: [{ provide: FormsRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new FormsRepository(dataSource) }, FormsService, RateLimitGuard],
})
export class FormsModule {}
