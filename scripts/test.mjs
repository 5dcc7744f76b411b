// `npm test`: installs when needed, makes sure Chromium, Caddy, docker-compose, PostgreSQL and Redis are there, builds and
// type-checks every workspace, then runs every jest project (unit, integration, e2e, faults, deploy) while it lints
// (scripts/lint.mjs), and prints the slowest test files. Arguments go to jest (e.g. `--selectProjects unit`,
// `--json --outputFile=results.json`).
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { ensureInstalled } from './lib/install.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { at } from './lib/paths.mjs';
import { runJest } from './lib/jest-run.mjs';
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

// Debian packages the tests drive install (apt) while npm installs and the code builds: Chromium
// for the browser tests, Caddy and docker-compose for the deploy tests (test/deploy); the tests
// wait for them. docker-compose without its recommends: they are the Docker engine, which
// `docker-compose config` does not need.
const debianPackages = [
  { name: 'chromium', path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', recommends: true },
  { name: 'caddy', path: '/usr/bin/caddy', recommends: false },
  { name: 'docker-compose', path: '/usr/bin/docker-compose', recommends: false },
].filter((p) => !existsSync(p.path));
const debianInstalled = debianPackages.length
  ? timed('debian packages (apt)', async () => {
      console.log(`Installing Debian ${debianPackages.map((p) => p.name).join(', ')} for the tests...`);
      const apt = (args) => (process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
      await apt(['update', '-qq']);
      for (const recommends of [true, false]) {
        const names = debianPackages.filter((p) => p.recommends === recommends).map((p) => p.name);
        if (names.length) await apt(['install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends']), ...names]);
      }
    })
  : Promise.resolve();
// Awaited before the tests; a failure is reported then, not as an unhandled rejection now.
debianInstalled.catch(() => undefined);

await timed('install', ensureInstalled);

// Build and type-check side by side, and lint beside them and the tests: the tests need the build
// and a clean type-check, nothing needs the lint, which takes a core alone for minutes (ESLint's
// type-aware rules). It runs at a lower priority (scripts/lint.mjs --beside-tests), on the time
// the others leave idle. Its result is awaited after the tests.
const { buildAll } = await import('./lib/build.mjs');
const { typecheck } = await import('./typecheck.mjs');
console.log('Building, type-checking and linting...');
const linted = timed('lint', () =>
  run(process.execPath, [at('scripts', 'lint.mjs'), '--beside-tests'], { cwd: at() }).then(
    () => true,
    () => false,
  ),
);
try {
  await Promise.all([timed('build', () => buildAll()), timed('typecheck', () => typecheck())]);
} catch (error) {
  console.error(`npm test FAILED: ${error.message}`);
  process.exit(1);
}

// Tests make their own databases and Redis prefixes on the servers of DATABASE_URL and REDIS_URL.
const { parseEnv } = await import('../shared/dist/index.js');
loadEnvFile();
const env = parseEnv(process.env);
const { ensureServicesForTest } = await import('./lib/services.mjs');
await ensureServicesForTest(env);
await debianInstalled;

const tested = await timed('jest', () => runJest(process.argv.slice(2), { cores: cpus().length }));
const lintPassed = await linted;
if (!lintPassed) console.error('Lint FAILED (its report is above)');
const passed = tested && lintPassed;
console.log(`npm test ${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s (${phases.join(', ')})`);
process.exit(passed ? 0 : 1);
