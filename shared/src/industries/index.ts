export * from './pack.js';
export * from './registry.js';
