import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Env } from '@frontdoor/shared';
import { repoRoot } from '../../../server/src/common/repo-root.js';
import { eventually } from '../../../server/test/support/collab-client.js';

/** The built server and worker, run as the product runs them: separate processes that a test can SIGKILL. */
export const SERVER_MAIN = `${repoRoot()}/server/dist/server/src/main.js`;
export const WORKER_MAIN = `${repoRoot()}/worker/dist/main.js`;

export function assertBuilt(): void {
  for (const main of [SERVER_MAIN, WORKER_MAIN]) {
    if (!existsSync(main)) throw new Error(`${main} is missing: npm test builds it first (node scripts/build.mjs)`);
  }
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it printed (stdout and stderr), in order. */
  output: string[];
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after a grace period. */
  stop(): Promise<void>;
}

export const asStrings = (env: Env | Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(env)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );

function run(main: string, env: Record<string, string>, node: string): RunningProcess {
  const child = spawn(node, [main], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const signal = async (name: NodeJS.Signals, graceMs?: number) => {
    if (exited()) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    child.kill(name);
    if (graceMs === undefined) return void (await done);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await done;
    clearTimeout(timer);
  };
  return { child, output, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM', 5000) };
}

/**
 * The built server on 127.0.0.1:port with the test's env (its database, Redis and AUTH_SECRET),
 * on this Node or on the `node` binary given (the deploy tests run it on the image's Node line).
 */
export function startServerProcess(env: Env, port: number, extra: Record<string, string> = {}, node = process.execPath): RunningProcess {
  return run(SERVER_MAIN, { ...asStrings(env), PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...extra }, node);
}

/** The built worker with the test's env, on this Node or on the `node` binary given. */
export function startWorkerProcess(env: Env, extra: Record<string, string> = {}, node = process.execPath): RunningProcess {
  return run(WORKER_MAIN, { ...asStrings(env), NODE_ENV: 'test', LOG_LEVEL: 'warn', ...extra }, node);
}

/** Waits until the server answers HTTP (any status) at /api/health. */
export async function untilAnswering(base: string, timeoutMs = 20_000): Promise<void> {
  await eventually(
    () =>
      fetch(`${base}/api/health`).then(
        () => true,
        () => false,
      ),
    `${base} to answer`,
    timeoutMs,
  );
}
