export * from './operations.js';
export * from './apply.js';
export * from './describe.js';
export * from './interpret.js';
export * from './palettes.js';
export * from './limits.js';
export * from './other-languages.js';
