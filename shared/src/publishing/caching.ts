/**
 * How long browsers and CDNs may keep what a publish changes: a site's page (at /{handle}, on its
 * custom domain, in the bucket copy), its code embeds and its sitemaps. They keep it but check it
 * again on every visit (If-None-Match with the page's ETag, answered 304 while it is the same), so
 * a publish is seen at once by the owner and by visitors. Files named by their content (fonts,
 * uploads, drawn pictures, hashed assets) stay `immutable` for a year.
 */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
