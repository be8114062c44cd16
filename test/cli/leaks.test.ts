// Every command speaks the chosen language: each case is run in English, Spanish and French, and
// no English word of its output (stdout and stderr) may appear in the Spanish or French one, but
// the words every language shares (commands and flags, names of games, words spelled alike).
import { describe, expect, test } from 'vitest';
import { oracleSquare, STANDARD } from '../support/ultimate-oracle.js';
import { tictactoe, type Run } from './terminal.js';
import { findGame, freeMoveBesideClosedBoard, squares } from './ultimate-games.js';

/** Games of Ultimate, one square a line: a win by a line of boards, a win by the tiebreak. */
const ultimateWin = squares(findGame((game) => game.result === 'X' && game.line !== null)).replaceAll(' ', '\n');
const ultimateTiebreak = squares(
  findGame((game) => game.result !== 'draw' && game.line === null, {
    ...STANDARD,
    tiebreak: 'most-boards',
    drawnBoards: 'both',
  }),
).replaceAll(' ', '\n');
/** A free move into a board closed by a win, refused. */
const ultimateClosed = (() => {
  const { moves, closed } = freeMoveBesideClosedBoard();
  return `${[...moves, closed].map(oracleSquare).join('\n')}\nquit\n`;
})();

/** Cases: what is typed on the command line, and on stdin for `play`. */
const CASES: readonly (readonly [name: string, args: readonly string[], input?: string])[] = [
  ['--help', ['--help']],
  ['no command', []],
  ['an unknown command', ['frob']],
  ['an unknown flag', ['hint', '--frob', 'b2']],
  ['an unknown flag of no command', ['--frob']],
  ['an unknown short option', ['hint', '-x', 'b2']],
  ['a flag given twice', ['play', '--ai', '1', '--ai', '2']],
  ['a flag without its value', ['play', '--ai']],
  ['a switch with a value', ['play', '--gravity=yes']],
  ['arguments to a command that takes none', ['stats', 'all']],
  ['hint without a position', ['hint']],
  ['analyze without moves', ['analyze']],
  ['a bad level', ['play', '--ai', '9']],
  ['a bad mark', ['play', '--as', 'z']],
  ['a bad seed', ['play', '--seed', 'x']],
  ['two players and a level', ['play', '--two-players', '--ai', '3']],
  ['a bad rules name', ['hint', '--rules', 'chess', 'b2']],
  ['a bad number of rows', ['hint', '--rows', 'x', 'b2']],
  ['a bad time', ['hint', '--time', 'soon', 'b2']],
  ['rows out of range', ['play', '--rows', '0']],
  ['a line longer than the board', ['play', '--in-a-row', '4']],
  ['a bad move list', ['hint', 'zz']],
  ['a cell taken twice', ['hint', 'b2 b2']],
  ['a finished game', ['hint', 'XXX/OO./...']],
  ['a floating cell', ['analyze', '--rules', 'connect-four', 'd6 d1']],
  ['a board for analyze', ['analyze', 'X../...']],
  ['a board too large for stats', ['stats', '--rules', 'gomoku']],
  ['hint', ['hint', 'b2']],
  ['hint on Connect Four', ['hint', '--rules', 'connect-four', 'd6', '--time', '50']],
  ['analyze', ['analyze', 'b2 b1 a1 c3 a3 c1 a2']],
  ['analyze a game in progress', ['analyze', 'b2']],
  ['stats', ['stats', '--rows', '3', '--columns', '3']],
  ['stats on a small board', ['stats', '--rows', '2', '--columns', '3', '--in-a-row', '2', '--misere']],
  ['demo', ['demo']],
  ['--version', ['--version']],
  [
    'play, two players: moves, refusals, help, hint, undo, a win, another round',
    ['play', '--two-players'],
    'b2\nb2\nzz\nd9\nhelp\nhint\nundo\nundo\nb2\na1\nc1\nc3\na3\ny\nb2\nquit\n',
  ],
  ['play against the AI: undo, hint, a draw, no more', ['play', '--seed', '1'], 'undo\nb2\nhint\nundo\nb2\nquit\n'],
  ['play against the AI, to the end', ['play', '--ai', '1', '--seed', '2'], 'a1\nb1\nc1\na2\nb2\nc2\na3\nb3\nc3\nn\n'],
  ['play Connect Four in misère', ['play', '--rules', 'connect-four', '--misere', '--time', '20'], 'h\nd1\nquit\n'],
  ['play gomoku', ['play', '--rules', 'gomoku', '--as', 'o', '--time', '20'], 'z9\nquit\n'],
  [
    'play Ultimate: moves, refusals, help, hint, undo',
    ['play', '--rules', 'ultimate', '--two-players'],
    'e5\na9\ne5\nzz\nj1\nhelp\nhint\nundo\nundo\nquit\n',
  ],
  [
    'play Ultimate to a win, another round',
    ['play', '--rules', 'ultimate', '--two-players'],
    `${ultimateWin}\ny\nquit\n`,
  ],
  [
    'play Ultimate to a win by the tiebreak, with two switches',
    ['play', '--rules', 'ultimate', '--two-players', '--tiebreak', 'most-boards', '--drawn-boards', 'both'],
    `${ultimateTiebreak}\nn\n`,
  ],
  ['play Ultimate: a closed board', ['play', '--rules', 'ultimate', '--two-players'], ultimateClosed],
  ['play Ultimate without --two-players', ['play', '--rules', 'ultimate']],
  ['hint on Ultimate', ['hint', '--rules', 'ultimate', 'e5']],
  ['analyze on Ultimate', ['analyze', '--rules', 'ultimate', 'e5']],
  ['a rows flag on Ultimate', ['play', '--rules', 'ultimate', '--two-players', '--rows', '4']],
  ['a switch without Ultimate', ['hint', '--tiebreak', 'most-boards', 'b2']],
  ['a bad switch', ['play', '--rules', 'ultimate', '--two-players', '--won-boards', 'shut']],
  ['stats on Ultimate', ['stats', '--rules', 'ultimate']],
];

/**
 * Words every language writes alike (names of commands and games, and the values of Ultimate's
 * switches, typed as they are), and those a language shares with English.
 */
const SHARED = [
  ...['play', 'hint', 'analyze', 'stats', 'demo', 'help', 'tic', 'tac', 'toe', 'connect', 'four', 'gomoku'],
  ...['ultimate', 'closed', 'open', 'nobody', 'both', 'none', 'most', 'boards'],
];
const ALIKE: Readonly<Record<'es' | 'fr', readonly string[]>> = {
  es: ['real', 'terminal', 'diagonal'],
  fr: [
    'position',
    'positions',
    'expert',
    'option',
    'options',
    'terminal',
    'usage',
    'score',
    'code',
    'codes',
    'version',
  ],
};

/**
 * The words of a run's output, in lower case: flags and commands, codes and variables in capitals,
 * and what is quoted (what the user typed, echoed) left out.
 */
function wordsOf({ stdout, stderr }: Run): Set<string> {
  const text = `${stdout}\n${stderr}`
    .replace(/--?[a-z][a-z-]*/g, ' ')
    .replace(/\b(npx|tictactoe(-engine)?)\b/g, ' ')
    .replace(/\b[A-Z][A-Z_]+\b/g, ' ')
    .replace(/"[^"\n]*"|«[^»\n]*»|“[^”\n]*”/g, ' ');
  return new Set(
    [...text.matchAll(/\p{L}[\p{L}’']*/gu)].map(([word]) => word.toLowerCase()).filter((w) => w.length > 2),
  );
}

describe('no English in Spanish or French', () => {
  test.concurrent.each(CASES.map(([name, args, input = '']) => ({ name, args, input })))(
    '$name',
    async ({ args, input }) => {
      const english = await tictactoe(args, input, { LANG: 'en_US.UTF-8' });
      expect(`${english.stdout}${english.stderr}`).not.toBe('');
      const words = wordsOf(english);
      for (const [language, env] of [
        ['es', { LANG: 'es_AR.UTF-8' }],
        ['fr', { LC_ALL: 'fr_FR.UTF-8' }],
      ] as const) {
        const run = await tictactoe(args, input, env);
        expect(run.code, language).toBe(english.code);
        const leaked = [...wordsOf(run)].filter(
          (word) => words.has(word) && !SHARED.includes(word) && !ALIKE[language].includes(word),
        );
        expect(leaked, `${language}:\n${run.stdout}${run.stderr}`).toEqual([]);
      }
    },
  );

  test('--lang is read for errors found before it is checked', async () => {
    const run = await tictactoe(['frob', '--lang', 'es']);
    expect(run.stderr).toMatch(/^tictactoe: .*«frob»/);
    expect(run.stderr).not.toMatch(/unknown|command/);
    // An unknown --lang: the error in the language of the environment.
    expect((await tictactoe(['hint', 'b2', '--lang', 'xx'], '', { LANG: 'fr_FR.UTF-8' })).stderr).toMatch(
      /^tictactoe: --lang .*«\u00a0xx\u00a0»/,
    );
  });
});
