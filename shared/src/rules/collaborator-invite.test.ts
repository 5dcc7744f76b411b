import { collaboratorInviteAction } from './collaborator-invite.js';

const now = new Date('2026-05-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const base = { ownerEmail: 'owner@shop.com', invitedEmail: 'guest@shop.com' };

describe('collaboratorInviteAction', () => {
  it('ignores the owner’s own email, compared trimmed and lowercased', () => {
    expect(collaboratorInviteAction({ ...base, invitedEmail: '  Owner@Shop.com ' }, now)).toBe('ignore');
  });

  it('creates an invite when none exists', () => {
    expect(collaboratorInviteAction(base, now)).toBe('create');
    expect(collaboratorInviteAction({ ...base, existingInvite: null }, now)).toBe('create');
  });

  it('does nothing for an accepted invite', () => {
    expect(collaboratorInviteAction({ ...base, existingInvite: { accepted: true, createdAt: daysAgo(30) } }, now)).toBe('none');
  });

  it('resends a pending invite', () => {
    expect(collaboratorInviteAction({ ...base, existingInvite: { accepted: false, createdAt: daysAgo(6) } }, now)).toBe('resend');
  });

  it('recreates an expired invite', () => {
    expect(collaboratorInviteAction({ ...base, existingInvite: { accepted: false, createdAt: daysAgo(7) } }, now)).toBe('recreate');
  });
});
