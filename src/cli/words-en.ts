import { cellName, en } from 'tictactoe-engine';
import type { UsageProblem, ValuedFlag } from './args.js';
import { PRESET_NAMES } from './rules.js';
import { clip, plural, table } from './text.js';
import { fromCatalogue, lastColumn, middle, numberIn, rulesLine, standing, winsOf, type Words } from './words.js';

/** The usage text of `--help`. */
const USAGE = `Usage: tictactoe <command> [options]
       (installed as tictactoe and tictactoe-engine; without installing:
       npx tictactoe-engine <command>)

Commands:
  play                      play in the terminal, against the AI or a friend;
                            after each game, another, with the score so far
      --ai <1-6>              the AI's level (default 6: the strongest, perfect
                              where the game is proven, as on 3x3)
      --as <x|o>              your mark (default x: you move first)
      --two-players           two people at the same keyboard, no AI
      --seed <n>              seed the AI's random choices
  hint <position|moves>     the best move, why, and every move ranked
  analyze <moves>           each move of a game against the best play found
  stats                     every game of a small board counted and solved
  demo                      a tour: AI matches, a hint, an analysis

Rules (play, hint, analyze, stats; default: tic-tac-toe):
  --rules <name>            tic-tac-toe, connect-four, gomoku, 4x4, 5x5 or
                            ultimate
  --rows <n>  --columns <n>  --in-a-row <n>
                            the board and the line (over --rules)
  --gravity                 a mark drops to the lowest empty cell of its column
  --misere                  whoever completes a line loses
  --time <ms>               (play, hint, analyze) how long the AI may think on
                            boards other than 3x3: per move, default 1000 for
                            play and hint, 250 per move for analyze

  Cells are named by column letter and row number: a1 is the top left, b2 the
  center of 3x3. A position is a board such as "X.O/.X./..O" (X, O, . for
  empty; a / between rows); moves are cell names: "b2 a1 c3" (on boards of
  up to 10 cells also digits: "408", 0 being a1). With gravity, play types a
  column letter.

Ultimate tic-tac-toe (--rules ultimate): nine boards in one, for play, hint
  and analyze. Squares are a1 (bottom left) to i9, e5 the center; moves are
  squares ("e5 e4"); hint also takes a position ("9/9/9/9/4x4/9/9/9/9 O 1 e5").
  Its switches:
  --won-boards <closed|open>
                            a won board takes no more marks (closed, the
                            default) or takes marks until it is full
  --drawn-boards <nobody|both>
                            a full board without a line counts for nobody
                            (the default) or for both players
  --tiebreak <none|most-boards>
                            no line of boards: a draw (none, the default), or
                            whoever won more boards wins

Options of every command:
  --json                    print JSON for scripts (play: one object per line);
                            errors too, as {"error":{"code","message"}}; in
                            English whatever the language
  --lang <code>             en, es or fr (default: from LC_ALL, LC_MESSAGES or
                            LANG, else en)
  --help, -h                this help (also: tictactoe help)
  --version, -v             the version of tictactoe-engine

Exit codes: 0 ok, 1 bad input, 2 usage.`;

/** What each flag with a value takes. */
const TAKES: Readonly<Record<ValuedFlag, string>> = {
  ai: 'a level from 1 to 6',
  as: 'x or o',
  seed: 'a number',
  rules: PRESET_NAMES.join(', '),
  rows: 'a whole number',
  columns: 'a whole number',
  'in-a-row': 'a whole number',
  'won-boards': 'closed or open',
  'drawn-boards': 'nobody or both',
  tiebreak: 'none or most-boards',
  time: 'a whole number of milliseconds',
  lang: 'en, es, fr (or a locale such as es_AR)',
};

const quote = (word: string): string => `"${clip(word)}"`;

function usageError(problem: UsageProblem): string {
  switch (problem.kind) {
    case 'twice':
      return `--${clip(problem.flag)} is given twice`;
    case 'needs-value':
      return `--${problem.flag} needs a value`;
    case 'takes-no-value':
      return `--${clip(problem.flag)} takes no value`;
    case 'unknown-option':
      return `unknown option ${clip(problem.option)}`;
    case 'unknown-flag':
      return `unknown option --${clip(problem.flag)} for ${problem.command ?? 'tictactoe'}`;
    case 'no-arguments':
      return `${problem.command} takes no arguments, not ${quote(problem.given)}`;
    case 'unknown-command':
      return `unknown command ${quote(problem.given)}`;
    case 'no-command':
      return 'no command';
    case 'two-players':
      return '--two-players takes no --ai, --as or --seed';
    case 'needs-position':
      return `${problem.command} needs a position or a move list`;
    case 'needs-moves':
      return `${problem.command} needs a move list`;
    case 'bad-value':
      return `--${problem.flag} takes ${TAKES[problem.flag]}, not ${quote(problem.given)}`;
    case 'bad-rules':
      return `bad rules: ${problem.reason}`;
    case 'not-ultimate':
      return `--${problem.flag} does not apply to --rules ultimate`;
    case 'ultimate-only':
      return `--${problem.flag} applies only to --rules ultimate`;
  }
}

/**
 * What the CLI says in English. Errors and hints are the library's own English messages: they say
 * more than the catalogue's sentences (which cell holds what, which line).
 */
export const english: Words = {
  ...fromCatalogue('en'),
  // The library's English messages say more than the catalogue's sentences (which cell holds
  // what, which line); the words "Illegal move: " are the CLI's ✗.
  error: ({ message, ...error }) => {
    const reason = message.replace(/^Illegal move: /, '');
    const ply = (error as { ply?: number }).ply;
    return ply !== undefined && reason !== message ? `move ${ply + 1}: ${reason}` : reason;
  },
  hint: (hint) => hint.message,
  usage: USAGE,
  seeHelp: ' (see tictactoe --help)',
  usageError,
  quote: (word) => `"${clip(word)}"`,
  commands: { hint: 'hint', undo: 'undo', quit: 'quit', help: 'help' },
  colon: ': ',
  semicolon: '; ',
  afterColon: (sentence) => sentence,
  intro(rules, level, human, perfect) {
    const strength = level === 6 ? (perfect ? ', perfect' : ', strongest') : '';
    const who =
      level === null ? 'Two players: X moves first.' : `You play ${human} against the AI (level ${level}${strength}).`;
    return [who, rulesLine(rules, en, 'Rules: ')].filter(Boolean).join('\n');
  },
  help: (rules) =>
    `Type ${rules.gravity ? 'a column (a, b …) or a cell' : 'a cell'} (${cellName(0, rules)} is the top left),` +
    ' or: hint, undo, quit.',
  toMove: (mark) => `${mark} to move`,
  abandoned: 'Game abandoned.',
  round: (round) => `Round ${round}`,
  tally(tally, human) {
    const [a, b] = winsOf(tally, human);
    const { games, draws } = tally;
    const who = human === null ? `X ${a}, O ${b}` : `you ${a}, the AI ${b}`;
    const after = `${games} ${plural('en', games, 'game', 'games')}`;
    return `Score after ${after}: ${who}, ${draws} ${plural('en', draws, 'draw', 'draws')}.`;
  },
  again: 'Play again? (y/n)',
  yes: [],
  nothingToUndo: (againstAI) => (againstAI ? 'Nothing to undo: you have not moved yet.' : 'Nothing to undo.'),
  tookBack: (againstAI) => (againstAI ? "Took back your move and the AI's reply." : 'Took back the last move.'),
  offBoard: (word, rules) =>
    `${word} is off the board: the columns are a to ${lastColumn(rules)}, the rows 1 to ${rules.rows}`,
  notACell(text, rules) {
    const name = `a cell name such as ${middle(rules)}`;
    const what = rules.gravity ? `a column letter (a-${lastColumn(rules)}) or ${name}` : name;
    return `"${clip(text)}" is not a cell: type ${what}`;
  },
  isABoard: (text) => `"${clip(text)}" is a board: give the moves of the game instead, such as "b2 a1 c3"`,
  gameOver: (state) =>
    `The game is over (${standing(state, '', 'a draw', (mark) => `${mark} won`)}): there is no move to hint.`,
  result: (state) => `Result: ${standing(state, 'in progress', 'draw', (mark) => `${mark} wins`)}`,
  boardTooLarge: ({ rows, columns }, max) =>
    `stats counts every game of boards of up to ${max} cells, not ${rows}×${columns} (${rows * columns} cells)`,
  stats(f) {
    const n = numberIn('en-US');
    return table(
      [
        ['Games', `${n(f.games)} (X wins ${n(f.xWins)}, O wins ${n(f.oWins)}, draws ${n(f.draws)})`],
        ['States', `${n(f.states)} in the game tree, counted in ${n(f.countMs)} ms`],
        ['Positions', `${n(f.positions)} (${n(f.openPositions)} open, ${n(f.finishedPositions)} over)`],
        ['Value', `${f.value} with perfect play`],
        ...(f.solveMs === undefined
          ? []
          : ([
              ['Solved', `every open position in ${n(f.solveMs)} ms (${n(f.solverEntries!)} solver entries)`],
            ] as const)),
      ],
      ':',
    );
  },
  demo: {
    matches: '1. A short AI-vs-AI match across levels (10 games per pairing, sides alternating)\n',
    pairing: (a, b, winsA, winsB, draws) =>
      `   level ${a} vs level ${b}: ${winsA} - ${winsB}, ${draws} ${plural('en', draws, 'draw', 'draws')}`,
    perfect: (moves) => `\n   level 6 vs level 6: ${moves}\n`,
    end: (state) => `   ${standing(state, '', 'A draw, as perfect play always is.', (mark) => `${mark} wins.`)}\n`,
    hint: '2. A hint on a real position: O to move on X../.O./..X (X threatens a fork)\n',
    analysis: '3. The analysis of a game with a mistake: b2 b1 a1 c3 a3 c1 a2\n',
    closing: '\nPlay yourself: npx tictactoe-engine play   (add --rules connect-four for another game)',
  },
  ultimate: {
    intro(rules, level, human) {
      const switches = [
        rules.wonBoards === 'open' ? 'a won board takes marks until it is full' : '',
        rules.drawnBoards === 'both' ? 'a drawn board counts for both players' : '',
        rules.tiebreak === 'most-boards' ? 'with no line of boards, whoever won more boards wins' : '',
      ].filter(Boolean);
      const line = switches.length > 0 ? `\nRules: ${switches.join('; ')}.` : '';
      const who =
        level === null
          ? 'two players: X moves first.'
          : `you play ${human} against the AI (level ${level}${level === 6 ? ', strongest' : ''}).`;
      return `Ultimate tic-tac-toe, ${who}${line}`;
    },
    aiMove: (mark, square) => `${mark} plays ${square}.`,
    help: 'Type a square, from a1 (bottom left) to i9 (top right), e5 the center; or: undo, quit.',
    where: (mark, board) =>
      board === null ? `${mark} may play in any open board.` : `${mark} is sent to board ${board} (framed with #).`,
    wrongBoard: (mark, board) => `${mark} is sent to board ${board}: play there`,
    boardClosed: (board) => `Board ${board} is closed: it is won or full`,
    occupied: (square, mark) => `${square} is taken by ${mark}`,
    notASquare: (text) => `"${clip(text)}" is not a square: type a square such as e5`,
    offBoard: (word) => `${clip(word)} is off the board: the files are a to i, the ranks 1 to 9`,
    result(winner, line, won) {
      if (winner === null) return "It's a draw.";
      if (line !== null) return `${winner} wins with three boards in a row: ${line.join(', ')}.`;
      const loser = winner === 'X' ? 'O' : 'X';
      return `${winner} wins on boards won, ${won[winner]} to ${won[loser]}.`;
    },
  },
};
