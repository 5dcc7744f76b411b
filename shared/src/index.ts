// The one source of truth shared by client, server and worker. Each area has its own barrel.
export * from './site/index.js';
export * from './rules/index.js';
export * from './ydoc/index.js';
export * from './api/index.js';
export * from './routes/index.js';
export * from './config/index.js';
export * from './ai/index.js';
export * from './art/index.js';
export * from './images/index.js';
export * from './industries/index.js';
export * from './publishing/index.js';
export * from './import/index.js';
export * from './bookings/index.js';
export * from './assistant/index.js';
export * from './statistics/index.js';
