import { Inject, Injectable } from '@nestjs/common';
import {
  BOOKING_FIELD_LIMITS,
  BOOKING_FIELD_MESSAGES,
  ERROR_DETAILS,
  freeSlots,
  isUuid,
  isValidEmail,
  localDateOf,
  normalizeEmail,
  type AvailabilityRules,
  type FreeSlot,
} from '@frontdoor/shared';
import { bookableServices, type BookableServiceItem } from '@frontdoor/shared/render';
import { BookingsRepository, type BookingRecord, type VisitorDetails } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';
import { FormsService, type FormSite } from '../forms/forms.service.js';

export type { BookingRecord };

/** How long a chosen time is kept for the visitor while they give their details. */
export const HOLD_SECONDS = 10 * 60;

/** A service visitors can book, with its booking terms. */
export type BookableItem = BookableServiceItem;

/** A published site that takes bookings: its rules (the business's hours included) and services. */
export interface BookingSite extends FormSite {
  handle: string;
  rules: AvailabilityRules;
  services: BookableItem[];
}

const conflict = (detail: { code: string; message: string }) => new AppError('conflict', 409, detail.message);

/**
 * Bookings on published sites (issue 40): which times are free, a hold while the visitor gives
 * their details, and the booking. The database refuses overlapping holds and bookings
 * (BookingsRepository); this checks that a time asked for is one the business offers.
 */
@Injectable()
export class BookingsService {
  constructor(
    @Inject(FormsService) private readonly forms: FormsService,
    @Inject(BookingsRepository) private readonly bookings: BookingsRepository,
  ) {}

  /** The published site at a handle when it takes bookings on Frontdoor, else 'Nothing to see here'. */
  async site(handle: string): Promise<BookingSite> {
    const site = await this.forms.site(handle);
    const scheduling = site.document.sections.find((section) => section.type === 'Scheduling');
    if (!scheduling || scheduling.type !== 'Scheduling' || scheduling.provider !== 'frontdoor' || !scheduling.bookingRules) throw new AppError('not_found');
    const services = bookableServices(site.document);
    if (!services.length) throw new AppError('not_found');
    const rules = { ...scheduling.bookingRules, hours: site.document.websiteSettings.business.hours };
    return { ...site, handle, rules, services };
  }

  service(site: BookingSite, id: string | undefined): BookableItem | undefined {
    return site.services.find((service) => service.id === id);
  }

  /** The service's free times from now to the end of the booking horizon. */
  async freeSlots(site: BookingSite, service: BookableItem, now = new Date()): Promise<FreeSlot[]> {
    const from = now.toISOString();
    const to = new Date(now.getTime() + (site.rules.horizonDays + 2) * 24 * 3_600_000).toISOString();
    const taken = await this.bookings.busyBetween(site.draftId, from, to);
    const bookedCountByDate: Record<string, number> = {};
    for (const booking of taken) {
      if (booking.serviceId !== service.id || booking.status === 'held') continue;
      const date = localDateOf(booking.start, site.rules.timeZone);
      bookedCountByDate[date] = (bookedCountByDate[date] ?? 0) + 1;
    }
    return freeSlots({
      rules: site.rules,
      service: service.booking,
      busy: taken.map((booking) => ({ start: booking.start, end: booking.busyUntil })),
      bookedCountByDate,
      now: from,
    });
  }

  /** Holds a free time for the visitor; a time not offered, or taken meanwhile, is refused with its message. */
  async hold(site: BookingSite, service: BookableItem, start: string): Promise<BookingRecord> {
    const startMs = Date.parse(start);
    const slot = Number.isNaN(startMs) ? undefined : (await this.freeSlots(site, service)).find((free) => Date.parse(free.start) === startMs);
    if (!slot) throw conflict(ERROR_DETAILS.slot_unavailable);
    const busyUntil = new Date(Date.parse(slot.end) + service.booking.bufferAfterMinutes * 60_000).toISOString();
    const held = await this.bookings.hold({ websiteId: site.draftId, serviceId: service.id, start: slot.start, end: slot.end, busyUntil }, HOLD_SECONDS);
    if (!held.ok) throw conflict(ERROR_DETAILS.slot_taken);
    return held.booking;
  }

  /** Lets a hold go (a bot's, caught by the hidden field). */
  async release(hold: BookingRecord): Promise<void> {
    if (hold.status === 'held') await this.bookings.end(hold.id, 'expired');
  }

  /** Emails the site's owner about a booking. */
  tellOwner(site: BookingSite, message: { subject: string; text: string; html: string }): Promise<void> {
    return this.forms.notifyOwner(site, message);
  }

  /** A hold or booking of this site, or 'That booking no longer exists'. */
  async find(site: BookingSite, id: string): Promise<BookingRecord> {
    const booking = isUuid(id) ? await this.bookings.find(id) : null;
    if (!booking || booking.websiteId !== site.draftId) throw new AppError('not_found', 404, ERROR_DETAILS.booking_not_found.message);
    return booking;
  }

  /** Books a held time with the visitor's details: confirmed at once (instant) or requested (the owner confirms). */
  async book(site: BookingSite, holdId: string, details: VisitorDetails): Promise<BookingRecord> {
    const hold = await this.find(site, holdId);
    if (hold.status === 'requested' || hold.status === 'confirmed') return hold;
    const service = this.service(site, hold.serviceId);
    if (!service) throw new AppError('not_found', 404, ERROR_DETAILS.booking_not_found.message);
    const result = await this.bookings.book(holdId, service.booking.mode === 'instant' ? 'confirmed' : 'requested', details);
    if (!result) throw new AppError('not_found', 404, ERROR_DETAILS.booking_not_found.message);
    if (!result.ok) throw conflict(ERROR_DETAILS.hold_expired);
    return result.booking;
  }
}

/** The visitor's details, trimmed, or what to fix, in the visitor's words. */
export function checkDetails(input: { name: string; email: string; phone: string; note: string }): { details: VisitorDetails; problems: string[] } {
  const details = { name: input.name.trim(), email: normalizeEmail(input.email), phone: input.phone.trim(), note: input.note.trim() };
  const problems: string[] = [];
  if (!details.name) problems.push(BOOKING_FIELD_MESSAGES.name);
  else if (details.name.length > BOOKING_FIELD_LIMITS.name) problems.push(BOOKING_FIELD_MESSAGES.nameTooLong);
  if (!isValidEmail(details.email)) problems.push(BOOKING_FIELD_MESSAGES.email);
  if (details.phone.length > BOOKING_FIELD_LIMITS.phone) problems.push(BOOKING_FIELD_MESSAGES.phone);
  if (details.note.length > BOOKING_FIELD_LIMITS.note) problems.push(BOOKING_FIELD_MESSAGES.note);
  return { details, problems };
}
