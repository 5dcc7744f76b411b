import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingsRepository } from '@frontdoor/data';
import { AuthModule } from '../auth/auth.module.js';
import { DownloadsModule } from '../downloads/downloads.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { PublishedPagesModule } from '../publishing/published-pages.module.js';
import { QueuesModule } from '../queues/queues.module.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { StatisticsModule } from '../statistics/statistics.module.js';
import { BookingLinksController } from './booking-links.controller.js';
import { BookingLinks } from './booking-links.js';
import { BookingNotices } from './booking-notices.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';
import { OwnerBookingsController } from './owner-bookings.controller.js';
import { OwnerBookingsService } from './owner-bookings.service.js';

/** Bookings on published sites (issue 40): the visitors' pages and the owner's list and answers. */
@Module({
  imports: [AuthModule, DownloadsModule, DraftsModule, FormsModule, PublishedPagesModule, QueuesModule, StatisticsModule],
  controllers: [BookingsController, BookingLinksController, OwnerBookingsController],
  providers: [
    { provide: BookingsRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new BookingsRepository(dataSource) },
    BookingsService,
    BookingLinks,
    BookingNotices,
    OwnerBookingsService,
    RateLimitGuard,
  ],
})
export class BookingsModule {}
