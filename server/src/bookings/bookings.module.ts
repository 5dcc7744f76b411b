import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingsRepository } from '@frontdoor/data';
import { FormsModule } from '../forms/forms.module.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';

/** Visitors' bookings on published sites (issue 40). */
@Module({
  imports: [FormsModule],
  controllers: [BookingsController],
  providers: [
    { provide: BookingsRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new BookingsRepository(dataSource) },
    BookingsService,
    RateLimitGuard,
  ],
})
export class BookingsModule {}
