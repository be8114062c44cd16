import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // Each locale is an entry of its own, so that an app ships only the languages it imports. A
    // locale imports only types: its build holds its text and nothing of the library.
    entry: { index: 'src/index.ts', 'locales/es': 'src/i18n/locales/es.ts', 'locales/fr': 'src/i18n/locales/fr.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    // The CLI imports the library (and its locales) by its package name, resolved at run time
    // through the exports map to dist/: one copy of the library in the package, not two.
    external: ['tictactoe-engine'],
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    platform: 'node',
  },
]);
