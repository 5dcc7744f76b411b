import { ACCEPT_SCREENS, acceptFailure } from './accept-state';

describe('accept-invite failures', () => {
  it('maps each error code to its screen with the spec wording', () => {
    expect(acceptFailure('invite_invalid')).toBe('expired');
    expect(acceptFailure('invite_wrong_account')).toBe('wrong-account');
    expect(acceptFailure('invite_limit')).toBe('limit');
    expect(acceptFailure('invite_generic')).toBe('generic');
    expect(acceptFailure('network')).toBe('generic');
    expect(ACCEPT_SCREENS.limit.text).toMatch(/maximum number of invitations/i);
  });
});
