import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@frontdoor/data';
import type { Env } from '@frontdoor/shared';
import type { createServer } from '../server/src/bootstrap.js';
import { clientDist } from '../server/src/client-app/client-dist.js';
import { createTestContext } from '../server/test/support/test-env.js';
import { builtImport } from './built-import.js';
import type { startWorker } from '../worker/src/start-worker.js';

export interface RunningApp {
  app: NestExpressApplication;
  /** The server's address, e.g. http://127.0.0.1:41234. */
  url: string;
  base: string;
  env: Env;
  /** A connection of the test's own to the app's database (closed by stop). */
  database(): Promise<DataSource>;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '..');

/**
 * What the browser tests run: the built server and worker, as a deployment runs them, loaded
 * through Node's own loader once per Jest worker (`npm test` and the browser tests' global setup
 * build them from the current sources).
 */
const BUILT = { server: 'server/dist/server/src/bootstrap.js', worker: 'worker/dist/start-worker.js' } as const;

type Built = { createServer: typeof createServer; startWorker: typeof startWorker };

/** The built server and worker (Node keeps them for the next files of this Jest worker). */
async function built(): Promise<Built> {
  for (const [name, path] of Object.entries(BUILT)) {
    if (!existsSync(join(root, path))) throw new Error(`${name}/dist is missing: run \`npm test\` or \`npm run build\`.`);
  }
  const [server, worker] = await Promise.all([
    builtImport<Pick<Built, 'createServer'>>(pathToFileURL(join(root, BUILT.server)).href),
    builtImport<Pick<Built, 'startWorker'>>(pathToFileURL(join(root, BUILT.worker)).href),
  ]);
  return { createServer: server.createServer, startWorker: worker.startWorker };
}

/** The built server listening on loopback at env.PORT (0: a free port). */
async function listen(env: Env): Promise<{ app: NestExpressApplication; base: string }> {
  const app = await (await built()).createServer(env);
  await app.listen(env.PORT, '127.0.0.1');
  return { app, base: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

/**
 * The real product for a browser test: server (serving the built client) and worker in this
 * process, on a fresh database and Redis prefix, listening on a free port.
 */
export async function startApp(overrides: Record<string, string> = {}): Promise<RunningApp> {
  const context = await createTestContext(overrides);
  if (!existsSync(join(clientDist(context.env), 'index.html'))) {
    await context.cleanup();
    throw new Error('client/dist is missing: run `npm test` (it builds the client) or `npm run build`.');
  }
  const { app, base } = await listen(context.env);
  const worker = await (await built()).startWorker(context.env);
  let database: Promise<DataSource> | null = null;
  return {
    app,
    url: base,
    base,
    env: context.env,
    database: () => (database ??= createDataSource(context.env.DATABASE_URL).initialize()),
    async stop() {
      await worker.close();
      await app.close();
      if (database) await (await database).destroy();
      await context.cleanup();
    },
  };
}

/** A second instance of the server on the same database and Redis (several instances behind one address). */
export function startSecondServer(env: Env): Promise<{ app: NestExpressApplication; base: string }> {
  return listen({ ...env, PORT: 0 });
}

/** Makes `guest` an editor of the website, as accepting an invitation leaves them (for tests of what comes after). */
export async function addAcceptedEditor(app: RunningApp, guest: { email: string; id: string }, websiteId: string): Promise<void> {
  await (
    await app.database()
  ).query(`INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)`, [guest.email, guest.id, websiteId]);
}
