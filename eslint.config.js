// ESLint: the recommended JavaScript and typescript-eslint rules over the whole tree, four rules
// with type information over the TypeScript (a promise nobody waits for or catches, a promise
// where a callback's answer is ignored, an await of what is no promise, a switch that forgets a
// case: bugs a review reads past), and React's hooks rules over the code that renders React:
// client/ and shared/src/render. Layout is Prettier's job
// (.prettierrc.json), so no rule here is about it. `npm run lint` runs it (scripts/lint.mjs).
import js from '@eslint/js';
import tseslint from '@frontdoor/classic-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REACT = ['client/**/*.{ts,tsx}', 'shared/src/render/**/*.{ts,tsx}'];

// The data layer hands the server and the worker its own record types (UserRecord, DraftWebsiteRecord,
// ...), never TypeORM's entities: persistence stays behind @frontdoor/data (issue 39).
const NO_ENTITIES = {
  group: ['@frontdoor/data'],
  importNamePattern: 'Entity$',
  message: "Use the data layer's record type (e.g. UserRecord), not TypeORM's entity.",
};

export default tseslint.config(
  {
    ignores: ['**/dist/', '**/dist-ssr/', '**/node_modules/', 'bench/out/', 'test-results/', 'worker/test/fixtures/', 'docs/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // A leading underscore is this code's mark for a value kept on purpose (a skipped argument,
      // a key dropped from a copy with a rest pattern).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Each file is checked with the program of its workspace's tsconfig.json (the project
    // service); a file outside every tsconfig is an error, so new code cannot slip past.
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // A default case is a decision about the cases not named; without one, every case is named.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // Tests read answers of any shape (JSON bodies, poisoned documents) and assert on them; their
    // HTTP peers (an OIDC provider, an OpenAI-compatible stub) answer from async request listeners.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
  {
    // The functions benches hand to page.evaluate run in the browser.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { document: 'readonly', window: 'readonly' } },
  },
  {
    files: ['server/src/**/*.ts', 'worker/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_ENTITIES] }] },
  },
  {
    // Every route of the API is registered from its contract entry with @Route (server/src/common/
    // route.decorator.ts): its method, path, status, guards and limits come from the contract, and
    // its body and query are parsed with the contract's schemas. Only the pages and files that are
    // not the API (the app's pages, sitemaps, uploads, embeds, metrics, the fonts' 404) map their own.
    files: ['server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'server/src/common/**',
      'server/src/client-app/client-app.controller.ts',
      'server/src/seo/seo.controller.ts',
      'server/src/metrics/metrics.controller.ts',
      'server/src/publishing/embed.controller.ts',
      'server/src/uploads/uploaded-files.controller.ts',
      'server/src/fonts/fonts.controller.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: ['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Head', 'Options', 'RequestMapping', 'HttpCode'],
              message: "Register the route with @Route('<method> <path>') from its contract entry (shared/src/api/routes/).",
            },
          ],
          patterns: [
            NO_ENTITIES,
            {
              regex: 'common/zod-body\\.js$',
              message: "Take the body with @RouteBody() / the query with @RouteQuery(): they parse with the route's contract schemas.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every call of the API goes through client/src/api (the typed client, the session's own
    // calls): a hand-written fetch of an API path elsewhere bypasses the contract, the session's
    // refresh and the error wording (issue 39).
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['callee.name', 'callee.property.name'].flatMap((callee) =>
          ['arguments.0.value', 'arguments.0.quasis.0.value.raw'].map((path) => ({
            selector: `CallExpression[${callee}="fetch"][${path}=/^\\/api\\//]`,
            message: 'Call the API through client/src/api (api(), publicApi(), the query hooks), not with fetch.',
          })),
        ),
      ],
    },
  },
  {
    files: REACT,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules. The React Compiler's rules (set-state-in-effect, refs, purity, ...) run
    // the compiler on every file: 85% of the run's time (minutes on two busy cores), so not here.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
