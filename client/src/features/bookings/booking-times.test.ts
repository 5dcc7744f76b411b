import type { OwnerBooking } from '@frontdoor/shared';
import {
  bookingsPerWeek,
  addDays,
  dateParts,
  dateText,
  hourSpan,
  mondayOf,
  placeWeek,
  splitByNow,
  timeRangeText,
  timeText,
  wallClock,
  weekDates,
  weekText,
  zoneLabel,
} from './booking-times';

const booking = (start: string, end: string, id = start) => ({ id, start, end });

describe("a booking's times on the business's clock", () => {
  it('reads the date and time in the zone, not the machine’s', () => {
    expect(wallClock('2026-05-12T09:30:00Z', 'Europe/London')).toEqual({ date: '2026-05-12', minutes: 10 * 60 + 30 });
    expect(wallClock('2026-05-12T02:30:00Z', 'America/New_York')).toEqual({ date: '2026-05-11', minutes: 22 * 60 + 30 });
    expect(wallClock('2026-05-11T23:00:00Z', 'Australia/Sydney')).toEqual({ date: '2026-05-12', minutes: 9 * 60 });
    expect(wallClock('2026-05-12T04:00:00Z', 'Asia/Kolkata')).toEqual({ date: '2026-05-12', minutes: 9 * 60 + 30 });
    expect(wallClock('2026-05-12T00:00:00Z', 'UTC')).toEqual({ date: '2026-05-12', minutes: 0 });
  });

  it('follows daylight saving: 09:00 in London is 08:00Z in summer and 09:00Z in winter', () => {
    expect(wallClock('2026-03-30T08:00:00Z', 'Europe/London').minutes).toBe(9 * 60);
    expect(wallClock('2026-03-27T09:00:00Z', 'Europe/London').minutes).toBe(9 * 60);
  });

  it('writes times and ranges in the reader’s language on the business’s clock', () => {
    expect(timeRangeText(booking('2026-05-12T09:30:00Z', '2026-05-12T10:15:00Z'), 'Europe/London', 'en-GB')).toBe('10:30–11:15');
    expect(dateText('2026-05-12', 'short', 'en-GB')).toBe('Tue 12 May');
    expect(dateParts('2026-05-12', 'en-GB')).toEqual(['Tue', '12', 'May']);
    expect(timeText('2026-05-12T09:30:00Z', 'America/New_York', 'en-GB')).toBe('05:30');
    expect(dateText('2026-05-12', 'long', 'en-GB')).toMatch(/^Tuesday,? 12 May 2026$/);
    expect(weekText('2026-05-11', 'en-GB').replace(/\s+/g, ' ')).toMatch(/^11 ?– ?17 May 2026$/);
  });

  it('names the zone as people say it', () => {
    expect(zoneLabel('Europe/London')).toBe('London time');
    expect(zoneLabel('America/New_York')).toBe('New York time');
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneLabel('UTC')).toBe('UTC');
  });
});

describe('weeks', () => {
  it('start on Monday, across months and years', () => {
    expect(mondayOf('2026-05-12')).toBe('2026-05-11');
    expect(mondayOf('2026-05-11')).toBe('2026-05-11');
    expect(mondayOf('2026-05-17')).toBe('2026-05-11');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDates('2026-03-23')).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the list', () => {
  it('puts upcoming bookings first, soonest first, then past ones, the latest first', () => {
    const now = Date.parse('2026-05-12T12:00:00Z');
    const list = [
      booking('2026-05-13T09:00:00Z', '2026-05-13T09:30:00Z', 'tomorrow'),
      booking('2026-05-10T09:00:00Z', '2026-05-10T09:30:00Z', 'two days ago'),
      booking('2026-05-12T11:45:00Z', '2026-05-12T12:30:00Z', 'now'),
      booking('2026-05-11T09:00:00Z', '2026-05-11T09:30:00Z', 'yesterday'),
    ];
    const { upcoming, past } = splitByNow(list, now);
    expect(upcoming.map(({ id }) => id)).toEqual(['now', 'tomorrow']);
    expect(past.map(({ id }) => id)).toEqual(['yesterday', 'two days ago']);
  });
});

describe('the week', () => {
  const dates = weekDates('2026-05-11');

  it('places each booking on its day in the business’s zone, with its minutes', () => {
    // 23:30Z on Sunday 10 May is 09:30 on Monday 11 May in Sydney.
    const days = placeWeek([booking('2026-05-10T23:30:00Z', '2026-05-11T00:15:00Z'), booking('2026-05-20T09:00:00Z', '2026-05-20T09:30:00Z')], dates, 'Australia/Sydney');
    expect(days[0]).toEqual([expect.objectContaining({ from: 9 * 60 + 30, to: 10 * 60 + 15, lane: 0, lanes: 1 })]);
    expect(days.slice(1).flat()).toEqual([]);
  });

  it('ends a booking that runs past midnight at the end of its day', () => {
    const [monday] = placeWeek([booking('2026-05-11T22:30:00Z', '2026-05-12T00:30:00Z')], dates, 'UTC');
    expect(monday[0]).toMatchObject({ from: 22 * 60 + 30, to: 24 * 60 });
  });

  it('puts overlapping bookings side by side, and the rest full width', () => {
    const [monday] = placeWeek(
      [
        booking('2026-05-11T09:00:00Z', '2026-05-11T10:00:00Z', 'a'),
        booking('2026-05-11T09:30:00Z', '2026-05-11T10:30:00Z', 'b'),
        booking('2026-05-11T10:00:00Z', '2026-05-11T10:45:00Z', 'c'),
        booking('2026-05-11T11:00:00Z', '2026-05-11T11:30:00Z', 'd'),
      ],
      dates,
      'UTC',
    );
    expect(monday.map(({ booking: { id }, lane, lanes }) => [id, lane, lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
      ['d', 0, 1],
    ]);
  });

  it('shows 8 to 18 o’clock, widened to the week’s bookings', () => {
    expect(hourSpan(weekDates('2026-05-11').map(() => []))).toEqual({ first: 8, last: 18 });
    const days = placeWeek([booking('2026-05-12T06:30:00Z', '2026-05-12T07:00:00Z'), booking('2026-05-13T19:00:00Z', '2026-05-13T19:45:00Z')], dates, 'UTC');
    expect(hourSpan(days)).toEqual({ first: 6, last: 20 });
  });
});

describe('bookings per week', () => {
  const at = (start: string, status: OwnerBooking['status'] = 'confirmed') => ({ start, status });
  it('counts each week on the business clock by the day a booking starts, kept and ended apart, empty weeks included', () => {
    // Wednesday 2 December 2026, noon in London.
    const now = Date.parse('2026-12-02T12:00:00Z');
    const weeks = bookingsPerWeek(
      [
        at('2026-11-30T09:00:00Z'),
        at('2026-12-01T10:00:00Z', 'requested'),
        at('2026-12-03T10:00:00Z', 'cancelled'),
        // Sunday 23:30 in London is already Monday in Sydney: the business's clock decides.
        at('2026-12-06T23:30:00Z'),
        at('2026-11-23T09:00:00Z', 'declined'),
        at('2027-06-01T09:00:00Z'),
      ],
      'Europe/London',
      now,
      { back: 1, ahead: 1 },
    );
    expect(weeks).toEqual([
      { monday: '2026-11-23', kept: 0, ended: 1, current: false },
      { monday: '2026-11-30', kept: 3, ended: 1, current: true },
      { monday: '2026-12-07', kept: 0, ended: 0, current: false },
    ]);
    expect(bookingsPerWeek([at('2026-12-06T23:30:00Z')], 'Australia/Sydney', now, { back: 0, ahead: 1 })).toEqual([
      { monday: '2026-11-30', kept: 0, ended: 0, current: true },
      { monday: '2026-12-07', kept: 1, ended: 0, current: false },
    ]);
  });
});
