import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import type { Env } from '@frontdoor/shared';
import { createDataSource } from '@frontdoor/data';
import { repoRoot } from '../../src/common/repo-root.js';
import { eventually } from './collab-client.js';
import { freePort } from './free-port.js';
import { createTestContext, type TestContext } from './test-env.js';

/** The built server (server/dist), as the kill tests start it: its own process. */
const serverScript = () => `${repoRoot()}/server/dist/server/src/main.js`;

/** Throws unless server/dist is built (npm test builds it first). */
function requireBuiltServer(): void {
  if (!existsSync(serverScript())) throw new Error('server/dist is missing: npm test builds it first (node scripts/build.mjs)');
}

/**
 * Starts the built server in its own process on the test context's database and Redis, at
 * `port`, signing with `secret` (fixed, so tokens stay valid across restarts).
 */
export function startServerProcess(env: Env, port: number, secret: string): ChildProcess {
  return spawn(process.execPath, [serverScript()], {
    env: {
      ...process.env,
      DATABASE_URL: env.DATABASE_URL,
      REDIS_URL: env.REDIS_URL,
      REDIS_PREFIX: env.REDIS_PREFIX,
      SMTP_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_SECRET: secret,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once the server at `port` answers. */
export async function untilUp(port: number): Promise<void> {
  await eventually(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => true,
        () => false,
      ),
    'the server to start',
    20_000,
  );
}

/** SIGKILL: the process stops where it is, as a crash or an out-of-memory kill would stop it. */
export async function killProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** A kill test's parts: its own context (database, Redis prefix), a data source on it and a port for its server. */
export async function openKillTest(secret: string): Promise<{ context: TestContext; db: DataSource; port: number }> {
  requireBuiltServer();
  const context = await createTestContext({ AUTH_SECRET: secret });
  const db = createDataSource(context.env.DATABASE_URL);
  await db.initialize();
  return { context, db, port: await freePort() };
}

/** Ends what openKillTest made, and the server process if one is still running. */
export async function closeKillTest(server: ChildProcess | null, db: DataSource | undefined, context: TestContext | undefined): Promise<void> {
  if (server) await killProcess(server);
  await db?.destroy();
  await context?.cleanup();
}
