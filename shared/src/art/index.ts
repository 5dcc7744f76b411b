export * from './artwork.js';
