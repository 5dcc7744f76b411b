import { EMAIL_MESSAGES, isValidEmail, PASSWORD_MIN_LENGTH, SIGN_IN_MESSAGES } from '@frontdoor/shared';

/** The email field's message (spec §5 tooltip 'Invalid email'), or null when it is fine. */
export const emailError = (email: string): string | null => (isValidEmail(email) ? null : EMAIL_MESSAGES.invalid);

/** A new password's message, or null when it is long enough. */
export const newPasswordError = (password: string): string | null => (password.length >= PASSWORD_MIN_LENGTH ? null : SIGN_IN_MESSAGES['weak-password']);
