import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TEST_LIMIT } from './test/support/patience.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds dist/ once, before any test file runs: the CLI, example and browser tests use the build.
    globalSetup: ['test/build.global-setup.ts'],
    // A limit that catches a hang, not a slow machine (test/support/patience.ts: ten minutes, times
    // TEST_TIME_SCALE, none when it is 0); no test asserts a time.
    testTimeout: TEST_LIMIT,
    hookTimeout: TEST_LIMIT,
    // Two workers at least: Vitest's default (one per core but one) runs the suite in one worker on
    // a 2-core machine, and the main process is nearly idle while tests run (about 160 s → 110 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module graph per worker, not per file: importing the library afresh for each of the 50
    // files took over a minute of the suite. No test depends on a fresh import (each makes its own
    // engines, AIs and solvers); globals stubbed and spies set by a test are undone after it.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
  },
});
