import { Inject, Injectable } from '@nestjs/common';
import type { OwnerBooking } from '@frontdoor/shared';
import { BookingsRepository, type BookingRecord } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';
import { DraftAccess } from '../drafts/draft-access.js';
import { DownloadLinks } from '../downloads/download-links.js';
import { bookingsCsv } from './bookings-csv.js';
import { BookingNotices } from './booking-notices.js';
import { BookingsService } from './bookings.service.js';

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
    @Inject(BookingsService) private readonly sites: BookingsService,
    @Inject(BookingNotices) private readonly notices: BookingNotices,
    @Inject(DownloadLinks) private readonly links: DownloadLinks,
  ) {}

  /** A download address of the site's bookings as CSV, good for five minutes. */
  async exportUrl(userId: string, websiteId: string): Promise<{ url: string }> {
    await this.access.authorize(userId, websiteId, 'view-bookings');
    return { url: await this.links.url('bookings', websiteId, new Date(Date.now() + 5 * 60_000)) };
  }

  /**
   * The CSV of an export address: its site's bookings, service names and time zone from the
   * published site (a site no longer published: its ids and UTC). A token not ours, or lapsed, is 'not found'.
   */
  async csv(token: string): Promise<{ csv: string; handle: string | null }> {
    const websiteId = (await this.links.verify('bookings', token))?.websiteId;
    if (!websiteId) throw new AppError('not_found');
    const site = await this.sites.siteOf(websiteId).catch(() => null);
    const bookings = await this.bookings.listForWebsite(websiteId);
    const csv = bookingsCsv(bookings, {
      timeZone: site?.rules.timeZone ?? 'UTC',
      serviceName: (id) => (site && this.sites.service(site, id)?.heading) || id,
    });
    return { csv, handle: site?.handle ?? null };
  }

  async list(userId: string, websiteId: string): Promise<OwnerBooking[]> {
    await this.access.authorize(userId, websiteId, 'view-bookings');
    return (await this.bookings.listForWebsite(websiteId)).map(ownerView);
  }

  /** Confirms a request, or declines a request or a booking, and tells the visitor; a booking of another site is 'not found', one already answered a conflict. */
  async answer(userId: string, websiteId: string, bookingId: string, status: 'confirmed' | 'declined'): Promise<OwnerBooking> {
    await this.access.authorize(userId, websiteId, 'manage-bookings');
    const answered = await this.sites.answer(websiteId, bookingId, status);
    await this.tell(answered);
    return ownerView(answered);
  }

  /** Tells the visitor of the owner's answer (a site that no longer takes bookings still has its answer stored). */
  async tell(booking: BookingRecord): Promise<void> {
    const site = await this.sites.siteOf(booking.websiteId).catch(() => null);
    const service = site && this.sites.service(site, booking.serviceId);
    if (site && service) await this.notices.answered(site, service, booking);
  }
}
