import { LIMITS } from '../site/limits.js';

/**
 * Milliseconds to wait before a retry (spec §9): exponential backoff with base 1000 ms and
 * factor 2, capped at 14,400,000 ms (4 hours), with jitter of up to half subtracted.
 *
 * `attempt` 0 is the first retry. The nominal delay d = min(cap, base * 2^attempt); the result is
 * d - (d / 2) * random(), rounded: between d / 2 and d. Subtracting (rather than adding) the
 * jitter keeps every delay at or below the cap while still spreading retries of jobs that
 * failed together. A negative or fractional attempt counts as its floor, at least 0; random
 * values outside [0, 1] are clamped. The result is always an integer in [0, cap].
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const step = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : attempt > 0 ? Infinity : 0;
  const nominal = Math.min(LIMITS.retryCapMs, LIMITS.retryBaseMs * LIMITS.retryFactor ** step);
  const jitter = Math.min(1, Math.max(0, random() || 0));
  return Math.round(nominal - (nominal / 2) * jitter);
}
