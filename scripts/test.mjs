// `npm test`: installs when needed, makes sure Chromium, PostgreSQL and Redis are there, builds,
// type-checks every workspace and lints (scripts/lint.mjs), then runs every jest project (unit, integration, e2e, faults) and
// prints the slowest test files. Arguments go to jest (e.g. `--selectProjects unit`,
// `--json --outputFile=results.json`).
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { ensureInstalled } from './lib/install.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { at } from './lib/paths.mjs';
import { runJest } from './lib/jest-lanes.mjs';
import { run } from './lib/run.mjs';

const started = Date.now();
const phases = [];
/** Runs one step of the test run and notes how long it took. */
async function timed(name, step) {
  const start = Date.now();
  try {
    return await step();
  } finally {
    phases.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
  }
}

// Debian's Chromium installs (apt) while npm installs and the code builds; the browser tests wait for it.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumInstalled = existsSync(chromium)
  ? Promise.resolve()
  : timed('chromium (apt)', async () => {
      console.log('Installing Debian chromium for the browser tests...');
      const apt = (args) => (process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
      await apt(['update', '-qq']);
      await apt(['install', '-y', '-qq', 'chromium']);
    });
// Awaited before the tests; a failure is reported then, not as an unhandled rejection now.
chromiumInstalled.catch(() => undefined);

await timed('install', ensureInstalled);

// Build, type-check and lint side by side: none needs another, and each leaves a core idle at
// times. All three finish before any test runs.
const { buildAll } = await import('./lib/build.mjs');
const { typecheck } = await import('./typecheck.mjs');
console.log('Type-checking and linting...');
const checked = await Promise.all([
  timed('build', () => buildAll()).then(() => true),
  timed('typecheck', () => typecheck()).then(() => true),
  timed('lint', () =>
    run(process.execPath, [at('scripts', 'lint.mjs')], { cwd: at() }).then(
      () => true,
      () => false,
    ),
  ),
]);
if (!checked.every(Boolean)) {
  console.error('npm test FAILED: lint (above)');
  process.exit(1);
}

// Tests make their own databases and Redis prefixes on the servers of DATABASE_URL and REDIS_URL.
const { parseEnv } = await import('../shared/dist/index.js');
loadEnvFile();
const env = parseEnv(process.env);
const { ensureServicesForTest } = await import('./lib/services.mjs');
await ensureServicesForTest(env);
await chromiumInstalled;

const passed = await timed('jest', () => runJest(process.argv.slice(2), { cores: cpus().length }));
console.log(`npm test ${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s (${phases.join(', ')})`);
process.exit(passed ? 0 : 1);
