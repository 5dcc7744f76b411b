import { jest } from '@jest/globals';
import type { Env } from '@frontdoor/shared';
import type { DomainsRepository, DomainRoute, PublishedPageRow, PublishedWebsites } from '@frontdoor/data';
import type { Redis } from 'ioredis';
import { DomainRoutes } from '../domains/domain-routes.js';
import type { PublishedPagesBucket } from './published-pages-bucket.js';
import { PublishedPages } from './published-pages.js';

/**
 * Issue 38, item 5: the hot path never waits for the database at a cache entry's expiry. An
 * expired page (or custom domain's route) is answered from memory while one read refreshes it,
 * requests that miss meanwhile share one read, and a change heard of still drops it at once.
 */

const env = { REDIS_PREFIX: 'unit', PUBLIC_URL: 'https://frontdoor.test', PORT: 0 } as unknown as Env;
const redis = { publish: async () => 1 } as unknown as Redis;
const row = (etag: string): PublishedPageRow => ({ html: `<html>${etag}</html>`, etag: `"${etag}"`, csp: "default-src 'none'", domain: null });

/** A read the test answers by hand, counting how many were made. */
function deferredReads<T>() {
  const pending: { resolve(value: T): void; reject(error: Error): void }[] = [];
  return {
    pending,
    read: () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })),
  };
}

let now = 1_000_000;
beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PublishedPages', () => {
  function pagesWith() {
    const reads = deferredReads<PublishedPageRow | null>();
    const websites = { findPage: reads.read } as unknown as PublishedWebsites;
    const bucket = { changed: async () => undefined } as unknown as PublishedPagesBucket;
    return { pages: new PublishedPages(websites, redis, env, bucket), reads };
  }

  it('requests that miss at once share one read', async () => {
    const { pages, reads } = pagesWith();
    const answers = Promise.all(Array.from({ length: 50 }, () => pages.find('maple')));
    expect(reads.pending).toHaveLength(1);
    reads.pending[0]!.resolve(row('v1'));
    const found = await answers;
    expect(new Set(found).size).toBe(1);
    expect(found[0]!.etag).toBe('"v1"');
    expect(pages.cached('maple')).toBe(found[0]);
  });

  it('an expired page is still answered from memory while one read refreshes it', async () => {
    const { pages, reads } = pagesWith();
    const first = pages.find('maple');
    reads.pending[0]!.resolve(row('v1'));
    const page = (await first)!;
    now += 31_000;
    for (let i = 0; i < 100; i++) expect(pages.cached('maple')).toBe(page);
    expect(await pages.find('maple')).toBe(page);
    expect(reads.pending).toHaveLength(2);
    // The same page read again keeps its encodings (nothing is compressed again).
    reads.pending[1]!.resolve(row('v1'));
    await settle();
    expect(pages.cached('maple')).toBe(page);
    expect(reads.pending).toHaveLength(2);
    // A new version found by the refresh is served from then on.
    now += 31_000;
    expect(pages.cached('maple')).toBe(page);
    reads.pending[2]!.resolve(row('v2'));
    await settle();
    expect(pages.cached('maple')!.etag).toBe('"v2"');
  });

  it('a publish drops the page at once, and a read under way then is neither kept nor shared', async () => {
    const { pages, reads } = pagesWith();
    const first = pages.find('maple');
    reads.pending[0]!.resolve(row('v1'));
    await first;
    now += 31_000;
    pages.cached('maple'); // starts a refresh
    await pages.changed(['maple']);
    expect(pages.cached('maple')).toBeUndefined();
    const after = pages.find('maple');
    expect(reads.pending).toHaveLength(3);
    reads.pending[1]!.resolve(row('v1')); // the refresh started before the publish
    reads.pending[2]!.resolve(row('v2'));
    expect((await after)!.etag).toBe('"v2"');
    expect(pages.cached('maple')!.etag).toBe('"v2"');
  });

  it('while PostgreSQL is away, the page is served and the database tried again a few seconds later', async () => {
    const { pages, reads } = pagesWith();
    const first = pages.find('maple');
    reads.pending[0]!.resolve(row('v1'));
    const page = await first;
    now += 31_000;
    expect(pages.cached('maple')).toBe(page);
    reads.pending[1]!.reject(new Error('connect ECONNREFUSED'));
    await settle();
    expect(pages.cached('maple')).toBe(page);
    expect(reads.pending).toHaveLength(2);
    now += 5_001;
    expect(pages.cached('maple')).toBe(page);
    expect(reads.pending).toHaveLength(3);
  });
});

describe('DomainRoutes', () => {
  const route = { domainName: 'www.maple.test', handle: 'maple', state: 'Connected' } as unknown as DomainRoute;

  it('an expired route is answered from memory while one read refreshes it; misses share one read', async () => {
    const reads = deferredReads<DomainRoute | null>();
    const routes = new DomainRoutes({ route: reads.read } as unknown as DomainsRepository, redis, env);
    const answers = Promise.all(Array.from({ length: 20 }, () => routes.find('www.maple.test')));
    expect(reads.pending).toHaveLength(1);
    reads.pending[0]!.resolve(route);
    expect(new Set(await answers)).toEqual(new Set([route]));
    now += 31_000;
    for (let i = 0; i < 100; i++) expect(routes.cached('www.maple.test')).toBe(route);
    expect(reads.pending).toHaveLength(2);
    reads.pending[1]!.resolve(null); // disconnected meanwhile: known from then on
    await settle();
    expect(routes.cached('www.maple.test')).toBeNull();
  });
});
