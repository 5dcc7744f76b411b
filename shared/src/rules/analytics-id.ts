import { LIMITS } from '../site/limits.js';

/** The analytics measurement ID field's messages (spec §5: required when configuring, G-..., ≤ 12). */
export const ANALYTICS_ID_MESSAGES = {
  invalid: 'Enter a measurement ID like G-XXXXXXXX (at most 12 characters)',
} as const;

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,10}$/i;

/** A measurement id the published page may load (G-XXXXXXXX, ≤ 12 characters), upper-cased; else undefined. */
export function analyticsId(id: string): string | undefined {
  const trimmed = id.trim();
  return trimmed.length <= LIMITS.analyticsMeasurementId && MEASUREMENT_ID.test(trimmed) ? trimmed.toUpperCase() : undefined;
}

/** Why a typed measurement id cannot be used, or null (empty turns analytics off). */
export function analyticsIdProblem(id: string): string | null {
  return id.trim() === '' || analyticsId(id) !== undefined ? null : ANALYTICS_ID_MESSAGES.invalid;
}
