// `tictactoe play` on boards other than 3×3, driven through a spawned process: Connect Four by
// column letters and cell names, gomoku on 15×15 within 80 columns, any shape from the rules
// flags, and `--json` play, one event per line.
import { describe, expect, test } from 'vitest';
import {
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  cellName,
  dropMove,
  formatBoard,
  formatMoves,
  placeMove,
  unwrap,
  type GameState,
  type Mark,
  type Rules,
  type TicTacToeMove,
} from '../../src/index.js';
import { hintJson } from './cli-json.js';
import { Terminal, tictactoe } from './terminal.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'X' }, { id: 'O' }];

/** The marks of the last board drawn in `text` (of `rules`' shape), read back from the drawing. */
function lastBoard(text: string, { rows, columns }: Rules): (Mark | null)[] {
  const lines = text.split('\n');
  const header = lines.map((line) => line.trim().startsWith('a  ') || line.trim() === 'a').lastIndexOf(true);
  expect(header).toBeGreaterThanOrEqual(0);
  const grid = rows <= 5 && columns <= 5;
  const drawn = lines.slice(header + 1).filter((line) => /^ *\d+ {2}/.test(line));
  expect(drawn.map((line) => Number(line.trim().split(' ')[0]))).toEqual(
    Array.from({ length: rows }, (_, row) => row + 1),
  );
  return drawn.flatMap((line) => {
    const cells = line.replace(/^ *\d+ {2}/, '').padEnd(grid ? 4 * columns - 1 : 3 * columns);
    const parts = grid ? cells.split('|') : cells.match(/.{3}/g)!;
    expect(parts).toHaveLength(columns);
    return parts.map((cell) => {
      const mark = cell.trim().replace(/^\[(.)\]$/, '$1');
      if (mark === 'X' || mark === 'O') return mark;
      expect(mark).toBe('.');
      return null;
    });
  });
}

/** Says what a person types for a move: with gravity alternately the column letter and the cell name, else the name. */
function typed(move: TicTacToeMove, rules: Rules, turn: number): string {
  const cell = move.data.position.row * rules.columns + move.data.position.col;
  return rules.gravity && turn % 2 === 0 ? String.fromCharCode(97 + move.data.position.col) : cellName(cell, rules);
}

/**
 * Plays a whole two-player game through the CLI with the moves `choose` picks, checking every
 * board it draws against the library's; returns the final state and the transcript.
 */
async function playGame(
  args: readonly string[],
  rules: Rules,
  choose: (state: GameState, turn: number) => TicTacToeMove,
) {
  const terminal = new Terminal(['play', ...args]);
  let state = unwrap(engine.createInitialState(rules, PLAYERS));
  for (let turn = 0; ; turn++) {
    const { text, exited } = await terminal.prompt();
    expect(lastBoard(text, rules)).toEqual(state.board);
    // At the end the CLI asks whether to play again: the end of input says no.
    if (exited || state.status !== 'in-progress') break;
    expect(text.endsWith(`${state.currentPlayer} to move > `)).toBe(true);
    const move = choose(state, turn);
    terminal.type(typed(move, rules, turn));
    state = unwrap(engine.applyMove(state, move));
  }
  const run = await terminal.exit();
  expect(run).toMatchObject({ code: 0, stderr: '' });
  expect(state.status).not.toBe('in-progress');
  expect(Math.max(...run.stdout.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
  return { state, transcript: run.stdout };
}

/** Drops into pseudo-random columns (a Lehmer generator from `seed`; a full column passes to the next). */
function randomColumns(seed: number): (state: GameState) => TicTacToeMove {
  let x = seed;
  return (state) => {
    x = (x * 48_271) % 2_147_483_647;
    for (let k = 0; ; k++) {
      const drop = dropMove(state, (x + k) % state.rules.columns);
      if (drop.ok) return drop.value;
    }
  };
}

describe('Connect Four', () => {
  const rules = PRESETS['connect-four'];

  test.each([
    [['--rules', 'connect-four', '--two-players']],
    [['--rows', '6', '--columns', '7', '--in-a-row', '4', '--gravity', '--two-players']],
  ])('%j: a whole game by column letters and cell names, every board drawn as the library has it', async (args) => {
    const { state, transcript } = await playGame(args, rules, randomColumns(1));
    const first = transcript.split('\n');
    expect(first.slice(0, 3)).toEqual([
      'Two players: X moves first.',
      'Rules: Connect Four.',
      'Type a column (a, b …) or a cell (a1 is the top left), or: hint, undo, quit.',
    ]);
    // The columns chosen make a game that X wins on the diagonal g3–d6 with its 25th move.
    const over = engine.isTerminal(state)!;
    expect([state.moveCount, over.winner?.symbol, over.line?.cells.map((cell) => cellName(cell, rules))]).toEqual([
      25,
      'X',
      ['g3', 'f4', 'e5', 'd6'],
    ]);
    expect(transcript).toContain('\nX wins with Anti-diagonal g3 to d6.\nScore after 1 game: X 1, O 0, 0 draws.\n');
    const drawn = transcript.split('\n').slice(-12, -5).join('\n');
    expect(drawn.match(/\[[XO]\]/g)).toHaveLength(4);
  });

  test('the board: letters a–g across, rows 1–6 down from the top, a mark dropped to row 6', async () => {
    const run = await tictactoe(['play', '--rules', 'connect-four', '--two-players'], 'd\n');
    const board = run.stdout.split('\n').slice(4, 12);
    expect(board).toEqual([
      '    a  b  c  d  e  f  g',
      '1   .  .  .  .  .  .  .',
      '2   .  .  .  .  .  .  .',
      '3   .  .  .  .  .  .  .',
      '4   .  .  .  .  .  .  .',
      '5   .  .  .  .  .  .  .',
      '6   .  .  .  .  .  .  .',
      '',
    ]);
    expect(run.stdout).toContain('\n6   .  .  .  X  .  .  .\n');
  });

  test.each([
    ['d1', '✗ d1 has an empty cell below it (gravity: play d6).'],
    ['h', '✗ h is off the board: the columns are a to g, the rows 1 to 6.'],
    ['h6', '✗ h6 is off the board: the columns are a to g, the rows 1 to 6.'],
    ['4', '✗ "4" is not a cell: type a column letter (a-g) or a cell name such as d3.'],
    ['dd', '✗ "dd" is not a cell: type a column letter (a-g) or a cell name such as d3.'],
  ])('%j is refused in one line', async (word, line) => {
    const run = await tictactoe(['play', '--rules', 'connect-four', '--two-players'], `${word}\nquit\n`);
    expect(run.stdout).toContain(`X to move > ${line}\nX to move > Game abandoned.\n`);
  });

  test('a full column is refused, by letter and by name', async () => {
    const run = await tictactoe(
      ['play', '--rules', 'connect-four', '--two-players'],
      'a\na\na\na\na\na\na\na0\na1\nquit\n',
    );
    expect(run.stdout).toContain('X to move > ✗ column a is full.\n');
    expect(run.stdout).toContain('X to move > ✗ a1 is taken by O.\n');
  });

  test('against the AI: a whole game on each board, the AI never missing a win on the move', async () => {
    const terminal = new Terminal(['play', '--rules', 'connect-four', '--ai', '3', '--seed', '4', '--time', '50']);
    let state = unwrap(engine.createInitialState(rules, PLAYERS));
    const choose = randomColumns(7);
    for (;;) {
      const { text, exited } = await terminal.prompt();
      for (const [, mark, name] of text.matchAll(/^AI \(([XO])\) plays ([a-g][1-6]) /gm)) {
        expect(mark).toBe('O');
        const cell = cellOf(name!, rules);
        // Level 3 takes a win on the move when it has one, else stops X's.
        const { wins, blocks } = tactics(state);
        if (wins.length > 0) expect(wins).toContain(cell);
        else if (blocks.length > 0) expect(blocks).toContain(cell);
        state = unwrap(engine.applyMove(state, placeMove(cell, 'O', rules)));
      }
      expect(lastBoard(text, rules)).toEqual(state.board);
      // At the end the CLI asks whether to play again: the end of input says no.
      if (exited || state.status !== 'in-progress') break;
      const move = choose(state);
      terminal.type(typed(move, rules, state.moveCount));
      state = unwrap(engine.applyMove(state, move));
    }
    expect((await terminal.exit()).code).toBe(0);
    expect(state.status).not.toBe('in-progress');
  });

  test('hint at the prompt: a hint for the player to move, within --time', async () => {
    const run = await tictactoe(
      ['play', '--rules', 'connect-four', '--two-players', '--time', '100', '--json'],
      'd\nhint\nquit\n',
    );
    // The hint is the library's, for O after d6 (its values depend on the time: only its shape is checked).
    const hint = run.stdout
      .split('\n')
      .map((line) => JSON.parse(line || 'null'))
      .find((event) => event?.type === 'hint');
    expect(hint).toMatchObject({
      type: 'hint',
      playerId: 'O',
      symbol: 'O',
      reason: expect.any(String),
      message: expect.stringMatching(/^[A-Z]/),
    });
    expect(hint.moves).toHaveLength(7);
  });
});

describe('15×15 and every board size', () => {
  test('gomoku: five in a row across, highlighted, every line within 80 columns', async () => {
    const rules = PRESETS.gomoku;
    // X plays d8 … h8; O answers on row 9.
    const moves = ['d8', 'd9', 'e8', 'e9', 'f8', 'f9', 'g8', 'g9', 'h8'];
    const { state, transcript } = await playGame(['--rules', 'gomoku', '--two-players'], rules, (s, turn) =>
      placeMove(cellOf(moves[turn]!, rules), s.currentPlayer!, rules),
    );
    expect(state.winner!.symbol).toBe('X');
    expect(transcript).toContain('\nX wins with Row 8, d8 to h8.\nScore after 1 game: ');
    expect(transcript).toContain('\n 8   .  .  . [X][X][X][X][X] .  .  .  .  .  .  .\n');
    expect(transcript).toContain('\n 9   .  .  .  O  O  O  O  .  .  .  .  .  .  .  .\n');
    expect(Math.max(...transcript.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
  });

  test('the rules in the opening lines, each within 80 columns', async () => {
    const run = await tictactoe(
      ['play', '--rows', '12', '--columns', '12', '--in-a-row', '4', '--gravity', '--misere', '--time', '10'],
      '',
    );
    expect(run.stdout.split('\n').slice(0, 4)).toEqual([
      'You play X against the AI (level 6, strongest).',
      'Rules: 4 in a row on 12 × 12, with gravity, misère.',
      'Misère: whoever gets 4 in a row, across, down or diagonally, loses.',
      'Type a column (a, b …) or a cell (a1 is the top left), or: hint, undo, quit.',
    ]);
    expect(Math.max(...run.stdout.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
    expect(
      (await tictactoe(['play', '--rules', 'gomoku', '--misere', '--two-players'], '')).stdout.split('\n')[1],
    ).toBe('Rules: Gomoku, misère.');
  });

  test.each([
    [1, 1],
    [1, 19],
    [19, 1],
    [9, 9],
    [19, 19],
  ])('%i×%i: the empty board drawn with its coordinates, within 80 columns', async (rows, columns) => {
    const run = await tictactoe(
      ['play', '--rows', String(rows), '--columns', String(columns), '--in-a-row', '1', '--two-players'],
      '',
    );
    const rules = unwrap(engine.createInitialState({ rows, columns, inARow: 1 }, PLAYERS)).rules;
    expect(lastBoard(run.stdout, rules)).toEqual(Array(rows * columns).fill(null));
    expect(Math.max(...run.stdout.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
  });
});

/** The cells where the player to move completes a line, and those where the opponent would. */
function tactics(state: GameState): { wins: number[]; blocks: number[] } {
  const completes = (s: GameState, mark: Mark): number[] =>
    s.board.flatMap((_, cell) => {
      const next = engine.applyMove(s, placeMove(cell, mark, s.rules));
      return next.ok && next.value.winner?.symbol === mark ? [cell] : [];
    });
  const me = state.currentPlayer!;
  // The opponent's lines: as if they were to move (a pass is not a move: swap the marks' counts by an extra mark
  // nowhere).
  const other: Mark = me === 'X' ? 'O' : 'X';
  const blocks = state.board
    .flatMap((mark, cell) => {
      if (mark !== null) return [];
      const board = state.board.map((m, c) => (c === cell ? other : m));
      return lineOf(board, state.rules, other) ? [cell] : [];
    })
    .filter((cell) => engine.validateMove(state, placeMove(cell, me, state.rules), state.currentPlayerId!).valid);
  return { wins: completes(state, me), blocks };
}

/** Says whether `mark` has `inARow` in a row on `board` (across, down or diagonally). */
function lineOf(board: readonly (Mark | null)[], { rows, columns, inARow }: Rules, mark: Mark): boolean {
  const at = (r: number, c: number): boolean =>
    r >= 0 && r < rows && c >= 0 && c < columns && board[r * columns + c] === mark;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [1, -1],
      ] as const) {
        let n = 0;
        while (n < inARow && at(r + dr * n, c + dc * n)) n++;
        if (n === inARow) return true;
      }
    }
  }
  return false;
}

function cellOf(name: string, rules: Rules): number {
  const [letter, ...digits] = name;
  return (Number(digits.join('')) - 1) * rules.columns + letter!.charCodeAt(0) - 97;
}

describe('play --json: one event per line', () => {
  interface Event {
    readonly type?: string;
    readonly error?: { code: string; message: string };
    readonly [field: string]: unknown;
  }
  const events = (stdout: string): Event[] =>
    stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Event);

  test('Connect Four for two players: start, board, move … end, and errors that do not stop the game', async () => {
    const run = await tictactoe(
      ['play', '--rules', 'connect-four', '--two-players', '--json'],
      'd\nd1\nhelp\ne\nd\ne\nd\ne\nd\n',
    );
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const log = events(run.stdout);
    expect(log[0]).toEqual({
      type: 'start',
      round: 1,
      rules: JSON.parse(JSON.stringify(PRESETS['connect-four'])),
      ai: null,
    });
    expect(log[1]).toEqual({ type: 'board', board: Array(6).fill('.......').join('/'), toMove: 'X', moves: '' });
    expect(log[2]).toEqual({ type: 'move', symbol: 'X', cell: 38, name: 'd6', by: 'player' });
    expect(log[4]).toEqual({
      error: {
        code: 'FLOATING_CELL',
        message: 'd1 has an empty cell below it (gravity: play d5).',
        cell: 3,
        name: 'd1',
      },
    });
    expect(log[6]).toMatchObject({ type: 'help' });
    const end = log.find((event) => event.type === 'end');
    expect(end).toEqual({
      type: 'end',
      status: 'won',
      winner: 'X',
      line: [17, 24, 31, 38].map((cell) => ({ cell, name: cellName(cell, PRESETS['connect-four']) })),
      board: expect.stringMatching(/^(\.{7}\/){2}\.\.\.X\.\.\.\//),
      moves: 'd6 e6 d5 e5 d4 e4 d3',
    });
    // Every board event is the game so far.
    let state = unwrap(engine.createInitialState(PRESETS['connect-four'], PLAYERS));
    for (const event of log) {
      if (event.type === 'board')
        expect(event).toEqual({
          type: 'board',
          board: formatBoard(state.board, { shape: state.rules, separators: true }),
          toMove: state.currentPlayer,
          moves: formatMoves(
            state.history.map((h) => h.cell),
            { shape: state.rules },
          ),
        });
      if (event.type === 'move')
        state = unwrap(engine.applyMove(state, placeMove(event.cell as number, event.symbol as Mark, state.rules)));
    }
    expect(state.status).toBe('won');
  });

  test('against the AI on 3×3: its moves, a hint and the end, read by a program waiting for each board', async () => {
    const ai = new TicTacToeAI({ seed: 1 });
    const terminal = new Terminal(['play', '--json', '--as', 'o', '--seed', '9']);
    let state = unwrap(engine.createInitialState({}, PLAYERS));
    let hinted = false;
    for (;;) {
      const { text, exited } = await terminal.prompt();
      for (const event of events(text)) {
        if (event.type === 'move' && event.by === 'ai')
          state = unwrap(engine.applyMove(state, placeMove(event.cell as number, event.symbol as Mark)));
        if (event.type === 'hint')
          expect(event).toEqual({ type: 'hint', ...hintJson(ai.getHint(state, 'O')!, state.rules) });
        if (event.type === 'board') expect(event.board).toBe(formatBoard(state.board, { separators: true }));
      }
      // At the end the CLI asks whether to play again (an `again` event): the end of input says no.
      if (exited || state.status !== 'in-progress') break;
      if (!hinted) {
        hinted = true;
        terminal.type('hint');
        continue;
      }
      const move = unwrap(ai.getMoveSync(state, 6, 'O'));
      terminal.type(cellName(move.data.position.row * 3 + move.data.position.col));
      state = unwrap(engine.applyMove(state, move));
    }
    const run = await terminal.exit();
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const log = events(run.stdout);
    expect(log[0]).toEqual({
      type: 'start',
      round: 1,
      rules: JSON.parse(JSON.stringify(state.rules)),
      ai: { level: 6, plays: 'X', perfect: true },
    });
    expect(log.slice(-2)).toEqual([{ type: 'tally', games: 1, draws: 1, wins: { X: 0, O: 0 } }, { type: 'again' }]);
    expect(log.at(-3)).toEqual({
      type: 'end',
      status: 'draw',
      winner: null,
      line: null,
      board: formatBoard(state.board, { separators: true }),
      moves: formatMoves(state.history.map((h) => h.cell)),
    });
    expect(log.filter((event) => event.type === 'hint')).toHaveLength(1);
  });

  test("--seed: the AI makes the moves the library's AI makes with that seed", async () => {
    const empty = unwrap(engine.createInitialState({}, PLAYERS));
    for (const seed of [1, 2, 3]) {
      const log = events(
        (await tictactoe(['play', '--as', 'o', '--ai', '1', '--seed', String(seed), '--json'], 'quit\n')).stdout,
      );
      const { row, col } = unwrap(new TicTacToeAI({ seed }).getMoveSync(empty, 1, 'X')).data.position;
      expect(log[1]).toEqual({
        type: 'move',
        symbol: 'X',
        cell: row * 3 + col,
        name: cellName(row * 3 + col),
        by: 'ai',
      });
    }
  });

  test('nothing to undo: the same message as text and as JSON', async () => {
    for (const args of [['--two-players'], ['--ai', '3']]) {
      const text = (await tictactoe(['play', ...args], 'undo\n')).stdout;
      const log = events((await tictactoe(['play', ...args, '--json'], 'undo\n')).stdout);
      const { error } = log.find((event) => event.error)!;
      expect(error!.code).toBe('NOTHING_TO_UNDO');
      expect(text).toContain(`> ${error!.message}\n`);
    }
  });

  test('the end of input and quit: an abandoned game', async () => {
    for (const input of ['b2\n', 'b2\nquit\n']) {
      const log = events((await tictactoe(['play', '--two-players', '--json'], input)).stdout);
      expect(log.at(-1)).toEqual({
        type: 'end',
        status: 'abandoned',
        winner: null,
        line: null,
        board: '.../.X./...',
        moves: 'b2',
      });
    }
  });
});
