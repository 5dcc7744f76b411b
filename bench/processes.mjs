// Shared by the benches that run the app as deployed: its own process in production mode, and the
// references beside it. Every process started here is ended with the bench, whatever happens.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { createServer as createNetServer } from 'node:net';

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The servers this bench started: ended with it, whatever happens. */
const children = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
export const started = (child) => (children.push(child), child);

/** The status `url` answers a GET with (0 when nothing answers). */
const statusOf = (url) =>
  new Promise((resolve) =>
    get(url, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', () => resolve(0)),
  );

/** Waits until `url` answers 200 (a spawned server is up). */
export async function answering(url, what, child) {
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited ${child.exitCode}`);
    if ((await statusOf(url)) === 200) return;
    if (Date.now() > until) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ends a spawned server and waits for it (SIGTERM: the app shuts down cleanly, and --cpu-prof writes its profile). */
export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

/**
 * The app's server as deployed (the built dist, its own process, NODE_ENV=production) on
 * `databaseUrl`, answering at `publicUrl` on `port`; resolves once it is ready. `secret` is its
 * AUTH_SECRET (a bench that mints sessions signs with the same one).
 */
export async function startProductionApp({ port, publicUrl, databaseUrl, secret = randomBytes(24).toString('base64url'), nodeArgs = [], env = {} }) {
  const child = started(
    spawn(process.execPath, [...nodeArgs, 'server/dist/server/src/main.js'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        DATABASE_URL: databaseUrl,
        REDIS_PREFIX: `bench-app-${Date.now()}`,
        AUTH_SECRET: secret,
        LOG_LEVEL: 'error',
        OPENAI_API_KEY: '',
        DOMAIN_DNS_SERVERS: '127.0.0.1:9',
        ...env,
      },
    }),
  );
  await answering(`http://127.0.0.1:${port}/api/health/ready`, 'the production app', child);
  return child;
}
