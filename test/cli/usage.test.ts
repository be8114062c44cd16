// The command line itself: --help, --version, exit codes (0 ok, 1 bad input, 2 usage) with
// one-line errors, the demo, and the bin the package installs. Most cases run the CLI in this
// process (see ./terminal.ts); the last block runs the built CLI as a process for what needs one,
// and checks that a process prints and exits as the in-process runs say, for each exit code.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { spawnTictactoe, tictactoe } from './terminal.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
  scripts: Record<string, string>;
};

describe('help and version', () => {
  test.each([['--help'], ['-h'], ['help'], ['play', '--help'], ['hint', '-h']])(
    '%s prints the usage, exit code 0',
    async (...args) => {
      const run = await tictactoe(args);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^Usage: tictactoe <command> \[options\]\n/);
      for (const command of ['play', 'hint', 'analyze', 'stats', 'demo'])
        expect(run.stdout).toMatch(new RegExp(`^ {2}${command} `, 'm'));
      expect(run.stdout).toContain('Exit codes: 0 ok, 1 bad input, 2 usage.');
      // The options that are not a command's: each on a line of its own, with its short form.
      expect(run.stdout).toMatch(/^ {2}--version, -v {2,}\S/m);
      expect(run.stdout).toMatch(/^ {2}--help, -h {2,}\S/m);
    },
  );

  test.each(['en', 'es', 'fr'])(
    '--help in %s: every command and flag, every line within 80 columns',
    async (language) => {
      const { stdout } = await tictactoe(['--help', '--lang', language]);
      const english = (await tictactoe(['--help'])).stdout;
      // The same commands and flags as the English usage, in the same order.
      const names = (text: string): string[] =>
        [...text.matchAll(/^(?: {2}([a-z]+) [ <]| +(--[a-z-]+))/gm)].map((match) => match[1] ?? match[2]!);
      expect(names(stdout)).toEqual(names(english));
      for (const line of stdout.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
    },
  );

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
    [['demo', '--misere'], 'unknown option --misere for demo'],
    [['toString'], 'unknown command "toString"'],
    [['__proto__'], 'unknown command "__proto__"'],
    [['hint', '-x', 'b2'], 'unknown option -x'],
    [['stats', '--ai', '3'], 'unknown option --ai for stats'],
    [['demo', 'now'], 'demo takes no arguments, not "now"'],
    [['hint'], 'hint needs a position or a move list'],
    [['analyze', '--misere'], 'analyze needs a move list'],
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
    [['play', '--two-players', '--ai', '3'], '--two-players takes no --ai, --as or --seed'],
    [['play', '--two-players', '--seed', '1'], '--two-players takes no --ai, --as or --seed'],
    [['play', '--seed='], '--seed takes a number, not ""'],
    [['play', '--seed', ' '], '--seed takes a number, not " "'],
    [['hint', '--__proto__', 'b2'], 'unknown option --__proto__ for hint'],
    [['hint', '--constructor', 'b2'], 'unknown option --constructor for hint'],
    [['play', '--rules', 'gomoku', '--rules', '4x4'], '--rules is given twice'],
    [['hint', '--rules', 'gomoku'], 'hint needs a position or a move list'],
    [['play', '--time', 'soon'], '--time takes a whole number of milliseconds, not "soon"'],
    [['stats', '--time', '5'], 'unknown option --time for stats'],
    [['play', '--ai=6', '--ai=1'], '--ai is given twice'],
    [
      ['play', '--rules', 'x'.repeat(100)],
      `--rules takes tic-tac-toe, connect-four, gomoku, 4x4, 5x5, ultimate, not "${'x'.repeat(40)}…"`,
    ],
    [['play', '--rules', 'chess'], '--rules takes tic-tac-toe, connect-four, gomoku, 4x4, 5x5, ultimate, not "chess"'],
    [['play', '--rules'], '--rules needs a value'],
    [['hint', '--rows', 'x', 'b2'], '--rows takes a whole number, not "x"'],
    [['hint', '--columns', '-3', 'b2'], '--columns takes a whole number, not "-3"'],
    [['stats', '--in-a-row', '2.5'], '--in-a-row takes a whole number, not "2.5"'],
    [['play', '--rows', '0'], 'bad rules: rows must be a whole number from 1 to 19, not 0.'],
    [['play', '--columns', '20'], 'bad rules: columns must be a whole number from 1 to 19, not 20.'],
    [['play', '--in-a-row', '4'], 'bad rules: inARow must be a whole number from 1 to 3 (the longer side), not 4.'],
    [['play', '--gravity=yes'], '--gravity takes no value'],
  ])('%j: %s', async (args, reason) => {
    const run = await tictactoe(args);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `tictactoe: ${reason} (see tictactoe --help)\n` });
  });
});

describe('exit code 1: bad input, in one line with the reason', () => {
  test.each([
    [['hint', 'zz'], 'Bad move list: move 1, "zz" at character 1, is not a cell of a 3×3 board.'],
    [['hint', 'b2', 'd4'], 'Bad move list: move 2, "d4" at character 4, is not a cell of a 3×3 board.'],
    [['hint', '49'], 'Bad move list: move 1, "49" at character 1, is not a cell of a 3×3 board.'],
    [
      ['hint', '--rules', 'connect-four', 'd6 d5 h1'],
      'Bad move list: move 3, "h1" at character 7, is not a cell of a 6×7 board.',
    ],
    [['analyze', '--rules', 'connect-four', 'd6 d1'], 'move 2: d1 has an empty cell below it (gravity: play d5).'],
    [['hint', '--gravity', 'b2'], 'move 1: b2 has an empty cell below it (gravity: play b3).'],
    [['hint', '--rules', 'gomoku', 'X.O/.X./..O'], 'Bad position: "X.O/.X./..O" is not 15 rows of 15 cells.'],
    [['stats', '--rows', '0019'], 'stats counts every game of boards of up to 12 cells, not 19×3 (57 cells)'],
    [['stats', '--rules', 'connect-four'], 'stats counts every game of boards of up to 12 cells, not 6×7 (42 cells)'],
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

describe('--json: errors as one JSON object on stdout, with the exit code and the message of the text form', () => {
  test.each([
    [['frob', '--json'], 2, 'USAGE'],
    [['play', '--ai', '9', '--json'], 2, 'USAGE'],
    [['hint', '--json', '--rows', '0', 'b2'], 2, 'USAGE'],
    [['hint', 'zz', '--json'], 1, 'BAD_NOTATION'],
    [['hint', 'b2 b2', '--json'], 1, 'CELL_OCCUPIED'],
    [['hint', 'XX', '--json'], 1, 'BAD_POSITION'],
    [['hint', '--json', 'b2 a1 c1 a3 a2 c2 c3 b1 b3'], 1, 'GAME_OVER'],
    [['analyze', '--rules', 'connect-four', 'd6 d1', '--json'], 1, 'FLOATING_CELL'],
    [['stats', '--rules', 'gomoku', '--json'], 1, 'BOARD_TOO_LARGE'],
  ] as const)('%j: exit code %i, %s', async (args, exit, code) => {
    const run = await tictactoe(args);
    expect(run).toMatchObject({ code: exit, stderr: '' });
    expect(run.stdout.split('\n')).toHaveLength(2); // one line and its newline
    const { error } = JSON.parse(run.stdout) as { error: { code: string; message: string } };
    expect(error).toMatchObject({ code, message: expect.any(String) });
    const text = await tictactoe(args.filter((arg) => arg !== '--json'));
    expect(text).toEqual({
      code: exit,
      stdout: '',
      stderr: `tictactoe: ${error.message}${exit === 2 ? ' (see tictactoe --help)' : ''}\n`,
    });
  });

  test('no command, --help, --version and --json=yes', async () => {
    expect(await tictactoe(['--json'])).toEqual({
      code: 2,
      stdout: `${JSON.stringify({ error: { code: 'USAGE', message: 'no command' } })}\n`,
      stderr: '',
    });
    const help = await tictactoe(['--help', '--json']);
    expect(JSON.parse(help.stdout)).toEqual({ usage: (await tictactoe(['--help'])).stdout.trimEnd() });
    expect(await tictactoe(['--version', '--json'])).toEqual({
      code: 0,
      stdout: `{"version":"${pkg.version}"}\n`,
      stderr: '',
    });
    // --json with a value is a usage error, in JSON.
    expect(await tictactoe(['stats', '--json=yes'])).toEqual({
      code: 2,
      stdout: `${JSON.stringify({ error: { code: 'USAGE', message: '--json takes no value' } })}\n`,
      stderr: '',
    });
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
    expect(run.stdout).toContain(' 2. O b1  blunder  (best: a1, c1, a3, c3)');
  });

  test('its hint and its analysis are printed as hint and analyze print them, in every language', async () => {
    const indent = (text: string): string =>
      text
        .trimEnd()
        .split('\n')
        .map((line) => (line ? `   ${line}` : line))
        .join('\n');
    for (const language of ['en', 'es', 'fr']) {
      const demo = (await tictactoe(['demo', '--lang', language])).stdout;
      const analyze = await tictactoe(['analyze', 'b2 b1 a1 c3 a3 c1 a2', '--lang', language]);
      const hint = await tictactoe(['hint', 'X../.O./..X', '--lang', language]);
      expect(demo).toContain(`\n${indent(analyze.stdout)}\n`);
      expect(demo).toContain(`\n${indent(hint.stdout)}\n`);
    }
  });

  test('--json: the same tour as one object', async () => {
    const run = await tictactoe(['demo', '--json']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const demo = JSON.parse(run.stdout);
    expect(demo.matches.map((m: { levels: number[] }) => m.levels)).toEqual([
      [1, 3],
      [3, 5],
      [5, 6],
    ]);
    expect(demo.matches[2].wins[0]).toBe(0); // level 5 never beats level 6
    expect(demo.game).toMatchObject({ status: 'draw', winner: null });
    expect(demo.hint).toMatchObject({ board: 'X../.O./..X', symbol: 'O' });
    expect(demo.analysis.moves[1]).toMatchObject({ symbol: 'O', classification: 'blunder' });
    // The text tour says the same.
    const text = (await tictactoe(['demo'])).stdout;
    expect(text).toContain(`level 6 vs level 6: ${demo.game.moves}\n`);
    expect(text).toContain(`   O to move: ${demo.hint.message}\n`);
  });

  test('is what `npm start` runs; the bin is the built CLI, with its #! line', () => {
    expect(pkg.scripts.start).toMatch(/node dist\/cli\.js demo$/);
    expect(pkg.bin).toEqual({ 'tictactoe-engine': './dist/cli.js', tictactoe: './dist/cli.js' });
    expect(readFileSync(new URL('../../dist/cli.js', import.meta.url), 'utf8').split('\n')[0]).toBe(
      '#!/usr/bin/env node',
    );
  });

  test('installed from the packed package, both bins run it: `npx tictactoe-engine`, as the demo says', () => {
    const root = new URL('../..', import.meta.url).pathname;
    const app = mkdtempSync(join(tmpdir(), 'tictactoe-install-'));
    const npm = (args: string[], cwd: string): string =>
      execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      npm(['pack', '--ignore-scripts', '--silent', '--pack-destination', app], root);
      const tarball = readdirSync(app).find((name) => name.endsWith('.tgz'))!;
      writeFileSync(join(app, 'package.json'), '{ "name": "an-app", "private": true }');
      npm(['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', `./${tarball}`], app);
      expect(npm(['exec', '--no', '--', 'tictactoe-engine', '--version'], app)).toBe(`${pkg.version}\n`);
      expect(npm(['exec', '--no', '--', 'tictactoe', '--version'], app)).toBe(`${pkg.version}\n`);
      expect(npm(['exec', '--no', '--', 'tictactoe-engine', 'demo'], app)).toContain(
        '\nPlay yourself: npx tictactoe-engine play ',
      );
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });

  test('output piped into a reader that stops early is not an error', () => {
    const run = spawnSync('sh', ['-c', `"${process.execPath}" dist/cli.js demo | head -1`], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/^1\. /);
    expect(run.stderr).toBe('');
  });
});

describe('the built CLI in a process of its own', () => {
  // One case of each exit code, text and JSON, in another language too, and input on stdin: the
  // process prints and exits as the in-process run of the same line does.
  test.each([
    [0, ['--version']],
    [2, []],
    [0, ['--help', '--lang', 'fr']],
    [2, ['frob']],
    [2, ['play', '--ai', '9', '--json']],
    [1, ['hint', 'b2 b2']],
    [1, ['hint', 'zz', '--json']],
    [0, ['hint', 'b2'], '', { LANG: 'es_AR.UTF-8' }],
    [0, ['play', '--two-players'], 'b2\na1\nhelp\nundo\nquit\n'],
  ] as [number, string[], string?, Record<string, string>?][])(
    'exit code %i: %j',
    async (code, args, input = '', env = {}) => {
      const run = await spawnTictactoe(args, input, env);
      expect(run.code).toBe(code);
      expect(run).toEqual(await tictactoe(args, input, env));
    },
  );
});
