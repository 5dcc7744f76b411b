// `npm start`: install when needed, check services, migrate, build when stale, run server and
// worker, print the URL. Only Node built-ins are imported until dependencies are installed.
import { spawn } from 'node:child_process';
import { ensureInstalled } from './lib/install.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { at } from './lib/paths.mjs';

await ensureInstalled();
loadEnvFile();
// `npm start` is the developer's command: say development outright, so the development mailbox
// (sign-in without SMTP) exists; a server started without NODE_ENV does not get one
// (shared/src/config/dev-mailbox.ts). A NODE_ENV you set, here or in .env, is kept.
process.env.NODE_ENV ||= 'development';
const { buildAll } = await import('./lib/build.mjs');
await buildAll({ client: false });
const { parseEnv, publicUrl, ConfigError } = await import('../shared/dist/index.js');
let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const { ensureServicesForStart } = await import('./lib/services.mjs');
await ensureServicesForStart(env);
const { migrate } = await import('../data/dist/data/src/migrate.js');
const ran = await migrate(env.DATABASE_URL);
if (ran.length) console.log(`Migrations applied: ${ran.join(', ')}`);
await buildAll();

const children = [
  spawn(process.execPath, ['--enable-source-maps', at('server/dist/server/src/main.js')], { stdio: 'inherit', env: process.env }),
  spawn(process.execPath, ['--enable-source-maps', at('worker/dist/main.js')], { stdio: 'inherit', env: process.env }),
];
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Frontdoor...');
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 10_000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A Frontdoor process exited (code ${code}); stopping the other.`);
      process.exitCode = code || 1;
      stop('SIGTERM');
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(process.exitCode ?? 0);
  });
}

const url = publicUrl(env);
const healthUrl = `http://127.0.0.1:${env.PORT}/api/health`;
for (let i = 0; i < 120 && !stopping; i++) {
  try {
    const health = await (await fetch(healthUrl)).json();
    if (health.status === 'ok') break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 250));
}
if (!stopping) console.log(`\nFrontdoor is running at ${url}  (Ctrl-C stops it)\n`);
