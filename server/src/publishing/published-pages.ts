import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { isValidHandle, type Env } from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';
import { PublishedPagesBucket } from './published-pages-bucket.js';
import { PublishedWebsites, type PublishedPageRow } from '@frontdoor/data';

export interface PublishedPage {
  /** The HTML, encoded once (UTF-8) for every response, and gzipped and brotli-compressed once. */
  body: Buffer;
  gzipped: Buffer;
  brotli: Buffer;
  etag: string;
  csp: string;
}

const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 2_000;
/** While PostgreSQL is away, how long a stale page is served before the database is tried again. */
const STALE_RETRY_MS = 5_000;

/**
 * Reads a published page: a cache hit, or one indexed read by handle — never a render. A publish
 * or delete on any server instance drops the handle from every instance's cache (Redis pub/sub);
 * the short expiry bounds staleness should a message be missed while Redis is away. While
 * PostgreSQL is away, an expired page is still served.
 */
@Injectable()
export class PublishedPages implements OnModuleInit, OnApplicationShutdown {
  private readonly cache = new Map<string, { page: PublishedPage | null; expires: number }>();
  /** How many times each handle's page was announced changed (one number per changed handle). */
  private readonly generations = new Map<string, number>();
  private subscriber?: Redis;

  constructor(
    @Inject(PublishedWebsites) private readonly websites: PublishedWebsites,
    @Inject(Redis) private readonly redis: Redis,
    @Inject(ENV) private readonly env: Env,
    @Inject(PublishedPagesBucket) private readonly bucket: PublishedPagesBucket,
  ) {}

  /** Pub/sub channels are not key-prefixed by ioredis, so the app's prefix is put in by hand. */
  private get channel(): string {
    return `${this.env.REDIS_PREFIX}:published-pages:changed`;
  }

  onModuleInit(): void {
    this.subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, handle: string) => this.forget(handle));
    // After a reconnect, messages may have been missed: start from an empty cache.
    this.subscriber.on('ready', () => this.cache.clear());
    void this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  async find(handle: string): Promise<PublishedPage | null> {
    if (!isValidHandle(handle)) return null;
    const hit = this.cache.get(handle);
    if (hit && hit.expires > Date.now()) return hit.page;
    // A change announced while this read is under way makes what it read stale: not kept then.
    const generation = this.generations.get(handle) ?? 0;
    let row: PublishedPageRow | null;
    try {
      row = await this.websites.findPage(handle);
    } catch (error) {
      // PostgreSQL is away: visitors keep getting the page this instance last read, if any, from
      // memory for a few more seconds at a time (not one failed connection per visit).
      if (hit) {
        hit.expires = Date.now() + STALE_RETRY_MS;
        return hit.page;
      }
      throw error;
    }
    const body = row ? Buffer.from(row.html, 'utf8') : undefined;
    const page =
      row && body
        ? {
            body,
            gzipped: gzipSync(body, { level: 9 }),
            brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            etag: row.etag,
            csp: row.csp,
          }
        : null;
    if ((this.generations.get(handle) ?? 0) !== generation) return page;
    if (this.cache.size >= CACHE_MAX && !this.cache.has(handle)) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(handle, { page, expires: Date.now() + CACHE_TTL_MS });
    return page;
  }

  /** Forgets a handle's page and marks reads under way as stale. */
  private forget(handle: string): void {
    this.cache.delete(handle);
    this.generations.set(handle, (this.generations.get(handle) ?? 0) + 1);
  }

  /**
   * The page of `handle` if this instance holds it and it has not expired (null when it is known
   * not to be published); undefined when only `find` can say. Synchronous, for the hot path.
   */
  cached(handle: string): PublishedPage | null | undefined {
    const hit = this.cache.get(handle);
    return hit && hit.expires > Date.now() ? hit.page : undefined;
  }

  /** Called after a publish or delete changed these handles (the bucket copy follows, if any). */
  async changed(handles: string[]): Promise<void> {
    for (const handle of handles) {
      this.forget(handle);
      await this.redis.publish(this.channel, handle).catch(() => undefined);
    }
    await this.bucket.changed(handles);
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }
}
