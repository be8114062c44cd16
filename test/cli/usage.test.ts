// The command line itself: --help, --version, exit codes (0 ok, 1 bad input, 2 usage) with
// one-line errors, the demo, and the bin the package installs.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { tictactoe } from './terminal.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
  scripts: Record<string, string>;
};

describe('help and version', () => {
  test.each([['--help'], ['-h'], ['help'], ['play', '--help'], ['hint', '-h']])('%s prints the usage, exit code 0', async (...args) => {
    const run = await tictactoe(args);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Usage: tictactoe <command> \[options\]\n/);
    for (const command of ['play', 'hint', 'analyze', 'stats', 'demo']) expect(run.stdout).toMatch(new RegExp(`^ {2}${command} `, 'm'));
    expect(run.stdout).toContain('Exit codes: 0 ok, 1 bad input, 2 usage.');
  });

  test.each(['--version', '-v'])('%s prints the package version', async (flag) => {
    expect(await tictactoe([flag])).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  test('no command: the usage on stderr, exit code 2', async () => {
    const run = await tictactoe([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Usage: tictactoe/);
  });
});

describe('exit code 2: usage errors, in one line', () => {
  test.each([
    [['frob'], 'unknown command "frob"'],
    [['--frob'], 'unknown option --frob for tictactoe'],
    [['play', '--json'], 'unknown option --json for play'],
    [['hint', '-x', 'b2'], 'unknown option -x'],
    [['stats', '--misere'], 'unknown option --misere for stats'],
    [['demo', 'now'], 'demo takes no arguments, not "now"'],
    [['stats', '--json=yes'], '--json takes no value'],
    [['hint'], 'hint needs a position or a move list'],
    [['analyze', '--json'], 'analyze needs a move list'],
    [['stats', 'all'], 'stats takes no arguments, not "all"'],
    [['play', 'now'], 'play takes no arguments, not "now"'],
    [['play', '--ai'], '--ai needs a value'],
    [['play', '--ai', '--misere'], '--ai needs a value'],
    [['play', '--ai', '0'], '--ai takes a level from 1 to 6, not "0"'],
    [['play', '--ai', '7'], '--ai takes a level from 1 to 6, not "7"'],
    [['play', '--ai=2.5'], '--ai takes a level from 1 to 6, not "2.5"'],
    [['play', '--ai', 'hard'], '--ai takes a level from 1 to 6, not "hard"'],
    [['play', '--as', 'z'], '--as takes x or o, not "z"'],
    [['play', '--seed', 'abc'], '--seed takes a number, not "abc"'],
    [['play', '--two-players', '--ai', '3'], '--two-players takes no --ai or --as'],
  ])('%j: %s', async (args, reason) => {
    const run = await tictactoe(args);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `tictactoe: ${reason} (see tictactoe --help)\n` });
  });
});

describe('exit code 1: bad input, in one line with the reason', () => {
  test.each([
    [['hint', 'zz'], 'bad move list at move 1: "zz" is not a cell: type a number 0-8 or a name a1-c3'],
    [['hint', 'b2', 'd4'], 'bad move list at move 2: d4 is off the board: the columns are a to c, the rows 1 to 3'],
    [['hint', '49'], 'bad move list at move 1: 49 is out of range: the cells are numbered 0 to 8'],
    [['hint', 'b2 b2'], 'move 2: b2 is taken by X.'],
    [['hint', 'X.O/.X./..Q'], 'Bad position: cell 8 is "Q".'],
    [['hint', 'XX'], 'Bad position: 2 cells, expected 9.'],
    [['hint', 'XXX/XXX/OOO'], expect.stringMatching(/^Unreachable position: /)],
    [['analyze', 'X.O/.X./..O'], '"X.O/.X./..O" is a board: give the moves of the game instead, such as "b2 a1 c3"'],
    [['analyze', 'a1 a2 b1 b2 c1 c2'], 'move 6: the game is over.'],
  ])('%j', async (args, reason) => {
    const run = await tictactoe(args);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n');
    expect(lines).toHaveLength(2); // one line and its newline
    expect(lines[0]!.replace(/^tictactoe: /, '')).toEqual(reason);
  });
});

describe('demo', () => {
  test('a tour that needs no input: matches, a hint, an analysis', async () => {
    const run = await tictactoe(['demo']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatchSnapshot();
    // The perfect level never loses a game: level 5 never beats it.
    expect(run.stdout).toMatch(/^ {3}level 5 vs level 6: 0 - \d+, \d+ draws$/m);
    expect(run.stdout).toContain('A draw, as perfect play always is.');
    expect(run.stdout).toContain('2. O b1: blunder (best was a1 or c1 or a3 or c3)');
  });

  test('is what `npm start` runs; the bin is the built CLI, with its #! line', () => {
    expect(pkg.scripts.start).toMatch(/node dist\/cli\.js demo$/);
    expect(pkg.bin).toEqual({ tictactoe: './dist/cli.js' });
    expect(readFileSync(new URL('../../dist/cli.js', import.meta.url), 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  });

  test('output piped into a reader that stops early is not an error', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync('sh', ['-c', `"${process.execPath}" dist/cli.js demo | head -1`], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/^1\. /);
    expect(run.stderr).toBe('');
  });
});
