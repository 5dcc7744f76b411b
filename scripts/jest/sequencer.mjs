import { relative } from 'node:path';
import Sequencer from '@jest/test-sequencer';
import { at } from '../lib/paths.mjs';
import { guessSeconds, readTimings } from '../lib/test-timings.mjs';

/**
 * The order Jest hands test files to its workers: longest first, by how long each took in the
 * last runs on this machine (or the committed record, on a fresh clone), so no long file starts
 * near the end while the other worker has nothing left. Jest's own order uses its cache of the
 * last run's times, which a fresh clone does not have (it then goes by file size).
 */
export default class LongestFirst extends Sequencer {
  sort(tests) {
    const timings = readTimings();
    const seconds = (test) => timings[relative(at(), test.path)] ?? guessSeconds(test.path);
    return [...tests].sort((a, b) => seconds(b) - seconds(a));
  }
}
