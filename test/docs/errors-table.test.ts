// docs/errors.md is the error codes table. Every code the library declares (in src/core/errors.ts and
// any other `*ErrorCode` union or `*_ERROR_CODES` list under src/) must have a row, every row must
// be a declared code, and each code is produced by a function its row names: the real errors of
// test/support/error-cases.ts, at least one of every declared code. And the rows say what the
// functions really do, both ways: every code a public function reports under the probe of
// test/support/error-probe.ts (or in a case) is in a row of that code naming the function, and every
// public function a row names reports that code there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, test } from 'vitest';
import { TicTacToeEngine } from '../../src/index.js';
import { ERROR_CASES } from '../support/error-cases.js';
import { probedFunctions, reportedCodes } from '../support/error-probe.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const table = readFileSync(join(root, 'docs/errors.md'), 'utf8');

/** The codes declared in a source text: members of `…ErrorCode` unions and `…_ERROR_CODES` lists. */
function declaredCodes(source: string): string[] {
  const declarations = [
    ...source.matchAll(/export type \w*ErrorCode\s*=([^;]*);/g),
    ...source.matchAll(/export const \w*_ERROR_CODES\s*=\s*\[([^\]]*)\]/g),
  ];
  return declarations.flatMap((m) => [...m[1]!.matchAll(/'([A-Z][A-Z0-9_]*)'/g)].map((c) => c[1]!));
}

const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(join(root, 'src', f), 'utf8'));
const declared = [...new Set(sources.flatMap(declaredCodes))].sort();
const coreCodes = [...new Set(declaredCodes(readFileSync(join(root, 'src/core/errors.ts'), 'utf8')))];

/** The rows of the table: code → the "returned by" cell (a code may have rows in two sections). */
const rows = new Map<string, string>();
for (const m of table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|.*\| (.*) \|$/gm)) {
  rows.set(m[1]!, `${rows.get(m[1]!) ?? ''} ${m[2]!}`);
}

describe('the error codes table', () => {
  it('finds the codes of src/core/errors.ts', () => {
    expect(coreCodes).toContain('CELL_OCCUPIED');
    expect(coreCodes).toContain('PLAYED_ON_AFTER_WIN');
    expect(coreCodes.length).toBeGreaterThanOrEqual(20);
  });

  test.each(declared)('has a row for %s', (code) => {
    expect(rows.has(code), `docs/errors.md has no row for ${code}`).toBe(true);
  });

  it('has no row for a code the library does not declare', () => {
    expect([...rows.keys()].filter((code) => !declared.includes(code))).toEqual([]);
  });
});

/** Says whether a "returned by" cell names the function `name`: in backticks, alone or after `new`. */
const names = (row: string | undefined, name: string): boolean => new RegExp(`\`(?:new )?${name}\``).test(row ?? '');

const { reported, thrown } = await reportedCodes();
for (const { code, by } of ERROR_CASES) reported.set(code, (reported.get(code) ?? new Set()).add(by));

describe('the rows say what each public function reports, both ways', () => {
  const pairs = [...reported].flatMap(([code, fns]) => [...fns].map((fn) => `${code} ${fn}`)).sort();

  it('the probe sees most of the table', () => {
    expect(pairs.length).toBeGreaterThan(200);
  });

  it('every code a function reports is in a row of that code naming the function', () => {
    expect(pairs.filter((pair) => !names(rows.get(pair.split(' ')[0]!), pair.split(' ')[1]!))).toEqual([]);
  });

  it('every public function a row names reports the code', () => {
    const claimed = [...rows].flatMap(([code, row]) =>
      probedFunctions()
        .filter((fn) => names(row, fn))
        .map((fn) => `${code} ${fn}`),
    );
    expect(claimed.filter((pair) => !pairs.includes(pair))).toEqual([]);
  });
});

describe('each code is produced by a function its row names', () => {
  for (const { code, what, by, error } of ERROR_CASES) {
    test(`${what} (from ${by})`, () => {
      expect(error.code).toBe(code);
      expect(rows.get(code), `no row of ${code} names ${by}`).toMatch(new RegExp(`\\b${by}\\b`));
    });
  }

  it('has a case for every declared code', () => {
    const produced = new Set(ERROR_CASES.map(({ code }) => code));
    expect(declared.filter((c) => !produced.has(c))).toEqual([]);
  });

  it('backs the table note on fromSetup: all 3^9 boards', () => {
    const engine = new TicTacToeEngine();
    const players = [{ id: 'ann' }, { id: 'bob' }];
    const counts: Record<string, number> = {};
    for (let n = 0; n < 3 ** 9; n++) {
      let text = '';
      for (let i = 0, m = n; i < 9; i++, m = Math.floor(m / 3)) text += '.XO'[m % 3];
      const result = engine.fromSetup(text, {}, players);
      const key = result.ok ? 'ok' : result.error.code;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    expect(counts).toEqual({ ok: 5478, BAD_MARK_COUNT: 13637, TWO_WINNERS: 156, WINNER_NOT_LAST: 412 });
  });
});

describe('where the guides promise results instead of exceptions, they say who throws', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const guide = readFileSync(join(root, 'docs/getting-started.md'), 'utf8');
  const promises: [string, string][] = [
    ['README, typed errors', /^- \*\*Typed errors\.\*\*[\s\S]*?(?=^- \*\*)/m.exec(readme)?.[0] ?? ''],
    ['getting started, results', /^## Results, not exceptions$[\s\S]*?(?=^## )/m.exec(guide)?.[0] ?? ''],
  ];
  // The functions that throw INVALID_STATE for a forged state: the read-only queries without an error
  // channel, by their method names (Ultimate's engine has the same queries, and one more; its AI, evaluatePosition).
  const queries = [
    ...new Set([...(thrown.get('INVALID_STATE') ?? [])].map((name) => name.replace(/^Ultimate(?:Engine|AI)\./, ''))),
  ]
    .filter((name) => name !== 'constructor')
    .sort();

  it('the probe sees the queries throw', () => {
    expect(queries).toEqual(expect.arrayContaining(['getHint', 'getLegalMoves', 'isTerminal', 'toPosition']));
  });

  test.each(promises)('%s: names every query that throws INVALID_STATE, and links the thrown errors', (_, text) => {
    expect(text).toMatch(/never throw/);
    expect(queries.filter((name) => !text.includes(`\`${name}\``))).toEqual([]);
    expect(text).toContain('INVALID_STATE');
    expect(text).toContain('INVALID_ARGUMENT');
    expect(text).toMatch(/`unwrap\b/);
    expect(text).toMatch(/errors\.md#thrown-errors/);
  });
});
