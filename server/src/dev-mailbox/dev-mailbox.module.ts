import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DevMailboxRepository } from '@frontdoor/data';
import { DevMailboxController } from './dev-mailbox.controller.js';
import { DevMailboxService } from './dev-mailbox.service.js';

@Module({
  controllers: [DevMailboxController],
  providers: [{ provide: DevMailboxRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new DevMailboxRepository(dataSource) }, DevMailboxService],
})
export class DevMailboxModule {}
