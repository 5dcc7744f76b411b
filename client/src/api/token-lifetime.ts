/** Assumed when neither the token nor the answer gives a usable lifetime. */
export const FALLBACK_LIFETIME_MS = 2 * 60_000;

/**
 * How long an access token stays valid from now. A JWT's own iat/exp give the lifetime without
 * trusting this device's clock (which may be off by minutes); otherwise `expiresAt` is compared
 * with the clock, and a result that makes no sense falls back to a short guess. A token that
 * expires earlier than we think is still safe: the 401 it earns triggers a refresh and a retry.
 */
export function tokenLifetime(token: string, expiresAt: string, wallNow: number): number {
  const claims = jwtClaims(token);
  if (claims && typeof claims.iat === 'number' && typeof claims.exp === 'number' && claims.exp > claims.iat) {
    return (claims.exp - claims.iat) * 1000;
  }
  const untilExpiry = Date.parse(expiresAt) - wallNow;
  return Number.isFinite(untilExpiry) && untilExpiry > 0 ? untilExpiry : FALLBACK_LIFETIME_MS;
}

function jwtClaims(token: string): { iat?: unknown; exp?: unknown } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}
