import fc from 'fast-check';
import { LIMITS } from '../site/limits.js';
import { inviteExpiresAt, inviteState } from './invite-state.js';

const DAY = 24 * 60 * 60 * 1000;
const created = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(created.getTime() + ms);

describe('inviteState', () => {
  it('is Accepted when accepted, whatever its age', () => {
    expect(inviteState({ accepted: true, createdAt: created }, at(30 * DAY))).toBe('Accepted');
  });

  it('is Pending before 7 days and Expired from 7 days on', () => {
    expect(inviteState({ accepted: false, createdAt: created }, at(0))).toBe('Pending');
    expect(inviteState({ accepted: false, createdAt: created }, at(7 * DAY - 1))).toBe('Pending');
    expect(inviteState({ accepted: false, createdAt: created }, at(7 * DAY))).toBe('Expired');
    expect(inviteState({ accepted: false, createdAt: created }, at(8 * DAY))).toBe('Expired');
  });

  it('reads ISO strings and epoch milliseconds', () => {
    expect(inviteState({ accepted: false, createdAt: created.toISOString() }, at(DAY))).toBe('Pending');
    expect(inviteState({ accepted: false, createdAt: created.getTime() }, at(7 * DAY))).toBe('Expired');
  });

  it('treats an unreadable creation time as Expired', () => {
    expect(inviteState({ accepted: false, createdAt: 'not a date' })).toBe('Expired');
  });

  it('uses the current time by default', () => {
    expect(inviteState({ accepted: false, createdAt: new Date() })).toBe('Pending');
    expect(inviteState({ accepted: false, createdAt: Date.now() - 8 * DAY })).toBe('Expired');
  });

  it('switches from Pending to Expired exactly at inviteExpiresAt', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -DAY, max: 30 * DAY }),
        (createdAt, elapsed) => {
          const now = new Date(createdAt.getTime() + elapsed);
          const expected = now.getTime() >= inviteExpiresAt(createdAt).getTime() ? 'Expired' : 'Pending';
          expect(inviteState({ accepted: false, createdAt }, now)).toBe(expected);
          expect(inviteState({ accepted: true, createdAt }, now)).toBe('Accepted');
        },
      ),
    );
  });
});

it('inviteExpiresAt is 7 days after creation', () => {
  expect(inviteExpiresAt(created).getTime() - created.getTime()).toBe(LIMITS.inviteValidityDays * DAY);
});
