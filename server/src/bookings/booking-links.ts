import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify } from 'jose';
import { publicUrl, type Env } from '@frontdoor/shared';
import { purposeKey } from '../common/purpose-key.js';
import { ENV } from '../config/config.module.js';

/** Who a booking link is for: the site's owner (confirm, decline) or the visitor who booked (cancel). */
export type BookingLinkRole = 'owner' | 'visitor';

export interface BookingLinkClaims {
  bookingId: string;
  role: BookingLinkRole;
}

const ISSUER = 'frontdoor-bookings';

/**
 * The links in booking emails (issue 40): a signed, expiring token naming one booking and who may
 * act on it, so the owner confirms and the visitor cancels without signing in. A token is good for
 * one answer: what it can do depends on the booking's state (a request is confirmed once; a
 * cancelled booking cannot be cancelled again), and it lapses at the booking's end. The key is
 * derived from AUTH_SECRET for this use alone (HKDF), so no other token of the app verifies here.
 */
@Injectable()
export class BookingLinks {
  private readonly key: Uint8Array;
  private readonly base: string;

  constructor(@Inject(ENV) env: Env) {
    this.key = new Uint8Array(purposeKey(env.AUTH_SECRET, 'booking links'));
    this.base = publicUrl(env);
  }

  /** The page's address for this booking and role, valid until `expiresAt`. */
  async url(claims: BookingLinkClaims, expiresAt: Date): Promise<string> {
    const token = await new SignJWT({ r: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.bookingId)
      .setIssuer(ISSUER)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return `${this.base}${bookingLinkPath(token)}`;
  }

  /** The claims of a link's token when it is ours and has not lapsed, else null. */
  async verify(token: string): Promise<BookingLinkClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || (payload.r !== 'owner' && payload.r !== 'visitor')) return null;
      return { bookingId: payload.sub, role: payload.r };
    } catch {
      return null;
    }
  }
}

export const bookingLinkPath = (token: string) => `/api/public/booking-links/${token}`;
