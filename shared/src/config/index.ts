export * from './env.js';
export * from './dev-mailbox.js';
