import type { OwnerBooking } from '@frontdoor/shared';

// Dates and times of bookings on the business's clock (its IANA zone), with the platform's Intl
// only: the owner's screen never needs the Temporal polyfill the slot engine loads.

/** A moment as the business's clock shows it: the calendar date and the minutes after midnight. */
export type WallClock = { date: string; minutes: number };

const clocks = new Map<string, Intl.DateTimeFormat>();
const clockIn = (timeZone: string) => {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    clocks.set(timeZone, format);
  }
  return format;
};

/** The business's date (YYYY-MM-DD) and minutes after midnight at an instant. */
export function wallClock(instant: string | number | Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const { type, value } of clockIn(timeZone).formatToParts(new Date(instant))) parts[type] = value;
  // Some engines write midnight as 24 with h23 asked for.
  const hour = Number(parts.hour) % 24;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: hour * 60 + Number(parts.minute) };
}

const DAY_MS = 86_400_000;
const utcNoon = (date: string) => Date.parse(`${date}T12:00:00Z`);

/** A calendar date moved by whole days (a date has no zone: no daylight-saving hour to trip on). */
export const addDays = (date: string, days: number) => new Date(utcNoon(date) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week a date is in. */
export const mondayOf = (date: string) => addDays(date, -((new Date(utcNoon(date)).getUTCDay() + 6) % 7));

/** The seven dates of the week starting on `monday`. */
export const weekDates = (monday: string) => Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** The zone as people say it: 'London time' for Europe/London, 'New York time', 'UTC'. */
export function zoneLabel(timeZone: string): string {
  if (!timeZone.includes('/')) return timeZone;
  return `${timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ')} time`;
}

/** A calendar date for people: 'Tue, 12 May' (`long`: 'Tuesday, 12 May 2026'), in the reader's language. */
export function dateText(date: string, style: 'short' | 'long' = 'short', locale?: string): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } : { weekday: 'short', day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(utcNoon(date));
}

/** A date's weekday, day and month apart, for a date tile: ['Tue', '12', 'May']. */
export function dateParts(date: string, locale?: string): [weekday: string, day: string, month: string] {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(utcNoon(date));
  return [part({ weekday: 'short' }), part({ day: 'numeric' }), part({ month: 'short' })];
}

/** A week for people: '11 – 17 May 2026'. */
export const weekText = (monday: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(utcNoon(monday), utcNoon(addDays(monday, 6)));

/** A booking's times on the business's clock: '10:30 – 11:15 AM'. */
export const timeRangeText = (booking: Pick<OwnerBooking, 'start' | 'end'>, timeZone: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).formatRange(new Date(booking.start), new Date(booking.end));

/** A moment's time of day on the business's clock: '10:30 AM'. */
export const timeText = (instant: string, timeZone: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(instant));

/** An hour of the day for the week's time axis: '9 AM', '13:00'. */
export const hourText = (hour: number, locale?: string) => new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));

/**
 * The list's two parts: upcoming (not over yet) soonest first, then past, the latest first, so
 * what needs an answer is at the top and what just happened heads the rest.
 */
export function splitByNow<Booking extends Pick<OwnerBooking, 'start' | 'end'>>(bookings: readonly Booking[], now: number): { upcoming: Booking[]; past: Booking[] } {
  const sorted = [...bookings].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const upcoming = sorted.filter((booking) => Date.parse(booking.end) > now);
  const past = sorted.filter((booking) => Date.parse(booking.end) <= now).reverse();
  return { upcoming, past };
}

/** A booking placed on one day of the week: its minutes on that day's clock and its lane among those it overlaps. */
export type Placed<Booking> = { booking: Booking; from: number; to: number; lane: number; lanes: number };

/**
 * The week's bookings by day, each day's in time order, placed for a calendar: minutes from and
 * to on the business's clock (one running past midnight ends at the day's end), and side-by-side
 * lanes where bookings overlap (a declined time booked again, say).
 */
export function placeWeek<Booking extends Pick<OwnerBooking, 'start' | 'end'>>(
  bookings: readonly Booking[],
  dates: readonly string[],
  timeZone: string,
): Placed<Booking>[][] {
  const days = dates.map((): Placed<Booking>[] => []);
  for (const booking of bookings) {
    const start = wallClock(booking.start, timeZone);
    const day = dates.indexOf(start.date);
    if (day < 0) continue;
    const end = wallClock(booking.end, timeZone);
    const to = end.date === start.date ? Math.max(end.minutes, start.minutes) : 24 * 60;
    days[day].push({ booking, from: start.minutes, to, lane: 0, lanes: 1 });
  }
  for (const day of days) {
    day.sort((a, b) => a.from - b.from || a.to - b.to);
    assignLanes(day);
  }
  return days;
}

/** Lanes within each run of overlapping bookings: the first free lane, and the run's lane count for every member. */
function assignLanes(day: Placed<unknown>[]): void {
  let run: Placed<unknown>[] = [];
  let runEnd = -1;
  const laneEnds: number[] = [];
  const close = () => {
    for (const item of run) item.lanes = laneEnds.length;
    run = [];
    laneEnds.length = 0;
  };
  for (const item of day) {
    if (item.from >= runEnd) close();
    const lane = laneEnds.findIndex((end) => end <= item.from);
    item.lane = lane < 0 ? laneEnds.length : lane;
    laneEnds[item.lane] = item.to;
    run.push(item);
    runEnd = Math.max(runEnd, item.to);
  }
  close();
}

/** The hours the week's grid shows: the working day, widened to every booking of the week. */
export function hourSpan(days: readonly Placed<unknown>[][], { first = 8, last = 18 } = {}): { first: number; last: number } {
  for (const item of days.flat()) {
    first = Math.min(first, Math.floor(item.from / 60));
    last = Math.max(last, Math.ceil(item.to / 60));
  }
  return { first, last: Math.max(last, first + 1) };
}

/** One week's bookings for the owner's chart: its Monday, the bookings kept (requested or confirmed), and those ended (cancelled or declined). */
export type WeekCount = { monday: string; kept: number; ended: number; current: boolean };

/**
 * Bookings per week on the business's clock, by the day each starts: `back` weeks before the
 * current one, the current week and `ahead` after, each week counted even when empty.
 */
export function bookingsPerWeek(bookings: readonly Pick<OwnerBooking, 'start' | 'status'>[], timeZone: string, now: number, { back = 7, ahead = 4 } = {}): WeekCount[] {
  const current = mondayOf(wallClock(now, timeZone).date);
  const weeks = Array.from({ length: back + 1 + ahead }, (_, index) => addDays(current, (index - back) * 7));
  const counts = new Map(weeks.map((monday) => [monday, { monday, kept: 0, ended: 0, current: monday === current }]));
  for (const booking of bookings) {
    const week = counts.get(mondayOf(wallClock(booking.start, timeZone).date));
    if (!week) continue;
    if (booking.status === 'requested' || booking.status === 'confirmed') week.kept += 1;
    else week.ended += 1;
  }
  return weeks.map((monday) => counts.get(monday)!);
}
