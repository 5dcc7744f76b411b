import { bookingRulesSchema, createDefaultSiteDocument } from '@frontdoor/shared';
import { bookingSiteOf, serviceName } from './booking-site';

const document = () => createDefaultSiteDocument({ id: 'w1', businessName: 'Maple Street Barbers', sectionTypes: ['Header', 'Services', 'Scheduling', 'Footer'] });

describe('what the Bookings view reads of the draft', () => {
  it('a site without Frontdoor bookings: no zone, not taking bookings, the services still named', () => {
    const site = bookingSiteOf(document());
    expect(site).toMatchObject({ businessName: 'Maple Street Barbers', timeZone: null, takesBookings: false });
    const services = document().sections.find((section) => section.type === 'Services');
    const first = services?.type === 'Services' ? services.items[0] : undefined;
    expect(serviceName(site, first!.id)).toBe(first!.heading);
    expect(serviceName(site, 'gone')).toBe('A service');
  });

  it('a site taking bookings: its zone from the Scheduling section', () => {
    const draft = document();
    for (const section of draft.sections) {
      if (section.type === 'Services') section.items[0].booking = { durationMinutes: 45, bufferAfterMinutes: 0, dailyCap: null, mode: 'request' };
      if (section.type === 'Scheduling') {
        section.provider = 'frontdoor';
        section.bookingRules = bookingRulesSchema.parse({ timeZone: 'Europe/London' });
      }
    }
    expect(bookingSiteOf(draft)).toMatchObject({ timeZone: 'Europe/London', takesBookings: true });
  });
});
