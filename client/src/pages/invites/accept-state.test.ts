import { ERROR_DETAILS, INVITE_MESSAGES } from '@frontdoor/shared';
import { ACCEPT_SCREENS, acceptFailure, acceptFailureText } from './accept-state';

describe('accept-invite failures', () => {
  it('maps each error code to its screen', () => {
    expect(acceptFailure('invite_invalid')).toBe('expired');
    expect(acceptFailure('invite_invalid', INVITE_MESSAGES.invite_invalid)).toBe('expired');
    // The owner removed the invite or the guest's access (issue 37): its own screen, not the generic one.
    expect(acceptFailure('invite_invalid', ERROR_DETAILS.invite_removed.message)).toBe('removed');
    expect(acceptFailure('invite_wrong_account')).toBe('wrong-account');
    expect(acceptFailure('invite_limit')).toBe('limit');
    expect(acceptFailure('invite_generic')).toBe('generic');
    expect(acceptFailure('network-request-failed')).toBe('generic');
    expect(acceptFailure('unauthorized')).toBe('generic');
  });

  it('shows the catalogue wording, each screen with its own heading', () => {
    expect(ACCEPT_SCREENS.generic.text).toBe(INVITE_MESSAGES.invite_generic);
    expect(ACCEPT_SCREENS.expired.text).toMatch(/no longer valid/i);
    expect(ACCEPT_SCREENS.removed.text).toMatch(/no longer valid.*owner.*removed/i);
    expect(ACCEPT_SCREENS['wrong-account'].text).toMatch(/different email address/i);
    expect(ACCEPT_SCREENS.limit.text).toMatch(/maximum number of invitations/i);
    const titles = Object.values(ACCEPT_SCREENS).map((screen) => screen.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("keeps the server's more precise limit message (the website's editors) and the catalogue's otherwise", () => {
    const websiteFull = 'This website already has the maximum number of editors. Ask its owner to remove one first.';
    expect(acceptFailureText('limit', websiteFull)).toBe(websiteFull);
    expect(acceptFailureText('limit', INVITE_MESSAGES.invite_limit)).toBe(INVITE_MESSAGES.invite_limit);
    expect(acceptFailureText('generic', 'Not found')).toBe(INVITE_MESSAGES.invite_generic);
  });
});
