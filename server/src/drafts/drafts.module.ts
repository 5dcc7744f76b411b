import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DraftEventStore, WebsiteAccessRepository } from '@frontdoor/data';
import { DraftAccess } from './draft-access.js';
import { DraftVersions } from './draft-versions.js';

@Module({
  providers: [
    { provide: DraftEventStore, inject: [DataSource], useFactory: (dataSource: DataSource) => new DraftEventStore(dataSource) },
    DraftVersions,
    { provide: DraftAccess, inject: [DataSource], useFactory: (dataSource: DataSource) => new DraftAccess(new WebsiteAccessRepository(dataSource)) },
  ],
  exports: [DraftEventStore, DraftVersions, DraftAccess],
})
export class DraftsModule {}
