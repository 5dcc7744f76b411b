import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Env } from '@frontdoor/shared';
import { AuthSessionEntity, UserEntity } from '@frontdoor/data';
import { AccessTokens } from '../../src/auth/access-tokens.js';

/** Inserts a user row (accounts arrive with the sign-in issue). */
export async function createUser(dataSource: DataSource, email: string): Promise<UserEntity> {
  return dataSource.manager.save(UserEntity, { email, emailVerified: true, providers: ['test'] });
}

/**
 * A session of `userId` written as a sign-in writes it, and an access token for it signed with
 * `env`'s AUTH_SECRET (a server process started with the same secret accepts it across restarts).
 */
export async function sessionToken(dataSource: DataSource, env: Env, userId: string, userAgent: string): Promise<string> {
  const now = new Date();
  const session = await dataSource.manager.save(AuthSessionEntity, {
    userId,
    refreshHash: randomUUID(),
    previousRefreshHash: null,
    authTime: now,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 3600_000),
    revokedAt: null,
    userAgent,
  });
  return (await new AccessTokens(env).issue({ userId, sessionId: session.id, authTime: now })).token;
}
