import fc from 'fast-check';
import { MARKETING_ROUTES } from '../routes/app-routes.js';
import { SITEMAP_BUCKETS, marketingSitemapXml, sitemapBucket, sitemapIndexXml, sitemapXml } from './sitemap.js';

describe('sitemaps', () => {
  it('puts every handle in one of 16 buckets, always the same one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{3,24}$/), (handle) => {
        const bucket = sitemapBucket(handle);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThan(SITEMAP_BUCKETS);
        expect(sitemapBucket(handle)).toBe(bucket);
      }),
    );
  });

  it('spreads handles over the buckets', () => {
    const used = new Set(Array.from({ length: 400 }, (_, i) => sitemapBucket(`site-${i}`)));
    expect(used.size).toBe(16);
  });

  it('writes valid, escaped XML', () => {
    const xml = sitemapXml([{ loc: 'https://frontdoor.example/joes?x=1&y=2', lastmod: new Date('2026-11-22T10:00:00Z') }]);
    expect(xml).toContain('<loc>https://frontdoor.example/joes?x=1&amp;y=2</loc><lastmod>2026-11-22T10:00:00.000Z</lastmod>');
    const index = sitemapIndexXml('https://frontdoor.example');
    expect(index.match(/<sitemap>/g)).toHaveLength(SITEMAP_BUCKETS + 1);
    expect(index).toContain('https://frontdoor.example/sitemaps/1/15.xml');
  });

  it('lists the marketing pages in their own sitemap, named in the index', () => {
    expect(sitemapIndexXml('https://frontdoor.example')).toContain('<loc>https://frontdoor.example/sitemaps/marketing.xml</loc>');
    const xml = marketingSitemapXml('https://frontdoor.example');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(MARKETING_ROUTES.map((path) => `https://frontdoor.example${path}`));
    for (const path of ['/create-your-website-with-facebook', '/create-your-website-with-thumbtack', '/create-your-website-with-yelp', '/github-to-website']) {
      expect(locs).toContain(`https://frontdoor.example${path}`);
    }
    expect(xml).not.toContain('<lastmod>');
  });
});
