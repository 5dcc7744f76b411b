// Jest runs in ESM mode (NestJS 12 is ESM-only): node --experimental-vm-modules, @swc/jest
// with legacy decorators and decorator metadata so Nest's constructor injection works.
const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    // Keeps `with { type: 'json' }` on JSON imports, which Jest will require.
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
};

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@frontdoor/shared$': '<rootDir>/shared/src/index.ts',
    '^@frontdoor/shared/(.*)$': '<rootDir>/shared/src/$1/index.ts',
    // Persistence shared by the server and the worker (data/package.json).
    '^@frontdoor/data$': '<rootDir>/data/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  rootDir: '.',
};

// Test files copy their databases from one template migrated once per run; browser tests share
// one Chromium per run. A project's hooks run only when some of its files do.
const database = { globalSetup: '<rootDir>/scripts/jest/database-setup.mjs', globalTeardown: '<rootDir>/scripts/jest/database-teardown.mjs' };
const browser = { globalSetup: '<rootDir>/scripts/jest/e2e-setup.mjs', globalTeardown: '<rootDir>/scripts/jest/e2e-teardown.mjs' };

export default {
  // Integration and browser tests start real servers; a project-level timeout is not honoured.
  testTimeout: 60_000,
  // `npm test` runs every project in one jest process with a worker per core (scripts/lib/jest-run.mjs),
  // longest files first (the sequencer below). Each file starts servers, and what Jest's ESM module
  // registries keep of them adds up: in one process for all ~140 files the heap reached Node's
  // limit and the run died. A worker past this much memory after a file is replaced.
  workerIdleMemoryLimit: '1536MB',
  testSequencer: '<rootDir>/scripts/jest/sequencer.mjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{shared,server,worker,client}/src/**/*.test.ts?(x)'] },
    { ...common, ...database, displayName: 'integration', testMatch: ['<rootDir>/{server,worker}/test/**/*.test.ts'] },
    // Browser tests run the built app, loaded once per worker (scripts/jest/e2e-environment.mjs).
    {
      ...common,
      ...browser,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      testEnvironment: '<rootDir>/scripts/jest/e2e-environment.mjs',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/e2e-timeout.mjs'],
    },
    // Fault tests (issue 17): short forms here; FAULTS=full (npm run test:faults) runs the long ones.
    { ...common, ...database, displayName: 'faults', testMatch: ['<rootDir>/test/faults/**/*.test.ts'] },
    // Deployment (issue 29): docker-compose.yml read by docker-compose, the built server on the
    // image's Node line behind Debian's Caddy with the shipped Caddyfile.
    { ...common, ...database, displayName: 'deploy', testMatch: ['<rootDir>/test/deploy/**/*.test.ts'] },
  ],
};
