import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { clientDist } from '../server/src/client-app/client-dist.js';
import { startAppWithWorker } from '../server/test/support/app-with-worker.js';

export type RunningApp = Awaited<ReturnType<typeof startAppWithWorker>> & { url: string };

/**
 * The real product for a browser test: server (serving the built client) and worker in this
 * process, on a fresh database and Redis prefix, listening on a free port.
 */
export async function startApp(overrides: Record<string, string> = {}): Promise<RunningApp> {
  const running = await startAppWithWorker(overrides);
  if (!existsSync(join(clientDist(running.env), 'index.html'))) {
    await running.stop();
    throw new Error('client/dist is missing: run `npm test` (it builds the client) or `npm run build`.');
  }
  return { ...running, url: running.base };
}
