import type { Job } from 'bullmq';
import { bookingReminderJobSchema } from '@frontdoor/shared';
import type { BookingRecord } from '@frontdoor/data';
import type { Mailer } from '../mail/mailer.js';
import { log } from '../log.js';
import { openSealed } from './email.processor.js';

/**
 * The `booking-reminder` queue (issue 40): a confirmed booking's reminder, queued by the app with
 * a delay so it runs the day before. It goes out only while the booking is still confirmed at the
 * version it was made for; a booking cancelled, declined or moved since is left alone (its newer
 * version has its own reminder, when it has one). Sealed like every email.
 */
export function bookingReminderProcessor(mailer: Mailer, key: Buffer, bookings: { find(id: string): Promise<BookingRecord | null> }) {
  return async (job: Job): Promise<'sent' | 'stale'> => {
    const reminder = bookingReminderJobSchema.parse(openSealed(key, job.data));
    const booking = await bookings.find(reminder.bookingId);
    if (!booking || booking.status !== 'confirmed' || booking.sequence !== reminder.sequence) {
      log('log', 'Booking reminder not sent: the booking changed', { jobId: job.id, status: booking?.status ?? 'gone' });
      return 'stale';
    }
    await mailer.send(reminder.email);
    return 'sent';
  };
}
