import { BUSINESS_DETAILS_MESSAGES } from '../site/business-details.js';
import { schedulingSectionSchema } from '../site/sections/scheduling.js';
import { serviceItemSchema } from '../site/items/service-item.js';
import { AVAILABILITY_MESSAGES, bookingRulesSchema, isTimeZoneName, isoDateSchema, serviceBookingSchema } from './settings.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('booking settings in the site document', () => {
  it('knows IANA zones and refuses offsets, abbreviations and made-up names', () => {
    for (const zone of ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC']) expect(isTimeZoneName(zone)).toBe(true);
    for (const zone of ['+01:00', '-05:00', 'Mars/Olympus', '', 'Europe/Londn']) expect(isTimeZoneName(zone)).toBe(false);
  });

  it('takes real calendar dates only', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const date of ['2026-02-29', '2026-13-01', '2026-1-1', '01/05/2026']) expect(messages(isoDateSchema.safeParse(date))).toEqual([AVAILABILITY_MESSAGES.date]);
  });

  it('gives new rules two hours of notice, eight weeks ahead, on a quarter-hour grid, cancelled online until a day before', () => {
    expect(bookingRulesSchema.parse({ timeZone: 'Europe/London' })).toEqual({
      timeZone: 'Europe/London',
      closedDates: [],
      extraDays: [],
      minimumNoticeMinutes: 120,
      horizonDays: 56,
      slotStepMinutes: 15,
      cancelCutoffHours: 24,
    });
  });

  it("says what is wrong with an owner's rules in words they can act on", () => {
    expect(messages(bookingRulesSchema.safeParse({ timeZone: '+01:00' }))).toEqual([AVAILABILITY_MESSAGES.timeZone]);
    expect(messages(bookingRulesSchema.safeParse({ timeZone: 'UTC', horizonDays: 400 }))).toEqual([AVAILABILITY_MESSAGES.horizon]);
    expect(messages(bookingRulesSchema.safeParse({ timeZone: 'UTC', cancelCutoffHours: 337 }))).toEqual(['Enter 0 to 336 hours']);
    expect(messages(bookingRulesSchema.safeParse({ timeZone: 'UTC', extraDays: [{ date: '2026-12-20', opens: '12:00', closes: '10:00' }] }))).toEqual([
      BUSINESS_DETAILS_MESSAGES.closesAfterOpens,
    ]);
    expect(messages(bookingRulesSchema.safeParse({ timeZone: 'UTC', closedDates: Array.from({ length: 201 }, () => '2026-12-25') }))).toEqual([
      AVAILABILITY_MESSAGES.closedDates,
    ]);
  });

  it('asks the owner to confirm a booking unless they choose instant booking', () => {
    expect(serviceBookingSchema.parse({ durationMinutes: 45 })).toEqual({ durationMinutes: 45, bufferAfterMinutes: 0, dailyCap: null, mode: 'request' });
    expect(messages(serviceBookingSchema.safeParse({ durationMinutes: 2 }))).toEqual([AVAILABILITY_MESSAGES.duration]);
    const service = { id: 's1', heading: 'Cut', paragraph: '', pricing: '£20', booking: { durationMinutes: 30, mode: 'instant' } };
    expect(serviceItemSchema.parse(service).booking).toEqual({ durationMinutes: 30, bufferAfterMinutes: 0, dailyCap: null, mode: 'instant' });
  });

  it('reads a Scheduling section saved before Frontdoor bookings as the pasted-link kind', () => {
    const saved = { id: 'book', type: 'Scheduling', heading: 'Book', schedulingUrl: 'https://cal.com/acme' };
    expect(schedulingSectionSchema.parse(saved)).toEqual({ ...saved, provider: 'link' });
  });
});
