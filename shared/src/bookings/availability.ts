import { Temporal } from 'temporal-polyfill';
import { WEEKDAYS } from '../site/business-details.js';
import type { AvailabilityInput } from './schema.js';

/**
 * The availability engine: the free booking slots of one service, computed from the business's
 * rules alone (no clock, no database), so the server, the worker and tests get the same answer.
 *
 * All wall times are the business's, in its IANA time zone (rules.timeZone).
 *
 * Rules:
 * - A date's opening periods are its weekday's weekly hours plus the extra days given for it
 *   (the only hours when that weekday is normally closed). The gap between two periods is a break.
 *   A closed date has no slots, even if an extra day names it.
 * - A slot starts at a period's opening wall time plus a whole number of steps (slotStepMinutes,
 *   15 by default; set it to the duration for back-to-back slots only). Its start plus duration
 *   plus buffer, in real elapsed minutes, must not pass the period's closing instant, and its
 *   start is not before the opening instant: a slot never lies in a break or outside hours.
 *   Each slot belongs to one period; periods that touch or overlap are not joined.
 * - Not offered: a start before now + minimumNoticeMinutes; a local date before today or after
 *   today + horizonDays (today is now's local date); a slot whose [start, end + buffer) overlaps
 *   a busy [start, end); a closed date; a date whose booked count reached the service's dailyCap.
 *
 * Daylight saving:
 * - A slot wall time that does not exist that day (the spring-forward gap) is not offered; it is
 *   never shifted to a later time, which would put a visitor at an hour the owner did not choose.
 * - A slot wall time that happens twice (the fall-back overlap) is offered once, at its earlier
 *   occurrence, so "01:30" means one moment to the owner and the visitor.
 * - Opening and closing times resolve alike, to the first instant at which the business's clock
 *   on that date shows that time or later: a time in the gap resolves to the end of the gap (the
 *   transition), a time in the overlap to its earlier occurrence. An opening then never starts
 *   early, and a closing in the overlap ends the day at its shorter reading.
 * - Durations and buffers are real elapsed minutes: a 60-minute slot at 01:30 on a fall-back day
 *   ends at 01:30 again on the wall clock, one hour later.
 *
 * Invalid rules (closing not after opening, unknown zone) are rejected by availabilityInputSchema;
 * freeSlots assumes parsed input and does not throw.
 */

/** One bookable start, in UTC for storage and in the business's wall time for display. */
export interface FreeSlot {
  /** ISO instant in UTC, e.g. 2026-03-29T09:00:00Z. */
  start: string;
  /** Start plus the duration (the buffer is the business's, not the visitor's). */
  end: string;
  /** The business's local date, YYYY-MM-DD. */
  date: string;
  /** The business's wall time, HH:MM. */
  time: string;
  /** The business's UTC offset at the start, e.g. +01:00. */
  offset: string;
}

const MINUTE_MS = 60_000;

/** The first instant at which the clock on `date` shows `time` or later (see the module rules). */
function boundaryInstant(date: Temporal.PlainDate, time: Temporal.PlainTime, timeZone: string): Temporal.ZonedDateTime {
  const wall = date.toPlainDateTime(time);
  const earlier = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  if (earlier.toPlainDateTime().equals(wall)) return earlier;
  // In a gap 'earlier' lands before it; the clock first reaches `time` at the transition.
  return earlier.getTimeZoneTransition('next') ?? wall.toZonedDateTime(timeZone, { disambiguation: 'later' });
}

/** The instant a slot wall time means: null in a gap, the earlier occurrence in an overlap. */
function slotInstant(wall: Temporal.PlainDateTime, timeZone: string): Temporal.ZonedDateTime | null {
  try {
    return wall.toZonedDateTime(timeZone, { disambiguation: 'reject' });
  } catch {
    // 'reject' refuses repeated times too; those keep their earlier occurrence.
    const earlier = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
    return earlier.toPlainDateTime().equals(wall) ? earlier : null;
  }
}

const minutesOf = (time: Temporal.PlainTime) => time.hour * 60 + time.minute;
/** An instant as Temporal writes it (2026-03-29T09:00:00Z: no milliseconds when there are none). */
const isoInstant = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const pad = (value: number) => String(value).padStart(2, '0');

/** The free slots of one service, sorted by start, each start offered once. */
export function freeSlots(input: AvailabilityInput): FreeSlot[] {
  const { rules, service } = input;
  const { timeZone } = rules;
  const nowInstant = Temporal.Instant.from(input.now);
  const earliestStartMs = nowInstant.epochMilliseconds + rules.minimumNoticeMinutes * MINUTE_MS;
  const occupiedMs = (service.durationMinutes + service.bufferAfterMinutes) * MINUTE_MS;
  const busy = input.busy.map((interval) => ({
    startMs: Temporal.Instant.from(interval.start).epochMilliseconds,
    endMs: Temporal.Instant.from(interval.end).epochMilliseconds,
  }));
  const closed = new Set(rules.closedDates);
  const today = nowInstant.toZonedDateTimeISO(timeZone).toPlainDate();

  const slots = new Map<number, FreeSlot>();
  for (let dayIndex = 0; dayIndex <= rules.horizonDays; dayIndex += 1) {
    const date = today.add({ days: dayIndex });
    const dateText = date.toString();
    if (closed.has(dateText)) continue;
    if (service.dailyCap !== null && (input.bookedCountByDate[dateText] ?? 0) >= service.dailyCap) continue;
    const weekday = WEEKDAYS[date.dayOfWeek - 1];
    const periods = [...rules.hours.filter((period) => period.day === weekday), ...rules.extraDays.filter((extra) => extra.date === dateText)];
    for (const period of periods) {
      const opens = Temporal.PlainTime.from(period.opens);
      const closes = Temporal.PlainTime.from(period.closes);
      const opensAt = boundaryInstant(date, opens, timeZone);
      const opensMs = opensAt.epochMilliseconds;
      const closesMs = boundaryInstant(date, closes, timeZone).epochMilliseconds;
      // Most days the clock runs evenly from opening to closing: each start is then a fixed number
      // of minutes after the opening. Only a day with a change in between is read slot by slot.
      const change = opensAt.getTimeZoneTransition('next');
      const even = opensAt.toPlainTime().equals(opens) && (!change || change.epochMilliseconds >= closesMs);
      for (let minute = minutesOf(opens); minute < minutesOf(closes); minute += rules.slotStepMinutes) {
        const wall = { hour: Math.floor(minute / 60), minute: minute % 60 };
        const start = even ? null : slotInstant(date.toPlainDateTime(wall), timeZone);
        if (!even && !start) continue;
        const startMs = start ? start.epochMilliseconds : opensMs + (minute - minutesOf(opens)) * MINUTE_MS;
        if (startMs < opensMs || startMs + occupiedMs > closesMs || startMs < earliestStartMs) continue;
        if (busy.some((interval) => startMs < interval.endMs && startMs + occupiedMs > interval.startMs)) continue;
        slots.set(startMs, {
          start: isoInstant(startMs),
          end: isoInstant(startMs + service.durationMinutes * MINUTE_MS),
          date: dateText,
          time: start ? `${pad(start.hour)}:${pad(start.minute)}` : `${pad(wall.hour)}:${pad(wall.minute)}`,
          offset: start ? start.offset : opensAt.offset,
        });
      }
    }
  }
  return [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}

/** The slots grouped by the business's local date, dates in order (for a day-by-day picker). */
export function slotsByDate(slots: readonly FreeSlot[]): { date: string; slots: FreeSlot[] }[] {
  const groups = new Map<string, FreeSlot[]>();
  for (const slot of slots) {
    const group = groups.get(slot.date);
    if (group) group.push(slot);
    else groups.set(slot.date, [slot]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, group]) => ({ date, slots: group }));
}

/** A moment as a visitor's own clock shows it. */
export interface VisitorTime {
  date: string;
  time: string;
  offset: string;
}

/**
 * How a visitor in another zone reads a slot's start, for "10:00 (11:00 your time)"; null when
 * their clock shows the same date and time as the business's, or when their zone is unknown
 * (it comes from the browser, and the business's time alone is still right).
 */
export function describeSlotInZone(start: string, visitorZone: string, businessZone: string): VisitorTime | null {
  let visitor: Temporal.ZonedDateTime;
  try {
    visitor = Temporal.Instant.from(start).toZonedDateTimeISO(visitorZone);
  } catch {
    return null;
  }
  const business = visitor.withTimeZone(businessZone);
  if (visitor.toPlainDateTime().equals(business.toPlainDateTime())) return null;
  return { date: visitor.toPlainDate().toString(), time: `${pad(visitor.hour)}:${pad(visitor.minute)}`, offset: visitor.offset };
}

/** The business's local date (YYYY-MM-DD) of an instant, for counting a day's bookings. */
export function localDateOf(instant: string, timeZone: string): string {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** Today's date on the business's clock. */
export function todayIn(timeZone: string, now: string): string {
  return localDateOf(now, timeZone);
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
