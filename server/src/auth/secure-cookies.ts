import { publicUrl, type Env } from '@frontdoor/shared';

/** Cookies are Secure wherever the app is served over https (always in production). */
export function secureCookies(env: Env): boolean {
  return env.NODE_ENV === 'production' || publicUrl(env).startsWith('https:');
}
