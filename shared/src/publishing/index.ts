export * from './sitemap.js';
export * from './forms.js';
