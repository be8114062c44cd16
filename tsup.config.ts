import { transform } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

// Source maps point to the TypeScript in the package's src/ (shipped once) instead of carrying a
// copy of it in each map: the ESM, CommonJS and CLI maps would hold the same sources three times.
const withoutSourcesContent: Options['esbuildOptions'] = (options) => {
  options.sourcesContent = false;
};

/**
 * Empties the lines of the built code that hold only a comment (esbuild keeps the doc comments of
 * class members and object properties unless it minifies), and writes what else is not ASCII in a
 * comment as `?`: a fresh process that imports the package then decodes and parses a quarter less
 * text, and all of it one byte a character (a file with one character past ASCII is decoded and
 * scanned as UTF-16). Every line keeps its place and every character its column, so the source
 * maps stay exact. Not a minifier: esbuild's drops the `@__PURE__` annotations that let an app's
 * bundler leave out what it does not import, and renames the classes (`TicTacToeEngine.name`).
 * The build fails if the code changed in anything but comments (esbuild minifies both the same).
 */
const plainComments: NonNullable<Options['plugins']>[number] = {
  name: 'plain-comments',
  async renderChunk(code, { path }) {
    if (!/\.(?:c?js|mjs)$/.test(path)) return;
    let open = false;
    const lines = code.split('\n').map((line) => {
      const text = line.trim();
      if (open) {
        open = !text.includes('*/');
        if (!open && !text.endsWith('*/')) throw new Error(`${path}: code after a comment: ${text}`);
        return '';
      }
      if (text.startsWith('//') && !text.startsWith('//#')) return '';
      if (!text.startsWith('/*') || text.startsWith('/*!') || text.includes('@__PURE__')) return line;
      const end = text.indexOf('*/', 2);
      open = end === -1;
      return open || end === text.length - 2 ? '' : line;
    });
    // esbuild writes every other character past ASCII as an escape, so what is left is in comments.
    const plain = lines.join('\n').replace(/[\u0080-\uffff]/g, '?');
    const same = async (text: string) => (await transform(text, { minify: true, format: 'esm' })).code;
    const pure = (text: string) => text.split('@__PURE__').length;
    if (pure(plain) !== pure(code) || (await same(plain)) !== (await same(code)))
      throw new Error(`${path}: emptying the comments changed the code`);
    return { code: plain };
  },
};

export default defineConfig([
  {
    // Each locale is an entry of its own, so that an app ships only the languages it imports. A
    // locale imports only types: its build holds its text and nothing of the library.
    entry: {
      index: 'src/index.ts',
      engine: 'src/engine.ts',
      ultimate: 'src/ultimate.ts',
      'connect-four-openings': 'src/connect-four-openings.ts',
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
    plugins: [plainComments],
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
    plugins: [plainComments],
    target: 'node20',
    platform: 'node',
  },
]);
