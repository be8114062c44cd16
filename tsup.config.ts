import { defineConfig, type Options } from 'tsup';

// Source maps point to the TypeScript in the package's src/ (shipped once) instead of carrying a
// copy of it in each map: the ESM, CommonJS and CLI maps would hold the same sources three times.
const withoutSourcesContent: Options['esbuildOptions'] = (options) => {
  options.sourcesContent = false;
};

export default defineConfig([
  {
    // Each locale is an entry of its own, so that an app ships only the languages it imports. A
    // locale imports only types: its build holds its text and nothing of the library.
    entry: {
      index: 'src/index.ts',
      ultimate: 'src/ultimate.ts',
      'locales/es': 'src/i18n/locales/es.ts',
      'locales/fr': 'src/i18n/locales/fr.ts',
    },
    format: ['esm', 'cjs'],
    // The code the entries share (results, errors, players) is one chunk in CommonJS too, so that
    // `tictactoe-engine` and `tictactoe-engine/ultimate` share one TicTacToeError class.
    splitting: true,
    dts: true,
    sourcemap: true,
    esbuildOptions: withoutSourcesContent,
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
    esbuildOptions: withoutSourcesContent,
    target: 'node20',
    platform: 'node',
  },
]);
