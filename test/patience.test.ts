// The suite passes on a slow or busy machine: no test reads the wall clock to judge speed, and no
// test sets a time limit of its own (the one limit, which catches a hang, is test/support/patience.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patience, TEST_LIMIT } from './support/patience.js';

const here = __dirname;
/** The limit itself, and this file, whose examples are clocks. */
const SELF = [join(here, 'support', 'patience.ts'), __filename];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === '__snapshots__' ? [] : testFiles(path);
    return /\.tsx?$/.test(entry.name) && !SELF.includes(path) ? [path] : [];
  });
}

/**
 * What reads the time of day or a timer, or gives a test, a hook or a browser step a limit of its
 * own; or gives the AI or the solver a second or more to finish a search whose answer the test
 * checks (the answer would then change on a slow machine: give the AI a clock that never moves,
 * `now: () => 0`, or the solver `timeLimit: Infinity` and a `maxNodes`).
 */
const CLOCKS: readonly [string, RegExp][] = [
  ['a clock read', /\bperformance\.now\(\)|\bDate\.now\(\)|\bnew Date\(\)\.getTime|process\.hrtime/],
  [
    'a search given seconds to finish',
    /\btimeLimit:\s*[1-9][\d_]{3,}\b|\bgetMove(?:Sync)?\([^;]*?,\s*[1-9][\d_]{3,}\s*\)/,
  ],
  [
    'a limit of its own',
    /\btimeout\s*:\s*\d|\}\s*,\s*\d[\d_]*\s*\)\s*;?\s*$|\bsetDefault(?:Navigation)?Timeout\(\s*\d/m,
  ],
];

describe('no test depends on the speed of the machine', () => {
  const files = testFiles(here);

  it('finds the tests', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('recognizes a clock read and a limit of its own', () => {
    const found = (text: string): string[] => CLOCKS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
    expect(found('const t = performance.now();')).toEqual(['a clock read']);
    expect(found('  expect(Date.now() - start).toBeLessThan(500);')).toEqual(['a clock read']);
    expect(found("test('x', { timeout: 120_000 }, () => {")).toEqual(['a limit of its own']);
    expect(found('  await run();\n}, 60_000);\n')).toEqual(['a limit of its own']);
    expect(found("await page.waitForSelector('#a', { timeout: 30_000 });")).toEqual(['a limit of its own']);
    // A mocked clock, or an AI's time limit, is not the machine's clock.
    expect(found('vi.spyOn(performance, "now").mockImplementation(() => tick++);')).toEqual([]);
    expect(found('ai.getMoveSync(state, 6, id, 60_000)')).toEqual(['a search given seconds to finish']);
    expect(found('solver.solve(state, { timeLimit: 10_000 })')).toEqual(['a search given seconds to finish']);
    // Short limits are for cutting a search on purpose, and Infinity for letting it finish.
    expect(found('ai.getHint(state, id, { timeLimit: 50 }); solver.solve(s, { timeLimit: Infinity })')).toEqual([]);
  });

  it.each(files.map((file) => [relative(here, file)]))('%s', (file) => {
    const text = readFileSync(join(here, file), 'utf8');
    for (const [what, pattern] of CLOCKS) expect(text.match(pattern)?.[0], what).toBeUndefined();
  });

  it('the one limit is the configuration of every test and hook', () => {
    const config = readFileSync(join(here, '..', 'vitest.config.ts'), 'utf8');
    expect(config).toMatch(/\btestTimeout: TEST_LIMIT,/);
    expect(config).toMatch(/\bhookTimeout: TEST_LIMIT,/);
    expect(readFileSync(join(here, 'support', 'browser.ts'), 'utf8')).toMatch(
      /setDefaultTimeout\(BROWSER_STEP_LIMIT\)/,
    );
    expect(TEST_LIMIT).toBe(patience(600_000));
  });
});
