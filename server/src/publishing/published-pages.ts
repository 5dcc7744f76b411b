import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { isValidHandle, pageOnDomain, publicUrl, REDIS_CHANNELS, type Env } from '@frontdoor/shared';
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
  /** The custom domain the site answers on once connected: its address on the app then redirects there. */
  domain: string | null;
}

/** The HTML kept as it is sent: encoded once, gzipped and brotli-compressed once. */
function encoded(html: string, etag: string, csp: string, domain: string | null): PublishedPage {
  const body = Buffer.from(html, 'utf8');
  return {
    body,
    gzipped: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    etag,
    csp,
    domain,
  };
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
  /** Each connected domain's copy of its page (canonical address on the domain), by domain. */
  private readonly onDomains = new Map<string, { handle: string; etag: string; page: PublishedPage }>();
  /** The read of each handle's page under way, and the generation it started at. */
  private readonly reads = new Map<string, { generation: number; read: Promise<PublishedPage | null> }>();
  private subscriber?: Redis;

  constructor(
    @Inject(PublishedWebsites) private readonly websites: PublishedWebsites,
    @Inject(Redis) private readonly redis: Redis,
    @Inject(ENV) private readonly env: Env,
    @Inject(PublishedPagesBucket) private readonly bucket: PublishedPagesBucket,
  ) {}

  /** Pub/sub channels are not key-prefixed by ioredis, so the app's prefix is put in by hand. */
  private get channel(): string {
    return REDIS_CHANNELS.publishedPages(this.env.REDIS_PREFIX);
  }

  onModuleInit(): void {
    this.subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, handle: string) => this.forget(handle));
    // After a reconnect, messages may have been missed: start from an empty cache.
    this.subscriber.on('ready', () => this.cache.clear());
    void this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  /**
   * The page of `handle`: what this instance holds, else one indexed read (shared by every request
   * that asks meanwhile). An expired page is still answered while one refresh runs in the
   * background, so visitors never wait for (nor pile up behind) the database at each expiry.
   */
  async find(handle: string): Promise<PublishedPage | null> {
    if (!isValidHandle(handle)) return null;
    const held = this.cached(handle);
    return held !== undefined ? held : this.read(handle);
  }

  /** One read of a handle's page at a time: requests that ask while it runs share it. */
  private read(handle: string): Promise<PublishedPage | null> {
    // A change announced since a read started makes that read stale: a new one starts.
    const generation = this.generations.get(handle) ?? 0;
    const running = this.reads.get(handle);
    if (running && running.generation === generation) return running.read;
    const read = this.readNow(handle, generation).finally(() => {
      if (this.reads.get(handle)?.read === read) this.reads.delete(handle);
    });
    this.reads.set(handle, { generation, read });
    return read;
  }

  private async readNow(handle: string, generation: number): Promise<PublishedPage | null> {
    let row: PublishedPageRow | null;
    try {
      row = await this.websites.findPage(handle);
    } catch (error) {
      // PostgreSQL is away: visitors keep getting the page this instance last read, if any, from
      // memory; the database is tried again a few seconds later (not once per visit).
      const hit = this.cache.get(handle);
      if (hit) {
        hit.expires = Date.now() + STALE_RETRY_MS;
        return hit.page;
      }
      throw error;
    }
    // A refresh that finds the same page keeps its encodings: compressing it again (brotli at
    // quality 11) would hold the event loop for every expiry of a popular page.
    const hit = this.cache.get(handle);
    const same = hit?.page && row && hit.page.etag === row.etag && hit.page.csp === row.csp && hit.page.domain === row.domain;
    const page = row ? (same ? hit.page! : encoded(row.html, row.etag, row.csp, row.domain)) : null;
    if ((this.generations.get(handle) ?? 0) !== generation) return page;
    if (this.cache.size >= CACHE_MAX && !this.cache.has(handle)) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(handle, { page, expires: Date.now() + CACHE_TTL_MS });
    return page;
  }

  /**
   * The page of `handle` as served on its custom domain `domain` (canonical address there, an
   * ETag of its own), made once from the page and kept while the page stays the same. A read of
   * the page when this instance does not hold it; `cachedOnDomain` is the hot path's.
   */
  async findOnDomain(handle: string, domain: string): Promise<PublishedPage | null> {
    const page = await this.find(handle);
    return page && this.onDomain(handle, domain, page);
  }

  /** `findOnDomain` from what this instance holds; undefined when only `findOnDomain` can say. */
  cachedOnDomain(handle: string, domain: string): PublishedPage | null | undefined {
    const page = this.cached(handle);
    return page ? this.onDomain(handle, domain, page) : page;
  }

  private onDomain(handle: string, domain: string, page: PublishedPage): PublishedPage {
    const hit = this.onDomains.get(domain);
    if (hit && hit.handle === handle && hit.etag === page.etag) return hit.page;
    const html = pageOnDomain(page.body.toString('utf8'), `${publicUrl(this.env)}/${handle}`, domain);
    const tag = createHash('sha256').update(domain).digest('base64url').slice(0, 8);
    const made = encoded(html, `${page.etag.slice(0, -1)}-${tag}"`, page.csp, null);
    if (this.onDomains.size >= CACHE_MAX && !this.onDomains.has(domain)) this.onDomains.delete(this.onDomains.keys().next().value!);
    this.onDomains.set(domain, { handle, etag: page.etag, page: made });
    return made;
  }

  /** Forgets a handle's page and marks reads under way as stale. */
  private forget(handle: string): void {
    this.cache.delete(handle);
    this.generations.set(handle, (this.generations.get(handle) ?? 0) + 1);
  }

  /**
   * The page of `handle` if this instance holds it (null when it is known not to be published);
   * undefined when only `find` can say. Synchronous, for the hot path. An expired entry is still
   * answered while one read refreshes it in the background (a publish or delete on any instance
   * drops the entry at once; the expiry only bounds staleness should such a message be missed).
   */
  cached(handle: string): PublishedPage | null | undefined {
    const hit = this.cache.get(handle);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) void this.read(handle).catch(() => undefined);
    return hit.page;
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
