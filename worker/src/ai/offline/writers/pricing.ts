import type { Composition } from '../core/composition.js';
import type { Rng } from '../core/rng.js';

const ON_REQUEST = ['Ask for a quote', 'Quote on request', 'Priced per job', 'Contact us for pricing'];

/** One hedged price style per site, so a services list reads consistently. */
export interface PriceStyle {
  range(price: readonly [number, number], unit?: string): string;
  /** For services priced per job; empty for organizations that charge nothing. */
  onRequest: string;
}

export function priceStyle(c: Composition, rng: Rng): PriceStyle {
  const money = (value: number): string => `${c.facts.currency}${value}`;
  const format = rng.pick([
    (low: number) => `From ${money(low)}`,
    (low: number, high: number) => `${money(low)}–${money(high)}`,
    (low: number, high: number) => `Typically ${money(low)}–${money(high)}`,
    (low: number, high: number) => `Around ${money(low)}–${money(high)}`,
  ]);
  const onRequest = rng.pick(c.profile.priceOnRequest ?? ON_REQUEST);
  return {
    range: ([low, high], unit) => `${format(low, high)}${unit ? ` ${unit}` : ''}`,
    onRequest: c.profile.priced === false ? '' : onRequest,
  };
}
