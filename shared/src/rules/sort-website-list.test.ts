import fc from 'fast-check';
import { sortWebsiteList, websiteListSortTime } from './sort-website-list.js';

describe('sortWebsiteList', () => {
  it('puts the newest design or modification first', () => {
    const a = { id: 'a', createdAt: '2026-01-01T00:00:00Z', modifiedAt: '2026-01-05T00:00:00Z', lastDesignedAt: '2026-01-02T00:00:00Z' };
    const b = { id: 'b', createdAt: '2026-01-01T00:00:00Z', modifiedAt: '2026-01-03T00:00:00Z', lastDesignedAt: '2026-01-06T00:00:00Z' };
    const c = { id: 'c', createdAt: '2026-01-04T00:00:00Z' };
    expect(sortWebsiteList([a, c, b]).map((entry) => entry.id)).toEqual(['b', 'a', 'c']);
  });

  it('accepts Dates and epoch milliseconds, puts entries without times last, and keeps ties in order', () => {
    const list = [{ id: 'none' }, { id: 'x', modifiedAt: new Date(1000) }, { id: 'y', lastDesignedAt: 1000 }, { id: 'z', modifiedAt: 5000 }];
    expect(sortWebsiteList(list).map((entry) => entry.id)).toEqual(['z', 'x', 'y', 'none']);
  });

  it('does not change its input', () => {
    const list = [{ modifiedAt: 1 }, { modifiedAt: 2 }];
    sortWebsiteList(list);
    expect(list).toEqual([{ modifiedAt: 1 }, { modifiedAt: 2 }]);
  });

  it('returns a permutation in non-increasing sort time', () => {
    const time = fc.option(fc.integer({ min: 0, max: 1e12 }), { nil: undefined });
    fc.assert(
      fc.property(fc.array(fc.record({ createdAt: time, modifiedAt: time, lastDesignedAt: time })), (entries) => {
        const sorted = sortWebsiteList(entries);
        expect(sorted).toHaveLength(entries.length);
        for (const entry of entries) expect(sorted).toContain(entry);
        for (let i = 1; i < sorted.length; i += 1) {
          expect(websiteListSortTime(sorted[i - 1])).toBeGreaterThanOrEqual(websiteListSortTime(sorted[i]));
        }
      }),
      { numRuns: 50 },
    );
  });
});
