import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_MS, type Env } from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  /** When the user last proved who they are (sign-in), for re-authentication checks. */
  authTime: Date;
}

const ISSUER = 'frontdoor';

/** Short-lived bearer tokens (HS256 JWT via jose) naming the user and the server-side session. */
@Injectable()
export class AccessTokens {
  private readonly secret: Uint8Array;

  constructor(@Inject(ENV) env: Env) {
    if (!env.AUTH_SECRET && env.NODE_ENV !== 'test') {
      new Logger('Auth').warn('AUTH_SECRET is not set: using a random secret for this process only');
    }
    this.secret = env.AUTH_SECRET ? new TextEncoder().encode(env.AUTH_SECRET) : randomBytes(32);
  }

  async issue(claims: AccessClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
    const token = await new SignJWT({ sid: claims.sessionId, auth_time: Math.floor(claims.authTime.getTime() / 1000) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired token, or null. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.auth_time !== 'number') return null;
      return { userId: payload.sub, sessionId: payload.sid, authTime: new Date(payload.auth_time * 1000) };
    } catch {
      return null;
    }
  }
}
