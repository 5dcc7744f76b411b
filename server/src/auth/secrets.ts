import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable token for links and cookies (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a database leak does not sign anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A six-digit email code, uniformly random. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
