import type { LoginOptions } from '@frontdoor/shared';
import { getLoginOptions } from '../auth/login-api';

let cached: Promise<LoginOptions> | null = null;
let settled: LoginOptions | null = null;

/** Which sign-in methods the server offers, asked once per page load (no IdP button if unknown). */
export function loginOptions(): Promise<LoginOptions> {
  cached ??= getLoginOptions().then((result) => {
    if (!result.ok) {
      cached = null; // ask again next time the dialog opens
      return { oidc: null };
    }
    settled = result.data;
    return result.data;
  });
  return cached;
}

/** The options if they have already arrived, so a reopened dialog renders them at once. */
export const knownLoginOptions = (): LoginOptions | null => settled;

// Ask as soon as the dialog's code loads (it is preloaded when the pointer nears Sign In).
void loginOptions();
