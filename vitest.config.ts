import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds dist/ once, before any test file runs: the CLI, example and browser tests use the build.
    globalSetup: ['test/build.global-setup.ts'],
    testTimeout: 120_000,
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
  },
});
