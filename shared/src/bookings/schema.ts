import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { openingHoursProblem, openingHoursSchema, timeOfDaySchema, BUSINESS_DETAILS_MESSAGES } from '../site/business-details.js';

/**
 * The inputs of the availability engine (availability.ts). Everything the owner sets is checked
 * here, with a message the owner can act on, so that freeSlots can trust its input and never throws.
 */

export const AVAILABILITY_LIMITS = {
  noticeMinutes: 60 * 24 * 30,
  horizonDays: 365,
  stepMinutes: { min: 5, max: 240 },
  durationMinutes: { min: 5, max: 480 },
  bufferMinutes: 240,
  dailyCap: 100,
} as const;

/** A quarter-hour grid: visitors see familiar start times, and short services can still fill the day. */
export const DEFAULT_SLOT_STEP_MINUTES = 15;

export const AVAILABILITY_MESSAGES = {
  timeZone: 'Choose a time zone such as Europe/London',
  date: 'Enter a date such as 2026-05-01',
  instant: 'Enter a moment such as 2026-05-01T09:00:00Z',
  endAfterStart: 'The end must be after the start',
  notice: `Enter a notice of 0 to ${AVAILABILITY_LIMITS.noticeMinutes} minutes`,
  horizon: `Enter 0 to ${AVAILABILITY_LIMITS.horizonDays} days ahead`,
  step: `Enter a step of ${AVAILABILITY_LIMITS.stepMinutes.min} to ${AVAILABILITY_LIMITS.stepMinutes.max} minutes`,
  duration: `Enter a length of ${AVAILABILITY_LIMITS.durationMinutes.min} to ${AVAILABILITY_LIMITS.durationMinutes.max} minutes`,
  buffer: `Enter a break after of 0 to ${AVAILABILITY_LIMITS.bufferMinutes} minutes`,
  dailyCap: `Enter 1 to ${AVAILABILITY_LIMITS.dailyCap} bookings a day, or leave it empty`,
  count: 'Enter a whole number of bookings',
} as const;

/**
 * Whether a name is an IANA time zone the engine can use. Offsets such as "+01:00" are refused:
 * they know nothing of daylight saving, so a business's hours would drift by an hour twice a year.
 */
export function isTimeZoneName(name: string): boolean {
  if (!/^[A-Za-z]/.test(name)) return false;
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().refine(isTimeZoneName, AVAILABILITY_MESSAGES.timeZone);

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export const isoDateSchema = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  try {
    Temporal.PlainDate.from(value, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}, AVAILABILITY_MESSAGES.date);

/** An exact moment with its offset or Z, as the database and APIs store it. */
export const instantSchema = z.string().refine((value) => {
  try {
    Temporal.Instant.from(value);
    return true;
  } catch {
    return false;
  }
}, AVAILABILITY_MESSAGES.instant);

/** Closing after opening, reported on the closing time (where the owner fixes it). */
function refineClosesAfterOpens(period: { opens: string; closes: string }, ctx: z.RefinementCtx): void {
  const problem = openingHoursProblem(period);
  // A time that is not HH:MM is already reported by its own field.
  if (problem === BUSINESS_DETAILS_MESSAGES.closesAfterOpens) ctx.addIssue({ code: 'custom', message: problem, path: ['closes'] });
}

/** A whole number from `min` to `max`, with one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, message: string) => z.number().int(message).min(min, message).max(max, message);

/** Extra opening on one date (an open Sunday before Christmas), added to that date's weekly hours. */
export const extraDaySchema = z.object({ date: isoDateSchema, opens: timeOfDaySchema, closes: timeOfDaySchema }).superRefine(refineClosesAfterOpens);
export type ExtraDay = z.infer<typeof extraDaySchema>;

/** When the business takes bookings: its clock, its week, its exceptions and how far ahead. */
export const availabilityRulesSchema = z.object({
  timeZone: timeZoneSchema,
  hours: z.array(openingHoursSchema.superRefine(refineClosesAfterOpens)).default([]),
  closedDates: z.array(isoDateSchema).default([]),
  extraDays: z.array(extraDaySchema).default([]),
  minimumNoticeMinutes: wholeNumber(0, AVAILABILITY_LIMITS.noticeMinutes, AVAILABILITY_MESSAGES.notice).default(0),
  horizonDays: wholeNumber(0, AVAILABILITY_LIMITS.horizonDays, AVAILABILITY_MESSAGES.horizon),
  slotStepMinutes: wholeNumber(AVAILABILITY_LIMITS.stepMinutes.min, AVAILABILITY_LIMITS.stepMinutes.max, AVAILABILITY_MESSAGES.step).default(DEFAULT_SLOT_STEP_MINUTES),
});
export type AvailabilityRules = z.infer<typeof availabilityRulesSchema>;

/** What one service takes: its length, the tidy-up after it, and how many a day at most. */
export const bookableServiceSchema = z.object({
  durationMinutes: wholeNumber(AVAILABILITY_LIMITS.durationMinutes.min, AVAILABILITY_LIMITS.durationMinutes.max, AVAILABILITY_MESSAGES.duration),
  bufferAfterMinutes: wholeNumber(0, AVAILABILITY_LIMITS.bufferMinutes, AVAILABILITY_MESSAGES.buffer).default(0),
  dailyCap: wholeNumber(1, AVAILABILITY_LIMITS.dailyCap, AVAILABILITY_MESSAGES.dailyCap).nullable().default(null),
});
export type BookableService = z.infer<typeof bookableServiceSchema>;

/** A time already taken (a hold or a booking of the business, its buffer included): [start, end). */
export const busyIntervalSchema = z
  .object({ start: instantSchema, end: instantSchema })
  .refine(
    (interval) =>
      instantSchema.safeParse(interval.start).success && instantSchema.safeParse(interval.end).success && Temporal.Instant.compare(interval.end, interval.start) > 0,
    {
      message: AVAILABILITY_MESSAGES.endAfterStart,
      path: ['end'],
    },
  );
export type BusyInterval = z.infer<typeof busyIntervalSchema>;

/** Everything freeSlots needs, as one value the server can parse in one go. */
export const availabilityInputSchema = z.object({
  rules: availabilityRulesSchema,
  service: bookableServiceSchema,
  busy: z.array(busyIntervalSchema).default([]),
  /** This service's bookings per local date, for the daily cap. */
  bookedCountByDate: z.record(isoDateSchema, z.number().int(AVAILABILITY_MESSAGES.count).min(0, AVAILABILITY_MESSAGES.count)).default({}),
  now: instantSchema,
});
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;
