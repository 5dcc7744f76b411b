import { Inject, Injectable, Logger } from '@nestjs/common';
import { publicUrl, type BookingReminderJob, type Env } from '@frontdoor/shared';
import type { BookingRecord } from '@frontdoor/data';
import { ENV } from '../config/config.module.js';
import { LiveEvents } from '../events/live-events.js';
import { FormsService } from '../forms/forms.service.js';
import { JobQueues } from '../queues/job-queues.js';
import { BookingLinks } from './booking-links.js';
import { bookingMail, type BookingMailContext } from './booking-mail.js';
import { clockInZone, siteBookingTexts, whenInZone } from './booking-texts.js';
import type { BookableItem, BookingSite } from './bookings.service.js';

/** When the reminder goes out: a day before the start. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;

/** Until when a visitor may cancel online (null: the time has passed). */
export function cancelDeadline(site: BookingSite, booking: BookingRecord): Date {
  return new Date(Date.parse(booking.start) - site.cancelCutoffHours * 3_600_000);
}

/**
 * Who hears what when a booking changes (issue 40): the visitor and the owner by email (with the
 * calendar file and their signed links), the owner's and guests' open Bookings views live, and
 * the visitor's reminder a day before, queued as a delayed job that outlives restarts. A failure
 * to tell never undoes the booking: it is logged, and the booking stands.
 */
@Injectable()
export class BookingNotices {
  private readonly logger = new Logger('Bookings');

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(BookingLinks) private readonly links: BookingLinks,
    @Inject(FormsService) private readonly forms: FormsService,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(LiveEvents) private readonly live: LiveEvents,
  ) {}

  /** A visitor booked (instant) or asked (request). */
  async booked(site: BookingSite, service: BookableItem, booking: BookingRecord): Promise<void> {
    const ctx = this.context(site, service, booking);
    const deadline = cancelDeadline(site, booking);
    await this.tell(booking, [
      async () => this.forms.notifyOwner(site, bookingMail.ownerBooked(ctx, await this.link(booking, 'owner'))),
      async () =>
        this.toVisitor(
          booking,
          bookingMail.visitorBooked(ctx, {
            manage: await this.link(booking, 'visitor'),
            cancelUntil: deadline.getTime() > Date.now() ? whenInZone(ctx.texts, deadline.toISOString(), site.rules.timeZone) : null,
          }),
        ),
      () => this.remind(site, service, booking),
    ]);
  }

  /** A request from an address new to the site waits: its visitor gets the link that sends it. */
  async checkEmail(site: BookingSite, service: BookableItem, hold: BookingRecord): Promise<void> {
    const ctx = this.context(site, service, hold);
    const heldUntil = clockInZone(ctx.texts, hold.holdExpiresAt ?? hold.start, site.rules.timeZone);
    const message = bookingMail.checkEmail(ctx, { send: await this.link(hold, 'visitor'), heldUntil });
    // Not through tell(): the visitor waits on this email, so a failure to queue it is the request's failure.
    await this.toVisitor(hold, message);
  }

  /** The owner confirmed or declined a request, or cancelled a booking. */
  async answered(site: BookingSite, service: BookableItem, booking: BookingRecord): Promise<void> {
    const ctx = this.context(site, service, booking);
    await this.tell(booking, [
      async () => this.toVisitor(booking, bookingMail.visitorAnswered(ctx, await this.link(booking, 'visitor'))),
      () => this.remind(site, service, booking),
    ]);
  }

  /** The visitor moved their booking (`was`: its old start). */
  async moved(site: BookingSite, service: BookableItem, booking: BookingRecord, was: string): Promise<void> {
    const ctx = this.context(site, service, booking);
    const wasText = whenInZone(ctx.texts, was, site.rules.timeZone);
    await this.tell(booking, [
      async () => this.forms.notifyOwner(site, bookingMail.moved(ctx, 'owner', { was: wasText, manage: await this.link(booking, 'owner') })),
      async () => this.toVisitor(booking, bookingMail.moved(ctx, 'visitor', { was: wasText, manage: await this.link(booking, 'visitor') })),
      () => this.remind(site, service, booking),
    ]);
  }

  /** The visitor cancelled from their link. */
  async cancelled(site: BookingSite, service: BookableItem, booking: BookingRecord): Promise<void> {
    const ctx = this.context(site, service, booking);
    await this.tell(booking, [
      () => this.forms.notifyOwner(site, bookingMail.cancelled(ctx, 'owner')),
      () => this.toVisitor(booking, bookingMail.cancelled(ctx, 'visitor')),
    ]);
  }

  /** The signed page address for the owner or the visitor, good until the booking ends. */
  link(booking: BookingRecord, role: 'owner' | 'visitor'): Promise<string> {
    return this.links.url({ bookingId: booking.id, role }, new Date(booking.end));
  }

  private context(site: BookingSite, service: BookableItem, booking: BookingRecord): BookingMailContext {
    const business = site.document.websiteSettings.business;
    const texts = siteBookingTexts(site);
    return {
      texts,
      booking: { ...booking, status: booking.status === 'confirmed' || booking.status === 'requested' || booking.status === 'declined' ? booking.status : 'cancelled' },
      businessName: site.document.websiteSettings.businessName,
      serviceName: service.heading || texts.appointment,
      when: whenInZone(texts, booking.start, site.rules.timeZone),
      siteUrl: `${publicUrl(this.env)}/${site.handle}`,
      businessAddress: business.address,
      businessEmail: business.email,
      businessPhone: business.phone,
    };
  }

  private async toVisitor(booking: BookingRecord, message: Omit<Parameters<JobQueues['sendEmail']>[0], 'to'>): Promise<void> {
    if (booking.email) await this.queues.sendEmail({ to: booking.email, ...message });
  }

  /** A confirmed booking's reminder, a day before (none when that moment has passed). */
  private async remind(site: BookingSite, service: BookableItem, booking: BookingRecord): Promise<void> {
    if (booking.status !== 'confirmed' || !booking.email) return;
    const delay = Date.parse(booking.start) - REMINDER_BEFORE_MS - Date.now();
    if (delay <= 0) return;
    const message = bookingMail.reminder(this.context(site, service, booking), await this.link(booking, 'visitor'));
    const job: BookingReminderJob = { bookingId: booking.id, sequence: booking.sequence, email: { to: booking.email, ...message } };
    // One job per version of the booking: a later change makes a new one, and the worker sends
    // only the reminder of the version still current.
    await this.queues.addSealed('booking-reminder', 'remind', job, { delay, jobId: `reminder-${booking.id}-${booking.sequence}` });
  }

  /** Runs each telling, and the live event; one that fails is logged and the rest still run. */
  private async tell(booking: BookingRecord, tasks: (() => Promise<void>)[]): Promise<void> {
    const results = await Promise.allSettled([
      ...tasks.map((task) => task()),
      this.live.toWebsite(booking.websiteId, { type: 'bookings-changed', websiteId: booking.websiteId, bookingId: booking.id }),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') this.logger.warn(`Booking ${booking.id}: not told: ${(result.reason as Error).message}`);
    }
  }
}
