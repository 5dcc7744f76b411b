import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { at } from './paths.mjs';
import { projectOf, saveTimings } from './test-timings.mjs';

// A whole run is one jest process with a worker per core (at least two, at most four). Jest hands
// the files to the workers longest first, by how long each took in the last runs
// (scripts/jest/sequencer.mjs), so the workers end together; a worker is replaced when it grows
// past jest.config.js's memory limit. Until stop 61 a run was two jest processes side by side
// ("lanes", one worker each, the files dealt between them before the run): on a clean clone of
// stop 61's machine their tests took 794 s (the lanes ended 49 s apart), one process with two
// workers 741 s, both with the lint beside them.

const SELECTING =
  /^(--selectProjects|--testPathPatterns?|--testNamePattern|-t|--findRelatedTests|--onlyChanged|-o|--listTests|--shard|--runInBand|-i|--watch|--watchAll|--help|-h|--version)(=|$)/;

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

function jest(args) {
  const node = [process.execPath, '--experimental-vm-modules', at('node_modules', 'jest', 'bin', 'jest.js')];
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' };
  return new Promise((resolve, reject) => {
    const child = spawn(node[0], [...node.slice(1), ...args], { cwd: at(), env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The figures of a run: tests, time per project, and the ten slowest files. */
function report(results) {
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
 * arguments that choose tests, every project runs, with a worker per core; otherwise jest runs
 * with the arguments as given.
 */
export async function runJest(args, { cores }) {
  const { outputFile, rest } = splitArgs(args);
  const dir = mkdtempSync(join(tmpdir(), 'frontdoor-jest-'));
  try {
    const selecting = rest.some((arg) => SELECTING.test(arg));
    const workers = selecting || rest.some((arg) => arg.startsWith('--maxWorkers')) ? [] : [`--maxWorkers=${Math.max(2, Math.min(cores, 4))}`];
    const file = join(dir, 'results.json');
    const passed = await jest([...workers, ...rest, '--json', `--outputFile=${file}`]);
    let results;
    try {
      results = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      results = undefined; // jest stopped before writing results (a configuration error): it said why.
    }
    if (results) {
      if (outputFile) writeFileSync(outputFile, JSON.stringify(results));
      if (!selecting && results.testResults.length) saveTimings(results);
      if (results.testResults.length) report(results);
    }
    return passed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
