import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { appHostNames, mayBeCustomDomain, REDIS_CHANNELS, type Env } from '@frontdoor/shared';
import { DomainsRepository, type DomainRoute } from '@frontdoor/data';
import { ENV } from '../config/config.module.js';

const CACHE_TTL_MS = 30_000;
/** Hosts remembered, known or not: requests naming random hosts cannot grow it without bound. */
const CACHE_MAX = 5_000;
/** While PostgreSQL is away, how long a known route is kept before the database is tried again. */
const STALE_RETRY_MS = 5_000;

/**
 * How each host is served (custom domains, issue 29), remembered per instance for a short time,
 * unknown hosts included. A domain connected, checked, disconnected or deleted on any instance or
 * by the worker is forgotten everywhere (Redis pub/sub on the domains channel), and so is a host
 * whose site's page changed (the published-pages channel: a new address, a deleted website).
 */
@Injectable()
export class DomainRoutes implements OnModuleInit, OnApplicationShutdown {
  private readonly cache = new Map<string, { route: DomainRoute | null; expires: number }>();
  /** Bumped by every change heard of: a read under way when it changes is not kept. */
  private generation = 0;
  /** The read of each host's route under way, and the generation it started at. */
  private readonly reads = new Map<string, { generation: number; read: Promise<DomainRoute | null> }>();
  private readonly appHosts: Set<string>;
  private subscriber?: Redis;

  constructor(
    @Inject(DomainsRepository) private readonly domains: DomainsRepository,
    @Inject(Redis) private readonly redis: Redis,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.appHosts = new Set(appHostNames(env));
  }

  onModuleInit(): void {
    const domainsChannel = REDIS_CHANNELS.domains(this.env.REDIS_PREFIX);
    this.subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, name: string) => (channel === domainsChannel ? this.forgetDomain(name) : this.forgetHandle(name)));
    this.subscriber.on('ready', () => this.forgetAll());
    void this.subscriber.subscribe(domainsChannel, REDIS_CHANNELS.publishedPages(this.env.REDIS_PREFIX)).catch(() => undefined);
  }

  /** Whether a request's host (requestHostName) is a custom domain's rather than the app's. */
  isCustomHost(host: string): boolean {
    return mayBeCustomDomain(host, this.appHosts);
  }

  /**
   * The route of a host if this instance holds it (null: known to be served by no site); undefined
   * when only `find` can say. An expired route is still answered while one read refreshes it in
   * the background (a change heard of drops it at once; the expiry bounds staleness otherwise).
   */
  cached(host: string): DomainRoute | null | undefined {
    const hit = this.cache.get(host);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) void this.read(host).catch(() => undefined);
    return hit.route;
  }

  /** The route of a host: what this instance holds, or one indexed read (shared by requests meanwhile). */
  async find(host: string): Promise<DomainRoute | null> {
    const hit = this.cached(host);
    return hit !== undefined ? hit : this.read(host);
  }

  private read(host: string): Promise<DomainRoute | null> {
    const running = this.reads.get(host);
    if (running && running.generation === this.generation) return running.read;
    const generation = this.generation;
    const read = this.readNow(host, generation).finally(() => {
      if (this.reads.get(host)?.read === read) this.reads.delete(host);
    });
    this.reads.set(host, { generation, read });
    return read;
  }

  private async readNow(host: string, generation: number): Promise<DomainRoute | null> {
    let route: DomainRoute | null;
    try {
      route = await this.domains.route(host);
    } catch (error) {
      // PostgreSQL is away: a host this instance knows keeps its route; tried again a few seconds later.
      const hit = this.cache.get(host);
      if (hit) {
        hit.expires = Date.now() + STALE_RETRY_MS;
        return hit.route;
      }
      throw error;
    }
    if (generation === this.generation) {
      if (this.cache.size >= CACHE_MAX && !this.cache.has(host)) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(host, { route, expires: Date.now() + CACHE_TTL_MS });
    }
    return route;
  }

  /** Called after these domains changed: every instance forgets how they (and their twins) are served. */
  async changed(names: readonly string[]): Promise<void> {
    for (const name of names) {
      this.forgetDomain(name);
      await this.redis.publish(REDIS_CHANNELS.domains(this.env.REDIS_PREFIX), name).catch(() => undefined);
    }
  }

  private forgetDomain(name: string): void {
    this.generation++;
    for (const [host, { route }] of this.cache) {
      if (host === name || route?.domainName === name || host === `www.${name}` || `www.${host}` === name) this.cache.delete(host);
    }
  }

  private forgetHandle(handle: string): void {
    this.generation++;
    for (const [host, { route }] of this.cache) if (route?.handle === handle) this.cache.delete(host);
  }

  private forgetAll(): void {
    this.generation++;
    this.cache.clear();
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }
}
