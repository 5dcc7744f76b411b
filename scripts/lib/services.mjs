import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { redact } from './env-file.mjs';
import { at } from './paths.mjs';
import { succeeds } from './run.mjs';

/** Answers whether a TCP connection to the URL's host and port opens within the timeout. */
export function reachable(url, defaultPort, timeoutMs = 1500) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, '') || '127.0.0.1', port: Number(port) || defaultPort });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(url, defaultPort, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await reachable(url, defaultPort, 500)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

export function describeServices(env) {
  return [
    { name: 'PostgreSQL', url: env.DATABASE_URL, port: 5432, compose: 'postgres' },
    { name: 'Redis', url: env.REDIS_URL, port: 6379, compose: 'redis' },
  ];
}

/** The locally installed servers (Debian packages), started the way this machine starts them. */
const LOCAL_START = {
  PostgreSQL: () => {
    const versions = (() => {
      try {
        return readdirSync('/etc/postgresql');
      } catch {
        return [];
      }
    })();
    return versions.length ? ['pg_ctlcluster', ['--skip-systemctl-redirect', versions.at(-1), 'main', 'start']] : null;
  },
  Redis: () => ['redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no']],
};

/**
 * docker-compose.yml alone is the whole product and publishes no database port; with
 * docker-compose.dev.yml, PostgreSQL and Redis listen on 127.0.0.1 where `npm start` looks.
 */
export const DEV_COMPOSE = ['compose', '-f', at('docker-compose.yml'), '-f', at('docker-compose.dev.yml')];
const DEV_COMPOSE_COMMAND = 'docker compose -f docker-compose.yml -f docker-compose.dev.yml up -d';

/**
 * For `npm start`: when PostgreSQL or Redis is unreachable, starts the missing ones with docker
 * compose (docker-compose.dev.yml) if a Docker engine answers; otherwise says which URL was tried
 * and how to start it.
 */
export async function ensureServicesForStart(env) {
  let missing = await unreachable(env);
  if (!missing.length) return;
  if (await succeeds('docker', ['info'])) {
    console.log(`Starting ${missing.map((s) => s.name).join(' and ')} with docker compose...`);
    await succeeds('docker', [...DEV_COMPOSE, 'up', '-d', ...missing.map((s) => s.compose)], { stdio: 'inherit' });
    for (const s of missing) await waitFor(s.url, s.port, 60);
    missing = await unreachable(env);
  }
  if (!missing.length) return;
  for (const s of missing) {
    console.error(`${s.name} is not reachable at ${redact(s.url)}.`);
    console.error(
      `  Start it with \`${DEV_COMPOSE_COMMAND} ${s.compose}\`, or start your installed ${s.name}` +
        (s.name === 'PostgreSQL'
          ? ' (e.g. `pg_ctlcluster --skip-systemctl-redirect 15 main start`), or set DATABASE_URL.'
          : ' (e.g. `redis-server --daemonize yes`), or set REDIS_URL.'),
    );
  }
  process.exit(1);
}

/** For `npm test`: starts the installed PostgreSQL and Redis when they are not running. */
export async function ensureServicesForTest(env) {
  for (const s of await unreachable(env)) {
    const command = LOCAL_START[s.name]();
    console.log(`${s.name} is not running at ${redact(s.url)}; starting the installed one...`);
    if (command) await succeeds(command[0], command[1], { stdio: 'inherit' });
    if (!(await waitFor(s.url, s.port, 30))) {
      console.error(`${s.name} could not be started at ${redact(s.url)}. Start it by hand, then run npm test again.`);
      process.exit(1);
    }
  }
}

async function unreachable(env) {
  const services = describeServices(env);
  const ok = await Promise.all(services.map((s) => reachable(s.url, s.port)));
  return services.filter((_, i) => !ok[i]);
}
