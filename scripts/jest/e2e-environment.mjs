import { TestEnvironment } from 'jest-environment-node';

/**
 * The browser tests' environment: Jest's Node environment, plus `frontdoorBuiltImport`, which
 * loads a module through Node's own loader instead of the test file's module registry. The built
 * server and worker (e2e/harness.ts) are then loaded once per Jest worker and kept for the next
 * files of the worker, instead of being evaluated again for every file (about 4 s each). They are
 * the same code a deployment runs (server/dist, worker/dist); the harness checks they are built.
 */
export default class BrowserTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.frontdoorBuiltImport = (url) => import(url);
  }
}
