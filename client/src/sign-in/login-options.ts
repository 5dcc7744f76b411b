import type { LoginOptions } from '@frontdoor/shared';
import { getLoginOptions } from '../auth/login-api';

let cached: Promise<LoginOptions> | null = null;

/** Which sign-in methods the server offers, asked once per page load (no IdP button if unknown). */
export function loginOptions(): Promise<LoginOptions> {
  cached ??= getLoginOptions().then((result) => {
    if (!result.ok) {
      cached = null; // ask again next time the dialog opens
      return { oidc: null };
    }
    return result.data;
  });
  return cached;
}
