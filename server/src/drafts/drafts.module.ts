import { Module } from '@nestjs/common';
import { DraftEventStore } from './draft-event-store.js';
import { DraftVersions } from './draft-versions.js';

@Module({ providers: [DraftEventStore, DraftVersions], exports: [DraftEventStore, DraftVersions] })
export class DraftsModule {}
