import { createDefaultSiteDocument } from '../site/default-site-document.js';
import { renderPublishedPage } from '../render/published-page.js';
import { domainRobotsTxt, domainSitemapXml, pageOnDomain } from './on-domain.js';

const FORMS = { contact: '/api/public/acme/contact', newsletter: '/api/public/acme/newsletter' };

it('names the custom domain where the page names its own address, and nowhere else', () => {
  const document = createDefaultSiteDocument({ id: 'acme', businessName: 'Acme Plumbing' });
  document.websiteSettings.business.phone = '+1 555 0100';
  const page = renderPublishedPage(document, { canonicalUrl: 'http://localhost:3000/acme', forms: FORMS });
  const html = pageOnDomain(page.html, 'http://localhost:3000/acme', 'www.acme.example');
  expect(html).toContain('<link rel="canonical" href="https://www.acme.example/"/>');
  expect(html).toContain('<meta property="og:url" content="https://www.acme.example/"/>');
  expect(html).not.toContain('http://localhost:3000/acme"');
  expect(html).toContain('"url":"https://www.acme.example/"');
  // Scripts and styles are untouched (their CSP hashes hold).
  for (const text of [...page.inlineScripts, ...page.inlineStyles]) expect(html).toContain(text);
});

it('writes robots.txt and a one-page sitemap for the domain', () => {
  expect(domainRobotsTxt('shop.example.com')).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  const modifiedAt = new Date('2026-03-01T00:00:00Z');
  expect(domainSitemapXml('shop.example.com', { indexable: true, modifiedAt })).toContain(
    '<loc>https://shop.example.com/</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod>',
  );
  expect(domainSitemapXml('shop.example.com', { indexable: false, modifiedAt })).not.toContain('<url>');
});
