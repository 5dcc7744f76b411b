import { INVITE_MESSAGES } from '@frontdoor/shared';

/** The accept-invite page's states (spec §2). */
export type AcceptState = 'verifying' | 'generic' | 'expired' | 'wrong-account' | 'limit';

/** The screen for a failed accept call, from its error code. */
export function acceptFailure(code: string): Exclude<AcceptState, 'verifying'> {
  if (code === 'invite_invalid') return 'expired';
  if (code === 'invite_wrong_account') return 'wrong-account';
  if (code === 'invite_limit') return 'limit';
  return 'generic';
}

export const ACCEPT_SCREENS: Record<Exclude<AcceptState, 'verifying'>, { title: string; text: string }> = {
  generic: { title: 'We could not open this invitation', text: INVITE_MESSAGES.invite_generic },
  expired: { title: 'Invitation expired', text: INVITE_MESSAGES.invite_invalid },
  'wrong-account': { title: 'Signed in with a different account', text: INVITE_MESSAGES.invite_wrong_account },
  limit: { title: 'Maximum invitations reached', text: INVITE_MESSAGES.invite_limit },
};
