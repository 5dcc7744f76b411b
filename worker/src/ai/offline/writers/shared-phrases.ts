import type { Composition } from '../core/composition.js';
import { capitalise } from '../core/text.js';

/** " in Portland", or '' when the owner gave no location. */
export function inPlace(c: Composition): string {
  return c.facts.place ? ` in ${c.facts.place}` : '';
}

/** "Clients", for the start of a sentence. */
export function Customers(c: Composition): string {
  return capitalise(c.profile.customers);
}

/**
 * The first few service names in the site's order, as a sentence list: the owner's and the
 * industry's, not the general ones every business can offer ("custom requests") while others exist.
 */
export function servicePhrases(c: Composition, most: number): string[] {
  const own = c.services.filter((service) => service.fromOwner || service.matched);
  return (own.length > 0 ? own : c.services).slice(0, most).map((service) => service.phrase);
}
