// Conversion between the site document (JSON) and its Yjs shape.
export * from './y-value.js';
export * from './site-ydoc.js';
export * from './site-operations.js';
export * from './business-operations.js';
export * from './site-repair.js';
export * from './web-links.js';
