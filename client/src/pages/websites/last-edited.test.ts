import { lastEdited } from './last-edited';

const now = Date.parse('2025-06-10T12:00:00Z');
const at = (ms: number) => new Date(now - ms).toISOString();

describe('lastEdited', () => {
  it('says how long ago the later of the design and change times was', () => {
    expect(lastEdited({ modifiedAt: at(10_000), lastDesignedAt: null }, now, 'en')).toBe('Edited just now');
    expect(lastEdited({ modifiedAt: at(5 * 60_000), lastDesignedAt: null }, now, 'en')).toBe('Edited 5 minutes ago');
    expect(lastEdited({ modifiedAt: at(3 * 86_400_000), lastDesignedAt: at(2 * 3_600_000) }, now, 'en')).toBe('Edited 2 hours ago');
    expect(lastEdited({ modifiedAt: at(86_400_000 + 1000), lastDesignedAt: null }, now, 'en')).toBe('Edited yesterday');
  });

  it('gives the date after a week, and copes with missing times', () => {
    expect(lastEdited({ modifiedAt: '2025-03-12T09:00:00Z', lastDesignedAt: null }, now, 'en-GB')).toBe('Edited 12 March 2025');
    expect(lastEdited({ modifiedAt: 'garbage', lastDesignedAt: null }, now, 'en')).toBe('Not edited yet');
  });
});
