import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { at } from './paths.mjs';

// A whole run is one jest process per core (a "lane" each, with one worker; at least two, at most
// four), side by side. The files are dealt out, longest first, each to the lane that would end
// soonest, by how long each file took in the last runs (TIMINGS), so the lanes end together. A
// third lane on 2 cores was tried: every file took 1.7 times as long, so the run took longer. Each
// lane's worker is replaced when it grows past jest.config.js's memory limit.

/** Seconds a file took in recent runs on this machine: a local record, else the one committed. */
const TIMINGS = [at('node_modules', '.cache', 'frontdoor', 'test-timings.json'), at('scripts', 'jest', 'test-timings.json')];
/** A file not timed yet is guessed at its project's typical time (seconds). */
const GUESS = { unit: 2, integration: 15, e2e: 40, faults: 40, deploy: 15 };

function readTimings() {
  for (const file of TIMINGS) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // not there yet: the next one
    }
  }
  return {};
}

/** Keeps the times of a whole run for the next run's lanes (in node_modules/.cache, not in git). */
function saveTimings(results) {
  const timings = Object.fromEntries(
    results.testResults.map((r) => [relative(at(), r.name), Math.round((r.endTime - r.startTime) / 100) / 10]).sort(([a], [b]) => a.localeCompare(b)),
  );
  mkdirSync(dirname(TIMINGS[0]), { recursive: true });
  writeFileSync(TIMINGS[0], `${JSON.stringify(timings, null, 2)}\n`);
}

/** Every test file of every project (absolute paths). */
async function listTests() {
  const dir = mkdtempSync(join(tmpdir(), 'frontdoor-list-'));
  try {
    const file = join(dir, 'tests.json');
    if (!(await jest(['--listTests', '--json', `--outputFile=${file}`], { piped: true, quiet: true }))) throw new Error('jest could not list the tests');
    return JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The lanes' files: longest first, each to the lane that would end soonest. */
function dealLanes(files, timings, count) {
  const seconds = (file) => timings[relative(at(), file)] ?? GUESS[projectOf(file)];
  const lanes = Array.from({ length: count }, (_, i) => ({ name: `lane ${i + 1}`, files: [], seconds: 0 }));
  for (const file of [...files].sort((x, y) => seconds(y) - seconds(x))) {
    const lane = lanes.reduce((soonest, next) => (next.seconds < soonest.seconds ? next : soonest));
    lane.files.push(file);
    lane.seconds += seconds(file);
  }
  return lanes;
}

const SELECTING =
  /^(--selectProjects|--testPathPatterns?|--testNamePattern|-t|--findRelatedTests|--onlyChanged|-o|--listTests|--shard|--runInBand|-i|--watch|--watchAll|--help|-h|--version)(=|$)/;

/** Which project a test file belongs to (the testMatch patterns of jest.config.js). */
export function projectOf(file) {
  const path = relative(at(), file);
  if (path.startsWith('e2e/')) return 'e2e';
  if (path.startsWith('test/faults/')) return 'faults';
  if (path.startsWith('test/deploy/')) return 'deploy';
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

function jest(args, { piped, quiet = false }) {
  const node = [process.execPath, '--experimental-vm-modules', at('node_modules', 'jest', 'bin', 'jest.js')];
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' };
  if (piped && process.stdout.isTTY) env.FORCE_COLOR ??= '1';
  return new Promise((resolve, reject) => {
    const child = spawn(node[0], [...node.slice(1), ...args], { cwd: at(), env, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (piped && !quiet) {
      forward(child.stdout, process.stdout);
      forward(child.stderr, process.stderr);
    }
    if (piped && quiet) {
      child.stdout.resume();
      child.stderr.resume();
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
  const tests = results.testResults.flatMap((r) => (r.assertionResults ?? []).map((t) => ({ file: relative(at(), r.name), title: t.title, ms: t.duration ?? 0 })));
  lines.push('Slowest tests:');
  for (const { file, title, ms } of tests.sort((a, b) => b.ms - a.ms).slice(0, 15))
    lines.push(`  ${seconds(ms).padStart(8)}  ${file} › ${title.length > 90 ? `${title.slice(0, 89)}…` : title}`);
  console.log(lines.join('\n'));
}

/**
 * Runs jest and prints the slowest files at the end; answers whether every test passed. With no
 * arguments that choose tests, every project runs, in two lanes side by side (dealLanes); otherwise one jest runs
 * with the arguments as given.
 */
export async function runJest(args, { cores }) {
  const { outputFile, rest } = splitArgs(args);
  const dir = mkdtempSync(join(tmpdir(), 'frontdoor-jest-'));
  try {
    const selecting = rest.some((arg) => SELECTING.test(arg));
    const lanes = selecting
      ? [{ name: 'jest', args: rest, piped: false }]
      : dealLanes(await listTests(), readTimings(), Math.max(2, Math.min(cores, 4))).map((lane) => {
          const projects = [...new Set(lane.files.map(projectOf))];
          console.log(`${lane.name}: ${lane.files.length} files, about ${Math.round(lane.seconds)} s by the last runs`);
          return { name: lane.name, args: ['--selectProjects', ...projects, '--maxWorkers=1', ...rest, '--runTestsByPath', ...lane.files], piped: true };
        });
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
      if (!selecting && merged.testResults.length) saveTimings(merged);
      if (merged.testResults.length) report(merged, lanes);
    }
    return outcomes.every((o) => o.passed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
