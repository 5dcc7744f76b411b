import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify } from 'jose';
import { publicUrl, type Env } from '@frontdoor/shared';
import { purposeKey } from '../common/purpose-key.js';
import { ENV } from '../config/config.module.js';

/** What a download address gives: a site's bookings (issue 40) or its visitor statistics (issue 42). */
export type DownloadKind = 'bookings' | 'statistics';

/** Where each kind of download is fetched. */
const PATHS: Record<DownloadKind, string> = { bookings: '/api/booking-exports/', statistics: '/api/statistics-exports/' };

const ISSUER = 'frontdoor-downloads';

/**
 * Download addresses for CSV exports: the export call checks who may have the file and answers a
 * signed, short-lived address naming the website, the kind of file and its options (a period), so
 * the browser fetches it as a plain download without the caller's bearer token. A token of one
 * kind does not download another; the key is derived from AUTH_SECRET for this use alone (HKDF).
 */
@Injectable()
export class DownloadLinks {
  private readonly key: Uint8Array;
  private readonly base: string;

  constructor(@Inject(ENV) env: Env) {
    this.key = new Uint8Array(purposeKey(env.AUTH_SECRET, 'download links'));
    this.base = publicUrl(env);
  }

  /** The address of a website's file of this kind (with its options), valid until `expiresAt`. */
  async url(kind: DownloadKind, websiteId: string, expiresAt: Date, options: Record<string, string> = {}): Promise<string> {
    const token = await new SignJWT({ k: kind, o: options })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(websiteId)
      .setIssuer(ISSUER)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return `${this.base}${PATHS[kind]}${token}`;
  }

  /** The website and options of a token of this kind when it is ours and has not lapsed, else null. */
  async verify(kind: DownloadKind, token: string): Promise<{ websiteId: string; options: Record<string, string> } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.k !== kind || typeof payload.sub !== 'string') return null;
      const options = typeof payload.o === 'object' && payload.o !== null ? (payload.o as Record<string, string>) : {};
      return { websiteId: payload.sub, options };
    } catch {
      return null;
    }
  }
}
