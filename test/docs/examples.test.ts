// Runs every `ts` code block of the guides (docs/*.md and README.md) and every ```ts block of a TSDoc @example in
// src/, against the source, and checks their value comments: a statement line ending in
// `// <value>` (a JS literal, array or object, optionally followed by `: explanation`) asserts
// that the statement's value equals it (objects: at least those fields). `…` marks what is left
// out: the other fields of an object (`{ ok: true, … }`), the items of an array (`[…]`: any
// array), or text inside a string (`'{"version":1,…}'`: the string starts with `{"version":1,`).
// A value comment must evaluate on its own: `1 (b1)` is a call, not the value 1, and is refused.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, test, vi } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Block {
  readonly where: string;
  readonly code: string;
}

function files(dir: string, suffix: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => join(root, dir, f))
    .sort();
}

function guideBlocks(): Block[] {
  return [...files('docs', '.md'), join(root, 'README.md')]
    .filter((file) => !file.includes(`${join('docs', 'api')}`))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => ({
        where: `${relative(root, file)}:${text.slice(0, m.index).split('\n').length}`,
        code: m[1]!,
      }));
    });
}

function exampleBlocks(): Block[] {
  return files('src', '.ts').flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/@example\s*\n((?:\s*\*.*\n)*?)\s*\*\s*```ts\n((?:\s*\*.*\n)*?)\s*\*\s*```/g)].map(
      (m) => ({
        where: `${relative(root, file)}:${text.slice(0, m.index).split('\n').length}`,
        code: m[2]!.replace(/^\s*\* ?/gm, ''),
      }),
    );
  });
}

const LITERAL_START = /^(['"`[{]|-?\d|null\b|true\b|false\b|undefined\b)/;

/** The name a `[…]` in a value comment becomes: a matcher of any array. */
const ANY_ARRAY = '__anyArray';

/** Rewrites the `…` of a value comment outside string literals: `[…]` is any array, `, …` drops. */
function elide(text: string): string {
  return text
    .split(/('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\[\s*…\s*\]/g, ANY_ARRAY).replace(/,?\s*…/g, '')))
    .join('');
}

/**
 * Parses a value comment: the whole text, else the longest prefix before a `: ` that is a value,
 * that is, that evaluates on its own (so `1 (b1)`, a call, or `1, b1`, a sequence, is refused).
 */
function parseValue(comment: string): { source: string } | undefined {
  const text = elide(comment).trim();
  const candidates = [text];
  for (let i = text.lastIndexOf(': '); i > 0; i = text.lastIndexOf(': ', i - 1)) candidates.push(text.slice(0, i));
  for (const source of candidates) {
    try {
      new Function(ANY_ARRAY, `return (${source});`)([]);
      return { source };
    } catch {
      // try a shorter prefix
    }
  }
  return undefined;
}

/** Whether `actual` is the string `pattern` with each `…` standing for any text. */
function matchesElided(actual: unknown, pattern: string): boolean {
  if (typeof actual !== 'string') return false;
  const escaped = pattern.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[\\s\\S]*')}$`).test(actual);
}

/** Rewrites `expr; // value` lines into checks; returns the code and the number of checks. */
function instrument(block: Block): { code: string; checks: number; errors: string[] } {
  let checks = 0;
  const errors: string[] = [];
  const lines = block.code.split('\n').map((line, index) => {
    const m = /^(\s*)(if \(.*\) )?(.*?);\s*\/\/ (.*)$/.exec(line);
    if (!m || !LITERAL_START.test(m[4]!)) return line;
    const [, indent, guard = '', expr, comment] = m as unknown as [string, string, string | undefined, string, string];
    if (/^(const|let|var|import|export|return|for|while)\b/.test(expr.trim())) return line;
    const value = parseValue(comment);
    if (!value) {
      errors.push(`${block.where} line ${index + 1}: the value comment "${comment}" does not parse`);
      return line;
    }
    const id = checks++;
    const label = JSON.stringify(`line ${index + 1}: ${expr.trim()}`);
    return `${indent}${guard}__check(${id}, ${label}, (${expr}), (${value.source}));`;
  });
  return { code: lines.join('\n'), checks, errors };
}

async function run(block: Block): Promise<void> {
  const { code, checks, errors } = instrument(block);
  expect(errors).toEqual([]);
  const result = await build({
    stdin: { contents: code, loader: 'ts', resolveDir: root, sourcefile: block.where },
    // The package name resolves to the source, as the exports map resolves it to the build: the
    // main entry to src/index.ts, a locale (`tictactoe-engine/locales/es`) to its module.
    plugins: [
      {
        name: 'source',
        setup(builder) {
          builder.onResolve({ filter: /^tictactoe-engine(\/locales\/[a-z]+)?$/ }, ({ path }) => ({
            path: path.includes('/locales/')
              ? join(root, 'src/i18n/locales', `${path.split('/').at(-1)}.ts`)
              : join(root, 'src/index.ts'),
          }));
        },
      },
    ],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const seen = new Set<number>();
  const failures: string[] = [];
  const globals = globalThis as { __check?: unknown; [ANY_ARRAY]?: unknown };
  globals[ANY_ARRAY] = expect.any(Array);
  globals.__check = (id: number, what: string, actual: unknown, expected: unknown) => {
    seen.add(id);
    const same =
      typeof expected === 'object' && expected !== null && typeof actual === 'object' && actual !== null
        ? (() => {
            try {
              expect(actual).toMatchObject(expected as object);
              return true;
            } catch {
              return false;
            }
          })()
        : typeof expected === 'string' && expected.includes('…')
          ? matchesElided(actual, expected)
          : Object.is(actual, expected);
    if (!same) failures.push(`${what}: got ${JSON.stringify(actual)}, the comment says ${JSON.stringify(expected)}`);
  };
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.text).toString('base64')}`;
    await import(/* @vite-ignore */ url);
  } finally {
    quiet.mockRestore();
  }
  expect(failures).toEqual([]);
  expect([...Array(checks).keys()].filter((id) => !seen.has(id)).map((id) => `value comment ${id} never ran`)).toEqual(
    [],
  );
}

describe('the value comments', () => {
  test.each([
    ['1: b1, always a perfect move', '1'],
    ["'won'", "'won'"],
    ['{ ok: true, value: { depth: 5, line: […] } }', `{ ok: true, value: { depth: 5, line: ${ANY_ARRAY} } }`],
    ['{ ok: false, … }', '{ ok: false }'],
    [`'{"a":1,…}': the start`, `'{"a":1,…}'`],
    ['1 (b1): a call', undefined],
    ['1, b1: a sequence', undefined],
    ['0 until later', undefined],
  ])('%s', (comment, source) => expect(parseValue(comment)?.source).toBe(source));

  test('a statement with a slash in it is checked too', () => {
    expect(instrument({ where: 'here', code: "parse('X../.O./...'); // 1" }).checks).toBe(1);
    expect(instrument({ where: 'here', code: 'if (a.ok) a.value / 2; // 1: half' }).code).toBe(
      'if (a.ok) __check(0, "line 1: a.value / 2", (a.value / 2), (1));',
    );
    expect(instrument({ where: 'here', code: 'const a = 1; // 1' }).checks).toBe(0);
  });

  test('a string with … matches only strings with that text around it', () => {
    expect(matchesElided('{"a":1,"b":2}', '{"a":1,…}')).toBe(true);
    expect(matchesElided('{"a":2,"b":2}', '{"a":1,…}')).toBe(false);
    expect(matchesElided('{"a":1,"b":2', '{"a":1,…}')).toBe(false);
    expect(matchesElided('a.c', 'a.…')).toBe(true);
    expect(matchesElided('abc', 'a.…')).toBe(false);
    expect(matchesElided(42, '4…')).toBe(false);
  });
});

describe('the guides run and say true things', () => {
  const blocks = guideBlocks();
  test('there are guides with code', () => expect(blocks.length).toBeGreaterThan(10));
  test.each(blocks.map((b) => [b.where, b] as const))('%s', async (_, block) => run(block));
});

describe('every TSDoc @example runs and says true things', () => {
  const blocks = exampleBlocks();
  test('there are examples', () => expect(blocks.length).toBeGreaterThan(10));
  test.each(blocks.map((b) => [b.where, b] as const))('%s', async (_, block) => run(block));
});
