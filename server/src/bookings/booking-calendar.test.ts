import ical, { type VEvent } from 'node-ical';
import { bookingCalendar, type BookingCalendarInput, type BookingCalendarStatus } from './booking-calendar.js';

// The .ics attached to booking emails, read back with an independent parser (node-ical): one
// entry per booking (stable UID, rising SEQUENCE) at the exact UTC instants, whatever the zone.

const input = (over: Partial<BookingCalendarInput> = {}, booking: Partial<BookingCalendarInput['booking']> = {}): BookingCalendarInput => ({
  booking: { id: 'b1', start: '2026-03-29T09:00:00Z', end: '2026-03-29T10:00:00Z', status: 'confirmed', ...booking },
  sequence: 0,
  serviceName: 'Haircut',
  businessName: 'Acme Barbers',
  publicUrl: 'https://acme.example.com/',
  ...over,
});

/** The one event of a calendar, and the calendar's METHOD. */
function parse(ics: string): { event: VEvent; method: unknown } {
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const calendar = Object.values(parsed).find((c) => c?.type === 'VCALENDAR');
  return { event: events[0]!, method: (calendar as { method?: unknown } | undefined)?.method };
}

describe('bookingCalendar', () => {
  it('writes the exact UTC instants: 10:00 London on 29 March 2026 (BST begins that day) is 09:00Z', () => {
    const ics = bookingCalendar(input());
    expect(ics).toContain('DTSTART:20260329T090000Z');
    const { event } = parse(ics);
    expect(event.start.toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });

  it('keeps an appointment that spans the autumn change at its real instants', () => {
    // 01:30 BST to 01:30 GMT on 25 October 2026: one real hour, the wall clock shows the same time.
    const { event } = parse(bookingCalendar(input({}, { start: '2026-10-25T00:30:00Z', end: '2026-10-25T01:30:00Z' })));
    expect(event.start.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('keeps one UID for every version of a booking and another for another booking', () => {
    const first = parse(bookingCalendar(input({ sequence: 0 })));
    const moved = parse(bookingCalendar(input({ sequence: 3 }, { start: '2026-04-01T12:00:00Z', end: '2026-04-01T13:00:00Z' })));
    const other = parse(bookingCalendar(input({}, { id: 'b2' })));
    expect(first.event.uid).toBe('booking-b1@acme.example.com');
    expect(moved.event.uid).toBe(first.event.uid);
    expect(other.event.uid).toBe('booking-b2@acme.example.com');
    expect(Number(first.event.sequence)).toBe(0);
    expect(Number(moved.event.sequence)).toBe(3);
  });

  it.each<[BookingCalendarStatus, string, string]>([
    ['requested', 'TENTATIVE', 'REQUEST'],
    ['confirmed', 'CONFIRMED', 'REQUEST'],
    ['cancelled', 'CANCELLED', 'CANCEL'],
    ['declined', 'CANCELLED', 'CANCEL'],
  ])('gives a %s booking STATUS:%s and METHOD:%s', (status, eventStatus, method) => {
    const ics = bookingCalendar(input({}, { status }));
    const parsed = parse(ics);
    expect(parsed.event.status).toBe(eventStatus);
    expect(parsed.method).toBe(method);
    expect(ics).toMatch(new RegExp(`^METHOD:${method}\\r?$`, 'm'));
  });

  it('cancels when asked to, whatever the stored status', () => {
    const { event, method } = parse(bookingCalendar(input({ method: 'CANCEL', sequence: 2 })));
    expect(event.status).toBe('CANCELLED');
    expect(method).toBe('CANCEL');
    expect(event.uid).toBe('booking-b1@acme.example.com');
  });

  it('keeps commas, semicolons and newlines in the summary and location', () => {
    const businessName = 'Smith, Jones; & Co\nBarbers';
    const businessAddress = '1 High St, Leeds;\nLS1 1AA';
    const { event } = parse(bookingCalendar(input({ serviceName: 'Cut; wash, dry', businessName, businessAddress })));
    expect(event.summary).toBe(`Cut; wash, dry at ${businessName}`);
    expect(event.location).toBe(businessAddress);
  });

  it('names the business as organizer only when it has an email, and invents no location', () => {
    const withEmail = parse(bookingCalendar(input({ businessEmail: 'owner@acme.example.com' }))).event;
    expect(withEmail.organizer).toEqual({ params: { CN: 'Acme Barbers' }, val: 'mailto:owner@acme.example.com' });
    const bare = parse(bookingCalendar(input())).event;
    expect(bare.organizer).toBeUndefined();
    expect(bare.location).toBeUndefined();
    expect(bare.url).toEqual({ params: { VALUE: 'URI' }, val: 'https://acme.example.com/' });
  });
});
