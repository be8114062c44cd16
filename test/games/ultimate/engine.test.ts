// UltimateEngine through its public entry, against the oracle written from the rules
// (test/support/ultimate-oracle.ts): random games under every combination of the switches, every
// step checked; the field's known bugs; JSON round trips and forged states; setups, replays,
// undo; annotations; and bad input of every kind.
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { TicTacToeError, unwrap } from '../../../src/index.js';
import {
  moveFromSquare,
  squareName,
  UltimateEngine,
  ultimateMove,
  type UltimateMove,
  type UltimateSettings,
  type UltimateState,
} from '../../../src/ultimate.js';
import { ALL_RULES, OracleGame, oracleSquare } from '../../support/ultimate-oracle.js';

const engine = new UltimateEngine();
const PLAYERS = [{ id: 'ann' }, { id: 'bob' }];
const numberOf = (move: UltimateMove): number => move.data.board * 9 + move.data.cell;
const codeOf = (result: { ok: boolean; error?: { code: string } }): string => (result.ok ? 'ok' : result.error!.code);

/** What the state says, as the oracle would say it. */
function view(state: UltimateState) {
  return {
    cells: state.board.map((mark) => mark ?? '.').join(''),
    locals: state.boards.map((local) => (local === 'draw' ? 'D' : (local ?? '.'))).join(''),
    forced: state.forcedBoard,
    status: state.status,
    winner: state.winner?.symbol ?? null,
    line: state.winningLine,
    toMove: state.currentPlayer,
    moves: state.moveCount,
  };
}

function oracleView(game: OracleGame) {
  const over = game.result !== null;
  return {
    cells: game.cells.map((mark) => mark ?? '.').join(''),
    locals: game.locals.map((local) => (local === 'draw' ? 'D' : (local ?? '.'))).join(''),
    forced: game.forced,
    status: !over ? 'in-progress' : game.result === 'draw' ? 'draw' : 'won',
    winner: game.result === 'X' || game.result === 'O' ? game.result : null,
    line: game.line,
    toMove: over ? null : game.toMove,
    moves: game.moves,
  };
}

describe('UltimateEngine against the oracle', () => {
  prop.prop([fc.integer({ min: 0, max: 7 }), fc.array(fc.nat(), { minLength: 81, maxLength: 81 })], { numRuns: 120 })(
    'random games under every combination of the switches: legal moves, cells, local results, forced board, outcome',
    (index, picks) => {
      const rules = ALL_RULES[index]!;
      const oracle = new OracleGame(rules);
      let state = unwrap(engine.createInitialState({ ...rules }, PLAYERS));
      for (const pick of picks) {
        const mover = state.currentPlayerId;
        const legal = mover === null ? [] : engine.getLegalMoves(state, mover).map(numberOf);
        expect(legal).toEqual(oracle.legal());
        expect(view(state)).toEqual(oracleView(oracle));
        if (legal.length === 0) break;
        const move = legal[pick % legal.length]!;
        // An illegal move of each kind the position has, refused with its code.
        const symbol = state.currentPlayer!;
        const forced = state.forcedBoard;
        const outside = [...Array(81).keys()].find((m) => forced !== null && Math.floor(m / 9) !== forced);
        if (outside !== undefined) {
          const refused = engine.applyMove(state, ultimateMove(outside, symbol));
          expect(refused.ok ? 'ok' : [refused.error.code, refused.error.board]).toEqual(['WRONG_BOARD', forced]);
        }
        const taken = [...Array(81).keys()].find((m) => oracle.cells[m] !== null && !oracle.legal().includes(m));
        if (taken !== undefined && (forced === null || Math.floor(taken / 9) === forced))
          expect(['CELL_OCCUPIED', 'BOARD_CLOSED']).toContain(
            codeOf(engine.applyMove(state, ultimateMove(taken, symbol))),
          );
        expect(engine.validateMove(state, ultimateMove(move, symbol), mover!)).toEqual({ valid: true });
        state = unwrap(engine.applyMove(state, ultimateMove(move, symbol)));
        oracle.play(move);
      }
      expect(state.status).not.toBe('in-progress');
      expect(state.moveCount).toBeLessThanOrEqual(81);
      // The game survives JSON, and a finished one offers no move.
      const again = JSON.parse(JSON.stringify(state)) as UltimateState;
      expect(engine.isTerminal(again)).toEqual(engine.isTerminal(state));
      expect(codeOf(engine.applyMove(again, ultimateMove(0, 'X')))).toBe('GAME_OVER');
    },
  );

  test('perft from the start through the public API, depths 1–3 (81, 720, 6,336)', () => {
    const count = (state: UltimateState, depth: number): number => {
      if (depth === 0) return 1;
      let total = 0;
      for (const move of state.currentPlayerId ? engine.getLegalMoves(state, state.currentPlayerId) : [])
        total += count(unwrap(engine.applyMove(state, move)), depth - 1);
      return total;
    };
    const start = unwrap(engine.createInitialState({}, PLAYERS));
    expect([1, 2, 3].map((depth) => count(start, depth))).toEqual([81, 720, 6336]);
  });
});

describe("the field's known bugs", () => {
  const play = (moves: (number | string)[], settings: UltimateSettings = {}): UltimateState =>
    unwrap(engine.replay(moves, settings, PLAYERS));

  test.each([
    ['won', (game: OracleGame, board: number) => game.locals[board] === 'X' || game.locals[board] === 'O'],
    [
      'filled',
      (game: OracleGame, board: number) => game.cells.slice(board * 9, board * 9 + 9).every((c) => c !== null),
    ],
  ])('sent into the board just %s: a free move', (_, closedBy) => {
    // Random games until a move closes its own board and sends the opponent into it.
    for (let seed = 1; seed < 5000; seed++) {
      const game = new OracleGame();
      const moves: number[] = [];
      let x = seed;
      while (game.result === null) {
        const legal = game.legal();
        x = (x * 1103515245 + 12345) % 2 ** 31;
        const move = legal[x % legal.length]!;
        const board = Math.floor(move / 9);
        const before = closedBy(game, board);
        game.play(move);
        moves.push(move);
        if (!before && closedBy(game, board) && move % 9 === board && game.result === null) {
          const state = play(moves);
          expect(view(state)).toEqual(oracleView(game));
          expect(state.forcedBoard).toBeNull();
          const boards = new Set(engine.getLegalMoves(state, state.currentPlayerId!).map((m) => m.data.board));
          expect(boards.has(board)).toBe(false);
          expect(boards.size).toBeGreaterThan(1);
          return;
        }
      }
    }
    throw new Error('no such game found');
  });

  test('every board closed without a line: a drawn game, and no legal move; never earlier', () => {
    // Random games until one ends in a draw with every board closed, under the standard rules.
    for (let seed = 1; seed < 400; seed++) {
      const oracle = new OracleGame();
      let state = unwrap(engine.createInitialState({}, PLAYERS));
      let x = seed;
      while (state.status === 'in-progress') {
        const legal = engine.getLegalMoves(state, state.currentPlayerId!);
        // The game never ends while a board is open and nobody has a line.
        expect(legal.length).toBeGreaterThan(0);
        x = (x * 1103515245 + 12345) % 2 ** 31;
        const move = legal[x % legal.length]!;
        state = unwrap(engine.applyMove(state, move));
        oracle.play(numberOf(move));
      }
      if (state.status === 'draw' && state.boards.every((local) => local !== null)) {
        expect(engine.getLegalMoves(state, 'ann')).toEqual([]);
        expect(engine.getLegalMoves(state, 'bob')).toEqual([]);
        expect(engine.isTerminal(state)).toMatchObject({ status: 'draw', winner: null, by: 'draw' });
        return;
      }
    }
    throw new Error('no drawn game in 400 random games');
  });

  test('the tiebreak: with every board closed and no line, more boards won wins', () => {
    for (let seed = 1; seed < 2000; seed++) {
      const rules: UltimateSettings = { wonBoards: 'closed', drawnBoards: 'nobody', tiebreak: 'most-boards' };
      let state = unwrap(engine.createInitialState(rules, PLAYERS));
      let x = seed;
      while (state.status === 'in-progress') {
        const legal = engine.getLegalMoves(state, state.currentPlayerId!);
        x = (x * 1103515245 + 12345) % 2 ** 31;
        state = unwrap(engine.applyMove(state, legal[x % legal.length]!));
      }
      if (state.status === 'won' && state.winningLine === null) {
        const won = (mark: string): number => state.boards.filter((local) => local === mark).length;
        expect(won(state.winner!.symbol)).toBeGreaterThan(won(state.winner!.symbol === 'X' ? 'O' : 'X'));
        expect(engine.isTerminal(state)).toMatchObject({ by: 'tiebreak', line: null });
        return;
      }
    }
    throw new Error('no game won by the tiebreak');
  });
});

describe('notation, setups, replays and history', () => {
  test('squares as the UGI engines name them', () => {
    for (let move = 0; move < 81; move++) {
      expect(squareName(move)).toBe(oracleSquare(move));
      expect(moveFromSquare(squareName(move))).toBe(move);
    }
    for (const junk of [-1, 81, 1.5, Number.NaN, '4', null])
      expect(() => squareName(junk as never)).toThrow(TicTacToeError);
    for (const junk of [null, 5, {}, 'zz', '']) expect(moveFromSquare(junk as never)).toBeUndefined();
  });

  test('a position string in and out, its forced board from the last move', () => {
    const state = unwrap(engine.fromSetup('9/9/9/9/4x4/9/9/9/9 O 1 e5', {}, PLAYERS));
    expect([state.forcedBoard, state.currentPlayer, state.setup, state.history]).toEqual([
      4,
      'O',
      '9/9/9/9/4x4/9/9/9/9 O 1 e5',
      [],
    ]);
    expect(engine.toPosition(state)).toBe('9/9/9/9/4x4/9/9/9/9 O 1 e5');
    const next = unwrap(engine.applyMove(state, ultimateMove('e4', 'O')));
    expect(engine.toPosition(next)).toBe('9/9/9/9/4x4/4o4/9/9/9 X 2 e4');
    expect(next.forcedBoard).toBe(7);
    // Through JSON, a set-up game is rebuilt from its setup and history.
    const again = JSON.parse(JSON.stringify(next)) as UltimateState;
    expect(engine.toPosition(again)).toBe(engine.toPosition(next));
    expect(codeOf(engine.fromSetup('9/9/9/9/4x4/9/9/9/9 X 1 e5', {}, PLAYERS))).toBe('BAD_MARK_COUNT');
    expect(codeOf(engine.fromSetup(42 as never, {}, PLAYERS))).toBe('BAD_POSITION');
  });

  test('replay takes move numbers, squares and moves; undo and stateAt walk the history', () => {
    const game = unwrap(engine.replay([40, 'e6', ultimateMove('e8', 'X')], {}, PLAYERS));
    expect(game.history.map((entry) => entry.square)).toEqual(['e5', 'e6', 'e8']);
    expect(game.history.map((entry) => [entry.board, entry.cell, entry.move])).toEqual([
      [4, 4, 40],
      [4, 1, 37],
      [1, 4, 13],
    ]);
    expect(view(unwrap(engine.undo(game)))).toEqual(view(unwrap(engine.stateAt(game, 2))));
    expect(unwrap(engine.stateAt(game, 0)).moveCount).toBe(0);
    expect(codeOf(engine.stateAt(game, 4))).toBe('PLY_OUT_OF_RANGE');
    expect(codeOf(engine.undo(unwrap(engine.stateAt(game, 0))))).toBe('NOTHING_TO_UNDO');
    const bad = engine.replay([40, 0], {}, PLAYERS);
    expect(bad.ok ? 'ok' : [bad.error.code, bad.error.ply]).toEqual(['WRONG_BOARD', 1]);
    expect(codeOf(engine.replay(['j9'], {}, PLAYERS))).toBe('MALFORMED_MOVE');
  });
});

describe('states are frozen, survive JSON, and forged ones are refused', () => {
  const game = unwrap(engine.replay(['e5', 'e6', 'e8', 'd5'], { metadata: { gameId: 'g' } }, PLAYERS));

  test('frozen, and the same after JSON', () => {
    expect(Object.isFrozen(game) && Object.isFrozen(game.board) && Object.isFrozen(game.history)).toBe(true);
    const json = JSON.parse(JSON.stringify(game)) as UltimateState;
    expect(view(unwrap(engine.applyMove(json, ultimateMove(game.forcedBoard! * 9, 'X'))))).toEqual(
      view(unwrap(engine.applyMove(game, ultimateMove(game.forcedBoard! * 9, 'X')))),
    );
  });

  test.each([
    [
      'a cell changed',
      (s: Record<string, unknown>) => ({ ...s, board: (s.board as unknown[]).map((c, i) => (i === 0 ? 'X' : c)) }),
    ],
    ['the forced board changed', (s: Record<string, unknown>) => ({ ...s, forcedBoard: 0 })],
    ['the history cut', (s: Record<string, unknown>) => ({ ...s, history: (s.history as unknown[]).slice(1) })],
    ['the player to move swapped', (s: Record<string, unknown>) => ({ ...s, currentPlayerId: 'bob' })],
    ['no rules', (s: Record<string, unknown>) => ({ ...s, rules: null })],
    ['a bad switch', (s: Record<string, unknown>) => ({ ...s, rules: { wonBoards: 'sometimes' } })],
    ['a winner on an open board', (s: Record<string, unknown>) => ({ ...s, status: 'won' })],
    ['a setup that is not a position', (s: Record<string, unknown>) => ({ ...s, setup: 'nine' })],
  ])('%s: INVALID_STATE', (_, forge) => {
    const forged = forge(JSON.parse(JSON.stringify(game)) as Record<string, unknown>) as unknown as UltimateState;
    expect(codeOf(engine.applyMove(forged, ultimateMove(0, 'X')))).toBe('INVALID_STATE');
    expect(() => engine.isTerminal(forged)).toThrow(expect.objectContaining({ code: 'INVALID_STATE' }));
  });
});

describe('annotations', () => {
  test('the forced board, the closed boards, the last move, the winning line and the threats', () => {
    const oracle = new OracleGame();
    let state = unwrap(engine.createInitialState({}, PLAYERS));
    let x = 7;
    while (state.status === 'in-progress') {
      const annotations = engine.getAnnotations(state);
      const forced = annotations.filter((a) => a.type === 'forced-board');
      expect(forced.map((a) => a.type === 'forced-board' && a.board)).toEqual(
        state.forcedBoard === null ? [] : [state.forcedBoard],
      );
      const closed = annotations.flatMap((a) => (a.type === 'closed-board' ? [[a.board, a.result]] : []));
      expect(closed).toEqual(state.boards.flatMap((local, board) => (local === null ? [] : [[board, local]])));
      // Threats: the empty cells of an undecided board where a mark would win it, by the oracle.
      for (const a of annotations) {
        if (a.type !== 'threat') continue;
        for (const move of a.cells) {
          const trial = oracle.clone();
          trial.cells[move] = a.symbol;
          const board = a.board;
          const lines = [
            [0, 1, 2],
            [3, 4, 5],
            [6, 7, 8],
            [0, 3, 6],
            [1, 4, 7],
            [2, 5, 8],
            [0, 4, 8],
            [2, 4, 6],
          ];
          expect(lines.some((line) => line.every((c) => trial.cells[board * 9 + c] === a.symbol))).toBe(true);
          expect(oracle.cells[move]).toBeNull();
        }
        expect(a.positions).toHaveLength(a.cells.length);
      }
      const legal = engine.getLegalMoves(state, state.currentPlayerId!);
      x = (x * 1103515245 + 12345) % 2 ** 31;
      const move = legal[x % legal.length]!;
      state = unwrap(engine.applyMove(state, move));
      oracle.play(numberOf(move));
      expect(engine.getAnnotations(state).find((a) => a.type === 'last-move')?.cells).toEqual([numberOf(move)]);
    }
    const line = engine.getAnnotations(state).find((a) => a.type === 'winning-line');
    expect(line?.type === 'winning-line' ? line.boards : null).toEqual(state.winningLine);
  });
});

describe('bad input', () => {
  const start = unwrap(engine.createInitialState({}, PLAYERS));
  const throwing = new Proxy(
    {},
    {
      get: () => {
        throw new Error('boom');
      },
    },
  );
  const junk: unknown[] = [null, undefined, 0, Number.NaN, 1.5, -1, '', 'e5', [], {}, throwing, () => 1, Symbol('x')];

  test('moves: MALFORMED_MOVE, NOT_INTEGER, OUT_OF_RANGE; never a throw, inputs unchanged', () => {
    for (const move of junk) expect(codeOf(engine.applyMove(start, move as never))).toBe('MALFORMED_MOVE');
    const at = (board: unknown, cell: unknown) => ({ type: 'place', data: { board, cell, symbol: 'X' } }) as never;
    expect(codeOf(engine.applyMove(start, at(1.5, 0)))).toBe('NOT_INTEGER');
    expect(codeOf(engine.applyMove(start, at('4', 4)))).toBe('NOT_INTEGER');
    expect(codeOf(engine.applyMove(start, at(9, 0)))).toBe('OUT_OF_RANGE');
    expect(codeOf(engine.applyMove(start, at(0, -1)))).toBe('OUT_OF_RANGE');
    expect(codeOf(engine.applyMove(start, ultimateMove(0, 'O')))).toBe('NOT_YOUR_TURN');
    const move = { type: 'place', data: { board: 4, cell: 4, symbol: 'X' } };
    const copy = JSON.parse(JSON.stringify(move));
    unwrap(engine.applyMove(start, move as UltimateMove));
    expect(move).toEqual(copy);
  });

  test('validateMove: players and turns', () => {
    expect(engine.validateMove(start, ultimateMove(40, 'X'), 'bob')).toMatchObject({
      valid: false,
      error: { code: 'NOT_YOUR_TURN' },
    });
    expect(engine.validateMove(start, ultimateMove(40, 'O'), 'ann')).toMatchObject({
      valid: false,
      error: { code: 'WRONG_SYMBOL' },
    });
    for (const id of [...junk, 'carl'])
      expect(engine.validateMove(start, ultimateMove(40, 'X'), id as never)).toMatchObject({
        valid: false,
        error: { code: 'UNKNOWN_PLAYER' },
      });
  });

  test('states, settings and players', () => {
    for (const state of junk) {
      expect(codeOf(engine.applyMove(state as never, ultimateMove(40, 'X')))).toBe('INVALID_STATE');
      expect(() => engine.getLegalMoves(state as never, 'ann')).toThrow(TicTacToeError);
      expect(() => engine.getAnnotations(state as never)).toThrow(TicTacToeError);
    }
    for (const settings of [null, 5, 'x', throwing, { wonBoards: 'sometimes' }, { tiebreak: 3 }, { metadata: 5 }])
      expect(codeOf(engine.createInitialState(settings as never, PLAYERS))).toBe('INVALID_SETTINGS');
    for (const players of junk) expect(codeOf(engine.createInitialState({}, players as never))).toBe('INVALID_PLAYERS');
    expect(codeOf(engine.createInitialState({}, [{ id: 'a' }, { id: 'a' }]))).toBe('DUPLICATE_PLAYER');
    for (const move of junk.filter((m) => typeof m !== 'string' && typeof m !== 'number'))
      expect(() => ultimateMove(move as never, 'X')).toThrow(TicTacToeError);
    expect(() => ultimateMove(40, 'Z' as never)).toThrow(TicTacToeError);
    for (const moves of [null, 5, throwing])
      expect(['MALFORMED_MOVE']).toContain(codeOf(engine.replay(moves as never, {}, PLAYERS)));
  });
});
