import { addDays, describeSlotInZone, isTimeZoneName, slotsByDate, todayIn, type FreeSlot } from '@frontdoor/shared';
import { slotsPage, type PageService, type PageSite } from './booking-page.js';
import { siteBookingTexts, type BookingTexts } from './booking-texts.js';
import type { BookableItem, BookingSite } from './bookings.service.js';

/** How many days the booking page shows at once. */
export const DAYS_SHOWN = 7;

export const pageService = (item: BookableItem, texts: BookingTexts): PageService => ({
  id: item.id,
  heading: item.heading || texts.appointment,
  pricing: item.pricing,
  durationMinutes: item.booking.durationMinutes,
  mode: item.booking.mode,
});

export const homeUrl = (site: BookingSite) => `/${site.handle}`;

/**
 * What the pages show of the site, in its language; `origin` makes a page indexable (canonical)
 * unless the owner turned search indexing off.
 */
export const pageSite = (site: BookingSite, origin?: string): PageSite => ({
  businessName: site.document.websiteSettings.businessName,
  palette: site.document.theme.palette,
  homeUrl: homeUrl(site),
  origin: site.document.websiteSettings.searchIndexingEnabled ? origin : undefined,
  zone: site.rules.timeZone,
  texts: siteBookingTexts(site),
});

/**
 * A week of a service's free times as a form of radio buttons: the booking page's, and the one a
 * visitor moves their booking with (posted elsewhere, linked otherwise, never indexed).
 */
export function weekPage(
  site: BookingSite,
  service: BookableItem,
  free: FreeSlot[],
  input: {
    from?: string;
    zone?: string;
    problem?: string;
    action: string;
    /** The address of the week from a date, with the visitor's zone. */
    weekUrl: (from: string, zone?: string) => string;
    allServices: string | null;
    /** The page's own address, for search engines (the public booking page only); its origin. */
    canonical?: { path: string; origin: string };
  },
) {
  const today = todayIn(site.rules.timeZone, new Date().toISOString());
  const from = input.from && input.from >= today ? input.from : (free[0]?.date ?? today);
  const until = addDays(from, DAYS_SHOWN);
  const days = slotsByDate(free.filter((slot) => slot.date >= from && slot.date < until));
  const visitorZone = input.zone && isTimeZoneName(input.zone) ? input.zone : undefined;
  const earlierFrom = addDays(from, -DAYS_SHOWN) < today ? today : addDays(from, -DAYS_SHOWN);
  const shown = pageSite(site, input.canonical?.origin);
  return slotsPage(shown, {
    service: pageService(service, shown.texts),
    days,
    zone: site.rules.timeZone,
    action: input.action,
    // Back a week when an earlier day has a free time (today may have none left).
    earlier: free.some((slot) => slot.date < from) ? input.weekUrl(earlierFrom, visitorZone) : null,
    later: free.some((slot) => slot.date >= until) ? input.weekUrl(until, visitorZone) : null,
    allServices: input.allServices,
    canonical: input.canonical?.path ?? '',
    problem: input.problem,
    visitorTime: visitorZone
      ? (slot) => {
          const theirs = describeSlotInZone(slot.start, visitorZone, site.rules.timeZone);
          return theirs ? (theirs.date === slot.date ? theirs.time : `${theirs.time} ${theirs.date.slice(5)}`) : null;
        }
      : undefined,
  });
}
