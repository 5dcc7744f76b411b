export * from './errors.js';
export * from './health.js';
export * from './queues.js';
export * from './draft-events.js';
export * from './auth.js';
export * from './websites.js';
export * from './collab.js';
