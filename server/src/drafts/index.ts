// What other workspaces (the worker) may use of the drafts feature.
export * from './draft-event-store.js';
export * from './draft-website.entity.js';
export * from './draft-event.entity.js';
