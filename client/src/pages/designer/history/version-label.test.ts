import { timesNeedingSeconds, versionLabel, versionName, versionTime } from './version-label';

const format = { now: Date.parse('2026-11-26T18:00:00Z'), locale: 'en-GB', timeZone: 'UTC' };
const owner = 'owner@example.com';

describe('versionLabel', () => {
  it('names every kind of version by kind, author and time', () => {
    expect(versionLabel({ kind: 'created', at: '2026-11-26T09:30:00Z', by: owner }, format)).toBe('Generated · 09:30');
    expect(versionLabel({ kind: 'saved', at: '2026-11-26T14:05:00Z', by: owner }, format)).toBe(`Saved by ${owner} · 14:05`);
    expect(versionLabel({ kind: 'published', at: '2026-11-26T14:10:00Z', by: owner }, format)).toBe(`Published by ${owner} · 14:10`);
    expect(versionLabel({ kind: 'restored', at: '2026-11-26T14:20:00Z', by: owner, restoredFromAt: '2026-11-26T14:05:00Z' }, format)).toBe(
      `Restored the version of 14:05 · by ${owner} · 14:20`,
    );
    expect(
      versionLabel(
        { kind: 'taken-over', at: '2026-11-26T14:32:00Z', by: 'guest@example.com', takenOver: { displacedEmail: owner, takenByEmail: 'guest@example.com' } },
        format,
      ),
    ).toBe(`Unsaved changes of ${owner}, taken over by guest@example.com at 14:32`);
    // Issue 37: a hand-over keeps the leaving editor's changes in their own name.
    expect(versionLabel({ kind: 'handed-over', at: '2026-11-26T14:40:00Z', by: 'guest@example.com', handedOver: { toEmail: owner, left: false } }, format)).toBe(
      `Handed over by guest@example.com to ${owner} · 14:40`,
    );
    expect(versionLabel({ kind: 'handed-over', at: '2026-11-26T14:41:00Z', by: 'guest@example.com', handedOver: { toEmail: owner, left: true } }, format)).toBe(
      `Changes of guest@example.com, kept when ${owner} started editing · 14:41`,
    );
    expect(versionName({ kind: 'handed-over', at: '2026-11-26T14:40:00Z', by: 'guest@example.com', handedOver: { toEmail: owner, left: false } }, format)).toBe(
      `the changes of guest@example.com, kept at 14:40 when edit control passed to ${owner}`,
    );
  });

  it('copes with a deleted author and a restored version that is gone', () => {
    expect(versionLabel({ kind: 'saved', at: '2026-11-26T14:05:00Z', by: null }, format)).toBe('Saved · 14:05');
    expect(versionLabel({ kind: 'restored', at: '2026-11-26T14:20:00Z', by: null, restoredFromAt: null }, format)).toBe('Restored an earlier version · 14:20');
    expect(versionLabel({ kind: 'taken-over', at: '2026-11-26T14:32:00Z', by: 'guest@example.com', takenOver: null }, format)).toBe(
      'Unsaved changes of another editor, taken over by guest@example.com at 14:32',
    );
  });
});

describe('versionName', () => {
  it('names the version in a sentence, as Restore asks and reports', () => {
    expect(`Restore ${versionName({ kind: 'saved', at: '2026-11-26T14:05:00Z', by: owner }, format)}?`).toBe(`Restore the version saved at 14:05 by ${owner}?`);
    expect(versionName({ kind: 'published', at: '2026-11-26T14:05:00Z', by: owner }, format)).toBe(`the version published at 14:05 by ${owner}`);
    expect(versionName({ kind: 'created', at: '2026-11-26T09:30:00Z', by: owner }, format)).toBe('the version generated at 09:30');
    expect(versionName({ kind: 'restored', at: '2026-11-26T14:20:00Z', by: owner }, format)).toBe(`the version restored at 14:20 by ${owner}`);
    expect(versionName({ kind: 'taken-over', at: '2026-11-26T14:32:00Z', by: null, takenOver: { displacedEmail: owner, takenByEmail: null } }, format)).toBe(
      `the unsaved changes of ${owner}, kept at 14:32`,
    );
  });
});

describe('versionTime', () => {
  it('gives the time alone today and the date with it on other days', () => {
    expect(versionTime('2026-11-26T14:05:00Z', format)).toBe('14:05');
    expect(versionTime('2026-11-25T14:05:00Z', format)).toBe('25 Nov 2026, 14:05');
    expect(versionTime('2026-11-26T14:05:00Z', { ...format, locale: 'en-US' })).toBe('2:05 PM');
  });
});

describe('two entries in one minute (issue 37)', () => {
  it('writes the seconds when asked', () => {
    expect(versionTime('2026-11-26T14:05:09Z', { ...format, seconds: true })).toBe('14:05:09');
    expect(versionTime('2026-11-25T14:05:09Z', { ...format, seconds: true })).toBe('25 Nov 2026, 14:05:09');
    expect(versionLabel({ kind: 'saved', at: '2026-11-26T14:05:09Z', by: owner }, { ...format, seconds: true })).toBe(`Saved by ${owner} · 14:05:09`);
  });

  it('asks for seconds only for the entries that share a minute', () => {
    const times = ['2026-11-26T14:05:41Z', '2026-11-26T14:05:09Z', '2026-11-26T14:03:00Z', '2026-11-25T14:05:20Z'];
    expect([...timesNeedingSeconds(times, format)].sort()).toEqual(['2026-11-26T14:05:09Z', '2026-11-26T14:05:41Z']);
    expect(timesNeedingSeconds(['2026-11-26T14:05:00Z'], format).size).toBe(0);
    const labels = times.map((at) => versionLabel({ kind: 'saved', at, by: null }, { ...format, seconds: timesNeedingSeconds(times, format).has(at) }));
    expect(labels).toEqual(['Saved · 14:05:41', 'Saved · 14:05:09', 'Saved · 14:03', 'Saved · 25 Nov 2026, 14:05']);
  });
});
