import { sitemapXml } from './sitemap.js';

/** The address of a site on its custom domain: https://<domain>/ (the fronting proxy serves it over HTTPS). */
export const domainUrl = (domain: string) => `https://${domain}/`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A published page as served on its custom domain: the canonical link, the Open Graph address and
 * the structured data's url name the domain instead of the app's address, the only places the
 * page names its own address (shared/src/render/published-page.tsx). Scripts and styles are left
 * as they are, so the page's Content-Security-Policy hashes still hold.
 */
export function pageOnDomain(html: string, appUrl: string, domain: string): string {
  const from = escapeAttribute(appUrl);
  const to = escapeAttribute(domainUrl(domain));
  return html
    .replace(`<link rel="canonical" href="${from}"/>`, `<link rel="canonical" href="${to}"/>`)
    .replace(`<meta property="og:url" content="${from}"/>`, `<meta property="og:url" content="${to}"/>`)
    .replace(`"url":${JSON.stringify(appUrl)}`, `"url":${JSON.stringify(domainUrl(domain))}`);
}

/** robots.txt on a custom domain: everything may be read, and its sitemap is named. */
export function domainRobotsTxt(domain: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${domainUrl(domain)}sitemap.xml`, ''].join('\n');
}

/** sitemap.xml on a custom domain: its one page, unless search indexing is off. */
export function domainSitemapXml(domain: string, site: { indexable: boolean; modifiedAt: Date }): string {
  return sitemapXml(site.indexable ? [{ loc: domainUrl(domain), lastmod: site.modifiedAt }] : []);
}
