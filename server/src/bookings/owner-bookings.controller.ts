import { Controller, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
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

  @Route('post /api/websites/{id}/bookings/export')
  exportUrl(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<{ url: string }> {
    return this.bookings.exportUrl(auth.userId, id);
  }

  @Route('get /api/booking-exports/{token}')
  async download(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const { csv, handle } = await this.bookings.csv(token);
    res
      .status(200)
      .type('text/csv')
      .setHeader('Content-Disposition', `attachment; filename="bookings${handle ? `-${handle}` : ''}.csv"`)
      .setHeader('Cache-Control', 'private, no-store')
      .setHeader('Referrer-Policy', 'no-referrer')
      .send(csv);
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
