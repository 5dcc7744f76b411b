export * from './image-search.js';
export * from './illustrations.js';
export * from './photo-searches.js';
export * from './stock-illustrations.js';
