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

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** One bucket's urlset. */
export function sitemapXml(entries: { loc: string; lastmod: Date }[]): string {
  const urls = entries
    .map((e) => `<url><loc>${xmlEscape(e.loc)}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** The index listing every bucket's sitemap. */
export function sitemapIndexXml(baseUrl: string): string {
  const maps = Array.from(
    { length: SITEMAP_BUCKETS },
    (_, b) => `<sitemap><loc>${xmlEscape(`${baseUrl}/sitemaps/${SITEMAP_VERSION}/${b}.xml`)}</loc></sitemap>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${maps}</sitemapindex>\n`;
}
