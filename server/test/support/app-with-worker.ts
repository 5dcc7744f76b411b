import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Env } from '@frontdoor/shared';
import { startWorker } from '../../../worker/src/start-worker.js';
import { startTestServer } from './test-server.js';
import { createTestContext } from './test-env.js';

/** Server and worker on a fresh database: what an API test of a whole journey needs. */
export async function startAppWithWorker(overrides: Record<string, string> = {}): Promise<{
  app: NestExpressApplication;
  base: string;
  env: Env;
  stop(): Promise<void>;
}> {
  const context = await createTestContext(overrides);
  const { app, base } = await startTestServer(context.env);
  const worker = await startWorker(context.env);
  return {
    app,
    base,
    env: context.env,
    async stop() {
      await worker.close();
      await app.close();
      await context.cleanup();
    },
  };
}
