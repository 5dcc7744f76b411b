import { dailyInviteLimitExceeded, INVITE_LIMITS, pendingInviteLimitReached } from './invite-limits.js';

describe('invite limits', () => {
  it('allows 20 pending invitations per owner, not a 21st', () => {
    expect(pendingInviteLimitReached(19)).toBe(false);
    expect(pendingInviteLimitReached(20)).toBe(true);
  });

  it('allows the 50th invitation of the day, not the 51st', () => {
    expect(dailyInviteLimitExceeded(INVITE_LIMITS.sentPerOwnerPerDay)).toBe(false);
    expect(dailyInviteLimitExceeded(INVITE_LIMITS.sentPerOwnerPerDay + 1)).toBe(true);
  });
});
