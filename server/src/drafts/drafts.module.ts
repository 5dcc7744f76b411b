import { Module } from '@nestjs/common';
import { DraftEventStore } from './draft-event-store.js';

@Module({ providers: [DraftEventStore], exports: [DraftEventStore] })
export class DraftsModule {}
