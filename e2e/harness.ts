import { existsSync } from 'node:fs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Env } from '@frontdoor/shared';
import { startTestServer } from '../server/test/support/test-server.js';
import { clientDist } from '../server/src/client-app/client-dist.js';
import { createTestContext } from '../server/test/support/test-env.js';
import { startWorker } from '../worker/src/start-worker.js';

export interface RunningApp {
  url: string;
  env: Env;
  app: NestExpressApplication;
  stop(): Promise<void>;
}

/**
 * The real product for a browser test: server (serving the built client) and worker in this
 * process, on a fresh database and Redis prefix, listening on a free port.
 */
export async function startApp(overrides: Record<string, string> = {}): Promise<RunningApp> {
  const context = await createTestContext(overrides);
  if (!existsSync(`${clientDist(context.env)}/index.html`)) {
    throw new Error('client/dist is missing: run `npm test` (it builds the client) or `npm run build`.');
  }
  const { app, base } = await startTestServer(context.env);
  const worker = await startWorker(context.env);
  return {
    url: base,
    env: context.env,
    app,
    async stop() {
      await worker.close();
      await app.close();
      await context.cleanup();
    },
  };
}
