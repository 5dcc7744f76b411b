import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DraftEventStore } from '@frontdoor/data';
import { DraftVersions } from './draft-versions.js';

@Module({
  providers: [{ provide: DraftEventStore, inject: [DataSource], useFactory: (dataSource: DataSource) => new DraftEventStore(dataSource) }, DraftVersions],
  exports: [DraftEventStore, DraftVersions],
})
export class DraftsModule {}
