// The lint tools that parse TypeScript with TypeScript's own JavaScript API (typescript-eslint,
// dependency-cruiser) need TypeScript 6: TypeScript 7, the project's compiler, has no such API.
// This package holds TypeScript 6.0 and typescript-eslint, so npm installs them together in
// tools/classic-typescript/node_modules while the root keeps TypeScript 7. eslint.config.js
// imports typescript-eslint from here; register.mjs points dependency-cruiser at the same
// TypeScript. Nothing else uses TypeScript 6.
export { default } from 'typescript-eslint';
