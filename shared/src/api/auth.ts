import { z } from 'zod';
import { LIMITS } from '../site/limits.js';

/**
 * The sign-in calls (spec §7 /api/login/*, ARCHITECTURE §1). Tokens: a short-lived bearer access
 * token in the body, a rotating refresh token in the HttpOnly cookie `fd_refresh` (path /api).
 */

/** Messages of spec §8's sign-in catalogue, keyed by the error code the API answers with. */
export const SIGN_IN_MESSAGES = {
  'email-already-in-use': 'Account already exists. Please sign in.',
  'invalid-email': 'Invalid email.',
  'network-request-failed': 'Network connectivity failed.',
  'wrong-password': 'Incorrect password.',
  'user-not-found': 'User not found.',
  'popup-closed-by-user': 'Login Popup Closed.',
  'cancelled-popup-request': 'Login Cancelled.',
  unknown: 'An unknown error has occurred. Please try again.',
  'invalid-device': 'Unable to log you into the product. Please open the magic link in the browser you registered with.',
  'invalid-token': 'Your magic link to log in has expired, please try logging in again to request a new magic link.',
  'email-not-verified': 'Please verify your email first. We have sent you a new verification link.',
  'weak-password': 'Use at least 10 characters for your password.',
  'same-email': 'The new email is the same as the current one.',
  'reauth-required': 'Please sign in again to continue.',
  'link-expired': 'This link has expired or was already used. Please request a new one.',
} as const;
export type SignInErrorCode = keyof typeof SIGN_IN_MESSAGES;

/** Email-code statuses (spec §4) and what the screen says for each. */
export const OTP_STATUSES = ['Success', 'ExpiredCode', 'InvalidCode', 'InvalidSession'] as const;
export const OTP_MESSAGES = {
  InvalidSession: 'Invalid session. Please request a new code.',
  InvalidCode: 'Invalid code. Please check the code and try again.',
  ExpiredCode: 'Expired code. Please request a new code.',
  resent: 'Code has been resent.',
  /** Spec §8 has no wording for this: a plain sentence that says what to do. */
  resendLimit: 'We have sent this code as many times as we can. Please go back and enter your email again to get a new code.',
} as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** How many times one sign-in attempt's code may be sent again (then the user starts over). */
export const OTP_MAX_RESENDS = 3;
export const MAGIC_LINK_TTL_MS = 15 * 60_000;
export const EMAIL_TOKEN_TTL_MS = 60 * 60_000;
export const ACCESS_TOKEN_TTL_MS = 10 * 60_000;
/** Sessions end after this long without use (idle) and this long after sign-in (absolute). */
export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 3600_000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 3600_000;
/** Deleting the account or changing email/password without a password needs a sign-in this recent. */
export const RECENT_AUTH_MS = 10 * 60_000;

export const emailFieldSchema = z.string().trim().toLowerCase().max(LIMITS.email, 'Invalid email.').email('Invalid email.');
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, SIGN_IN_MESSAGES['weak-password']).max(PASSWORD_MAX_LENGTH);

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  providers: z.array(z.string()),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** What every successful sign-in answers (the refresh token travels in the fd_refresh cookie). */
export const authSessionSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiresAt: z.string(),
  user: authUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const emailRequestSchema = z.object({ email: emailFieldSchema });
export const otpGenerateResponseSchema = z.object({ sessionId: z.string() });
export const otpResendRequestSchema = z.object({ sessionId: z.string().uuid() });
export const otpResendResponseSchema = z.object({ sessionId: z.string(), message: z.literal(OTP_MESSAGES.resent) });
export const otpVerifyRequestSchema = z.object({ sessionId: z.string(), code: z.string().regex(/^\d{6}$/) });
export const otpVerifyResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('Success'), session: authSessionSchema }),
  z.object({ status: z.enum(['ExpiredCode', 'InvalidCode', 'InvalidSession']) }),
]);
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponseSchema>;

export const tokenRequestSchema = z.object({ token: z.string().min(16).max(200) });
/** Magic link, email verification and password reset answer Success or why not. */
export const tokenSignInResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('Success'), session: authSessionSchema }),
  z.object({ status: z.enum(['Expired', 'InvalidDevice']) }),
]);
export type TokenSignInResponse = z.infer<typeof tokenSignInResponseSchema>;

export const passwordSignUpSchema = z.object({ email: emailFieldSchema, password: passwordSchema });
export const passwordSignInSchema = z.object({ email: emailFieldSchema, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export const passwordResetConfirmSchema = z.object({ token: z.string().min(16).max(200), password: passwordSchema });

export const changeEmailSchema = z.object({
  newEmail: emailFieldSchema,
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  endOtherSessions: z.boolean().default(false),
});
export const changePasswordSchema = z.object({
  newPassword: passwordSchema,
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  endOtherSessions: z.boolean().default(false),
});

export const loginOptionsSchema = z.object({
  /** The identity-provider button's label, or null when no provider is configured. */
  oidc: z.object({ label: z.string() }).nullable(),
});
export type LoginOptions = z.infer<typeof loginOptionsSchema>;

export const registerResponseSchema = z.object({ registered: z.literal(true), user: authUserSchema });
