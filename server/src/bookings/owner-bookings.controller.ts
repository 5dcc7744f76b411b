import { Controller, Inject, Param } from '@nestjs/common';
import type { OwnerBooking } from '@frontdoor/shared';
import { CurrentAuth } from '../auth/auth.guard.js';
import type { AccessClaims } from '../auth/access-tokens.js';
import { Route } from '../common/route.decorator.js';
import { OwnerBookingsService } from './owner-bookings.service.js';

/** The owner's Bookings (issue 40): the list, and the answer to a request. */
@Controller()
export class OwnerBookingsController {
  constructor(@Inject(OwnerBookingsService) private readonly bookings: OwnerBookingsService) {}

  @Route('get /api/websites/{id}/bookings')
  async list(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<{ bookings: OwnerBooking[] }> {
    return { bookings: await this.bookings.list(auth.userId, id) };
  }

  @Route('post /api/websites/{id}/bookings/{bookingId}/confirm')
  confirm(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Param('bookingId') bookingId: string): Promise<OwnerBooking> {
    return this.bookings.answer(auth.userId, id, bookingId, 'confirmed');
  }

  @Route('post /api/websites/{id}/bookings/{bookingId}/decline')
  decline(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Param('bookingId') bookingId: string): Promise<OwnerBooking> {
    return this.bookings.answer(auth.userId, id, bookingId, 'declined');
  }
}
