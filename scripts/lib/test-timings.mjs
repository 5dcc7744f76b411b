import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { at } from './paths.mjs';

/** Seconds a file took in recent runs on this machine: a local record, else the one committed. */
const TIMINGS = [at('node_modules', '.cache', 'frontdoor', 'test-timings.json'), at('scripts', 'jest', 'test-timings.json')];
/** A file not timed yet is guessed at its project's typical time (seconds). */
const GUESS = { unit: 2, integration: 15, e2e: 40, faults: 40, deploy: 15 };

export function readTimings() {
  for (const file of TIMINGS) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // not there yet: the next one
    }
  }
  return {};
}

/** Keeps the times of a whole run for the next run's order (in node_modules/.cache, not in git). */
export function saveTimings(results) {
  const timings = Object.fromEntries(
    results.testResults.map((r) => [relative(at(), r.name), Math.round((r.endTime - r.startTime) / 100) / 10]).sort(([a], [b]) => a.localeCompare(b)),
  );
  mkdirSync(dirname(TIMINGS[0]), { recursive: true });
  writeFileSync(TIMINGS[0], `${JSON.stringify(timings, null, 2)}\n`);
}

/** Which project a test file belongs to (the testMatch patterns of jest.config.js). */
export function projectOf(file) {
  const path = relative(at(), file);
  if (path.startsWith('e2e/')) return 'e2e';
  if (path.startsWith('test/faults/')) return 'faults';
  if (path.startsWith('test/deploy/')) return 'deploy';
  if (/^(server|worker)\/test\//.test(path)) return 'integration';
  return 'unit';
}

/** The time of a file no run has timed yet: its project's typical time. */
export const guessSeconds = (file) => GUESS[projectOf(file)];
