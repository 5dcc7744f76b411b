import { publicApi } from '../api/api';

// The once-only checks of emailed links of shared/src/api/auth.ts, through the typed API
// client (no bearer token: these are how a session starts). Every function resolves to an
// ApiResult and never throws. The sign-in forms send their calls as mutations (api/query-client).

/** The identity provider's sign-in starts with a full-page visit to this address. */
export const oidcStartUrl = (returnTo: string) => `/api/login/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;

export const verifyMagicLink = (token: string) => publicApi('post /api/login/link/verify', { body: { token } });

export const verifyEmail = (token: string) => publicApi('post /api/login/password/verify', { body: { token } });
export const confirmEmailChange = (token: string) => publicApi('post /api/account/email/confirm', { body: { token } });
