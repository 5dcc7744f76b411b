import { z } from 'zod';
import { openingHoursProblem, timeOfDaySchema, BUSINESS_DETAILS_MESSAGES } from '../site/business-details.js';

/**
 * What the site document holds of bookings (issue 40): which services can be booked and how, and
 * the business's booking rules beside its opening hours. Checked with the platform's Intl only, so
 * the designer can use these schemas without the Temporal polyfill the slot engine needs.
 */

export const AVAILABILITY_LIMITS = {
  noticeMinutes: 60 * 24 * 30,
  horizonDays: 365,
  stepMinutes: { min: 5, max: 240 },
  durationMinutes: { min: 5, max: 480 },
  bufferMinutes: 240,
  dailyCap: 100,
  closedDates: 200,
  extraDays: 100,
  cancelCutoffHours: 24 * 14,
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
  closedDates: `At most ${AVAILABILITY_LIMITS.closedDates} closed dates`,
  extraDays: `At most ${AVAILABILITY_LIMITS.extraDays} extra days`,
  cancelCutoff: `Enter 0 to ${AVAILABILITY_LIMITS.cancelCutoffHours} hours`,
} as const;

/**
 * Whether a name is an IANA time zone the platform knows. Offsets such as "+01:00" are refused:
 * they know nothing of daylight saving, so a business's hours would drift by an hour twice a year.
 */
export function isTimeZoneName(name: string): boolean {
  if (!/^[A-Za-z]/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().max(64, AVAILABILITY_MESSAGES.timeZone).refine(isTimeZoneName, AVAILABILITY_MESSAGES.timeZone);

/** Whether a YYYY-MM-DD date exists (no 2026-02-30). */
function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export const isoDateSchema = z.string().refine(isIsoDate, AVAILABILITY_MESSAGES.date);

/** Closing after opening, reported on the closing time (where the owner fixes it). */
export function refineClosesAfterOpens(period: { opens: string; closes: string }, ctx: z.RefinementCtx): void {
  const problem = openingHoursProblem(period);
  // A time that is not HH:MM is already reported by its own field.
  if (problem === BUSINESS_DETAILS_MESSAGES.closesAfterOpens) ctx.addIssue({ code: 'custom', message: problem, path: ['closes'] });
}

/** A whole number from `min` to `max`, with one message for every way it can be wrong. */
export const wholeNumber = (min: number, max: number, message: string) => z.number().int(message).min(min, message).max(max, message);

/** Extra opening on one date (an open Sunday before Christmas), added to that date's weekly hours. */
export const extraDaySchema = z.object({ date: isoDateSchema, opens: timeOfDaySchema, closes: timeOfDaySchema }).superRefine(refineClosesAfterOpens);
export type ExtraDay = z.infer<typeof extraDaySchema>;

/** The rules of availabilityRulesSchema the owner sets beside the business's opening hours. */
const ruleFields = {
  timeZone: timeZoneSchema,
  closedDates: z.array(isoDateSchema).max(AVAILABILITY_LIMITS.closedDates, AVAILABILITY_MESSAGES.closedDates).default([]),
  extraDays: z.array(extraDaySchema).max(AVAILABILITY_LIMITS.extraDays, AVAILABILITY_MESSAGES.extraDays).default([]),
  minimumNoticeMinutes: wholeNumber(0, AVAILABILITY_LIMITS.noticeMinutes, AVAILABILITY_MESSAGES.notice).default(0),
  horizonDays: wholeNumber(0, AVAILABILITY_LIMITS.horizonDays, AVAILABILITY_MESSAGES.horizon),
  slotStepMinutes: wholeNumber(AVAILABILITY_LIMITS.stepMinutes.min, AVAILABILITY_LIMITS.stepMinutes.max, AVAILABILITY_MESSAGES.step).default(DEFAULT_SLOT_STEP_MINUTES),
};
export const AVAILABILITY_RULE_FIELDS = ruleFields;

/** A new site's booking rules: two hours' notice, eight weeks ahead, cancel online until a day before. */
export const DEFAULT_BOOKING_RULES = { minimumNoticeMinutes: 120, horizonDays: 56, cancelCutoffHours: 24 } as const;

/** The booking rules a Scheduling section keeps (the weekly hours are the business details'). */
export const bookingRulesSchema = z.object({
  ...ruleFields,
  minimumNoticeMinutes: ruleFields.minimumNoticeMinutes.default(DEFAULT_BOOKING_RULES.minimumNoticeMinutes),
  horizonDays: ruleFields.horizonDays.default(DEFAULT_BOOKING_RULES.horizonDays),
  /** Until how many hours before the start a visitor may cancel from their email's link. */
  cancelCutoffHours: wholeNumber(0, AVAILABILITY_LIMITS.cancelCutoffHours, AVAILABILITY_MESSAGES.cancelCutoff).default(DEFAULT_BOOKING_RULES.cancelCutoffHours),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;

/** What one service takes: its length, the tidy-up after it, and how many a day at most. */
export const bookableServiceSchema = z.object({
  durationMinutes: wholeNumber(AVAILABILITY_LIMITS.durationMinutes.min, AVAILABILITY_LIMITS.durationMinutes.max, AVAILABILITY_MESSAGES.duration),
  bufferAfterMinutes: wholeNumber(0, AVAILABILITY_LIMITS.bufferMinutes, AVAILABILITY_MESSAGES.buffer).default(0),
  dailyCap: wholeNumber(1, AVAILABILITY_LIMITS.dailyCap, AVAILABILITY_MESSAGES.dailyCap).nullable().default(null),
});
export type BookableService = z.infer<typeof bookableServiceSchema>;

/** Instant: the visitor's slot is booked at once. Request: the owner confirms; the slot is held meanwhile. */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** A service of the Services section that visitors can book. */
export const serviceBookingSchema = bookableServiceSchema.extend({ mode: z.enum(BOOKING_MODES).default('request') });
export type ServiceBooking = z.infer<typeof serviceBookingSchema>;

/** Where the Scheduling section sends visitors: a pasted link (Calendly and the like) or Frontdoor's own booking page. */
export const SCHEDULING_PROVIDERS = ['link', 'frontdoor'] as const;
export type SchedulingProvider = (typeof SCHEDULING_PROVIDERS)[number];

/** A length as visitors and owners read it: "45 min", "1 h", "1 h 30 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
}

/** What only the owner changes (issue 40): read from a document as plain data, compared as text. */
interface BookingSettingsDocument {
  sections: readonly { type: string; provider?: unknown; bookingRules?: unknown; items?: readonly { id: string; booking?: unknown }[] }[];
}

/**
 * The document's booking settings as one text: the Scheduling sections' provider and rules, and
 * which services can be booked on what terms. Two documents whose texts differ differ in booking
 * settings, which only the site's owner may change (guest editors edit everything else).
 */
export function bookingSettingsKey(document: BookingSettingsDocument): string {
  return JSON.stringify(
    document.sections.map((section) =>
      section.type === 'Scheduling'
        ? { provider: section.provider ?? 'link', rules: section.bookingRules ?? null }
        : section.type === 'Services'
          ? (section.items ?? []).filter((item) => item.booking).map((item) => [item.id, item.booking])
          : null,
    ),
  );
}
