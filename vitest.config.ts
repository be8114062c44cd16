import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds dist/ once, before any test file runs: the CLI, example and browser tests use the build.
    globalSetup: ['test/build.global-setup.ts'],
    testTimeout: 120_000,
    // One module graph per worker, not per file: importing the library afresh for each of the 50
    // files took over a minute of the suite. No test depends on a fresh import (each makes its own
    // engines, AIs and solvers); globals stubbed and spies set by a test are undone after it.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
  },
});
