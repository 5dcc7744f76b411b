// typescript-eslint parses with TypeScript's JavaScript API, which TypeScript 7 (the project's
// compiler) no longer has. This package holds typescript-eslint with TypeScript 6.0 beside it, so
// npm installs the two in tools/eslint-typescript/node_modules while the root keeps TypeScript 7.
// eslint.config.js imports typescript-eslint from here; nothing else uses TypeScript 6.
export { default } from 'typescript-eslint';
