import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HealthRepository } from '@frontdoor/data';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({
  controllers: [HealthController],
  providers: [{ provide: HealthRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new HealthRepository(dataSource) }, HealthService],
})
export class HealthModule {}
