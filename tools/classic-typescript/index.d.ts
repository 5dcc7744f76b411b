// Types of index.js: typescript-eslint's own.
export { default } from 'typescript-eslint';
