import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafe } from '@frontdoor/shared';
import type { BookingRecord } from '@frontdoor/data';

/** A local date and time on the business's clock, as a spreadsheet sorts it: 2026-12-02 09:00. */
function localText(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const STATUS: Record<string, string> = { requested: 'Requested', confirmed: 'Confirmed', cancelled: 'Cancelled', declined: 'Declined' };

/**
 * A site's bookings as CSV (issue 40): one row each, soonest first, times on the business's clock
 * with the zone in its own column and the exact instant in UTC beside them. Every cell a visitor
 * or the owner wrote goes through spreadsheetSafe, as the contacts export does.
 */
export function bookingsCsv(bookings: BookingRecord[], input: { timeZone: string; serviceName: (serviceId: string) => string }): string {
  const header = ['Service', 'Start', 'End', 'Time zone', 'Start (UTC)', 'Status', 'Name', 'Email', 'Phone', 'Note'];
  const rows = bookings.map((booking) => [
    spreadsheetSafe(input.serviceName(booking.serviceId)),
    localText(booking.start, input.timeZone),
    localText(booking.end, input.timeZone),
    input.timeZone,
    booking.start,
    STATUS[booking.status] ?? booking.status,
    spreadsheetSafe(booking.name),
    spreadsheetSafe(booking.email),
    spreadsheetSafe(booking.phone),
    spreadsheetSafe(booking.note),
  ]);
  return stringify([header, ...rows]);
}
