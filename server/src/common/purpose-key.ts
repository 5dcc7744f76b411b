import { hkdfSync, randomBytes } from 'node:crypto';

/** Without AUTH_SECRET (development), a secret of this process: keys then hold for this instance only. */
const PROCESS_SECRET = randomBytes(32);

/**
 * A 32-byte key for one use of the app (`purpose`: 'booking links', 'rate limits', …), derived
 * from AUTH_SECRET with HKDF, so every instance derives the same key and what is signed or hashed
 * for one use is worthless for another.
 */
export function purposeKey(authSecret: string | undefined, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret ?? PROCESS_SECRET, Buffer.alloc(0), `frontdoor ${purpose}`, 32));
}
