export * from './artwork.js';
export * from './illustration.js';
export * from './industry-icons.js';
