// The core must run unchanged in browsers, Deno, Bun and workers: no Node built-ins outside src/cli/,
// and type declarations that compile for a consumer without the DOM or Node types.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('portability', () => {
  const files = sources(join(__dirname, '..', 'src'));

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  // An import of a Node built-in, static or dynamic: 'node:fs', 'fs', 'fs/promises' …
  const MODULE = String.raw`node:[\w/]+|(?:fs|path|crypto|os|util|buffer|events|child_process)(?:\/[\w/]*)?`;
  const BUILT_IN = new RegExp(String.raw`(?:from\s*|import\s*\(\s*)['"](?:${MODULE})['"]`);

  it('recognizes an import of a built-in', () => {
    for (const line of [
      `import { readFileSync } from 'node:fs';`,
      `import * as path from "path";`,
      `await import('fs/promises')`,
      `export { x } from 'node:crypto';`,
    ]) {
      expect(line).toMatch(BUILT_IN);
    }
    expect(`import { describe } from '../internal/describe.js';`).not.toMatch(BUILT_IN);
  });

  it.each(files.map((f) => [f.slice(f.indexOf('src'))]))('%s uses no Node built-ins', (file) => {
    const text = readFileSync(join(__dirname, '..', file), 'utf8');
    expect(text).not.toMatch(BUILT_IN);
    expect(text).not.toMatch(/\brequire\(|\bprocess\.|\bBuffer\b|__dirname/);
  });
});

// A strict consumer that has neither the DOM nor Node's types: its own lib (ES2022) and nothing else,
// declarations checked (skipLibCheck off). Every declaration file of the build is compiled as such a
// consumer's compiler sees it, from a copy of the package outside this repository (no node_modules/@types
// to fall back on), through the exports map (ESM and CommonJS) and the older `typesVersions`.
describe('the built type declarations, for a consumer without DOM or Node types', () => {
  const root = join(__dirname, '..');
  let app = '';

  beforeAll(() => {
    app = mkdtempSync(join(tmpdir(), 'tictactoe-consumer-'));
    const pkg = join(app, 'node_modules', 'tictactoe-engine');
    mkdirSync(pkg, { recursive: true });
    cpSync(join(root, 'package.json'), join(pkg, 'package.json'));
    for (const file of readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' })) {
      if (!/\.d\.c?ts$/.test(file)) continue;
      mkdirSync(dirname(join(pkg, 'dist', file)), { recursive: true });
      cpSync(join(root, 'dist', file), join(pkg, 'dist', file));
    }
    const names = ['', '/locales/es', '/locales/fr'];
    const esm = names.map((name, i) => `import * as m${i} from 'tictactoe-engine${name}';`);
    const cjs = names.map((name, i) => `import m${i} = require('tictactoe-engine${name}');`);
    const use = `export const all = [${names.map((_, i) => `m${i}`).join(', ')}];\n`;
    writeFileSync(join(app, 'esm.mts'), `${esm.join('\n')}\n${use}`);
    writeFileSync(join(app, 'cjs.cts'), `${cjs.join('\n')}\n${use}`);
    writeFileSync(join(app, 'bundled.ts'), `${esm.join('\n')}\n${use}`);
  });
  afterAll(() => rmSync(app, { recursive: true, force: true }));

  /** The diagnostics of compiling `files` of the app, one line each. */
  function compile(files: string[], options: ts.CompilerOptions): string[] {
    const program = ts.createProgram({
      rootNames: files.map((file) => join(app, file)),
      options: {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2022.d.ts'],
        types: [],
        skipLibCheck: false,
        ...options,
      },
    });
    const declarations = program.getSourceFiles().filter((file) => file.fileName.includes('/tictactoe-engine/dist/'));
    expect(declarations.map((file) => file.fileName.slice(file.fileName.indexOf('/dist/') + 1)).sort()).toEqual(
      expect.arrayContaining(
        files.includes('cjs.cts')
          ? ['dist/index.d.cts', 'dist/locales/es.d.cts']
          : ['dist/index.d.ts', 'dist/locales/fr.d.ts'],
      ),
    );
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file
        ? `${d.file.fileName.slice(app.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start!).line + 1}`
        : '';
      return `${where} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
  }

  it('compiles under NodeNext: ESM (index.d.ts) and CommonJS (index.d.cts), with the locales', () => {
    expect(
      compile(['esm.mts', 'cjs.cts'], {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
      }),
    ).toEqual([]);
  });

  it('compiles for a bundler', () => {
    expect(
      compile(['bundled.ts'], { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler }),
    ).toEqual([]);
  });

  it('compiles under the older node10 resolution (typesVersions for the locales)', () => {
    expect(
      compile(['bundled.ts'], { module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10 }),
    ).toEqual([]);
  });
});
