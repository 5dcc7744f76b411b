import { z } from 'zod';
import { EMAIL_MESSAGES, isValidEmail } from '../rules/email.js';
import { LIMITS } from './limits.js';
import { remembering } from './remembering.js';

/**
 * The facts a local business's visitors look for (issue 24): how to call, write and find it,
 * where it works and when it is open. One home for them, websiteSettings.business: the header's
 * call and directions links, the contact section, the footer and the page's LocalBusiness
 * structured data all read it.
 */

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

export const BUSINESS_DETAILS_LIMITS = { address: 200, serviceArea: 120, hoursNote: 200, hours: 14 } as const;

/** What the owner is told when a detail cannot be used. */
export const BUSINESS_DETAILS_MESSAGES = {
  email: EMAIL_MESSAGES.invalid,
  phone: 'Enter a phone number with its digits, such as +44 113 496 0000',
  time: 'Enter a time such as 09:00',
  closesAfterOpens: 'The closing time must be after the opening time',
  tooManyHours: `At most ${BUSINESS_DETAILS_LIMITS.hours} opening times`,
} as const;

/** A time of day as 24-hour HH:MM (what `<input type="time">` gives and schema.org reads). */
export const timeOfDaySchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, BUSINESS_DETAILS_MESSAGES.time);

/** One opening period of a day; a day with split hours has two. */
export const openingHoursSchema = z.object({
  day: weekdaySchema,
  opens: timeOfDaySchema,
  closes: timeOfDaySchema,
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/**
 * The business details as stored in the document. Texts are only length-limited here, as the
 * contact section's were: the designer writes every keystroke, and a half-typed email must not
 * make the document unreadable. `businessDetailsInputSchema` is the strict form (creation, forms).
 */
export const businessDetailsSchema = z.object({
  phone: z.string().max(LIMITS.phone).default(''),
  email: z.string().max(LIMITS.email).default(''),
  /** The street address as the owner writes it ("12 Otley Road, Headingley, Leeds LS6 2AA"). */
  address: z.string().max(BUSINESS_DETAILS_LIMITS.address).default(''),
  /** Where the business works, e.g. "Leeds and 10 miles around". */
  serviceArea: z.string().max(BUSINESS_DETAILS_LIMITS.serviceArea).default(''),
  /** Opening periods; days without one are closed. */
  hours: z.array(openingHoursSchema).max(BUSINESS_DETAILS_LIMITS.hours, BUSINESS_DETAILS_MESSAGES.tooManyHours).default([]),
  /** Free text shown with the hours: "By appointment", or imported hours that could not be read. */
  hoursNote: z.string().max(BUSINESS_DETAILS_LIMITS.hoursNote).default(''),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

export function emptyBusinessDetails(): BusinessDetails {
  return { phone: '', email: '', address: '', serviceArea: '', hours: [], hoursNote: '' };
}

/** Whether a phone number can be dialled: digits and + ( ) . - / spaces, at least 3 digits. */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  return /^\+?[\d\s().\-/]+$/.test(trimmed) && trimmed.replace(/\D/g, '').length >= 3;
}

/** Why one business detail cannot be used, or null; `time` problems are reported per period. */
export function businessDetailProblem(key: 'phone' | 'email', value: string): string | null {
  if (value.trim() === '') return null;
  if (key === 'phone') return isValidPhone(value) ? null : BUSINESS_DETAILS_MESSAGES.phone;
  return isValidEmail(value) ? null : BUSINESS_DETAILS_MESSAGES.email;
}

/** Why an opening period cannot be used (closing not after opening), or null. */
export function openingHoursProblem(period: Pick<OpeningHours, 'opens' | 'closes'>): string | null {
  if (!timeOfDaySchema.safeParse(period.opens).success || !timeOfDaySchema.safeParse(period.closes).success) return BUSINESS_DETAILS_MESSAGES.time;
  return period.closes > period.opens ? null : BUSINESS_DETAILS_MESSAGES.closesAfterOpens;
}

/** The strict form, for details the owner submits (Launch): a real email and phone, sensible hours. */
export const businessDetailsInputSchema = businessDetailsSchema.superRefine((details, ctx) => {
  for (const key of ['phone', 'email'] as const) {
    const problem = businessDetailProblem(key, details[key]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [key] });
  }
  details.hours.forEach((period, index) => {
    const problem = openingHoursProblem(period);
    // A time that is not HH:MM is already reported by its own field.
    if (problem && problem !== BUSINESS_DETAILS_MESSAGES.time) ctx.addIssue({ code: 'custom', message: problem, path: ['hours', index, 'closes'] });
  });
});

/**
 * The business details a page import found (create from a link): phone, email and address as
 * read, cut to their limits; hours read into periods, and the lines that cannot be read in the
 * hours note, for the owner to see rather than lose.
 */
export function businessDetailsFromImport(facts: { phone: string; email: string; address: string; hours: readonly string[] }): BusinessDetails {
  const { hours, unread } = parseOpeningHours(facts.hours);
  return {
    phone: facts.phone.trim().slice(0, LIMITS.phone),
    email: facts.email.trim().slice(0, LIMITS.email),
    address: facts.address.trim().slice(0, BUSINESS_DETAILS_LIMITS.address),
    serviceArea: '',
    hours,
    hoursNote: unread.join('; ').slice(0, BUSINESS_DETAILS_LIMITS.hoursNote),
  };
}

/** Whether any detail is filled in. */
export function hasBusinessDetails(details: BusinessDetails): boolean {
  return [details.phone, details.email, details.address, details.serviceArea, details.hoursNote].some((text) => text.trim() !== '') || details.hours.length > 0;
}

/** A section as businessDetailsOf reads it (structurally, so that this module needs no section types). */
type SectionWithContact = { type: string; phone?: string; email?: string };

/**
 * The details the page shows. Before business details existed the contact section held its own
 * phone and email; a document whose business phone (or email) is empty still shows the section's.
 * The designer's first edit of a detail moves them over (setBusinessDetail), so there is one home.
 */
export function businessDetailsOf(document: { websiteSettings: { business?: BusinessDetails }; sections: readonly SectionWithContact[] }): BusinessDetails {
  const details = document.websiteSettings.business ?? emptyBusinessDetails();
  const legacy = document.sections.find((section) => section.type === 'Contact');
  return {
    ...details,
    phone: details.phone.trim() || legacy?.phone?.trim() || '',
    email: details.email.trim() || legacy?.email?.trim() || '',
  };
}

/** Periods sorted by day of the week, then by opening time. */
export function sortOpeningHours(hours: readonly OpeningHours[]): OpeningHours[] {
  return [...hours].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.opens.localeCompare(b.opens));
}

/** A run of consecutive days with the same opening periods. */
export interface OpeningHoursGroup {
  days: Weekday[];
  periods: { opens: string; closes: string }[];
}

/** Consecutive days with the same periods, grouped (Monday to Friday 9–5 is one group); closed days are left out. */
export function groupOpeningHours(hours: readonly OpeningHours[]): OpeningHoursGroup[] {
  const byDay = WEEKDAYS.map((day) => ({ day, periods: sortOpeningHours(hours.filter((period) => period.day === day)).map(({ opens, closes }) => ({ opens, closes })) }));
  const groups: OpeningHoursGroup[] = [];
  let previous: OpeningHoursGroup | null = null;
  for (const { day, periods } of byDay) {
    if (periods.length === 0) {
      previous = null;
      continue;
    }
    if (previous && JSON.stringify(previous.periods) === JSON.stringify(periods)) {
      previous.days.push(day);
    } else {
      previous = { days: [day], periods };
      groups.push(previous);
    }
  }
  return groups;
}

/**
 * Short day names in a language ('Mon' in English), from the platform's own translations. A
 * formatter takes about a millisecond to make and the designer draws the hours on every
 * keystroke: answers are remembered.
 */
export const shortDayNames = remembering(
  64,
  (lang: string) => lang,
  (lang: string): Readonly<Record<Weekday, string>> => Object.freeze(dayNamesIn(lang)),
);

function dayNamesIn(lang: string): Record<Weekday, string> {
  let format: (day: number) => string;
  try {
    const formatter = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
    // 1 January 2024 was a Monday.
    format = (day) => formatter.format(Date.UTC(2024, 0, 1 + day));
  } catch {
    format = (day) => WEEKDAYS[day]!.slice(0, 3);
  }
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, format(index)])) as Record<Weekday, string>;
}

/** "09:00" as people write it: "9:00". */
export const displayTime = (time: string) => time.replace(/^0(\d)/, '$1');

/** Opening hours as lines people read: [{ days: 'Mon–Fri', times: '9:00–17:00' }, { days: 'Sat', times: '9:00–12:00, 13:00–16:00' }]. */
export function formatOpeningHours(hours: readonly OpeningHours[], lang = 'en'): { days: string; times: string }[] {
  const names = shortDayNames(lang);
  return groupOpeningHours(hours).map((group) => {
    const first = names[group.days[0]!];
    const last = names[group.days[group.days.length - 1]!];
    const days = group.days.length === 1 ? first : group.days.length === 2 ? `${first}, ${last}` : `${first}–${last}`;
    return { days, times: group.periods.map((period) => `${displayTime(period.opens)}–${displayTime(period.closes)}`).join(', ') };
  });
}

/** The summary of opening hours on how many days they fall: 'Opening hours on 1 day', '… on 5 days'. */
export function openingDaysSummary(hours: readonly OpeningHours[]): string {
  const days = new Set(hours.map((period) => period.day)).size;
  return `Opening hours on ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A maps search for the address (opens directions in the visitor's maps app), or null without one. */
export function directionsHref(address: string): string | null {
  const query = address.replace(/\s+/g, ' ').trim();
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

const DAY_WORDS: ReadonlyArray<[RegExp, Weekday]> = [
  [/^mo(?:n(?:day)?)?\.?$/i, 'Monday'],
  [/^tu(?:e(?:s(?:day)?)?)?\.?$/i, 'Tuesday'],
  [/^we(?:d(?:nesday)?)?\.?$/i, 'Wednesday'],
  [/^th(?:u(?:r(?:s(?:day)?)?)?)?\.?$/i, 'Thursday'],
  [/^fr(?:i(?:day)?)?\.?$/i, 'Friday'],
  [/^sa(?:t(?:urday)?)?\.?$/i, 'Saturday'],
  [/^su(?:n(?:day)?)?\.?$/i, 'Sunday'],
];

function dayOf(word: string): Weekday | null {
  return DAY_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

/** "9", "9:30", "9.30am", "17:00", "5 pm", "noon" as HH:MM, or null; `pmIfBefore` reads "9-5" as 9:00–17:00. */
function timeOf(text: string, pmIfBefore?: string): string | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'noon' || trimmed === 'midday') return '12:00';
  if (trimmed === 'midnight') return '23:59';
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(trimmed);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const meridiem = match[3]?.[0];
  if (minute > 59 || hour > 24 || (meridiem && (hour < 1 || hour > 12))) return null;
  if (meridiem === 'p' && hour < 12) hour += 12;
  if (meridiem === 'a' && hour === 12) hour = 0;
  if (hour === 24) return minute === 0 ? '23:59' : null;
  const time = (h: number) => `${String(h).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  if (!meridiem && pmIfBefore && hour < 12 && !match[1]!.startsWith('0') && time(hour) <= pmIfBefore) return time(hour + 12);
  return time(hour);
}

/** The days a text such as "Mon–Fri", "Saturday & Sunday" or "Mon, Wed, Fri" names, or null. */
function daysOf(text: string): Weekday[] | null {
  const parts = text.split(/\s*(?:,|&|\band\b|\/)\s*/i).filter(Boolean);
  if (parts.length === 0) return null;
  const days: Weekday[] = [];
  for (const part of parts) {
    const range = part.split(/\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*/i).filter(Boolean);
    if (range.length === 1) {
      const day = dayOf(range[0]!);
      if (!day) return null;
      days.push(day);
    } else if (range.length === 2) {
      const from = dayOf(range[0]!);
      const to = dayOf(range[1]!);
      if (!from || !to) return null;
      const start = WEEKDAYS.indexOf(from);
      const end = WEEKDAYS.indexOf(to);
      for (let index = start; ; index = (index + 1) % 7) {
        days.push(WEEKDAYS[index]!);
        if (index === end) break;
      }
    } else {
      return null;
    }
  }
  return days;
}

/**
 * Opening hours read from lines such as "Mon-Fri 9am-5pm", "Saturday: 10:00 – 14:00, 15:00 –
 * 18:00" or "Sunday closed" (what a page import finds). Lines that cannot be read are returned
 * in `unread`, for the owner to see in the hours note rather than lose.
 */
export function parseOpeningHours(lines: readonly string[]): { hours: OpeningHours[]; unread: string[] } {
  const hours: OpeningHours[] = [];
  const unread: string[] = [];
  for (const line of lines) {
    const text = line.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const match = /^([a-z.,&/\s–—-]+)\s*:?\s+(.+)$/i.exec(text);
    const days = match ? daysOf(match[1]!.replace(/:$/, '').trim()) : null;
    if (!match || !days) {
      unread.push(text);
      continue;
    }
    const rest = match[2]!.trim();
    if (/^(closed|geschlossen|fermé|cerrado|chiuso)\.?$/i.test(rest)) continue;
    const periods: { opens: string; closes: string }[] = [];
    let readable = true;
    for (const span of rest.split(/\s*(?:,|;|&|\band\b)\s*/i).filter(Boolean)) {
      const ends = span.split(/\s*(?:-|–|—|\bto\b|\buntil\b)\s*/i).filter(Boolean);
      const opens = ends.length === 2 ? timeOf(ends[0]!) : null;
      const closes = opens ? timeOf(ends[1]!, opens) : null;
      if (!opens || !closes || openingHoursProblem({ opens, closes })) {
        readable = false;
        break;
      }
      periods.push({ opens, closes });
    }
    if (!readable || periods.length === 0 || hours.length + days.length * periods.length > BUSINESS_DETAILS_LIMITS.hours) {
      unread.push(text);
      continue;
    }
    for (const day of days) for (const period of periods) hours.push({ day, ...period });
  }
  return { hours: sortOpeningHours(hours), unread };
}
