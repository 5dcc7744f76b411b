export * from './text-measures.js';
export * from './industries.js';
export * from './content.js';
export * from './brief.js';
