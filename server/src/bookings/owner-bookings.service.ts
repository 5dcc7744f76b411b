import { Inject, Injectable } from '@nestjs/common';
import { ERROR_DETAILS, isUuid, type OwnerBooking } from '@frontdoor/shared';
import { BookingsRepository, type BookingRecord } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';
import { DraftAccess } from '../drafts/draft-access.js';

const ownerView = (booking: BookingRecord): OwnerBooking => ({
  id: booking.id,
  serviceId: booking.serviceId,
  status: booking.status as OwnerBooking['status'],
  start: booking.start,
  end: booking.end,
  name: booking.name,
  email: booking.email,
  phone: booking.phone,
  note: booking.note,
});

/** The owner's side of bookings (issue 40): the list (guest editors see it too), and confirm or decline (the owner). */
@Injectable()
export class OwnerBookingsService {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(BookingsRepository) private readonly bookings: BookingsRepository,
  ) {}

  async list(userId: string, websiteId: string): Promise<OwnerBooking[]> {
    await this.access.authorize(userId, websiteId, 'view-bookings');
    return (await this.bookings.listForWebsite(websiteId)).map(ownerView);
  }

  /** Confirms a request, or declines a request or a booking; a booking of another site is 'not found', one already answered a conflict. */
  async answer(userId: string, websiteId: string, bookingId: string, status: 'confirmed' | 'declined'): Promise<OwnerBooking> {
    await this.access.authorize(userId, websiteId, 'manage-bookings');
    if (!isUuid(bookingId)) throw new AppError('not_found', 404, ERROR_DETAILS.booking_not_found.message);
    const answered = await this.bookings.answer(bookingId, websiteId, status);
    if (answered) return ownerView(answered);
    const booking = await this.bookings.find(bookingId);
    if (!booking || booking.websiteId !== websiteId || booking.status === 'held' || booking.status === 'expired') {
      throw new AppError('not_found', 404, ERROR_DETAILS.booking_not_found.message);
    }
    throw new AppError('conflict', 409, ERROR_DETAILS.booking_already_answered.message);
  }
}
