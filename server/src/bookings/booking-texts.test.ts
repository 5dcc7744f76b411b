import { BOOKING_FIELD_MESSAGES, ERROR_DETAILS, languageSchema } from '@frontdoor/shared';
import { BOOKING_TEXTS, bookingTexts, clockInZone, dayText, ENGLISH_BOOKING_TEXTS as EN, problemText, whenInZone, type BookingTexts } from './booking-texts.js';

// The booking pages' and emails' texts in the site's language (issue 40): every language says
// everything, English stays word for word what the pages and emails said before, and times are
// written in the language's own way on the business's clock, with its zone named.

type FunctionKey = { [K in keyof BookingTexts]: BookingTexts[K] extends (...args: never[]) => string ? K : never }[keyof BookingTexts];

/**
 * Arguments for every text with values (a missing one fails to compile). Values in «» must appear
 * in every language's text: a translation may move them, not drop them.
 */
const SAMPLES: { [K in FunctionKey]: Parameters<BookingTexts[K]> } = {
  clock: ['«10:30»'],
  dateAt: ['«Tuesday»', '«10:30»'],
  inZone: ['«when»', '«Europe/London»'],
  duration: [90],
  serviceWhen: ['«Haircut»', '«when»'],
  metaDescription: ['«Biz»'],
  yourTime: ['«11:00»'],
  noFreeTimes: [true],
  serviceIntro: ['«45 min»', '«Biz»', '«Europe/London»'],
  heldUntil: ['«10:30»'],
  linkSent: ['«ana@example.com»', '«Haircut»', '«when»', '«Biz»'],
  keepTimeUntil: ['«10:30»'],
  hasYourBooking: ['«Biz»'],
  hasYourRequest: ['«Biz»'],
  noLongerBooked: ['«Haircut»', '«when»'],
  toldWillConfirmNewTime: ['«Biz»'],
  toldOldTimeFree: ['«Biz»'],
  visitorToldConfirmed: ['«Ana»'],
  visitorToldDeclined: ['«Ana»'],
  toldTimeFree: ['«Biz»'],
  requestSent: ['«Biz»'],
  sendRequestTo: ['«Biz»'],
  changeOnlineUntil: ['«when»'],
  tooLate: ['move', '«Biz»', '«+44 20 7946 0000»'],
  asksToBook: ['«Ana»'],
  checkEmailSubject: ['«Biz»'],
  checkEmailOpen: ['«Haircut»', '«when»', '«Biz»'],
  requestedSubject: ['«Haircut»', '«Biz»'],
  bookedSubject: ['«Haircut»', '«Biz»'],
  appointmentLine: ['«Haircut»', '«when»'],
  mailChangeOnlineUntil: ['«when»'],
  ownerRequestSubject: ['«Biz»'],
  ownerBookedSubject: ['«Biz»'],
  ownerAsks: ['«Ana»', '«Haircut»'],
  ownerBooked: ['«Ana»', '«Haircut»'],
  confirmedSubject: ['«Haircut»', '«Biz»'],
  businessConfirmed: ['«Biz»'],
  cancelledSubject: ['«Haircut»', '«Biz»'],
  businessCancelled: ['«Biz»', '«Haircut»', '«when»'],
  findAnotherTime: ['«+44 20 7946 0000»'],
  declinedSubject: ['«Biz»'],
  businessDeclined: ['«Biz»', '«Haircut»', '«when»'],
  ownerCancelledSubject: ['«Biz»'],
  ownerVisitorCancelled: ['«Ana»', '«Haircut»', '«when»'],
  visitorCancelled: ['«Haircut»', '«when»'],
  ownerMovedSubject: ['«Biz»'],
  ownerMoved: ['«Ana»', '«Haircut»', '«was»', '«when»'],
  movedSubject: ['«Haircut»', '«Biz»'],
  visitorMoved: ['«when»', '«was»'],
  willConfirmNewTime: ['«Biz»'],
  reminderSubject: ['«Haircut»', '«Biz»'],
  calendarTitle: ['«Haircut»', '«Biz»'],
  seeYouSoon: ['«Haircut»', '«when»'],
};

const call = (texts: BookingTexts, key: FunctionKey): string => (texts[key] as (...args: unknown[]) => string)(...SAMPLES[key]);

describe.each(languageSchema.options)('%s', (language) => {
  const texts = BOOKING_TEXTS[language];

  it('has every text, none empty, and keeps every value a text is given', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(EN).sort());
    for (const [key, english] of Object.entries(EN) as [keyof BookingTexts, unknown][]) {
      const value = texts[key];
      if (typeof english === 'function') {
        const text = call(texts, key as FunctionKey);
        expect([key, text.trim().length > 0]).toEqual([key, true]);
        for (const arg of SAMPLES[key as FunctionKey]) {
          if (typeof arg === 'string' && arg.startsWith('«')) expect([key, text]).toEqual([key, expect.stringContaining(arg)]);
        }
      } else if (typeof english === 'object') {
        expect(Object.keys(value as object).sort()).toEqual(Object.keys(english as object).sort());
        for (const [inner, text] of Object.entries(value as Record<string, string>)) expect([key, inner, text.trim().length > 0]).toEqual([key, inner, true]);
      } else {
        expect([key, typeof value, (value as string).trim().length > 0]).toEqual([key, 'string', true]);
      }
    }
    // The texts with a choice say something on each side of it.
    expect(texts.noFreeTimes(false).trim()).not.toBe('');
    expect(texts.noFreeTimes(true)).not.toBe(texts.noFreeTimes(false));
    expect(texts.tooLate('cancel', 'Biz', '')).not.toBe(texts.tooLate('move', 'Biz', ''));
    expect(texts.findAnotherTime(undefined).trim()).not.toBe('');
    expect(texts.duration(45)).toMatch(/45/);
    expect(texts.duration(60)).toMatch(/1/);
  });

  it('says every refusal and every detail to fix in its own words', () => {
    if (language === 'English') return;
    for (const key of Object.keys(EN.errors) as (keyof BookingTexts['errors'])[]) expect(texts.errors[key]).not.toBe(EN.errors[key]);
    for (const key of Object.keys(EN.fields) as (keyof BookingTexts['fields'])[]) expect(texts.fields[key]).not.toBe(EN.fields[key]);
    expect(texts.lang).not.toBe('en');
    expect(new Intl.DateTimeFormat(texts.locale).resolvedOptions().locale).toBe(texts.locale);
  });
});

it('keeps the English words the booking pages and emails had', () => {
  expect(bookingTexts('English')).toBe(EN);
  expect(EN.lang).toBe('en');
  expect(EN.duration(45)).toBe('45 min');
  expect(EN.duration(90)).toBe('1 h 30 min');
  expect(EN.serviceIntro('45 min · £25', 'Maple Street Barbers', 'Europe/London')).toBe('45 min · £25. Times are in Maple Street Barbers’s time (Europe/London).');
  expect(EN.yourTime('11:00')).toBe('11:00 your time');
  expect(EN.noFreeTimes(true)).toBe('No free times in these days. Try later days.');
  expect(EN.heldUntil('10:30')).toBe('We keep this time for you until 10:30.');
  expect(EN.linkSent('ben@example.com', 'Beard trim', 'Tuesday 1 December at 10:00', 'Maple Street Barbers')).toBe(
    'We sent a link to ben@example.com. Open it to send your request for Beard trim, Tuesday 1 December at 10:00, to Maple Street Barbers.',
  );
  expect(EN.youreBooked).toBe('You’re booked');
  expect(EN.statuses.requested).toBe('Waiting for the owner to confirm');
  expect(EN.alreadyInStatus.cancelled).toBe('This booking is already cancelled.');
  expect(EN.tooLate('cancel', 'Maple Street Barbers', '')).toBe('It is too late to cancel online. Please contact Maple Street Barbers.');
  expect(EN.tooLate('move', 'Maple Street Barbers', '020 7946 0000')).toBe(
    'It is too late to change the time online. Please contact Maple Street Barbers on 020 7946 0000.',
  );
  expect(EN.bookedSubject('Haircut', 'Maple Street Barbers')).toBe('You’re booked: Haircut at Maple Street Barbers');
  expect(EN.ownerRequestSubject('Maple Street Barbers')).toBe('New booking request on your Maple Street Barbers website');
  expect(EN.declinedSubject('Maple Street Barbers')).toBe('Maple Street Barbers can’t take your booking');
  expect(EN.findAnotherTime(undefined)).toBe('You can book another time on the website.');
  expect(EN.visitorMoved('Wednesday 2 December at 11:00 (Europe/London)', 'Tuesday 1 December at 10:00 (Europe/London)')).toBe(
    'Your booking is now Wednesday 2 December at 11:00 (Europe/London) (it was Tuesday 1 December at 10:00 (Europe/London)).',
  );
  // The refusals are the API's own messages.
  expect(EN.errors.slot_taken).toBe(ERROR_DETAILS.slot_taken.message);
  expect(EN.errors.hold_expired).toBe(ERROR_DETAILS.hold_expired.message);
  expect(EN.fields).toEqual(BOOKING_FIELD_MESSAGES);
});

describe('times', () => {
  // 10:00 in London in December (GMT); 10:30 in Paris in July (CEST, UTC+2).
  const winter = '2026-12-01T10:00:00Z';
  const summer = '2026-07-14T08:30:00Z';

  it('writes a time on the business’s clock, in the language’s way, with the zone named', () => {
    expect(whenInZone(EN, winter, 'Europe/London')).toBe('Tuesday 1 December at 10:00 (Europe/London)');
    expect(whenInZone(BOOKING_TEXTS.French, winter, 'Europe/London')).toBe('mardi 1 décembre à 10:00 (Europe/London)');
    expect(whenInZone(BOOKING_TEXTS.French, summer, 'Europe/Paris')).toBe('mardi 14 juillet à 10:30 (Europe/Paris)');
    expect(whenInZone(BOOKING_TEXTS.Japanese, winter, 'Europe/London')).toBe('12月1日火曜日 10:00（Europe/London）');
    expect(whenInZone(BOOKING_TEXTS.Japanese, summer, 'Europe/Paris')).toBe('7月14日火曜日 10:30（Europe/Paris）');
    expect(whenInZone(BOOKING_TEXTS.German, winter, 'Europe/London')).toBe('Dienstag, 1. Dezember um 10:00 Uhr (Europe/London)');
    expect(whenInZone(BOOKING_TEXTS.Spanish, winter, 'Europe/London')).toBe('martes, 1 de diciembre, a las 10:00 (Europe/London)');
    expect(whenInZone(BOOKING_TEXTS.Italian, winter, 'Europe/London')).toBe('martedì 1 dicembre alle 10:00 (Europe/London)');
    expect(whenInZone(BOOKING_TEXTS.Korean, winter, 'Europe/London')).toBe('12월 1일 화요일 10:00 (Europe/London)');
  });

  it('takes the day from the business’s clock, not UTC’s', () => {
    // 23:30 UTC on Sunday 29 March is 10:30 on Monday 30 March in Sydney (AEDT, UTC+11).
    expect(whenInZone(BOOKING_TEXTS.French, '2026-03-29T23:30:00Z', 'Australia/Sydney')).toBe('lundi 30 mars à 10:30 (Australia/Sydney)');
    expect(whenInZone(BOOKING_TEXTS.Japanese, '2026-03-29T23:30:00Z', 'Australia/Sydney')).toBe('3月30日月曜日 10:30（Australia/Sydney）');
    expect(clockInZone(BOOKING_TEXTS.German, '2026-03-29T23:30:00Z', 'Australia/Sydney')).toBe('10:30 Uhr (Australia/Sydney)');
    expect(clockInZone(EN, '2026-03-29T23:30:00Z', 'Australia/Sydney')).toBe('10:30 (Australia/Sydney)');
  });

  it('writes a calendar day as it is, whatever the zone', () => {
    expect(dayText(EN, '2026-12-01')).toBe('Tuesday 1 December');
    expect(dayText(BOOKING_TEXTS.French, '2026-12-01')).toBe('mardi 1 décembre');
    expect(dayText(BOOKING_TEXTS.Japanese, '2026-12-01')).toBe('12月1日火曜日');
    expect(dayText(BOOKING_TEXTS.Korean, '2026-12-01')).toBe('12월 1일 화요일');
  });
});

it('shows the API’s refusals and details to fix in the site’s language, and any other message as it is', () => {
  const fr = BOOKING_TEXTS.French;
  expect(problemText(fr, ERROR_DETAILS.slot_taken.message)).toBe('Ce créneau vient d’être réservé. Veuillez en choisir un autre.');
  expect(problemText(fr, ERROR_DETAILS.booking_already_answered.message)).toBe(fr.errors.booking_already_answered);
  expect(problemText(fr, BOOKING_FIELD_MESSAGES.nameTooLong)).toBe('Indiquez un nom de 100 caractères au maximum');
  expect(problemText(BOOKING_TEXTS.Japanese, BOOKING_FIELD_MESSAGES.email)).toBe(BOOKING_TEXTS.Japanese.fields.email);
  expect(problemText(EN, ERROR_DETAILS.slot_unavailable.message)).toBe(ERROR_DETAILS.slot_unavailable.message);
  expect(problemText(fr, fr.linkCannotDoThat)).toBe(fr.linkCannotDoThat);
  expect(problemText(fr, 'Something else')).toBe('Something else');
});
