import { ERROR_DETAILS, INVITE_MESSAGES } from '@frontdoor/shared';

/** The accept-invite page's states (spec §2). */
export type AcceptState = 'verifying' | 'generic' | 'expired' | 'removed' | 'wrong-account' | 'limit';
export type AcceptFailure = Exclude<AcceptState, 'verifying'>;

/**
 * The screen for a failed accept call, from its error code (spec §8); anything unknown is
 * generic. 'No longer valid' is either expired or removed (issue 37: the owner removed the
 * invite or the guest's access), which the server's message tells apart.
 */
export function acceptFailure(code: string, serverMessage?: string): AcceptFailure {
  if (code === 'invite_invalid') return serverMessage === ERROR_DETAILS.invite_removed.message ? 'removed' : 'expired';
  if (code === 'invite_wrong_account') return 'wrong-account';
  if (code === 'invite_limit') return 'limit';
  return 'generic';
}

/** Each failure's heading and the catalogue's text (spec §8). */
export const ACCEPT_SCREENS: Record<AcceptFailure, { title: string; text: string }> = {
  generic: { title: 'We could not open this invitation', text: INVITE_MESSAGES.invite_generic },
  expired: { title: 'Invitation expired', text: INVITE_MESSAGES.invite_invalid },
  removed: { title: 'Invitation no longer valid', text: ERROR_DETAILS.invite_removed.message },
  'wrong-account': { title: 'Signed in with a different account', text: INVITE_MESSAGES.invite_wrong_account },
  limit: { title: 'Maximum invitations reached', text: INVITE_MESSAGES.invite_limit },
};

/**
 * The text a failure shows. The catalogue's wording, except where the server said something
 * more precise for the same code (the website, not the user, has too many editors).
 */
export function acceptFailureText(failure: AcceptFailure, serverMessage?: string): string {
  const text = ACCEPT_SCREENS[failure].text;
  if (failure === 'limit' && serverMessage && serverMessage !== text && /editors/i.test(serverMessage)) return serverMessage;
  return text;
}
