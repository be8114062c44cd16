// The built code that a fresh process parses when it imports the package (issue 26): no comment
// lines, nothing past ASCII (the plugin `plainCode` of tsup.config.ts), and source maps that still
// lead from each line of it to the source it came from.
import { readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(__dirname, '..', 'dist');
const code = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.c?js$/.test(file))
  .map((file) => file.replaceAll('\\', '/'))
  .sort();
// The library's files (the CLI's map, of a bundle that imports the library by name, is left out).
const library = code.filter((file) => file !== 'cli.js');
const lines = (file: string) => readFileSync(join(dist, file), 'utf8').split('\n');

/** A line's first name, after the keywords that open a declaration or statement. */
const LINE_START =
  /^\s*(?:(?:const|let|var|return|throw|if|for|while|function|class|async|await|new|export)\s+)*([A-Za-z_$#][\w$]{3,})/;
const KEYWORDS = new Set(['else', 'void', 'this', 'typeof', 'case', 'default', 'break', 'continue', 'delete', 'super']);

// What the CommonJS files' require and export lines (rollup's, after esbuild) open with, and the lines of a
// re-export's getter (`Object.defineProperty(exports, …, { enumerable: true, get: … })`).
const COMMON_JS = new Set(['exports', 'Object', 'require', 'module', 'enumerable', 'get']);

// The engine's entry re-exports what it shares with the main entry: it has no code of its own to map.
const REEXPORTS = ['engine.js', 'engine.cjs'];

describe('the built code', () => {
  it('finds the built files', () => {
    expect(code).toEqual(expect.arrayContaining(['index.js', 'index.cjs', 'ultimate.js', 'cli.js', 'locales/es.js']));
  });

  it.each(code)('%s is all ASCII, and holds no line of comment alone', (file) => {
    for (const [i, line] of lines(file).entries()) {
      expect(
        [...line].every((char) => char <= '\x7f'),
        `${file}:${i + 1} ${line}`,
      ).toBe(true);
      const text = line.trim();
      const comment = /^(?:\/\/(?!#)|\/\*(?!!|.*@__PURE__)|\*)/.test(text);
      expect(comment, `${file}:${i + 1} ${line}`).toBe(false);
    }
  });

  it('keeps the @__PURE__ annotations that let a bundler leave out what an app does not import', () => {
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).toContain('/* @__PURE__ */');
  });

  // The lines of a file of re-exports: ESM's, and CommonJS's (rollup's getters).
  const REEXPORT_LINES = [
    /^export \{[\w, ]+\} from '\.\/chunk-\w+\.js';$/,
    /^'use strict';$/,
    /^var \w+ = require\('\.\/chunk-\w+\.cjs'\);$/,
    /^Object\.defineProperty\(exports, "\w+", \{$/,
    /^ {2}enumerable: true,$/,
    /^ {2}get: function \(\) \{ return \w+\.\w+; \}$/,
    /^\}\);$/,
  ];
  it.each(REEXPORTS)('%s holds re-exports alone', (file) => {
    const code = lines(file).filter((line) => line.trim() !== '' && !line.startsWith('//# sourceMappingURL='));
    expect(code.length).toBeGreaterThan(1);
    expect(code.filter((line) => !REEXPORT_LINES.some((pattern) => pattern.test(line)))).toEqual([]);
  });

  // Each line's first name leads, through the line's source map, to a place in src/ where that name
  // is written. Not every line: a keyword that esbuild writes for other text of the source (`else`,
  // `void 0`), or a name it or rollup makes (`chunk..._cjs`, `exports`), leads where the name is not; a column
  // moved wrongly, or a map that no longer matches its file, sends many lines elsewhere.
  it.each(library.filter((file) => !file.startsWith('locales/') && !REEXPORTS.includes(file)))(
    '%s maps its lines to src/',
    (file) => {
      const path = join(dist, file);
      const map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
      const sources = new Map<string, string[]>();
      let found = 0;
      let named = 0;
      const lost: string[] = [];
      for (const [i, line] of lines(file).entries()) {
        const name = LINE_START.exec(line)?.[1];
        if (!name || KEYWORDS.has(name) || COMMON_JS.has(name) || /_cjs$|^__/.test(name)) continue;
        named++;
        const entry = map.findEntry(i, line.indexOf(name)) as {
          originalSource?: string;
          originalLine: number;
          originalColumn: number;
        };
        if (!entry.originalSource) continue;
        const source = resolve(dirname(path), entry.originalSource);
        if (!sources.has(source)) sources.set(source, readFileSync(source, 'utf8').split('\n'));
        const text = sources.get(source)?.[entry.originalLine]?.slice(entry.originalColumn) ?? '';
        if (text.includes(name.replace(/^_|\d+$/g, ''))) found++;
        else
          lost.push(`${file}:${i + 1} ${name}: ${entry.originalSource}:${entry.originalLine + 1} ${text.slice(0, 30)}`);
      }
      // Most of a file's named lines lead to their name (every file of the library has more than 5: the least, the
      // chunk of the opening books' registry that the main entry shares with the Connect Four openings', has 8).
      expect(named).toBeGreaterThan(5);
      expect(found).toBeGreaterThan(Math.min(300, named * (named > 100 ? 0.9 : 0.85)));
      // At most one line in a hundred leads elsewhere (one, in a file of fewer than a hundred).
      expect(lost.length, lost.slice(0, 5).join('\n')).toBeLessThanOrEqual(Math.max(1, found * 0.01));
    },
  );
});
