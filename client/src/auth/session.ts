import { AuthClient, browserAuthDeps } from '../api/auth-client';

/** The one session of this tab (the API client and the auth context share it). */
export const authClient = new AuthClient(browserAuthDeps());

/** Where the sign-in dialog opens. */
export type SignInStart = 'choose' | 'email' | 'password-sign-in' | 'password-sign-up' | 'password-reset';
