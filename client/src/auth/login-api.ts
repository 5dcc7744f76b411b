import { publicApi } from '../api/api';

// The sign-in calls of shared/src/api/auth.ts, one function per call, through the typed API
// client (no bearer token: these are how a session starts). Every function resolves to an
// ApiResult and never throws.

export const getLoginOptions = () => publicApi('get /api/login/options');

/** The identity provider's sign-in starts with a full-page visit to this address. */
export const oidcStartUrl = (returnTo: string) => `/api/login/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;

export const generateOtp = (email: string) => publicApi('post /api/login/otp/generate', { body: { email } });
export const resendOtp = (sessionId: string) => publicApi('post /api/login/otp/resend', { body: { sessionId } });
export const verifyOtp = (sessionId: string, code: string) => publicApi('post /api/login/otp/verify', { body: { sessionId, code } });

export const requestMagicLink = (email: string) => publicApi('post /api/login/link', { body: { email } });
export const verifyMagicLink = (token: string) => publicApi('post /api/login/link/verify', { body: { token } });

export const passwordSignUp = (email: string, password: string) => publicApi('post /api/login/password/signup', { body: { email, password } });
export const passwordSignIn = (email: string, password: string) => publicApi('post /api/login/password/signin', { body: { email, password } });
export const requestPasswordReset = (email: string) => publicApi('post /api/login/password/reset', { body: { email } });
export const verifyEmail = (token: string) => publicApi('post /api/login/password/verify', { body: { token } });
export const confirmPasswordReset = (token: string, password: string) => publicApi('post /api/login/password/reset/confirm', { body: { token, password } });
export const confirmEmailChange = (token: string) => publicApi('post /api/account/email/confirm', { body: { token } });
