import { canEdit, editControlStamp } from './edit-access.js';

describe('canEdit', () => {
  it('lets the last modifier edit', () => {
    expect(canEdit('ann', { userId: 'ann' })).toBe(true);
  });

  it('refuses when someone else modified the draft last', () => {
    expect(canEdit('ann', { userId: 'bob' })).toBe(false);
  });

  it('lets anyone edit a draft nobody modified yet', () => {
    expect(canEdit('ann', undefined)).toBe(true);
    expect(canEdit('ann', null)).toBe(true);
  });

  it('hands control over once the other editor stamps it', () => {
    const stamp = editControlStamp('bob', new Date('2026-01-01T00:00:00Z'));
    expect(stamp).toEqual({ userId: 'bob', timestamp: new Date('2026-01-01T00:00:00Z') });
    expect(canEdit('bob', stamp)).toBe(true);
    expect(canEdit('ann', stamp)).toBe(false);
  });
});
