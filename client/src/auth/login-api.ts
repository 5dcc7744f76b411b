import type { AuthSession, AuthUser, LoginOptions, OtpVerifyResponse, TokenSignInResponse } from '@frontdoor/shared';
import { requestJson, toResult, jsonInit, networkFailure, type ApiResult, type JsonRequest } from './api-result';
import type { AuthClient } from './auth-client';

// The HTTP contract of shared/src/api/auth.ts, one function per call. Every function resolves to
// an ApiResult and never throws.

export const getLoginOptions = () => requestJson<LoginOptions>('/api/login/options', { method: 'GET' });

/** The identity provider's sign-in starts with a full-page visit to this address. */
export const oidcStartUrl = (returnTo: string) => `/api/login/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;

export const generateOtp = (email: string) => requestJson<{ sessionId: string }>('/api/login/otp/generate', { body: { email } });
export const resendOtp = (sessionId: string) =>
  requestJson<{ sessionId: string; message: string }>('/api/login/otp/resend', { body: { sessionId } });
export const verifyOtp = (sessionId: string, code: string) => requestJson<OtpVerifyResponse>('/api/login/otp/verify', { body: { sessionId, code } });

export const requestMagicLink = (email: string) => requestJson<{ sent: true }>('/api/login/link', { body: { email } });
export const verifyMagicLink = (token: string) => requestJson<TokenSignInResponse>('/api/login/link/verify', { body: { token } });

export const passwordSignUp = (email: string, password: string) =>
  requestJson<{ status: 'VerificationSent' }>('/api/login/password/signup', { body: { email, password } });
export const passwordSignIn = (email: string, password: string) =>
  requestJson<AuthSession>('/api/login/password/signin', { body: { email, password } });
export const requestPasswordReset = (email: string) => requestJson<{ sent: true }>('/api/login/password/reset', { body: { email } });
export const verifyEmail = (token: string) => requestJson<TokenSignInResponse>('/api/login/password/verify', { body: { token } });
export const confirmPasswordReset = (token: string, password: string) =>
  requestJson<TokenSignInResponse>('/api/login/password/reset/confirm', { body: { token, password } });
export const confirmEmailChange = (token: string) => requestJson<TokenSignInResponse>('/api/account/email/confirm', { body: { token } });

/** A JSON call with the bearer token (refreshed as needed). Never throws. */
export async function authorizedJson<T>(client: AuthClient, path: string, request: JsonRequest = {}): Promise<ApiResult<T>> {
  try {
    return await toResult<T>(await client.authorizedFetch(path, jsonInit(request)));
  } catch {
    return networkFailure();
  }
}

export type ChangeEmailRequest = { newEmail: string; currentPassword?: string; endOtherSessions: boolean };
export type ChangePasswordRequest = { newPassword: string; currentPassword?: string; endOtherSessions: boolean };

export const accountApi = (client: AuthClient) => ({
  me: () => authorizedJson<AuthUser>(client, '/api/auth/me', { method: 'GET' }),
  changeEmail: (body: ChangeEmailRequest) => authorizedJson<{ status: 'VerificationSent' }>(client, '/api/account/email', { body }),
  changePassword: (body: ChangePasswordRequest) => authorizedJson<void>(client, '/api/account/password', { body }),
  deleteAccount: () => authorizedJson<void>(client, '/api/account', { method: 'DELETE' }),
});
