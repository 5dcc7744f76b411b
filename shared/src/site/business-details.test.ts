import {
  BUSINESS_DETAILS_MESSAGES,
  businessDetailsInputSchema,
  businessDetailsOf,
  businessDetailsSchema,
  directionsHref,
  formatOpeningHours,
  groupOpeningHours,
  openingDaysSummary,
  parseOpeningHours,
  type OpeningHours,
} from './business-details.js';
import { createDefaultSiteDocument } from './default-site-document.js';
import { siteDocumentSchema } from './site-document.js';
import { websiteSettingsSchema } from './website-settings.js';

const weekdays = (opens: string, closes: string): OpeningHours[] =>
  (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({ day, opens, closes }));

describe('business details schema', () => {
  it('defaults every detail to empty, and old website settings without them still parse', () => {
    expect(businessDetailsSchema.parse({})).toEqual({ phone: '', email: '', address: '', serviceArea: '', hours: [], hoursNote: '' });
    const old = websiteSettingsSchema.parse({ id: 'site-1', businessName: 'Pawfect Grooming' });
    expect(old.business.hours).toEqual([]);
    expect(old.business.phone).toBe('');
  });

  it('accepts good details', () => {
    const details = {
      phone: '+44 113 496 0000',
      email: 'hello@pawfect.example',
      address: '12 Otley Road, Headingley, Leeds LS6 2AA',
      serviceArea: 'Leeds and 10 miles around',
      hours: [...weekdays('09:00', '17:00'), { day: 'Saturday', opens: '09:00', closes: '12:00' }, { day: 'Saturday', opens: '13:00', closes: '16:00' }],
      hoursNote: 'By appointment on Sundays',
    };
    expect(businessDetailsInputSchema.parse(details)).toEqual(details);
  });

  it('refuses bad values with messages people understand', () => {
    const problems = (value: unknown) => {
      const result = businessDetailsInputSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(problems({ email: 'hello@' })).toEqual([`email: ${BUSINESS_DETAILS_MESSAGES.email}`]);
    expect(problems({ phone: 'call us' })).toEqual([`phone: ${BUSINESS_DETAILS_MESSAGES.phone}`]);
    expect(problems({ phone: '0'.repeat(25) })[0]).toMatch(/^phone: /);
    expect(problems({ hours: [{ day: 'Monday', opens: '9am', closes: '17:00' }] })).toEqual([`hours.0.opens: ${BUSINESS_DETAILS_MESSAGES.time}`]);
    expect(problems({ hours: [{ day: 'Monday', opens: '25:00', closes: '17:00' }] })).toEqual([`hours.0.opens: ${BUSINESS_DETAILS_MESSAGES.time}`]);
    expect(problems({ hours: [{ day: 'Monday', opens: '17:00', closes: '09:00' }] })).toEqual([`hours.0.closes: ${BUSINESS_DETAILS_MESSAGES.closesAfterOpens}`]);
    expect(problems({ hours: [{ day: 'Funday', opens: '09:00', closes: '17:00' }] })[0]).toMatch(/^hours.0.day: /);
    const fifteen = Array.from({ length: 15 }, () => ({ day: 'Monday', opens: '09:00', closes: '10:00' }));
    expect(problems({ hours: fifteen })).toEqual([`hours: ${BUSINESS_DETAILS_MESSAGES.tooManyHours}`]);
    expect(problems({ address: 'x'.repeat(201) })[0]).toMatch(/^address: /);
    expect(problems({ serviceArea: 'x'.repeat(121) })[0]).toMatch(/^serviceArea: /);
    expect(problems({ hoursNote: 'x'.repeat(201) })[0]).toMatch(/^hoursNote: /);
  });

  it('stores a half-typed email in the document (the designer writes every keystroke)', () => {
    expect(businessDetailsSchema.parse({ email: 'hello@' }).email).toBe('hello@');
  });
});

describe('the contact section phone and email of older documents', () => {
  it('are shown while the business details have none, and the business details win once set', () => {
    const doc = createDefaultSiteDocument({ id: 'site-1', businessName: 'Pawfect', sectionTypes: ['Header', 'Contact', 'Footer'] });
    const contact = doc.sections.find((section) => section.type === 'Contact')!;
    if (contact.type !== 'Contact') throw new Error('no contact section');
    contact.phone = '0113 496 0000';
    contact.email = 'old@pawfect.example';
    const old = siteDocumentSchema.parse(JSON.parse(JSON.stringify({ ...doc, websiteSettings: { ...doc.websiteSettings, business: undefined } })));
    expect(businessDetailsOf(old)).toMatchObject({ phone: '0113 496 0000', email: 'old@pawfect.example' });
    old.websiteSettings.business.phone = '+44 7700 900123';
    expect(businessDetailsOf(old)).toMatchObject({ phone: '+44 7700 900123', email: 'old@pawfect.example' });
  });
});

describe('opening hours for people', () => {
  it('groups consecutive days with the same hours', () => {
    const hours: OpeningHours[] = [
      ...weekdays('09:00', '17:00'),
      { day: 'Saturday', opens: '13:00', closes: '16:00' },
      { day: 'Saturday', opens: '09:00', closes: '12:00' },
    ];
    expect(groupOpeningHours(hours).map((group) => group.days.length)).toEqual([5, 1]);
    expect(formatOpeningHours(hours)).toEqual([
      { days: 'Mon–Fri', times: '9:00–17:00' },
      { days: 'Sat', times: '9:00–12:00, 13:00–16:00' },
    ]);
  });

  it('does not join days across a closed day, and writes two days with a comma', () => {
    const hours: OpeningHours[] = [
      { day: 'Monday', opens: '08:30', closes: '18:00' },
      { day: 'Tuesday', opens: '08:30', closes: '18:00' },
      { day: 'Thursday', opens: '08:30', closes: '18:00' },
      { day: 'Sunday', opens: '10:00', closes: '14:00' },
    ];
    expect(formatOpeningHours(hours)).toEqual([
      { days: 'Mon, Tue', times: '8:30–18:00' },
      { days: 'Thu', times: '8:30–18:00' },
      { days: 'Sun', times: '10:00–14:00' },
    ]);
  });

  it('names the days in the site language', () => {
    expect(formatOpeningHours(weekdays('09:00', '17:00'), 'de')[0]!.days).toMatch(/^Mo\.?–Fr\.?$/);
  });
});

describe('imported opening hours', () => {
  it('reads the usual ways pages write them', () => {
    const { hours, unread } = parseOpeningHours(['Mon-Fri 9am-5pm', 'Saturday: 10:00 – 14:00, 15:00 – 18:00', 'Sunday closed', 'By appointment only']);
    expect(formatOpeningHours(hours)).toEqual([
      { days: 'Mon–Fri', times: '9:00–17:00' },
      { days: 'Sat', times: '10:00–14:00, 15:00–18:00' },
    ]);
    expect(unread).toEqual(['By appointment only']);
  });

  it('reads "9-5" as nine to five and day lists and ranges in words', () => {
    const { hours, unread } = parseOpeningHours(['Mon to Thu 9-5', 'Fri & Sat 8.30am - 12 noon'.replace(' noon', 'pm')]);
    expect(unread).toEqual([]);
    expect(formatOpeningHours(hours)).toEqual([
      { days: 'Mon–Thu', times: '9:00–17:00' },
      { days: 'Fri, Sat', times: '8:30–12:00' },
    ]);
  });

  it('keeps what it cannot read, for the hours note', () => {
    expect(parseOpeningHours(['Open late on Thursdays', 'Monday 17:00-09:00']).unread).toEqual(['Open late on Thursdays', 'Monday 17:00-09:00']);
  });
});

describe('directions', () => {
  it('searches the address in maps, encoded', () => {
    expect(directionsHref('12 Otley Road,\n Leeds LS6 2AA')).toBe('https://www.google.com/maps/search/?api=1&query=12%20Otley%20Road%2C%20Leeds%20LS6%202AA');
    expect(directionsHref('a&b=<c>')).toBe('https://www.google.com/maps/search/?api=1&query=a%26b%3D%3Cc%3E');
    expect(directionsHref('  ')).toBeNull();
  });
});

describe('the opening hours summary', () => {
  it('counts the days, one day in the singular', () => {
    const period = (day: OpeningHours['day']): OpeningHours => ({ day, opens: '09:00', closes: '17:00' });
    expect(openingDaysSummary([period('Monday')])).toBe('Opening hours on 1 day');
    expect(openingDaysSummary([period('Monday'), { ...period('Monday'), opens: '18:00', closes: '20:00' }])).toBe('Opening hours on 1 day');
    expect(openingDaysSummary([period('Monday'), period('Tuesday')])).toBe('Opening hours on 2 days');
  });
});
