import { createDefaultSiteDocument, type Language, type SiteDocument } from '@frontdoor/shared';

/** Open 09:00–17:00 every day of the week, so free times exist whatever day a test runs. */
const EVERY_DAY = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' }));

/**
 * A barber's site document for the bookings tests (issue 40): with `bookings`, a 45-minute haircut
 * booked at once (15 minutes' break after), a 30-minute beard trim the owner confirms and an
 * advice service nobody books, under Frontdoor bookings in London time (an hour's notice, two
 * weeks ahead, cancelled online until a day before unless told otherwise); without, the generated starter services and a Scheduling section waiting for a link.
 * `language` is the site's (its contact form language: the booking pages' and emails' too).
 */
export function barberDocument(
  id: string,
  { bookings = true, cancelCutoffHours = 24, language = 'English' }: { bookings?: boolean; cancelCutoffHours?: number; language?: Language } = {},
): SiteDocument {
  const document = createDefaultSiteDocument({
    id,
    businessName: 'Maple Street Barbers',
    sectionTypes: ['Header', 'Introduction', 'Services', 'Scheduling', 'Contact', 'Footer'],
  });
  document.websiteSettings.business.hours = EVERY_DAY;
  document.websiteSettings.contactFormLanguage = language;
  for (const section of bookings ? document.sections : []) {
    if (section.type === 'Services') {
      section.items = [
        {
          id: 'cut',
          heading: 'Haircut',
          paragraph: 'A classic cut.',
          pricing: '£25',
          booking: { durationMinutes: 45, bufferAfterMinutes: 15, dailyCap: null, mode: 'instant' },
        },
        {
          id: 'beard',
          heading: 'Beard trim',
          paragraph: 'Shaped and tidied.',
          pricing: '£12',
          booking: { durationMinutes: 30, bufferAfterMinutes: 0, dailyCap: null, mode: 'request' },
        },
        { id: 'advice', heading: 'Advice', paragraph: 'Not bookable.', pricing: 'Free' },
      ];
    }
    if (section.type === 'Scheduling') {
      section.provider = 'frontdoor';
      section.bookingRules = {
        timeZone: 'Europe/London',
        closedDates: [],
        extraDays: [],
        minimumNoticeMinutes: 60,
        horizonDays: 14,
        slotStepMinutes: 15,
        cancelCutoffHours,
      };
    }
  }
  return document;
}
