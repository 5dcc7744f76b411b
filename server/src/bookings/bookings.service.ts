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
import { BookingsRepository, PublishedWebsites, type BookingRecord, type VisitorDetails } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';
import { FormsService, type FormSite } from '../forms/forms.service.js';

export type { BookingRecord };

/** How long a chosen time is kept for the visitor while they give their details. */
export const HOLD_SECONDS = 10 * 60;

/** How long a request from an address new to the site keeps its time while the visitor opens the emailed link. */
export const EMAIL_CHECK_HOLD_SECONDS = 30 * 60;

/** A service visitors can book, with its booking terms. */
export type BookableItem = BookableServiceItem;

/** A published site that takes bookings: its rules (the business's hours included) and services. */
export interface BookingSite extends FormSite {
  handle: string;
  rules: AvailabilityRules;
  services: BookableItem[];
  /** Until how many hours before its start a visitor may cancel online. */
  cancelCutoffHours: number;
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
    @Inject(PublishedWebsites) private readonly websites: PublishedWebsites,
  ) {}

  /** The published site of a website (by its draft's id) when it takes bookings, else 'Nothing to see here'. */
  async siteOf(websiteId: string): Promise<BookingSite> {
    const handle = await this.websites.handleOf(websiteId);
    if (!handle) throw new AppError('not_found');
    return this.site(handle);
  }

  /** The published site at a handle when it takes bookings on Frontdoor, else 'Nothing to see here'. */
  async site(handle: string): Promise<BookingSite> {
    const site = await this.forms.site(handle);
    const scheduling = site.document.sections.find((section) => section.type === 'Scheduling');
    if (!scheduling || scheduling.type !== 'Scheduling' || scheduling.provider !== 'frontdoor' || !scheduling.bookingRules) throw new AppError('not_found');
    const services = bookableServices(site.document);
    if (!services.length) throw new AppError('not_found');
    const { cancelCutoffHours, ...bookingRules } = scheduling.bookingRules;
    const rules = { ...bookingRules, hours: site.document.websiteSettings.business.hours };
    return { ...site, handle, rules, services, cancelCutoffHours };
  }

  service(site: BookingSite, id: string | undefined): BookableItem | undefined {
    return site.services.find((service) => service.id === id);
  }

  /** The service's free times from now to the end of the booking horizon (`ignoring` a booking being moved: its own time is free to it). */
  async freeSlots(site: BookingSite, service: BookableItem, ignoring?: string): Promise<FreeSlot[]> {
    const now = new Date();
    const from = now.toISOString();
    const to = new Date(now.getTime() + (site.rules.horizonDays + 2) * 24 * 3_600_000).toISOString();
    const taken = (await this.bookings.busyBetween(site.draftId, from, to)).filter((booking) => booking.id !== ignoring);
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

  /**
   * The owner's answer: confirms a request, or declines a request or a booking (its time is free
   * again). A booking of another site, or a hold, is 'not found'; one already answered a conflict.
   */
  async answer(websiteId: string, bookingId: string, status: 'confirmed' | 'declined'): Promise<BookingRecord> {
    if (!isUuid(bookingId)) throw new AppError('not_found', 404, ERROR_DETAILS.booking_not_found.message);
    const answered = await this.bookings.answer(bookingId, websiteId, status);
    if (answered) return answered;
    const booking = await this.bookings.find(bookingId);
    if (!booking || booking.websiteId !== websiteId || booking.status === 'held' || booking.status === 'expired') {
      throw new AppError('not_found', 404, ERROR_DETAILS.booking_not_found.message);
    }
    throw new AppError('conflict', 409, ERROR_DETAILS.booking_already_answered.message);
  }

  /** The visitor cancels: a live booking ends and its time is free again; one already ended is a conflict. */
  async cancel(booking: BookingRecord): Promise<BookingRecord> {
    const cancelled = booking.status === 'requested' || booking.status === 'confirmed' ? await this.bookings.end(booking.id, 'cancelled') : null;
    if (!cancelled) throw new AppError('conflict', 409, ERROR_DETAILS.booking_already_answered.message);
    return cancelled;
  }

  /**
   * Whether a request must wait for its visitor to prove their address: a request-mode service,
   * from an address that has not proven itself on this site before (bots and typos send nothing).
   */
  async needsEmailCheck(site: BookingSite, service: BookableItem, email: string): Promise<boolean> {
    return service.booking.mode === 'request' && !(await this.bookings.isVerifiedAddress(site.draftId, email));
  }

  /** Keeps the held time, with the visitor's details, while they open the link emailed to them. */
  async awaitEmail(hold: BookingRecord, details: VisitorDetails): Promise<BookingRecord> {
    const waiting = await this.bookings.awaitEmail(hold.id, details, EMAIL_CHECK_HOLD_SECONDS);
    if (!waiting) throw conflict(ERROR_DETAILS.hold_expired);
    return waiting;
  }

  /**
   * The visitor opened the emailed link: their address is proven and the request goes to the
   * owner (from a lapsed hold too, when nobody took the time meanwhile).
   */
  async sendRequest(hold: BookingRecord): Promise<BookingRecord> {
    const details = { name: hold.name, email: hold.email, phone: hold.phone, note: hold.note };
    const result = await this.bookings.book(hold.id, 'requested', details, 'verified');
    if (!result) throw new AppError('conflict', 409, ERROR_DETAILS.booking_already_answered.message);
    if (!result.ok) throw conflict(ERROR_DETAILS.slot_taken);
    return result.booking;
  }

  /**
   * Moves a visitor's booking to another free time of its service. A request-mode service's
   * booking goes back to the owner to confirm; an instant one stays booked. A time not offered, or
   * taken meanwhile, is refused with its message.
   */
  async move(site: BookingSite, service: BookableItem, booking: BookingRecord, start: string): Promise<BookingRecord> {
    const startMs = Date.parse(start);
    const slot = Number.isNaN(startMs) ? undefined : (await this.freeSlots(site, service, booking.id)).find((free) => Date.parse(free.start) === startMs);
    if (!slot) throw conflict(ERROR_DETAILS.slot_unavailable);
    const busyUntil = new Date(Date.parse(slot.end) + service.booking.bufferAfterMinutes * 60_000).toISOString();
    const moved = await this.bookings.move(booking.id, { start: slot.start, end: slot.end, busyUntil }, service.booking.mode === 'instant' ? 'confirmed' : 'requested');
    if (!moved) throw new AppError('conflict', 409, ERROR_DETAILS.booking_already_answered.message);
    if (!moved.ok) throw conflict(ERROR_DETAILS.slot_taken);
    return moved.booking;
  }

  /** Lets a hold go (a bot's, caught by the hidden field). */
  async release(hold: BookingRecord): Promise<void> {
    if (hold.status === 'held') await this.bookings.end(hold.id, 'expired');
  }

  /** A booking by its id (an email link's), whatever its site; null when there is none. */
  byId(id: string): Promise<BookingRecord | null> {
    return this.bookings.find(id);
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
