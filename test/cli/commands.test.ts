// `tictactoe hint`, `analyze` and `stats`, as text and as --json, through the built CLI.
import { describe, expect, test } from 'vitest';
import {
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  formatBoard,
  parseMoves,
  unwrap,
  type GameState,
  type TicTacToeSettings,
} from '../../src/index.js';
import { analysisJson, hintJson, json } from './cli-json.js';
import { tictactoe } from './terminal.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'X' }, { id: 'O' }];
const ai = new TicTacToeAI();

/** Runs a command that must succeed and print nothing on stderr; returns its stdout. */
async function ok(...args: string[]): Promise<string> {
  const run = await tictactoe(args);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run.stdout;
}

describe('hint', () => {
  test('after b2: the board, the best move and every move ranked', async () => {
    const out = await ok('hint', 'b2');
    expect(out).toMatchSnapshot();
    const ranked = out.split('\n').filter((line) => /^ {2}[a-c][1-3] {2}/.test(line));
    expect(ranked).toHaveLength(8);
    expect(
      ranked
        .filter((line) => line.endsWith('(best)'))
        .map((line) => line.slice(2, 4))
        .sort(),
    ).toEqual(['a1', 'a3', 'c1', 'c3']);
  });

  test.each([
    ['b2', 'standard', ['b2']],
    ['4', 'standard', ['4']],
    ['b2 a1 c3', 'standard', ['b2', 'a1', 'c3']],
    ['408', 'standard', ['408']],
    ['4,0,8', 'standard', ['4,0,8']],
    ['X.O/.X./..O', 'standard', ['X.O/.X./..O']],
    ['X.O.X...O', 'standard', ['X.O.X...O']],
    ['X.O/.X./..O', 'misere', ['X.O/.X./..O', '--misere']],
    ['', 'standard', ['']],
  ] as const)('--json for %j (%s) is the library hint, each cell as { cell, name }', async (input, variant, args) => {
    const hint = JSON.parse(await ok('hint', ...args, '--json')) as { board: string; rules: object; cell: number };
    const board = /[XO.]{3}\/?[XO.]{3}\/?[XO.]{3}/.test(input) ? input.replaceAll('/', '') : undefined;
    const state = board
      ? unwrap(engine.fromSetup(board, { variant }, PLAYERS))
      : unwrap(engine.replay(unwrap(parseMoves(input)), { variant }, PLAYERS));
    const text = formatBoard(state.board, { separators: true });
    expect(hint).toEqual({
      board: text,
      rules: json(state.rules),
      ...hintJson(ai.getHint(state, state.currentPlayerId!)!, state.rules),
    });
    if (board) expect(text.replaceAll('/', '')).toBe(board);
  });

  test('--json: X must block at c2 on X.O/.X./..O; in misère, other rules apply', async () => {
    const standard = JSON.parse(await ok('hint', 'X.O/.X./..O', '--json'));
    expect(standard).toMatchObject({ symbol: 'X', cell: 5, reason: 'block', outcome: { result: 'draw' } });
    expect(standard.moves.filter((m: { best: boolean }) => m.best).map((m: { cell: number }) => m.cell)).toEqual([5]);
    const misere = JSON.parse(await ok('hint', 'X.O/.X./..O', '--json', '--misere'));
    expect(misere.rules.variant).toBe('misere');
    expect(misere.moves.map((m: { cell: number }) => m.cell).sort()).toEqual([1, 3, 5, 6, 7]);
  });

  test('a finished game has nothing to hint: exit code 1 and one line', async () => {
    const run = await tictactoe(['hint', 'b2 a1 c1 a3 a2 c2 c3 b1 b3']);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'tictactoe: The game is over (a draw): there is no move to hint.\n',
    });
    expect((await tictactoe(['hint', 'XXX/OO./...'])).stderr).toBe(
      'tictactoe: The game is over (X won): there is no move to hint.\n',
    );
  });
});

test('-- ends the options: what follows is the position', async () => {
  expect(await ok('hint', '--json', '--', 'b2')).toBe(await ok('hint', '--json', 'b2'));
});

describe('analyze', () => {
  const GAME = ['b2', 'b1', 'a1', 'c3', 'a3', 'c1', 'a2'];

  test('each move against perfect play, the result and each player', async () => {
    const out = await ok('analyze', ...GAME);
    expect(out).toMatchSnapshot();
    expect(out).toContain(' 2. O b1  blunder  (best: a1, c1, a3, c3)\n');
    expect(out).toContain('O: 3 moves, 2 best, 0 inaccuracies, 0 mistakes, 1 blunder; accuracy 66.7%\n');
  });

  test('--json is the library analysis, in one argument or many, names or digits', async () => {
    const expected = json({
      rules: PRESETS['tic-tac-toe'],
      ...analysisJson(
        unwrap(ai.analyzeGame(unwrap(engine.replay(unwrap(parseMoves(GAME.join(' '))), {}, PLAYERS)))),
        PRESETS['tic-tac-toe'],
      ),
    });
    for (const args of [GAME, [GAME.join(' ')], ['4108623'], ['4,1,0,8,6,2,3']]) {
      const analysis = JSON.parse(await ok('analyze', ...args, '--json'));
      expect(analysis).toEqual(expected);
    }
    const analysis = expected as { status: string; winner: string; moves: { classification: string }[] };
    expect(analysis.status).toBe('won');
    expect(analysis.winner).toBe('X');
    expect(analysis.moves.map((m) => m.classification)).toEqual([
      'best',
      'blunder',
      'best',
      'best',
      'best',
      'best',
      'best',
    ]);
  });

  test('--misere analyses by the misère rules', async () => {
    const analysis = JSON.parse(await ok('analyze', 'a1 b2 c3', '--misere', '--json'));
    expect(analysis.variant).toBe('misere');
    const state = unwrap(engine.replay([0, 4, 8], { variant: 'misere' }, PLAYERS));
    expect(analysis).toEqual({ rules: json(state.rules), ...analysisJson(unwrap(ai.analyzeGame(state)), state.rules) });
  });

  test('a game in progress says so', async () => {
    expect(await ok('analyze', 'b2')).toMatch(/\nResult: in progress\n/);
  });
});

describe('stats', () => {
  test('--json counts the whole game tree and solves it', async () => {
    const stats = JSON.parse(await ok('stats', '--json'));
    expect(stats).toEqual({
      rules: json(PRESETS['tic-tac-toe']),
      games: 255_168,
      xWins: 131_184,
      oWins: 77_904,
      draws: 46_080,
      states: 549_946, // the perft counts by ply, 1 + 9 + 72 + … + 127,872
      positions: 5_478,
      openPositions: 4_520,
      finishedPositions: 958,
      value: 'draw',
      countMs: expect.any(Number),
      solverEntries: expect.any(Number),
      solveMs: expect.any(Number),
    });
    expect(stats.solverEntries).toBeGreaterThan(0);
    for (const ms of [stats.countMs, stats.solveMs]) expect(Number.isFinite(ms) && ms > 0).toBe(true);
  });

  test('as text, with thousands separators', async () => {
    const out = await ok('stats');
    expect(out.split('\n')[0]).toBe('Games:      255,168 (X wins 131,184, O wins 77,904, draws 46,080)');
    expect(out).toMatch(/^States: {5}549,946 in the game tree, counted in [\d.]+ ms$/m);
    expect(out).toMatch(/^Positions: {2}5,478 \(4,520 open, 958 over\)$/m);
    expect(out).toMatch(/^Value: {6}draw with perfect play$/m);
    expect(out).toMatch(/^Solved: {5}every open position in [\d.]+ ms \([\d,]+ solver entries\)\n$/m);
  });

  /**
   * Counts the game tree by walking every game through the engine, one state at a time, and its value by plain minimax.
   */
  function walk(state: GameState): {
    games: number;
    xWins: number;
    oWins: number;
    draws: number;
    states: number;
    boards: Set<string>;
    value: number;
  } {
    const tree = { games: 0, xWins: 0, oWins: 0, draws: 0, states: 0, boards: new Set<string>(), value: 0 };
    const visit = (s: GameState): number => {
      tree.states++;
      tree.boards.add(s.board.join());
      if (s.status !== 'in-progress') {
        tree.games++;
        const winner = s.winner?.symbol;
        if (winner === 'X') tree.xWins++;
        else if (winner === 'O') tree.oWins++;
        else tree.draws++;
        return winner === 'X' ? 1 : winner === 'O' ? -1 : 0;
      }
      const values = engine
        .getLegalMoves(s, s.currentPlayerId!)
        .map((move) => visit(unwrap(engine.applyMove(s, move))));
      return s.currentPlayer === 'X' ? Math.max(...values) : Math.min(...values);
    };
    tree.value = visit(state);
    return tree;
  }

  test.each([
    [['--rows', '2', '--columns', '4'], { rows: 2, columns: 4 }],
    [['--rows', '2', '--columns', '4', '--misere'], { rows: 2, columns: 4, variant: 'misere' }],
    [['--rows', '4', '--columns', '3', '--gravity'], { rows: 4, columns: 3, gravity: true }],
    [['--rows', '3', '--columns', '3', '--in-a-row', '2', '--misere'], { inARow: 2, variant: 'misere' }],
  ] as const)('on other shapes: %j, the same counts as a walk of every game', async (args, settings) => {
    const stats = JSON.parse(await ok('stats', ...args, '--json'));
    const empty = unwrap(engine.createInitialState(settings as TicTacToeSettings, PLAYERS));
    const tree = walk(empty);
    expect(stats).toEqual({
      rules: json(empty.rules),
      games: tree.games,
      xWins: tree.xWins,
      oWins: tree.oWins,
      draws: tree.draws,
      states: tree.states,
      positions: tree.boards.size,
      openPositions: expect.any(Number),
      finishedPositions: expect.any(Number),
      value: ['O wins', 'draw', 'X wins'][tree.value + 1],
      countMs: expect.any(Number),
    });
    expect(stats.openPositions + stats.finishedPositions).toBe(tree.boards.size);
  });
});
