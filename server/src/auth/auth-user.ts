import type { AuthUser } from '@frontdoor/shared';
import type { UserRecord } from '@frontdoor/data';

/** The user as the client sees it: never the password hash. */
export function toAuthUser(user: UserRecord): AuthUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    hasPassword: user.passwordHash !== null,
    providers: user.providers,
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  };
}
