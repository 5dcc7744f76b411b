export * from './env.js';
