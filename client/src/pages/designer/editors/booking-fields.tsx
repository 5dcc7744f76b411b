import {
  AVAILABILITY_LIMITS,
  bookingRulesSchema,
  durationText,
  isTimeZoneName,
  serviceBookingSchema,
  type BookingMode,
  type BookingRules,
  type DocPath,
  type ServiceBooking,
} from '@frontdoor/shared';
import type { SectionEditor } from '../editing/section-editor';
import { BookingDatesFields } from './booking-dates';
import { CheckboxField, SelectField, type SelectOption } from './choice-fields';
import { plain } from './plain';

/**
 * The designer's booking fields (issue 40): a service made bookable (its length, the break after
 * it, and whether the owner confirms each booking), and the Scheduling section's rules. Choices
 * are offered from fixed lists, so nothing typed can break a rule.
 */

const minuteOptions = (values: number[]): SelectOption<string>[] => values.map((value) => ({ value: String(value), label: value === 0 ? 'None' : durationText(value) }));

const LENGTHS = minuteOptions([15, 20, 30, 45, 60, 75, 90, 120, 180, 240]);
const BREAKS = minuteOptions([0, 5, 10, 15, 30, 60]);
const MODES: SelectOption<BookingMode>[] = [
  { value: 'request', label: 'I confirm each booking' },
  { value: 'instant', label: 'Booked at once' },
];

/** A new bookable service: half an hour, confirmed by the owner. */
const NEW_BOOKING: ServiceBooking = serviceBookingSchema.parse({ durationMinutes: 30 });

/** Whether visitors can book a service, and on what terms. */
export function ServiceBookingFields({ booking, path, edit }: { booking: ServiceBooking | undefined; path: DocPath; edit: SectionEditor }) {
  const set = (field: keyof ServiceBooking, value: number | string | null) => edit.set([...path, field], value);
  return (
    <>
      <CheckboxField
        label="Visitors can book this service"
        checked={!!booking}
        hint={booking ? undefined : 'With Frontdoor bookings in the Scheduling section, visitors pick a free time on your site.'}
        onChange={(checked) => edit.set(path, checked ? plain(NEW_BOOKING) : undefined)}
      />
      {booking && (
        <>
          <SelectField
            label="Length"
            value={String(booking.durationMinutes)}
            options={withCurrent(LENGTHS, booking.durationMinutes)}
            onChange={(value) => set('durationMinutes', Number(value))}
          />
          <SelectField
            label="Break after"
            value={String(booking.bufferAfterMinutes)}
            options={withCurrent(BREAKS, booking.bufferAfterMinutes)}
            hint="Time kept free after each booking."
            onChange={(value) => set('bufferAfterMinutes', Number(value))}
          />
          <SelectField label="Bookings" value={booking.mode} options={MODES} onChange={(value) => set('mode', value)} />
          <SelectField
            label="Most a day"
            value={booking.dailyCap === null ? '' : String(booking.dailyCap)}
            options={withCap(booking.dailyCap)}
            hint="How many of this service you take in one day."
            onChange={(value) => set('dailyCap', value === '' ? null : Number(value))}
          />
        </>
      )}
    </>
  );
}

const CAPS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20];

/** No limit, then a few counts (the document's own count among them). */
function withCap(current: number | null): SelectOption<string>[] {
  const counts = current === null || CAPS.includes(current) ? CAPS : [...CAPS, current].sort((a, b) => a - b);
  return [{ value: '', label: 'No limit' }, ...counts.map((count) => ({ value: String(count), label: `${count} a day` }))];
}

/** The list's options, with the document's own value when it is not among them (set elsewhere). */
function withCurrent(options: SelectOption<string>[], current: number): SelectOption<string>[] {
  return options.some((option) => option.value === String(current))
    ? options
    : [...options, { value: String(current), label: durationText(current) }].sort((a, b) => Number(a.value) - Number(b.value));
}

const NOTICES = [0, 60, 120, 240, 720, 1440, 2880].map((minutes) => ({
  value: String(minutes),
  label: minutes === 0 ? 'None' : minutes < 1440 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`,
}));
const CUTOFFS = [0, 2, 12, 24, 48, 72, 168].map((hours) => ({
  value: String(hours),
  label: hours === 0 ? 'Until it starts' : hours < 24 ? `${hours} hours before` : hours === 24 ? '1 day before' : `${hours / 24} days before`,
}));
const HORIZONS = [7, 14, 28, 56, 84, 182]
  .filter((days) => days <= AVAILABILITY_LIMITS.horizonDays)
  .map((days) => ({ value: String(days), label: days === 182 ? '6 months' : `${days / 7} week${days === 7 ? '' : 's'}` }));

/** The visitor's own zone as the browser knows it, for a business setting up bookings from where it works. */
function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZoneName(zone) ? zone : 'UTC';
}

/** Every zone the browser knows, the current one first when it is missing. */
function timeZones(current: string): SelectOption<string>[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, ...zones])].map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** New booking rules: the browser's zone and the defaults (two hours' notice, eight weeks ahead). */
export const newBookingRules = (): BookingRules => bookingRulesSchema.parse({ timeZone: browserTimeZone() });

/** The Scheduling section's Frontdoor bookings rules. */
export function BookingRulesFields({ rules, edit }: { rules: BookingRules; edit: SectionEditor }) {
  const set = (field: keyof BookingRules, value: number | string) => edit.set(['bookingRules', field], value);
  return (
    <>
      <SelectField
        label="Time zone"
        value={rules.timeZone}
        options={timeZones(rules.timeZone)}
        hint="Your opening hours (in Business details) are read in this time zone."
        onChange={(zone) => set('timeZone', zone)}
      />
      <SelectField
        label="Notice"
        value={String(rules.minimumNoticeMinutes)}
        options={withCurrent(NOTICES, rules.minimumNoticeMinutes)}
        hint="How soon before a time visitors can still book it."
        onChange={(value) => set('minimumNoticeMinutes', Number(value))}
      />
      <SelectField
        label="Book ahead"
        value={String(rules.horizonDays)}
        options={
          HORIZONS.some((h) => h.value === String(rules.horizonDays)) ? HORIZONS : [...HORIZONS, { value: String(rules.horizonDays), label: `${rules.horizonDays} days` }]
        }
        onChange={(value) => set('horizonDays', Number(value))}
      />
      <SelectField
        label="Cancel or move online"
        value={String(rules.cancelCutoffHours)}
        options={
          CUTOFFS.some((c) => c.value === String(rules.cancelCutoffHours))
            ? CUTOFFS
            : [...CUTOFFS, { value: String(rules.cancelCutoffHours), label: `${rules.cancelCutoffHours} hours before` }]
        }
        hint="Until when visitors can cancel or change the time from their email. Later, they call you."
        onChange={(value) => set('cancelCutoffHours', Number(value))}
      />
      <BookingDatesFields rules={rules} edit={edit} />
    </>
  );
}
