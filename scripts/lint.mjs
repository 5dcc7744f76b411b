// `npm run lint` (and `npm test`, after the type-check): the checks of the code's shape, two at a
// time (two cores), each quiet unless it fails, then one line per check. ESLint (eslint.config.js),
// Prettier (.prettierrc.json), dependency-cruiser's rules for the rooms (.dependency-cruiser.cjs),
// knip for unused files, exports and dependencies (knip.json) and jscpd's duplication threshold
// over every workspace's source (.jscpd.json), and a handler for every route of the API contract. Caches live in node_modules/.cache. Exits 1 if any check fails.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { at } from './lib/paths.mjs';

const bin = (...parts) => at('node_modules', ...parts);
const cache = (name) => at('node_modules', '.cache', name);
const rooms = ['shared', 'server', 'worker', 'client', 'data'].filter((room) => existsSync(at(room)));

// client/src/api/lint-rules.test.ts writes probe files (…lint-probe…) into the workspaces for a
// moment and lints them with these tools' own configurations; `npm test` lints beside the tests,
// so these runs leave the probes out.
const PROBES = 'lint-probe';

const CHECKS = [
  { name: 'eslint', args: [bin('eslint', 'bin', 'eslint.js'), '--cache', '--cache-location', `${cache('eslint')}/`, '--ignore-pattern', `**/*${PROBES}*`, '.'] },
  { name: 'prettier', args: [bin('prettier', 'bin', 'prettier.cjs'), '--check', '.', '--log-level', 'warn', '--no-color', '--cache'] },
  {
    name: 'dependency-cruiser',
    // The register hook gives dependency-cruiser TypeScript 6's parser (tools/classic-typescript).
    args: [
      '--import',
      '@frontdoor/classic-typescript/register',
      bin('dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      '--cache',
      cache('dependency-cruiser'),
      '--output-type',
      'err',
      // Replaces the configuration's exclude (built output, packages), adding the probes.
      '--exclude',
      `/dist/|/dist-ssr/|/node_modules/|${PROBES}`,
      ...rooms,
    ],
  },
  // Every route of the contract has its @Route handler (scripts/lint/contract-routes.mjs).
  { name: 'contract-routes', args: [at('scripts', 'lint', 'contract-routes.mjs')] },
  { name: 'knip', args: [bin('knip', 'bin', 'knip.js'), '--no-progress', '--cache'] },
  { name: 'jscpd', args: [bin('jscpd', 'bin', 'jscpd')], report: jscpdFigures },
];

/** jscpd's figures from its JSON report: clones and duplicated lines against the threshold. */
function jscpdFigures() {
  const { threshold } = JSON.parse(readFileSync(at('.jscpd.json'), 'utf8'));
  const { statistics } = JSON.parse(readFileSync(cache('jscpd/jscpd-report.json'), 'utf8'));
  const { clones, duplicatedLines, percentage } = statistics.total;
  return `${clones} clones, ${duplicatedLines} duplicated lines (${percentage}%, threshold ${threshold}%)`;
}

function check({ name, args, report }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: at(), env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      let figures = '';
      try {
        figures = report?.() ?? '';
      } catch {
        // No report: the tool stopped before writing it, and its output says why.
      }
      resolve({ name, ok: code === 0, output: output.trim(), figures, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Runs the checks `width` at a time, in order. */
async function runAll(checks, width) {
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < checks.length) {
      const index = next++;
      results[index] = await check(checks[index]);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

const started = Date.now();
const args = process.argv.slice(2);
// `npm test` lints beside the build, the type-check and the tests (`--beside-tests`), which the
// run waits for; the lint is waited for only at the end. At a lower priority (nice 10), inherited
// by each check it starts, it takes the CPU time they leave idle (a test waiting on a timer, a
// socket, PostgreSQL) rather than slowing them.
if (args.includes('--beside-tests')) setPriority(10);
const only = args.filter((arg) => !arg.startsWith('--')); // e.g. `node scripts/lint.mjs knip`: those checks alone, all of their output
const results = await runAll(only.length ? CHECKS.filter((c) => only.includes(c.name)) : CHECKS, 2);
const SHOWN_LINES = only.length ? Infinity : 60;
for (const { name, output } of results.filter((r) => !r.ok)) {
  const lines = output.split('\n');
  const more = lines.length > SHOWN_LINES ? `\n… ${lines.length - SHOWN_LINES} more lines (run the check alone: node scripts/lint.mjs ${name})` : '';
  console.log(`\n── ${name} failed ──\n${lines.slice(0, SHOWN_LINES).join('\n')}${more}`);
}
console.log(`\nLint (${Math.round((Date.now() - started) / 1000)} s):`);
for (const { name, ok, figures, seconds } of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(18)} ${`${seconds.toFixed(1)} s`.padStart(7)}${figures ? `  ${figures}` : ''}`);
}
if (results.some((r) => !r.ok)) {
  if (results.find((r) => r.name === 'prettier' && !r.ok)) console.log('  (npm run format rewrites the files Prettier lists)');
  process.exit(1);
}
