import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DraftEventStore, DraftVersions, EditHolders, WebsiteAccessRepository } from '@frontdoor/data';
import { DraftAccess } from './draft-access.js';

/** The drafts' repositories (from @frontdoor/data) and the access check every website use case asks first. */
@Module({
  providers: [
    { provide: DraftEventStore, inject: [DataSource], useFactory: (dataSource: DataSource) => new DraftEventStore(dataSource) },
    {
      provide: DraftVersions,
      inject: [DataSource, DraftEventStore],
      useFactory: (dataSource: DataSource, store: DraftEventStore) => new DraftVersions(dataSource, store),
    },
    { provide: EditHolders, inject: [DataSource], useFactory: (dataSource: DataSource) => new EditHolders(dataSource) },
    { provide: DraftAccess, inject: [DataSource], useFactory: (dataSource: DataSource) => new DraftAccess(new WebsiteAccessRepository(dataSource)) },
  ],
  exports: [DraftEventStore, DraftVersions, EditHolders, DraftAccess],
})
export class DraftsModule {}
