import { FALLBACK_LIFETIME_MS, tokenLifetime } from './token-lifetime';

const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
const now = Date.parse('2025-06-01T12:00:00Z');

describe('tokenLifetime', () => {
  it("reads a JWT's own lifetime, whatever this device's clock says", () => {
    const token = jwt({ sub: 'u1', iat: 1_000_000, exp: 1_000_600 });
    expect(tokenLifetime(token, '1970-01-12T13:56:40.000Z', now)).toBe(600_000);
  });

  it('falls back to the expiry time of the answer for other tokens', () => {
    expect(tokenLifetime('opaque-token', '2025-06-01T12:10:00Z', now)).toBe(600_000);
  });

  it('guesses a short lifetime when the clock makes the expiry look past or the values are broken', () => {
    expect(tokenLifetime('opaque', '2025-06-01T11:00:00Z', now)).toBe(FALLBACK_LIFETIME_MS);
    expect(tokenLifetime('a.bm90IGpzb24.c', 'not a date', now)).toBe(FALLBACK_LIFETIME_MS);
    expect(tokenLifetime(jwt({ iat: 5, exp: 5 }), 'not a date', now)).toBe(FALLBACK_LIFETIME_MS);
  });
});
