import type { SiteDocument } from '@frontdoor/shared';
import { bookableServices } from '@frontdoor/shared/render';

/** What the Bookings view reads of the site document: the services' names and the business's clock. */
export interface BookingSite {
  businessName: string;
  /** The Scheduling section's time zone, or null when Frontdoor bookings were never chosen. */
  timeZone: string | null;
  /** Frontdoor bookings are chosen and at least one service can be booked. */
  takesBookings: boolean;
  /** Each service's name by its id (bookable or not now: a booking keeps its service's id). */
  serviceNames: ReadonlyMap<string, string>;
}

/**
 * The draft's facts the Bookings view needs. The list holds only service ids; the names and the
 * time zone come from the draft the owner edits (the published page took them from the same
 * draft when it was last published).
 */
export function bookingSiteOf(document: SiteDocument): BookingSite {
  const scheduling = document.sections.find((section) => section.type === 'Scheduling');
  const rules = scheduling?.type === 'Scheduling' ? scheduling.bookingRules : undefined;
  const frontdoor = scheduling?.type === 'Scheduling' && scheduling.provider === 'frontdoor';
  const serviceNames = new Map<string, string>();
  for (const section of document.sections) {
    if (section.type === 'Services') for (const item of section.items) serviceNames.set(item.id, item.heading);
  }
  return {
    businessName: document.websiteSettings.businessName,
    timeZone: rules?.timeZone ?? null,
    takesBookings: frontdoor && !!rules && bookableServices(document).length > 0,
    serviceNames,
  };
}

/** A booking's service as the owner reads it: its name, or 'A service' once the draft no longer has it. */
export const serviceName = (site: BookingSite, serviceId: string) => site.serviceNames.get(serviceId)?.trim() || 'A service';
