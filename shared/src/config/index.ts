export * from './env.js';
export * from './dev-mailbox.js';
export * from './s3-client.js';
