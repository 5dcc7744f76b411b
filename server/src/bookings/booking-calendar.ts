import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * The calendar file (.ics) attached to booking emails, so the visitor's and the owner's calendars
 * hold one entry that later updates (reschedule) or is cancelled.
 *
 * - The UID is `booking-<id>@<host of publicUrl>`, the same for every version of one booking, and
 *   SEQUENCE is the caller's counter, bumped on every change: a calendar replaces the entry it
 *   already has when it sees the same UID with a higher SEQUENCE.
 * - DTSTART and DTEND are the booking's exact UTC instants (…Z), so every calendar shows the right
 *   moment in its own zone. The business's zone is not written as a TZID: ical-generator would then
 *   need a VTIMEZONE generator (another library) and reads a native Date's UTC fields as wall
 *   time in that zone, so the times would be wrong.
 * - Requested is TENTATIVE, confirmed is CONFIRMED; cancelled and declined are CANCELLED with
 *   METHOD:CANCEL (as is any input whose method is CANCEL). Otherwise METHOD is REQUEST.
 * - Only facts given are written: LOCATION only with an address, ORGANIZER only with an email.
 *   Text escaping is the library's.
 */

export type BookingCalendarStatus = 'requested' | 'confirmed' | 'cancelled' | 'declined';

export interface BookingCalendarInput {
  booking: {
    id: string;
    /** ISO instant in UTC, e.g. 2026-03-29T09:00:00Z. */
    start: string;
    /** ISO instant in UTC. */
    end: string;
    status: BookingCalendarStatus;
  };
  /** Bumped on every change to the booking (0 for the first version). */
  sequence: number;
  serviceName: string;
  businessName: string;
  /** The entry's title in the site's language (default: "Haircut at Acme Barbers"). */
  summary?: string;
  businessAddress?: string;
  businessEmail?: string;
  /** The site's address, e.g. https://acme.example.com: the UID's domain and the event's URL. */
  publicUrl: string;
  method?: 'REQUEST' | 'CANCEL';
}

const EVENT_STATUS: Record<BookingCalendarStatus, ICalEventStatus> = {
  requested: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  declined: ICalEventStatus.CANCELLED,
};

/** The .ics text of one version of a booking. */
export function bookingCalendar(input: BookingCalendarInput): string {
  const { booking } = input;
  const cancelled = EVENT_STATUS[booking.status] === ICalEventStatus.CANCELLED || input.method === 'CANCEL';
  const calendar = ical({
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `booking-${booking.id}@${new URL(input.publicUrl).hostname}`,
    sequence: input.sequence,
    start: new Date(booking.start),
    end: new Date(booking.end),
    summary: input.summary ?? `${input.serviceName} at ${input.businessName}`,
    location: input.businessAddress ?? null,
    url: input.publicUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : EVENT_STATUS[booking.status],
    organizer: input.businessEmail ? { name: input.businessName, email: input.businessEmail } : null,
  });
  return calendar.toString();
}
