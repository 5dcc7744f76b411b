import type { AuthSession } from '@frontdoor/shared';

/** The screens of the sign-in dialog; one is shown at a time. */
export type Step =
  | { type: 'choose' }
  | { type: 'email' }
  | { type: 'code'; sessionId: string }
  | { type: 'link-sent' }
  | { type: 'password-sign-in' }
  | { type: 'password-sign-up' }
  | { type: 'password-reset' }
  | { type: 'check-email'; reason: 'verify' | 'reset' };

export const STEP_TITLES: Record<Step['type'], string> = {
  choose: 'Sign in',
  email: 'Sign in with email',
  code: 'Check your email',
  'link-sent': 'Check your email',
  'password-sign-in': 'Sign in with password',
  'password-sign-up': 'Create an account',
  'password-reset': 'Reset your password',
  'check-email': 'Check your email',
};

/** Where Back goes from each screen (none from the first). */
export const BACK: Record<Step['type'], Step['type'] | null> = {
  choose: null,
  email: 'choose',
  code: 'email',
  'link-sent': 'email',
  'password-sign-in': 'choose',
  'password-sign-up': 'password-sign-in',
  'password-reset': 'password-sign-in',
  'check-email': 'choose',
};

/** What every screen of the dialog receives. */
export interface StepProps {
  /** The email typed so far, kept across screens. */
  email: string;
  setEmail: (email: string) => void;
  go: (step: Step) => void;
  onSignedIn: (session: AuthSession) => Promise<void>;
  /** Re-authentication: the email is the signed-in user's and cannot change. */
  reauth: boolean;
}
