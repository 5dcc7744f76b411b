export * from './page-import.js';
