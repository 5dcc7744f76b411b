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

/** The first few service names in the site's order, as a sentence list. */
export function servicePhrases(c: Composition, most: number): string[] {
  return c.services.slice(0, most).map((service) => service.phrase);
}
