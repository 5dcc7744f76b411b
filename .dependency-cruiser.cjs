// The rooms and which way their imports may point, checked by dependency-cruiser
// (`npm run lint`, scripts/lint.mjs). Paths are the files' real paths: a workspace package
// (@frontdoor/shared, ...) resolves to its TypeScript source, so one rule covers both the package
// name and a relative path. Tests (server/test, worker/test, e2e) may start any room.

/**
 * TEMPORARY (issue 25): the worker still writes drafts through the server's package
 * (`@frontdoor/server/drafts` and `@frontdoor/server/database`). They move to the data package
 * (`@frontdoor/data`); delete this exception then.
 */
const WORKER_INTO_SERVER_DEBT = ['^server/src/drafts/index\\.ts$', '^server/src/database/index\\.ts$'];

/**
 * TEMPORARY (issue 25): controllers that still reach the database themselves. Their queries move
 * into repositories; delete each line once its controller passes, and the list when it is empty.
 */
const CONTROLLERS_WITH_DATA_DEBT = [
  '^server/src/auth/account\\.controller\\.ts$',
  '^server/src/collab/edit-control\\.controller\\.ts$',
  '^server/src/collab/versions\\.controller\\.ts$',
  '^server/src/dev-mailbox/dev-mailbox\\.controller\\.ts$',
  '^server/src/exports/exports\\.controller\\.ts$',
  '^server/src/forms/forms\\.controller\\.ts$',
  '^server/src/publishing/embed\\.controller\\.ts$',
  '^server/src/seo/seo\\.controller\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-no-workspace',
      comment: 'shared/ is the code every room uses: it imports only itself and npm packages, never a workspace.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { pathNot: '^(shared/|node_modules/)', dependencyTypesNot: ['core'] },
    },
    {
      name: 'client-imports-no-server-or-worker',
      comment: 'The browser app talks to the server over HTTP and sockets; what both need lives in shared/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(server|worker|data)/' },
    },
    {
      name: 'worker-imports-no-server',
      comment: 'The worker and the server meet in shared/ and the data package, never in each other.',
      severity: 'error',
      from: { path: '^worker/src/' },
      to: { path: '^server/', pathNot: WORKER_INTO_SERVER_DEBT },
    },
    {
      name: 'server-imports-no-worker-or-client',
      comment: 'The server queues jobs for the worker by name and payload (shared/), and serves the built client as files.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { path: '^(worker|client)/' },
    },
    {
      name: 'controllers-reach-no-data-layer',
      comment: 'A controller reads the request and calls a use case; the database (TypeORM, entities, the data package) is behind repositories.',
      severity: 'error',
      from: { path: '^server/src/.+\\.controller\\.ts$', pathNot: CONTROLLERS_WITH_DATA_DEBT },
      to: { path: ['^node_modules/typeorm/', '\\.entity\\.ts$', '^data/'] },
    },
  ],
  options: {
    exclude: { path: ['/dist/', '/node_modules/'] },
    doNotFollow: { path: 'node_modules' },
    // TypeScript's parser, from tools/classic-typescript (scripts/lint.mjs starts dependency-cruiser
    // with its register hook). Type-only imports count: they tie the rooms together too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // Workspace packages resolve to their source (the `types` condition).
      conditionNames: ['types', 'import', 'node', 'default'],
      exportsFields: ['exports'],
      mainFields: ['types', 'module', 'main'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
