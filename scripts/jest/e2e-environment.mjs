import { TestEnvironment } from 'jest-environment-node';
import { chromium } from 'playwright-core';

/** What e2e/browser.ts keeps for the files of a Jest worker: its connection to the run's Chromium. */
const WORKER = Symbol.for('frontdoor.worker-browser');

/**
 * The browser tests' environment: Jest's Node environment, plus `frontdoorBuiltImport`, which
 * loads a module through Node's own loader instead of the test file's module registry. The built
 * server and worker (e2e/harness.ts) are then loaded once per Jest worker and kept for the next
 * files of the lane, instead of being evaluated again for every file (about 4 s each). They are
 * the same code a deployment runs (server/dist, worker/dist); the harness checks they are built.
 *
 * The worker's browser connection (e2e/browser.ts) is kept from one file to the next; once a file
 * has ended and no other begins within a moment (the run is over), it is closed, so the worker
 * exits by itself.
 */
export default class BrowserTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.frontdoorBuiltImport = (url) => import(url);
  }

  async setup() {
    clearTimeout(chromium[WORKER]?.closing);
    await super.setup();
  }

  async teardown() {
    await super.teardown();
    const worker = chromium[WORKER];
    if (!worker) return;
    clearTimeout(worker.closing);
    worker.closing = setTimeout(() => {
      const browser = worker.browser;
      worker.browser = undefined;
      void browser?.then((connected) => connected.close()).catch(() => undefined);
    }, 200);
  }
}
