import fc from 'fast-check';
import { LIMITS } from '../site/limits.js';
import { retryDelay } from './retry-delay.js';

describe('retryDelay', () => {
  it('doubles from 1000 ms without jitter', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelay(attempt, () => 0))).toEqual([1000, 2000, 4000, 8000, 1_024_000]);
  });

  it('subtracts up to half as jitter', () => {
    expect(retryDelay(0, () => 0.5)).toBe(750);
    expect(retryDelay(0, () => 1)).toBe(500);
    expect(retryDelay(3, () => 0.999999)).toBe(4000);
  });

  it('caps at 14,400,000 ms', () => {
    expect(retryDelay(13, () => 0)).toBe(8_192_000);
    expect(retryDelay(14, () => 0)).toBe(LIMITS.retryCapMs);
    expect(retryDelay(1000, () => 0)).toBe(LIMITS.retryCapMs);
    expect(retryDelay(Infinity, () => 0)).toBe(LIMITS.retryCapMs);
    expect(retryDelay(1000, () => 1)).toBe(LIMITS.retryCapMs / 2);
  });

  it('treats odd attempts and random values safely', () => {
    expect(retryDelay(-3, () => 0)).toBe(1000);
    expect(retryDelay(NaN, () => 0)).toBe(1000);
    expect(retryDelay(1.7, () => 0)).toBe(2000);
    expect(retryDelay(0, () => 5)).toBe(500);
    expect(retryDelay(0, () => -1)).toBe(1000);
    expect(retryDelay(0, () => NaN)).toBe(1000);
  });

  it('is an integer between half the nominal delay and the nominal delay, never above the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const delay = retryDelay(attempt, () => r);
        const nominal = Math.min(LIMITS.retryCapMs, LIMITS.retryBaseMs * 2 ** attempt);
        expect(Number.isInteger(delay)).toBe(true);
        expect(delay).toBeGreaterThanOrEqual(nominal / 2);
        expect(delay).toBeLessThanOrEqual(nominal);
        expect(delay).toBeLessThanOrEqual(LIMITS.retryCapMs);
      }),
    );
  });

  it('never decreases with the attempt for the same random value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        expect(retryDelay(attempt + 1, () => r)).toBeGreaterThanOrEqual(retryDelay(attempt, () => r));
      }),
    );
  });

  it('uses Math.random by default', () => {
    for (let i = 0; i < 20; i += 1) {
      const delay = retryDelay(2);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });
});
