import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { at } from './paths.mjs';

/**
 * The jest projects of a whole run, in two jest processes side by side (a "lane" each), so both
 * cores work. The browser and fault tests share one lane, one file at a time: two browser
 * journeys at once on two cores would make their timing flaky. Each lane's own worker is
 * replaced when it grows past jest.config.js's memory limit.
 */
export const LANES = [
  { name: 'browser and faults', projects: ['e2e', 'faults'], share: 0.5 },
  { name: 'unit and integration', projects: ['unit', 'integration'], share: 0.5 },
];

const SELECTING =
  /^(--selectProjects|--testPathPatterns?|--testNamePattern|-t|--findRelatedTests|--onlyChanged|-o|--listTests|--shard|--runInBand|-i|--watch|--watchAll|--help|-h|--version)(=|$)/;

/** Which project a test file belongs to (the testMatch patterns of jest.config.js). */
export function projectOf(file) {
  const path = relative(at(), file);
  if (path.startsWith('e2e/')) return 'e2e';
  if (path.startsWith('test/faults/')) return 'faults';
  if (/^(server|worker)\/test\//.test(path)) return 'integration';
  return 'unit';
}

/** Splits the caller's jest arguments into the JSON output file they asked for and the rest. */
function splitArgs(args) {
  const rest = [];
  let outputFile;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--json') continue;
    if (arg === '--outputFile') outputFile = args[++i];
    else if (arg.startsWith('--outputFile=')) outputFile = arg.slice('--outputFile='.length);
    else rest.push(arg);
  }
  return { outputFile, rest };
}

/** Forwards a child's output whole lines at a time, so two lanes' lines do not mix mid-line. */
function forward(stream, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const text = pending + chunk;
    const end = text.lastIndexOf('\n') + 1;
    pending = text.slice(end);
    if (end) target.write(text.slice(0, end));
  });
  stream.on('end', () => pending && target.write(`${pending}\n`));
}

function jest(args, { piped }) {
  const node = [process.execPath, '--experimental-vm-modules', at('node_modules', 'jest', 'bin', 'jest.js')];
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' };
  if (piped && process.stdout.isTTY) env.FORCE_COLOR ??= '1';
  return new Promise((resolve, reject) => {
    const child = spawn(node[0], [...node.slice(1), ...args], { cwd: at(), env, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (piped) {
      forward(child.stdout, process.stdout);
      forward(child.stderr, process.stderr);
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Jest's JSON results of several runs as one (the shape of `jest --json`). */
function merge(results) {
  const sum = (key) => results.reduce((total, r) => total + (r[key] ?? 0), 0);
  const merged = { ...results[0] };
  for (const key of Object.keys(merged)) if (key.startsWith('num')) merged[key] = sum(key);
  merged.success = results.every((r) => r.success);
  merged.startTime = Math.min(...results.map((r) => r.startTime));
  merged.testResults = results.flatMap((r) => r.testResults);
  return merged;
}

/** The figures of a run: tests, time per project, and the ten slowest files. */
function report(results, lanes) {
  const files = results.testResults.map((r) => ({ file: relative(at(), r.name), project: projectOf(r.name), ms: r.endTime - r.startTime }));
  const byProject = new Map();
  for (const { project, ms } of files) {
    const entry = byProject.get(project) ?? { files: 0, ms: 0 };
    byProject.set(project, { files: entry.files + 1, ms: entry.ms + ms });
  }
  const lines = [
    '',
    `Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped, ${results.numTotalTests} total in ${results.numTotalTestSuites} files`,
  ];
  if (lanes.length > 1) lines.push(`Lanes: ${lanes.map((lane) => `${lane.name} ${seconds(lane.ms)}`).join(', ')}`);
  lines.push(`Time per project (sum of its files): ${[...byProject].map(([project, { files: n, ms }]) => `${project} ${seconds(ms)} (${n} files)`).join(', ')}`);
  lines.push('Slowest test files:');
  for (const { file, project, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) lines.push(`  ${seconds(ms).padStart(8)}  ${project.padEnd(11)} ${file}`);
  console.log(lines.join('\n'));
}

/**
 * Runs jest and prints the slowest files at the end; answers whether every test passed. With no
 * arguments that choose tests, every project runs, in LANES side by side; otherwise one jest runs
 * with the arguments as given.
 */
export async function runJest(args, { cores }) {
  const { outputFile, rest } = splitArgs(args);
  const dir = mkdtempSync(join(tmpdir(), 'frontdoor-jest-'));
  try {
    const lanes = rest.some((arg) => SELECTING.test(arg))
      ? [{ name: 'jest', args: rest, piped: false }]
      : LANES.map((lane) => ({
          name: lane.name,
          // On this 2-core machine a worker each; a bigger one gives each lane its share of cores.
          args: ['--selectProjects', ...lane.projects, `--maxWorkers=${Math.max(1, Math.floor((cores - 1) * lane.share))}`, ...rest],
          piped: true,
        }));
    const outcomes = await Promise.all(
      lanes.map(async (lane, i) => {
        const file = join(dir, `lane-${i}.json`);
        const start = Date.now();
        const passed = await jest([...lane.args, '--json', `--outputFile=${file}`], { piped: lane.piped });
        lane.ms = Date.now() - start;
        let results;
        try {
          results = JSON.parse(readFileSync(file, 'utf8'));
        } catch {
          results = undefined; // jest stopped before writing results (a configuration error): it said why.
        }
        return { passed, results };
      }),
    );
    const results = outcomes.map((o) => o.results).filter(Boolean);
    if (results.length) {
      const merged = merge(results);
      if (outputFile) writeFileSync(outputFile, JSON.stringify(merged));
      if (merged.testResults.length) report(merged, lanes);
    }
    return outcomes.every((o) => o.passed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
