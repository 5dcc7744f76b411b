import { Module, type DynamicModule } from '@nestjs/common';
import { devMailboxEnabled, type Env } from '@frontdoor/shared';
import { ArtModule } from './art/art.module.js';
import { FontsModule } from './fonts/fonts.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { StockModule } from './stock/stock.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { SeoModule } from './seo/seo.module.js';
import { FormsModule } from './forms/forms.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { StatisticsModule } from './statistics/statistics.module.js';
import { PublishingModule } from './publishing/publishing.module.js';
import { ToolsModule } from './tools/tools.module.js';
import { ImportsModule } from './imports/imports.module.js';
import { WebsitesModule } from './websites/websites.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ClientAppModule } from './client-app/client-app.module.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DevMailboxModule } from './dev-mailbox/dev-mailbox.module.js';
import { DomainsModule } from './domains/domains.module.js';
import { DraftsModule } from './drafts/drafts.module.js';
import { CollabModule } from './collab/collab.module.js';
import { EventsModule } from './events/events.module.js';
import { InvitesModule } from './invites/invites.module.js';
import { HealthModule } from './health/health.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { RedisModule } from './redis/redis.module.js';

@Module({})
export class AppModule {
  static forRoot(env: Env): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        DatabaseModule,
        RedisModule,
        EventsModule,
        QueuesModule,
        HealthModule,
        AuthModule,
        ArtModule,
        FontsModule,
        UploadsModule,
        StockModule,
        WebsitesModule,
        ToolsModule,
        ImportsModule,
        PublishingModule,
        DomainsModule,
        FormsModule,
        BookingsModule,
        StatisticsModule,
        SeoModule,
        ExportsModule,
        DraftsModule,
        CollabModule,
        InvitesModule,
        MetricsModule,
        // Only when NODE_ENV says development or test outright (shared/src/config/dev-mailbox.ts).
        ...(devMailboxEnabled(env) ? [DevMailboxModule] : []),
        // Last: its catch-all route must not shadow the API.
        ClientAppModule,
      ],
    };
  }
}
