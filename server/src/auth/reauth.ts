import { RECENT_AUTH_MS } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import type { UserRecord } from '@frontdoor/data';
import type { AccessClaims } from './access-tokens.js';
import type { PasswordService } from './password.service.js';

/**
 * Sensitive changes need proof of identity (ASVS re-authentication): the current password when
 * the account has one, otherwise a sign-in in the last ten minutes.
 */
export async function requireReauthentication(
  auth: AccessClaims,
  user: UserRecord,
  passwords: PasswordService,
  currentPassword: string | undefined,
  now = new Date(),
): Promise<void> {
  if (user.passwordHash) {
    if (!currentPassword || !(await passwords.checkPassword(user, currentPassword))) throw new AppError('wrong-password');
    return;
  }
  if (now.getTime() - auth.authTime.getTime() > RECENT_AUTH_MS) throw new AppError('reauth-required');
}
