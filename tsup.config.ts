import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    // The CLI imports the library by its package name, resolved at run time through the exports
    // map to dist/index.js: one copy of the library in the package, not two.
    external: ['tictactoe-engine'],
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    platform: 'node',
  },
]);
