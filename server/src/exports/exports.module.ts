import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ExportsRepository } from '@frontdoor/data';
import { AuthModule } from '../auth/auth.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { ExportsController } from './exports.controller.js';
import { ExportsService } from './exports.service.js';

@Module({
  imports: [AuthModule, DraftsModule],
  controllers: [ExportsController],
  providers: [{ provide: ExportsRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new ExportsRepository(dataSource) }, ExportsService],
})
export class ExportsModule {}
