import { jest } from '@jest/globals';

// A browser journey's time follows the machine's: on the slower machines CI has run on (about
// half as fast), a long one took over the 60 s that holds for the other projects. A timeout
// here stops a hung test; it measures nothing.
jest.setTimeout(120_000);
