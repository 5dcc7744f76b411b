import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InvitesRepository } from '@frontdoor/data';
import { AuthModule } from '../auth/auth.module.js';
import { EventsGateway } from './events.gateway.js';
import { LiveEvents } from './live-events.js';

/** Live events: LiveEvents (publish) is global so any feature can tell users what changed. */
@Global()
@Module({
  imports: [AuthModule],
  providers: [
    // Who hears about a website: its owner and accepted guests.
    { provide: InvitesRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new InvitesRepository(dataSource) },
    LiveEvents,
    EventsGateway,
  ],
  exports: [LiveEvents],
})
export class EventsModule {}
