import { analyticsId, analyticsIdProblem, ANALYTICS_ID_MESSAGES } from './analytics-id.js';

describe('analytics measurement id (spec §5)', () => {
  it('accepts G-… ids up to 12 characters and empty', () => {
    expect(analyticsId(' g-abc123xyz9 ')).toBe('G-ABC123XYZ9');
    expect(analyticsIdProblem('')).toBeNull();
    expect(analyticsIdProblem('G-ABCD1234')).toBeNull();
  });
  it('refuses anything else with the message', () => {
    for (const bad of ['UA-1234-5', 'G-ABC123XYZ90', 'G-', '"><x', 'AW-12345'])
      expect([analyticsId(bad), analyticsIdProblem(bad)]).toEqual([undefined, ANALYTICS_ID_MESSAGES.invalid]);
  });
});
