import fc from 'fast-check';
import { WEEKDAYS, type OpeningHours } from '../site/business-details.js';
import { describeSlotInZone, freeSlots, slotsByDate, type FreeSlot } from './availability.js';
import { availabilityInputSchema, availabilityRulesSchema, type AvailabilityInput } from './schema.js';
import { AVAILABILITY_MESSAGES } from './settings.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Parsed input with the schema's defaults, as the server would pass it. */
function input(overrides: {
  rules: Record<string, unknown>;
  service?: Record<string, unknown>;
  now: string;
  busy?: unknown[];
  bookedCountByDate?: Record<string, number>;
}): AvailabilityInput {
  return availabilityInputSchema.parse({ service: { durationMinutes: 30 }, ...overrides });
}

const pick = (slots: FreeSlot[]) => slots.map((slot) => `${slot.date} ${slot.time} ${slot.offset} ${slot.start}`);

// ---------------------------------------------------------------------------------------------
// The reference: every minute instant walked and read with Intl (not Temporal), so the engine's
// Temporal arithmetic is checked against an independent clock.

interface ClockMinute {
  ms: number;
  date: string;
  minuteOfDay: number;
  offset: string;
}

function clockReader(timeZone: string): (ms: number) => ClockMinute {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  return (ms) => {
    const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
    const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '');
    return { ms, date: `${parts.year}-${parts.month}-${parts.day}`, minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute), offset };
  };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isoInstant = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const hhmm = (minuteOfDay: number) => `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;

interface ReferencePeriod {
  opens: number;
  closes: number;
  opensMs: number;
  closesMs: number;
}

/** Brute force: the slots, and each date's periods as instants (first minute at or after a time). */
function reference(parsed: AvailabilityInput): { slots: FreeSlot[]; periodsOf: (date: string) => ReferencePeriod[]; today: string; lastDate: string } {
  const { rules, service } = parsed;
  const read = clockReader(rules.timeZone);
  const nowMs = Date.parse(parsed.now);
  const today = read(nowMs).date;
  const lastDate = addDays(today, rules.horizonDays);
  const byDate = new Map<string, ClockMinute[]>();
  const firstMs = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS - 26 * 60 * MINUTE_MS;
  const lastMs = nowMs + (rules.horizonDays + 1) * DAY_MS + 3 * 60 * MINUTE_MS;
  for (let ms = firstMs; ms <= lastMs; ms += MINUTE_MS) {
    const minute = read(ms);
    const list = byDate.get(minute.date) ?? [];
    list.push(minute);
    byDate.set(minute.date, list);
  }
  const periodsOf = (date: string): ReferencePeriod[] => {
    const list = byDate.get(date) ?? [];
    const boundary = (minuteOfDay: number) => list.find((minute) => minute.minuteOfDay >= minuteOfDay)?.ms ?? Infinity;
    const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
    return [...rules.hours.filter((period) => period.day === weekday), ...rules.extraDays.filter((extra) => extra.date === date)].map((period) => ({
      opens: toMinutes(period.opens),
      closes: toMinutes(period.closes),
      opensMs: boundary(toMinutes(period.opens)),
      closesMs: boundary(toMinutes(period.closes)),
    }));
  };
  const occupiedMs = (service.durationMinutes + service.bufferAfterMinutes) * MINUTE_MS;
  const busy = parsed.busy.map((interval) => [Date.parse(interval.start), Date.parse(interval.end)] as const);
  const slots = new Map<number, FreeSlot>();
  for (const [date, list] of byDate) {
    if (date < today || date > lastDate || rules.closedDates.includes(date)) continue;
    if (service.dailyCap !== null && (parsed.bookedCountByDate[date] ?? 0) >= service.dailyCap) continue;
    const periods = periodsOf(date);
    const seenWallTimes = new Set<number>();
    for (const minute of list) {
      if (seenWallTimes.has(minute.minuteOfDay)) continue;
      seenWallTimes.add(minute.minuteOfDay);
      const fits = periods.some(
        (period) =>
          minute.minuteOfDay >= period.opens &&
          minute.minuteOfDay < period.closes &&
          (minute.minuteOfDay - period.opens) % rules.slotStepMinutes === 0 &&
          minute.ms >= period.opensMs &&
          minute.ms + occupiedMs <= period.closesMs,
      );
      if (!fits || minute.ms < nowMs + rules.minimumNoticeMinutes * MINUTE_MS) continue;
      if (busy.some(([start, end]) => minute.ms < end && minute.ms + occupiedMs > start)) continue;
      slots.set(minute.ms, {
        start: isoInstant(minute.ms),
        end: isoInstant(minute.ms + service.durationMinutes * MINUTE_MS),
        date,
        time: hhmm(minute.minuteOfDay),
        offset: minute.offset,
      });
    }
  }
  return { slots: [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot), periodsOf, today, lastDate };
}

// ---------------------------------------------------------------------------------------------
// Generated rules around daylight-saving changes (all on Sundays in 2026).

const DST_CHANGES = [
  { timeZone: 'Europe/London', date: '2026-03-29' },
  { timeZone: 'Europe/London', date: '2026-10-25' },
  { timeZone: 'America/New_York', date: '2026-03-08' },
  { timeZone: 'America/New_York', date: '2026-11-01' },
  { timeZone: 'Australia/Sydney', date: '2026-04-05' },
  { timeZone: 'Australia/Sydney', date: '2026-10-04' },
  // A 30-minute shift: 02:00 -> 01:30 in April, 02:00 -> 02:30 in October.
  { timeZone: 'Australia/Lord_Howe', date: '2026-04-05' },
  { timeZone: 'Australia/Lord_Howe', date: '2026-10-04' },
  // A fixed half-hour offset, no daylight saving.
  { timeZone: 'Asia/Kolkata', date: '2026-03-29' },
];

/** Times biased to the small hours, where the changes happen. */
const minuteOfDayArbitrary = fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 240 }));
/** Zero to two periods of a day; two make a break between them. */
/** Sorted distinct minutes paired into periods: [a, b], [c, d]. */
function periodsFrom(minutes: number[]): { opens: string; closes: string }[] {
  const sorted = [...minutes].sort((a, b) => a - b);
  const periods: { opens: string; closes: string }[] = [];
  for (let index = 0; index + 1 < sorted.length; index += 2) periods.push({ opens: hhmm(sorted[index]), closes: hhmm(sorted[index + 1]) });
  return periods;
}
const dayPeriodsArbitrary = fc.uniqueArray(minuteOfDayArbitrary, { minLength: 0, maxLength: 4 }).map(periodsFrom);
/** One or two periods between midnight and 05:00, so they meet the change. */
const smallHoursPeriodsArbitrary = fc.uniqueArray(fc.integer({ min: 0, max: 300 }), { minLength: 2, maxLength: 4 }).map(periodsFrom);
const dayOffsetArbitrary = fc.integer({ min: -3, max: 4 });

const scenarioArbitrary = fc
  .record({
    change: fc.constantFrom(...DST_CHANGES),
    // Monday to Saturday, then a Sunday (the day of every change) open in the small hours.
    week: fc.array(dayPeriodsArbitrary, { minLength: 6, maxLength: 6 }),
    sunday: smallHoursPeriodsArbitrary,
    // Mostly a now and horizon that reach the change; sometimes any.
    nowMinutes: fc.oneof(fc.integer({ min: -2 * 1440, max: 0 }), fc.integer({ min: -3 * 1440, max: 720 })),
    horizonDays: fc.oneof(fc.constant(3), fc.integer({ min: 0, max: 3 })),
    slotStepMinutes: fc.constantFrom(5, 10, 15, 20, 30, 45, 60),
    durationMinutes: fc.oneof(fc.integer({ min: 5, max: 90 }), fc.integer({ min: 5, max: 480 })),
    bufferAfterMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
    minimumNoticeMinutes: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 2000 })),
    dailyCap: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    booked: fc.array(fc.tuple(dayOffsetArbitrary, fc.integer({ min: 0, max: 3 })), { maxLength: 3 }),
    closed: fc.array(dayOffsetArbitrary, { maxLength: 2 }),
    extra: fc.array(fc.tuple(dayOffsetArbitrary, dayPeriodsArbitrary), { maxLength: 2 }),
    busy: fc.array(fc.tuple(fc.integer({ min: -2 * 1440, max: 3 * 1440 }), fc.integer({ min: 5, max: 240 })), { maxLength: 4 }),
  })
  .map((scenario): AvailabilityInput => {
    const baseMs = Date.parse(`${scenario.change.date}T00:00:00Z`);
    const at = (minutes: number) => isoInstant(baseMs + minutes * MINUTE_MS);
    const dateAt = (offset: number) => addDays(scenario.change.date, offset);
    const hours: OpeningHours[] = [...scenario.week, scenario.sunday].flatMap((periods, index) => periods.map((period) => ({ day: WEEKDAYS[index], ...period })));
    return availabilityInputSchema.parse({
      rules: {
        timeZone: scenario.change.timeZone,
        hours,
        closedDates: scenario.closed.map(dateAt),
        extraDays: scenario.extra.flatMap(([offset, periods]) => periods.map((period) => ({ date: dateAt(offset), ...period }))),
        minimumNoticeMinutes: scenario.minimumNoticeMinutes,
        horizonDays: scenario.horizonDays,
        slotStepMinutes: scenario.slotStepMinutes,
      },
      service: { durationMinutes: scenario.durationMinutes, bufferAfterMinutes: scenario.bufferAfterMinutes, dailyCap: scenario.dailyCap },
      busy: scenario.busy.map(([start, length]) => ({ start: at(start), end: at(start + length) })),
      bookedCountByDate: Object.fromEntries(scenario.booked.map(([offset, count]) => [dateAt(offset), count])),
      now: at(scenario.nowMinutes),
    });
  });

describe('freeSlots across daylight-saving changes (property)', () => {
  it('offers exactly the brute-force slots, each inside one period, sorted, once, outside busy times and within notice and horizon', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (parsed) => {
        const slots = freeSlots(parsed);
        const expected = reference(parsed);
        const nowMs = Date.parse(parsed.now);
        const occupiedMs = (parsed.service.durationMinutes + parsed.service.bufferAfterMinutes) * MINUTE_MS;
        const starts = slots.map((slot) => Date.parse(slot.start));
        // Sorted, and no start twice.
        starts.forEach((start, index) => {
          if (index > 0) expect(start).toBeGreaterThan(starts[index - 1]);
        });
        for (const slot of slots) {
          const startMs = Date.parse(slot.start);
          expect(slot.start.endsWith('Z')).toBe(true);
          // Inside one opening period of its local date (so never in a break), its wall time on the step grid.
          const periods = expected.periodsOf(slot.date);
          const time = toMinutes(slot.time);
          expect(
            periods.some(
              (period) =>
                time >= period.opens &&
                time < period.closes &&
                (time - period.opens) % parsed.rules.slotStepMinutes === 0 &&
                startMs >= period.opensMs &&
                startMs + occupiedMs <= period.closesMs,
            ),
          ).toBe(true);
          expect(parsed.busy.some((interval) => startMs < Date.parse(interval.end) && startMs + occupiedMs > Date.parse(interval.start))).toBe(false);
          expect(startMs).toBeGreaterThanOrEqual(nowMs + parsed.rules.minimumNoticeMinutes * MINUTE_MS);
          expect(slot.date >= expected.today && slot.date <= expected.lastDate).toBe(true);
        }
        // None missing, none extra: the same list as the minute-by-minute walk.
        expect(slots).toEqual(expected.slots);
      }),
      { numRuns: 50 },
    );
  });
});

describe('freeSlots examples', () => {
  const sundaySmallHours = { timeZone: 'Europe/London', hours: [{ day: 'Sunday', opens: '01:00', closes: '03:00' }], horizonDays: 1 };

  it('skips the wall times the clocks jump over (London, 29 March 2026) instead of shifting them', () => {
    const slots = freeSlots(input({ rules: { ...sundaySmallHours, slotStepMinutes: 15 }, now: '2026-03-28T12:00:00Z' }));
    expect(pick(slots)).toEqual([
      '2026-03-29 02:00 +01:00 2026-03-29T01:00:00Z',
      '2026-03-29 02:15 +01:00 2026-03-29T01:15:00Z',
      '2026-03-29 02:30 +01:00 2026-03-29T01:30:00Z',
    ]);
    expect(slots[0].end).toBe('2026-03-29T01:30:00Z');
    // A 45-minute grid from 00:15: 01:00 and 01:45 fall in the gap and are dropped, not moved to 02:00 and 02:45.
    const grid = freeSlots(
      input({ rules: { ...sundaySmallHours, hours: [{ day: 'Sunday', opens: '00:15', closes: '04:00' }], slotStepMinutes: 45 }, now: '2026-03-28T12:00:00Z' }),
    );
    expect(grid.map((slot) => `${slot.time} ${slot.offset}`)).toEqual(['00:15 +00:00', '02:30 +01:00', '03:15 +01:00']);
  });

  it('offers a repeated wall time once, at its first occurrence (London, 25 October 2026)', () => {
    const slots = freeSlots(input({ rules: { ...sundaySmallHours, slotStepMinutes: 30 }, now: '2026-10-24T12:00:00Z' }));
    expect(pick(slots)).toEqual([
      '2026-10-25 01:00 +01:00 2026-10-25T00:00:00Z',
      '2026-10-25 01:30 +01:00 2026-10-25T00:30:00Z',
      '2026-10-25 02:00 +00:00 2026-10-25T02:00:00Z',
      '2026-10-25 02:30 +00:00 2026-10-25T02:30:00Z',
    ]);
  });

  it('counts durations in real minutes: a period 01:00-03:00 on the fall-back day is three hours long', () => {
    const slots = freeSlots(input({ rules: { ...sundaySmallHours, slotStepMinutes: 60 }, service: { durationMinutes: 180 }, now: '2026-10-24T12:00:00Z' }));
    expect(pick(slots)).toEqual(['2026-10-25 01:00 +01:00 2026-10-25T00:00:00Z']);
  });

  const mondays = { timeZone: 'Europe/London', hours: [{ day: 'Monday', opens: '09:00', closes: '10:00' }], slotStepMinutes: 30, horizonDays: 7 };
  const monday = '2026-06-01T00:00:00Z';

  it('offers nothing on a closed date', () => {
    expect(pick(freeSlots(input({ rules: mondays, now: monday })))).toEqual([
      '2026-06-01 09:00 +01:00 2026-06-01T08:00:00Z',
      '2026-06-01 09:30 +01:00 2026-06-01T08:30:00Z',
      '2026-06-08 09:00 +01:00 2026-06-08T08:00:00Z',
      '2026-06-08 09:30 +01:00 2026-06-08T08:30:00Z',
    ]);
    expect(freeSlots(input({ rules: { ...mondays, closedDates: ['2026-06-08'] }, now: monday })).map((slot) => slot.date)).toEqual(['2026-06-01', '2026-06-01']);
  });

  it('adds extra days to the weekly hours, or opens a normally closed day', () => {
    const extraDays = [
      { date: '2026-06-01', opens: '14:00', closes: '15:00' },
      { date: '2026-06-06', opens: '10:00', closes: '11:00' },
    ];
    const slots = freeSlots(input({ rules: { ...mondays, horizonDays: 6, extraDays }, now: monday }));
    expect(slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      '2026-06-01 09:00',
      '2026-06-01 09:30',
      '2026-06-01 14:00',
      '2026-06-01 14:30',
      '2026-06-06 10:00',
      '2026-06-06 10:30',
    ]);
  });

  it('offers nothing on a date whose daily cap is reached', () => {
    const service = { durationMinutes: 30, dailyCap: 2 };
    const dates = (bookedCountByDate: Record<string, number>) => freeSlots(input({ rules: mondays, service, bookedCountByDate, now: monday })).map((slot) => slot.date);
    expect(dates({ '2026-06-01': 2 })).toEqual(['2026-06-08', '2026-06-08']);
    expect(dates({ '2026-06-01': 1 })).toEqual(['2026-06-01', '2026-06-01', '2026-06-08', '2026-06-08']);
  });

  it('keeps the minimum notice and the horizon', () => {
    const rules = { ...mondays, hours: [{ day: 'Monday', opens: '09:00', closes: '11:00' }], minimumNoticeMinutes: 30 };
    const times = (horizonDays: number) => freeSlots(input({ rules: { ...rules, horizonDays }, now: '2026-06-01T08:10:00Z' })).map((slot) => `${slot.date} ${slot.time}`);
    expect(times(6)).toEqual(['2026-06-01 10:00', '2026-06-01 10:30']);
    expect(times(7)).toEqual(['2026-06-01 10:00', '2026-06-01 10:30', '2026-06-08 09:00', '2026-06-08 09:30', '2026-06-08 10:00', '2026-06-08 10:30']);
  });

  it('keeps clear of busy times, the buffer included, and fits the buffer before closing', () => {
    const rules = { ...mondays, hours: [{ day: 'Monday', opens: '09:00', closes: '11:00' }], horizonDays: 0 };
    const slots = freeSlots(
      input({ rules, service: { durationMinutes: 30, bufferAfterMinutes: 15 }, busy: [{ start: '2026-06-01T08:30:00Z', end: '2026-06-01T09:00:00Z' }], now: monday }),
    );
    expect(pick(slots)).toEqual(['2026-06-01 10:00 +01:00 2026-06-01T09:00:00Z']);
  });

  it('groups slots by local date', () => {
    const groups = slotsByDate(freeSlots(input({ rules: mondays, now: monday })));
    expect(groups.map((group) => [group.date, group.slots.map((slot) => slot.time)])).toEqual([
      ['2026-06-01', ['09:00', '09:30']],
      ['2026-06-08', ['09:00', '09:30']],
    ]);
  });
});

describe('describeSlotInZone', () => {
  it("gives the visitor's own time only when their clock differs", () => {
    expect(describeSlotInZone('2026-06-01T09:00:00Z', 'Europe/Paris', 'Europe/London')).toEqual({ date: '2026-06-01', time: '11:00', offset: '+02:00' });
    expect(describeSlotInZone('2026-06-01T23:30:00Z', 'Asia/Kolkata', 'Europe/London')).toEqual({ date: '2026-06-02', time: '05:00', offset: '+05:30' });
    expect(describeSlotInZone('2026-06-01T09:00:00Z', 'Europe/London', 'Europe/London')).toBeNull();
    // Another zone on the same clock at that moment.
    expect(describeSlotInZone('2026-06-01T09:00:00Z', 'Europe/Lisbon', 'Europe/London')).toBeNull();
    expect(describeSlotInZone('2026-06-01T09:00:00Z', 'Not/A_Zone', 'Europe/London')).toBeNull();
  });
});

describe('availability schemas', () => {
  const messagesOf = (rules: Record<string, unknown>) =>
    availabilityRulesSchema.safeParse({ timeZone: 'Europe/London', horizonDays: 30, ...rules }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('tells the owner what to fix', () => {
    expect(messagesOf({ timeZone: 'Mars/Olympus' })).toEqual([['timeZone', AVAILABILITY_MESSAGES.timeZone]]);
    expect(messagesOf({ timeZone: '+01:00' })).toEqual([['timeZone', 'Choose a time zone such as Europe/London']]);
    expect(messagesOf({ hours: [{ day: 'Monday', opens: '10:00', closes: '10:00' }] })).toEqual([['hours.0.closes', 'The closing time must be after the opening time']]);
    expect(messagesOf({ extraDays: [{ date: '2026-02-30', opens: '11:00', closes: '10:00' }] })).toEqual([
      ['extraDays.0.date', AVAILABILITY_MESSAGES.date],
      ['extraDays.0.closes', 'The closing time must be after the opening time'],
    ]);
    expect(messagesOf({ slotStepMinutes: 2 })).toEqual([['slotStepMinutes', AVAILABILITY_MESSAGES.step]]);
    const service = availabilityInputSchema.safeParse({ rules: { timeZone: 'UTC', horizonDays: 1 }, service: { durationMinutes: 500, dailyCap: 0 }, now: 'soon' });
    expect(service.error?.issues.map((issue) => issue.message)).toEqual([AVAILABILITY_MESSAGES.duration, AVAILABILITY_MESSAGES.dailyCap, AVAILABILITY_MESSAGES.instant]);
  });

  it('steps a quarter hour unless told otherwise', () => {
    expect(availabilityRulesSchema.parse({ timeZone: 'Europe/London', horizonDays: 30 }).slotStepMinutes).toBe(15);
  });
});
