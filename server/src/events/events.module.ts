import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { EventsGateway } from './events.gateway.js';
import { LiveEvents } from './live-events.js';

/** Live events: LiveEvents (publish) is global so any feature can tell users what changed. */
@Global()
@Module({ imports: [AuthModule], providers: [LiveEvents, EventsGateway], exports: [LiveEvents] })
export class EventsModule {}
