import { acceptedInviteLimitReached, sharedWebsiteLimitReached, websiteLimitReached, websiteLimits } from './website-limits.js';

describe('website limits per user', () => {
  it('are 3 own, 5 shared and 20 accepted invites; 10 own on development hosts', () => {
    expect(websiteLimits()).toEqual({ own: 3, shared: 5, acceptedInvites: 20 });
    expect(websiteLimits(true)).toEqual({ own: 10, shared: 5, acceptedInvites: 20 });
  });

  it('refuses creating a fourth own website', () => {
    expect(websiteLimitReached(2)).toBe(false);
    expect(websiteLimitReached(3)).toBe(true);
    expect(websiteLimitReached(4)).toBe(true);
    expect(websiteLimitReached(3, websiteLimits(true))).toBe(false);
  });

  it('caps shared websites at 5 and accepted invites at 20', () => {
    expect(sharedWebsiteLimitReached(4)).toBe(false);
    expect(sharedWebsiteLimitReached(5)).toBe(true);
    expect(acceptedInviteLimitReached(19)).toBe(false);
    expect(acceptedInviteLimitReached(20)).toBe(true);
  });

  it('returns a copy the caller may change', () => {
    const limits = websiteLimits();
    limits.own = 99;
    expect(websiteLimits().own).toBe(3);
  });
});
