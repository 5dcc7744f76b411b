export * from './sitemap.js';
export * from './forms.js';
export * from './sample-content.js';
export * from './on-domain.js';
export * from './caching.js';
