import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';

/**
 * Who a visitor is, for one day only (issue 42): an HMAC of the site, the address and the user
 * agent under a secret salt of the day, shared by every instance through Redis and forgotten when
 * the day ends (the key expires at midnight UTC), so yesterday's hashes can never be made again
 * and the address itself is never stored.
 */
@Injectable()
export class VisitorHash {
  private salt: { day: string; value: Buffer } | null = null;

  constructor(@Inject(Redis) private readonly redis: Redis) {}

  /** The day's salt: made once by whichever instance asks first, then read by the others. */
  private async saltOf(day: string): Promise<Buffer> {
    if (this.salt?.day === day) return this.salt.value;
    const key = `stats:salt:${day}`;
    const endOfDay = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 86_400;
    await this.redis.set(key, randomBytes(32).toString('base64'), 'EXAT', endOfDay, 'NX');
    const stored = await this.redis.get(key);
    if (!stored) throw new Error('the day’s salt is not in Redis');
    this.salt = { day, value: Buffer.from(stored, 'base64') };
    return this.salt.value;
  }

  /** The visitor's hash for `day` (YYYY-MM-DD, UTC). */
  async of(day: string, websiteId: string, address: string, userAgent: string): Promise<string> {
    const salt = await this.saltOf(day);
    return createHmac('sha256', salt).update(`${websiteId}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);
  }
}
