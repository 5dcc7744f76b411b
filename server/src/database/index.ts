// What other workspaces (the worker) may use of the database setup.
export * from './data-source.js';
export * from './migrate.js';
