// `tictactoe hint`, `analyze` and `stats`, as text and as --json, through the built CLI.
import { describe, expect, test } from 'vitest';
import { TicTacToeAI, TicTacToeEngine, parseMoves, unwrap } from '../../src/index.js';
import { tictactoe } from './terminal.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'X' }, { id: 'O' }];
const ai = new TicTacToeAI();
/** What JSON.stringify makes of a value, read back. */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

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
    const ranked = out.split('\n').filter((line) => /^  [a-c][1-3]  /.test(line));
    expect(ranked).toHaveLength(8);
    expect(ranked.filter((line) => line.endsWith('(best)')).map((line) => line.slice(2, 4)).sort()).toEqual(['a1', 'a3', 'c1', 'c3']);
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
  ] as const)('--json for %j (%s) is the library hint', async (input, variant, args) => {
    const hint = JSON.parse(await ok('hint', ...args, '--json')) as { board: string; variant: string; cell: number };
    const board = /[XO.]{3}\/?[XO.]{3}\/?[XO.]{3}/.test(input) ? input.replaceAll('/', '') : undefined;
    const state = board
      ? unwrap(engine.fromSetup(board, { variant }, PLAYERS))
      : unwrap(engine.replay(unwrap(parseMoves(input)), { variant }, PLAYERS));
    expect(hint).toEqual({ board: board ?? state.board.map((c) => c ?? '.').join(''), variant, ...(json(ai.getHint(state, state.currentPlayerId!)) as object) });
  });

  test('--json: X must block at c2 on X.O/.X./..O; in misère, other rules apply', async () => {
    const standard = JSON.parse(await ok('hint', 'X.O/.X./..O', '--json'));
    expect(standard).toMatchObject({ symbol: 'X', cell: 5, reason: 'block', outcome: { result: 'draw' } });
    expect(standard.moves.filter((m: { best: boolean }) => m.best).map((m: { cell: number }) => m.cell)).toEqual([5]);
    const misere = JSON.parse(await ok('hint', 'X.O/.X./..O', '--json', '--misere'));
    expect(misere.variant).toBe('misere');
    expect(misere.moves.map((m: { cell: number }) => m.cell).sort()).toEqual([1, 3, 5, 6, 7]);
  });

  test('a finished game has nothing to hint: exit code 1 and one line', async () => {
    const run = await tictactoe(['hint', 'b2 a1 c1 a3 a2 c2 c3 b1 b3']);
    expect(run).toEqual({ code: 1, stdout: '', stderr: 'tictactoe: the game is over (a draw): there is no move to hint\n' });
    expect((await tictactoe(['hint', 'XXX/OO./...'])).stderr).toBe('tictactoe: the game is over (X won): there is no move to hint\n');
  });
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
    const expected = json(unwrap(ai.analyzeGame(unwrap(engine.replay(unwrap(parseMoves(GAME.join(' '))), {}, PLAYERS)))));
    for (const args of [GAME, [GAME.join(' ')], ['4108623'], ['4,1,0,8,6,2,3']]) {
      const analysis = JSON.parse(await ok('analyze', ...args, '--json'));
      expect(analysis).toEqual(expected);
    }
    const analysis = expected as { status: string; winner: string; moves: { classification: string }[] };
    expect(analysis.status).toBe('won');
    expect(analysis.winner).toBe('X');
    expect(analysis.moves.map((m) => m.classification)).toEqual(['best', 'blunder', 'best', 'best', 'best', 'best', 'best']);
  });

  test('--misere analyses by the misère rules', async () => {
    const analysis = JSON.parse(await ok('analyze', 'a1 b2 c3', '--misere', '--json'));
    expect(analysis.variant).toBe('misere');
    expect(analysis).toEqual(json(unwrap(ai.analyzeGame(unwrap(engine.replay([0, 4, 8], { variant: 'misere' }, PLAYERS))))));
  });

  test('a game in progress says so', async () => {
    expect(await ok('analyze', 'b2')).toMatch(/\nResult: in progress\n/);
  });
});

describe('stats', () => {
  test('--json counts the whole game tree and solves it', async () => {
    const stats = JSON.parse(await ok('stats', '--json'));
    expect(stats).toEqual({
      games: 255_168,
      xWins: 131_184,
      oWins: 77_904,
      draws: 46_080,
      states: 549_946, // the perft counts by ply, 1 + 9 + 72 + … + 127,872
      positions: 5_478,
      openPositions: 4_520,
      finishedPositions: 958,
      value: 'draw',
      solverEntries: expect.any(Number),
      walkMs: expect.any(Number),
      solveMs: expect.any(Number),
    });
    expect(stats.solverEntries).toBeGreaterThan(0);
    for (const ms of [stats.walkMs, stats.solveMs]) expect(Number.isFinite(ms) && ms > 0).toBe(true);
  });

  test('as text, with thousands separators', async () => {
    const out = await ok('stats');
    expect(out.split('\n')[0]).toBe('Games:      255,168 (X wins 131,184, O wins 77,904, draws 46,080)');
    expect(out).toMatch(/^States: {5}549,946 in the game tree, walked in [\d.]+ ms$/m);
    expect(out).toMatch(/^Positions: {2}5,478 \(4,520 open, 958 over\)$/m);
    expect(out).toMatch(/with perfect play: draw\n$/);
  });
});
