import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { openingHoursSchema } from '../site/business-details.js';
import { AVAILABILITY_MESSAGES, AVAILABILITY_RULE_FIELDS, bookableServiceSchema, isoDateSchema, refineClosesAfterOpens } from './settings.js';

/**
 * The inputs of the availability engine (availability.ts). Everything the owner sets is checked
 * here, with a message the owner can act on, so that freeSlots can trust its input and never throws.
 */

/** An exact moment with its offset or Z, as the database and APIs store it. */
export const instantSchema = z.string().refine((value) => {
  try {
    Temporal.Instant.from(value);
    return true;
  } catch {
    return false;
  }
}, AVAILABILITY_MESSAGES.instant);

/** When the business takes bookings: its clock, its week, its exceptions and how far ahead. */
export const availabilityRulesSchema = z.object({
  ...AVAILABILITY_RULE_FIELDS,
  hours: z.array(openingHoursSchema.superRefine(refineClosesAfterOpens)).default([]),
});
export type AvailabilityRules = z.infer<typeof availabilityRulesSchema>;

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
