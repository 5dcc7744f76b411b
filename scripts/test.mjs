// `npm test`: installs when needed, makes sure Chromium, PostgreSQL and Redis are there, builds,
// type-checks every workspace, lints (scripts/lint.mjs), then runs every jest project (unit, integration, e2e).
import { existsSync } from 'node:fs';
import { ensureInstalled } from './lib/install.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { at } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const started = Date.now();
await ensureInstalled();

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log('Installing Debian chromium for the browser tests...');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', 'chromium']);
}

const { parseEnv } = await (async () => {
  const { buildAll } = await import('./lib/build.mjs');
  await buildAll();
  return import('../shared/dist/index.js');
})();
// Tests make their own databases and Redis prefixes on the servers of DATABASE_URL and REDIS_URL.
loadEnvFile();
const env = parseEnv(process.env);
const { ensureServicesForTest } = await import('./lib/services.mjs');
await ensureServicesForTest(env);

console.log('Type-checking...');
const { typecheck } = await import('./typecheck.mjs');
await typecheck();

console.log('Linting...');
await run(process.execPath, [at('scripts', 'lint.mjs')], { cwd: at() }).catch(() => process.exit(1));

const jestArgs = process.argv.slice(2);
await run(process.execPath, ['--experimental-vm-modules', at('node_modules', 'jest', 'bin', 'jest.js'), ...jestArgs], {
  cwd: at(),
  env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`npm test finished in ${Math.round((Date.now() - started) / 1000)} s`);
