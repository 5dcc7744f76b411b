// The rooms and which way their imports may point, checked by dependency-cruiser
// (`npm run lint`, scripts/lint.mjs). Paths are the files' real paths: a workspace package
// (@frontdoor/shared, ...) resolves to its TypeScript source, so one rule covers both the package
// name and a relative path. Tests (server/test, worker/test, e2e) may start any room.

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
      to: { path: '^server/' },
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
      from: { path: '^server/src/.+\\.controller\\.ts$' },
      to: { path: ['^node_modules/typeorm/', '\\.entity\\.ts$', '^data/'] },
    },
    {
      name: 'data-imports-only-shared',
      comment: 'The data package (repositories, entities, the draft event store) is imported by server and worker; it imports shared/ and the migrations only.',
      severity: 'error',
      from: { path: '^data/' },
      to: { path: '^(server|worker|client)/' },
    },
    {
      name: 'only-repositories-reach-the-database',
      comment:
        "Outside data/, only Nest modules (which build repositories from the DataSource) and the worker's start-up may import TypeORM or pg; services and processors use repositories.",
      severity: 'error',
      from: { path: '^(server|worker)/src/', pathNot: ['\\.module\\.ts$', '^worker/src/start-worker\\.ts$', '\\.test\\.tsx?$'] },
      to: { path: ['^node_modules/typeorm/', '^node_modules/pg/'] },
    },
    {
      name: 'pages-import-no-other-page',
      comment:
        "A page folder of the client imports features (client/src/features: a feature's calls and helpers), components and the app's services, never another page's folder (issue 39). Tests may compare pages.",
      severity: 'error',
      from: { path: '^client/src/pages/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^client/src/pages/', pathNot: '^client/src/pages/$1/' },
    },
    {
      name: 'only-the-router-imports-pages',
      comment: 'Features, components and services are what pages are made of: they never import a page (the router in client/src/app does).',
      severity: 'error',
      from: { path: '^client/src/(features|components|api|auth|sign-in)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^client/src/pages/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: a cycle makes two files one unit that neither can be read, tested or loaded without the other (issue 39).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: ['/dist/', '/dist-ssr/', '/node_modules/'] },
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
