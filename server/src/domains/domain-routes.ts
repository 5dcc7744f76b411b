import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { appHostNames, mayBeCustomDomain, REDIS_CHANNELS, type Env } from '@frontdoor/shared';
import { DomainsRepository, type DomainRoute } from '@frontdoor/data';
import { ENV } from '../config/config.module.js';

const CACHE_TTL_MS = 30_000;
/** Hosts remembered, known or not: requests naming random hosts cannot grow it without bound. */
const CACHE_MAX = 5_000;

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

  /** The route of a host if this instance holds it (null: known to be served by no site); undefined when only `find` can say. */
  cached(host: string): DomainRoute | null | undefined {
    const hit = this.cache.get(host);
    return hit && hit.expires > Date.now() ? hit.route : undefined;
  }

  /** The route of a host: a cache hit or one indexed read. */
  async find(host: string): Promise<DomainRoute | null> {
    const hit = this.cached(host);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const route = await this.domains.route(host);
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
