import { inviteOutcomeMessage } from './invite-outcome';

describe('invite outcome messages', () => {
  it('says what adding a collaborator did', () => {
    expect(inviteOutcomeMessage('created', 'ann@example.com')).toBe('Invitation sent to ann@example.com');
    expect(inviteOutcomeMessage('recreated', 'ann@example.com')).toBe('Invitation sent to ann@example.com');
    expect(inviteOutcomeMessage('resent', 'ann@example.com')).toBe('Invitation sent again to ann@example.com');
    expect(inviteOutcomeMessage('already-accepted', 'ann@example.com')).toBe('ann@example.com can already edit this website');
    expect(inviteOutcomeMessage('ignored-own-email', 'me@example.com')).toBe('That is your own email');
  });
});
