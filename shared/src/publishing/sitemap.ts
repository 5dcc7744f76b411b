import { MARKETING_ROUTES } from '../routes/app-routes.js';

/** Sitemaps are split into 16 buckets (spec §3), version 1. */
export const SITEMAP_BUCKETS = 16;
export const SITEMAP_VERSION = 1;

/** The bucket of a handle: FNV-1a of the handle, modulo 16 (stable across processes). */
export function sitemapBucket(handle: string): number {
  let hash = 2166136261;
  for (let i = 0; i < handle.length; i++) {
    hash ^= handle.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % SITEMAP_BUCKETS;
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Where the app's own public pages are listed, beside the buckets of published sites. */
export const MARKETING_SITEMAP_PATH = '/sitemaps/marketing.xml';

/** One sitemap's urlset: a bucket's published sites, or the marketing pages (no lastmod). */
export function sitemapXml(entries: { loc: string; lastmod?: Date }[]): string {
  const urls = entries.map((e) => `<url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** The app's public marketing pages ({@link MARKETING_ROUTES}) as one sitemap. */
export function marketingSitemapXml(baseUrl: string): string {
  return sitemapXml(MARKETING_ROUTES.map((path) => ({ loc: `${baseUrl}${path}` })));
}

/** The index listing the marketing sitemap and every bucket's sitemap. */
export function sitemapIndexXml(baseUrl: string): string {
  const locs = [`${baseUrl}${MARKETING_SITEMAP_PATH}`, ...Array.from({ length: SITEMAP_BUCKETS }, (_, b) => `${baseUrl}/sitemaps/${SITEMAP_VERSION}/${b}.xml`)];
  const maps = locs.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${maps}</sitemapindex>\n`;
}
