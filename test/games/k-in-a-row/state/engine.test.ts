import { describe, expect, it } from 'vitest';
import {
  PRESETS,
  winningLines,
  TicTacToeAI,
  TicTacToeEngine,
  TicTacToeError,
  cellFromCoordinate,
  cellFromName,
  cellLabel,
  cellName,
  cellToCoordinate,
  createSession,
  emptyTally,
  formatBoard,
  formatMoves,
  isCellIndex,
  loadRecord,
  parseBoard,
  placeMove,
  recordGame,
  unwrap,
  type CellIndex,
  type GameState,
  type Mark,
} from '../../../../src/index.js';
import {
  countingArray,
  hugeSparse,
  revokedProxy,
  throwingGetter,
  throwingItemArray,
  throwingProxy,
} from '../../../support/hostile.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'ann', name: 'Ann' }, { id: 'bob' }];
const start = (settings = {}): GameState => unwrap(engine.createInitialState(settings, PLAYERS));
const play = (cells: number[], settings = {}): GameState =>
  unwrap(engine.replay(cells as CellIndex[], settings, PLAYERS));

/** A game where `mark` fills `line` and the other mark plays the first free cells off the line. */
function gameWon(mark: Mark, line: readonly number[]): number[] {
  const spare = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((c) => !line.includes(c));
  // Pick filler cells that never complete a line for the other mark before `mark` finishes.
  for (let a = 0; a < spare.length; a++)
    for (let b = 0; b < spare.length; b++)
      for (let c = 0; c < spare.length; c++) {
        const filler = [spare[a]!, spare[b]!, spare[c]!];
        if (new Set(filler).size < 3) continue;
        const cells =
          mark === 'X'
            ? [line[0]!, filler[0]!, line[1]!, filler[1]!, line[2]!]
            : [filler[0]!, line[0]!, filler[1]!, line[1]!, filler[2]!, line[2]!];
        const result = engine.replay(cells as CellIndex[], {}, PLAYERS);
        if (result.ok && result.value.status === 'won' && result.value.winner?.symbol === mark) return cells;
      }
  throw new Error('no filler found');
}

const LINES = winningLines(PRESETS['tic-tac-toe']);

describe('the 16 wins of 002: every line, for X and for O', () => {
  const table = LINES.flatMap((line) => (['X', 'O'] as const).map((mark) => [mark, line.name, line] as const));
  it.each(table)('%s wins with the %s', (mark, name, line) => {
    const state = play(gameWon(mark, line.cells));
    const over = engine.isTerminal(state);
    expect(over).toMatchObject({ status: 'won', winner: { symbol: mark, playerId: mark === 'X' ? 'ann' : 'bob' } });
    expect(over?.line).toBe(line);
    expect(state.winningLine?.name).toBe(name);
    expect(engine.evaluate(state).scores).toEqual([
      { playerId: 'ann', score: mark === 'X' ? 1 : 0 },
      { playerId: 'bob', score: mark === 'O' ? 1 : 0 },
    ]);
  });

  it('names the lines, their types and ends as in 003 and 004', () => {
    expect(
      LINES.map((l) => [l.name, l.type, l.cells.join(''), `${l.start.row}${l.start.col}-${l.end.row}${l.end.col}`]),
    ).toEqual([
      ['Top Row', 'horizontal', '012', '00-02'],
      ['Middle Row', 'horizontal', '345', '10-12'],
      ['Bottom Row', 'horizontal', '678', '20-22'],
      ['Left Column', 'vertical', '036', '00-20'],
      ['Center Column', 'vertical', '147', '01-21'],
      ['Right Column', 'vertical', '258', '02-22'],
      ['Top-left to Bottom-right', 'diagonal', '048', '00-22'],
      ['Top-right to Bottom-left', 'anti-diagonal', '246', '02-20'],
    ]);
  });
});

describe('draws, late wins and the misère variant', () => {
  it('draws when the board fills with no line (002 example)', () => {
    // X O X / X O X / O X O
    const state = play([0, 1, 2, 4, 3, 6, 5, 8, 7]);
    expect(state.board.join(',')).toBe('X,O,X,X,O,X,O,X,O');
    expect(state.status).toBe('draw');
    expect(engine.isTerminal(state)).toMatchObject({
      status: 'draw',
      winner: null,
      loser: null,
      line: null,
      lines: [],
    });
    expect(engine.evaluate(state).scores.map((s) => s.score)).toEqual([0.5, 0.5]);
  });

  it('counts a line made by the 9th mark as a win, not a draw (004 edge case 4)', () => {
    const state = play([0, 1, 2, 3, 4, 5, 7, 6, 8]);
    expect(state.moveCount).toBe(9);
    expect(state.status).toBe('won');
    expect(state.winner?.symbol).toBe('X');
  });

  it('reports both lines when the last mark completes two', () => {
    // X: b1 c1 a2 a3, then a1 fills the Top Row and the Left Column at once.
    const over = engine.isTerminal(play([1, 4, 2, 5, 3, 7, 6, 8, 0]));
    expect(over?.lines.map((l) => l.name)).toEqual(['Top Row', 'Left Column']);
    expect(over?.line?.name).toBe('Top Row');
  });

  it('in misère, the player who completes a line loses', () => {
    const state = play([0, 3, 1, 4, 2], { variant: 'misere' });
    expect(state.rules.variant).toBe('misere');
    expect(state.winner).toEqual({ playerId: 'bob', symbol: 'O' });
    expect(state.winningLine?.name).toBe('Top Row');
    expect(engine.isTerminal(state)).toMatchObject({ winner: { symbol: 'O' }, loser: { symbol: 'X' } });
  });
});

describe('invalid moves are rejected with a typed code', () => {
  const s0 = start();
  const s1 = unwrap(engine.applyMove(s0, placeMove(4, 'X')));
  const done = play([0, 3, 1, 4, 2]);
  const move = (data: unknown): never => ({ type: 'place', data }) as never;
  const at = (row: unknown, col: unknown, symbol: unknown = 'X'): never => move({ position: { row, col }, symbol });

  it.each<[string, GameState, unknown, unknown, string]>([
    ['an occupied cell', s1, placeMove(4, 'O'), 'bob', 'CELL_OCCUPIED'],
    ['a move after the game ended', done, placeMove(8, 'O'), 'bob', 'GAME_OVER'],
    ['a move out of turn', s1, placeMove(0, 'X'), 'ann', 'NOT_YOUR_TURN'],
    ['the wrong symbol', s0, placeMove(0, 'O'), 'ann', 'WRONG_SYMBOL'],
    ['an unknown player', s0, placeMove(0, 'X'), 'eve', 'UNKNOWN_PLAYER'],
    ['a null player id', s0, placeMove(0, 'X'), null, 'UNKNOWN_PLAYER'],
    ['a null move', s0, null, 'ann', 'MALFORMED_MOVE'],
    ['a string move', s0, 'b2', 'ann', 'MALFORMED_MOVE'],
    ['another move type', s0, { type: 'remove', data: {} }, 'ann', 'MALFORMED_MOVE'],
    ['no data', s0, { type: 'place' }, 'ann', 'MALFORMED_MOVE'],
    ['no position', s0, move({ symbol: 'X' }), 'ann', 'MALFORMED_MOVE'],
    ['a bad symbol', s0, at(0, 0, 'Z'), 'ann', 'MALFORMED_MOVE'],
    ['a lower-case symbol', s0, at(0, 0, 'x'), 'ann', 'MALFORMED_MOVE'],
    ['a float row', s0, at(1.5, 0), 'ann', 'NOT_INTEGER'],
    ['NaN', s0, at(Number.NaN, 0), 'ann', 'NOT_INTEGER'],
    ['Infinity', s0, at(0, Number.POSITIVE_INFINITY), 'ann', 'NOT_INTEGER'],
    ['a string coordinate', s0, at('1', 1), 'ann', 'NOT_INTEGER'],
    ['a null coordinate', s0, at(null, 1), 'ann', 'NOT_INTEGER'],
    ['a missing coordinate', s0, move({ position: { row: 1 }, symbol: 'X' }), 'ann', 'NOT_INTEGER'],
    ['a negative row', s0, at(-1, 0), 'ann', 'OUT_OF_RANGE'],
    ['col 3', s0, at(0, 3), 'ann', 'OUT_OF_RANGE'],
    ['a huge number', s0, at(1e300, 0), 'ann', 'OUT_OF_RANGE'],
    ['a forged state', { ...s1 } as GameState, placeMove(0, 'O'), 'bob', 'INVALID_STATE'],
    ['null as the state', null as never, placeMove(0, 'X'), 'ann', 'INVALID_STATE'],
  ])('rejects %s', (_, state, candidate, playerId, code) => {
    const validation = engine.validateMove(state, candidate as never, playerId as string);
    expect(validation).toMatchObject({ valid: false, error: { code } });
    if (code !== 'UNKNOWN_PLAYER') {
      const applied = engine.applyMove(state, candidate as never);
      const appliedCode = applied.ok ? 'ok' : applied.error.code;
      // applyMove has no player id: a wrong symbol is the other player's turn.
      expect(appliedCode).toBe(code === 'WRONG_SYMBOL' ? 'NOT_YOUR_TURN' : code);
    }
  });

  it('never throws on a move whose getters throw', () => {
    const hostile = {
      type: 'place',
      get data(): never {
        throw new Error('boom');
      },
    };
    expect(engine.applyMove(s0, hostile as never)).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
        has() {
          throw new Error('boom');
        },
      },
    );
    expect(engine.applyMove(proxy as never, placeMove(0, 'X'))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_STATE' },
    });
  });

  it('names the cell in an occupied error', () => {
    expect(engine.applyMove(s1, placeMove(4, 'O'))).toEqual({
      ok: false,
      error: { code: 'CELL_OCCUPIED', message: 'Illegal move: b2 is taken by X.', cell: 4 },
    });
  });
});

describe('createInitialState', () => {
  it('seats the first player as X by default, or the one settings name', () => {
    expect(start().players).toEqual([
      { id: 'ann', name: 'Ann', symbol: 'X' },
      { id: 'bob', symbol: 'O' },
    ]);
    const swapped = start({ xPlayerId: 'bob' });
    expect(swapped.currentPlayerId).toBe('bob');
    expect(swapped.players.map((p) => p.symbol)).toEqual(['O', 'X']);
  });

  it('keeps a frozen deep copy of nested metadata, so no one can change a state through it', () => {
    const metadata = { gameId: 'g', extra: { n: 1, list: [1, { deep: true }] }, ['__proto__']: { polluted: true } };
    const state = start({ metadata });
    metadata.extra.n = 99;
    expect(state.metadata.extra).toEqual({ n: 1, list: [1, { deep: true }] });
    expect(
      Object.isFrozen(state.metadata.extra) && Object.isFrozen((state.metadata.extra as { list: object }).list),
    ).toBe(true);
    expect(() => {
      (state.metadata.extra as { n: number }).n = 5;
    }).toThrow(TypeError);
    // The '__proto__' key is kept as data: neither Object.prototype nor the copy's prototype changes.
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(state.metadata)).toBe(Object.prototype);
    expect((state.metadata as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(state.metadata)).toContain('__proto__');
  });

  it('passes metadata through untouched, without freezing the caller object', () => {
    const metadata = { gameId: 'g-1', createdAt: '2026-01-01T00:00:00Z', custom: { round: 3 } };
    const state = start({ metadata });
    expect(state.metadata).toEqual(metadata);
    expect(Object.isFrozen(metadata)).toBe(false);
    const later = unwrap(engine.applyMove(state, placeMove(0, 'X')));
    expect(later.metadata).toBe(state.metadata);
  });

  it.each<[unknown, unknown, string]>([
    [{}, [], 'INVALID_PLAYERS'],
    [{}, [{ id: 'a' }], 'INVALID_PLAYERS'],
    [{}, [{ id: 'a' }, { id: 'b' }, { id: 'c' }], 'INVALID_PLAYERS'],
    [{}, null, 'INVALID_PLAYERS'],
    [{}, [{ id: '' }, { id: 'b' }], 'INVALID_PLAYERS'],
    [{}, [{ id: 1 }, { id: 'b' }], 'INVALID_PLAYERS'],
    [{}, [null, { id: 'b' }], 'INVALID_PLAYERS'],
    [{}, [{ id: 'a', name: 5 }, { id: 'b' }], 'INVALID_PLAYERS'],
    [{}, [{ id: 'a' }, { id: 'a' }], 'DUPLICATE_PLAYER'],
    [null, PLAYERS, 'INVALID_SETTINGS'],
    ['standard', PLAYERS, 'INVALID_SETTINGS'],
    [{ variant: 'ultimate' }, PLAYERS, 'INVALID_SETTINGS'],
    [{ metadata: 'x' }, PLAYERS, 'INVALID_SETTINGS'],
    [{ xPlayerId: 'eve' }, PLAYERS, 'UNKNOWN_PLAYER'],
    [{ metadata: { gameId: 5 } }, PLAYERS, 'INVALID_SETTINGS'],
    [{ metadata: { createdAt: new Date(0) } }, PLAYERS, 'INVALID_SETTINGS'],
    [{ metadata: { callback: () => 1 } }, PLAYERS, 'INVALID_SETTINGS'],
    [{ metadata: { score: Number.NaN } }, PLAYERS, 'INVALID_SETTINGS'],
  ])('rejects settings %j with players %j: %s', (settings, players, code) => {
    expect(engine.createInitialState(settings as never, players as never)).toMatchObject({
      ok: false,
      error: { code },
    });
  });

  it('does not keep the caller player objects', () => {
    const players = [{ id: 'a' }, { id: 'b' }];
    const state = unwrap(engine.createInitialState({}, players));
    players[0]!.id = 'changed';
    expect(state.players[0].id).toBe('a');
  });
});

describe('history: undo, stateAt, replay', () => {
  const game = play([4, 0, 8, 2, 1]);

  it('undoes the last move and returns to the start', () => {
    let state = game;
    const boards = [];
    while (state.history.length > 0) {
      boards.push(state.board.join(''));
      state = unwrap(engine.undo(state));
    }
    expect(state.board.every((c) => c === null)).toBe(true);
    expect(engine.undo(state)).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
    expect(boards).toHaveLength(5);
  });

  it('gives the state at every ply', () => {
    for (let ply = 0; ply <= 5; ply++) {
      const at = unwrap(engine.stateAt(game, ply));
      expect(at.history).toEqual(game.history.slice(0, ply));
      expect(at.moveCount).toBe(ply);
    }
    for (const bad of [-1, 6, 1.5, Number.NaN, '2', null]) {
      expect(engine.stateAt(game, bad as never)).toMatchObject({ ok: false, error: { code: 'PLY_OUT_OF_RANGE' } });
    }
  });

  it('replays moves given as cells or as moves, and names the failing ply', () => {
    expect(engine.replay([4, placeMove(0, 'O'), 8], {}, PLAYERS)).toMatchObject({ ok: true });
    expect(engine.replay([4, 4], {}, PLAYERS)).toMatchObject({ ok: false, error: { code: 'CELL_OCCUPIED', ply: 1 } });
    expect(engine.replay([0, 3, 1, 4, 2, 5], {}, PLAYERS)).toMatchObject({
      ok: false,
      error: { code: 'GAME_OVER', ply: 5 },
    });
    expect(engine.replay([9 as CellIndex], {}, PLAYERS)).toMatchObject({
      ok: false,
      error: { code: 'OUT_OF_RANGE', ply: 0 },
    });
    expect(engine.replay([1.5 as CellIndex], {}, PLAYERS)).toMatchObject({
      ok: false,
      error: { code: 'NOT_INTEGER', ply: 0 },
    });
    expect(engine.replay([4, 0, 8, 1, 2, 9 as CellIndex], {}, PLAYERS)).toMatchObject({
      ok: false,
      error: { code: 'OUT_OF_RANGE', ply: 5 },
    });
    expect(engine.replay(['b2' as never], {}, PLAYERS)).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED_MOVE', ply: 0 },
    });
    expect(engine.replay('x' as never, {}, [{ id: 'a' }, { id: 'a' }])).toMatchObject({
      ok: false,
      error: { code: 'DUPLICATE_PLAYER' },
    });
    expect(engine.replay('408' as never, {}, PLAYERS)).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
  });

  it('records history entries with player, cell, position and turn number', () => {
    expect(game.history[0]).toEqual({
      moveNumber: 1,
      playerId: 'ann',
      symbol: 'X',
      cell: 4,
      position: { row: 1, col: 1 },
    });
    expect(game.lastMove).toEqual({
      moveNumber: 5,
      playerId: 'ann',
      symbol: 'X',
      cell: 1,
      position: { row: 0, col: 1 },
    });
    expect(start().lastMove).toBeNull();
  });
});

describe('annotations', () => {
  it('shows the last move and every immediate threat', () => {
    const state = play([0, 4, 1]);
    const notes = engine.getAnnotations(state);
    expect(notes.map((n) => `${n.type}:${n.cells.join()}:${'symbol' in n ? n.symbol : ''}`)).toEqual([
      'last-move:1:X',
      'threat:2:X',
    ]);
    expect(notes[1]?.message).toBe('X would complete the Top Row at c1.');
  });

  it('shows the winning line of a finished game, and no threats', () => {
    const notes = engine.getAnnotations(play([0, 3, 1, 4, 2]));
    expect(notes.map((n) => n.type)).toEqual(['winning-line', 'last-move']);
    expect(notes[0]?.positions).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 0, col: 2 },
    ]);
  });

  it('shows threats of both marks', () => {
    const notes = engine.getAnnotations(play([0, 3, 1, 4]));
    expect(
      notes.filter((n) => n.type === 'threat').map((n) => `${n.cells[0]}${'symbol' in n ? n.symbol : ''}`),
    ).toEqual(['2X', '5O']);
  });
});

describe('reset and the score tally (002)', () => {
  it('starts a fresh game after a win or a draw; the tally persists and resets on its own', () => {
    let tally = emptyTally();
    tally = unwrap(recordGame(tally, play([0, 3, 1, 4, 2])));
    tally = unwrap(recordGame(tally, play([0, 1, 2, 4, 3, 6, 5, 8, 7])));
    const swapped = unwrap(engine.replay([0, 3, 1, 4, 2], { xPlayerId: 'bob' }, PLAYERS));
    tally = unwrap(recordGame(tally, swapped));
    const counts = { games: 3, draws: 1, wins: { ann: 1, bob: 1 }, winsByMark: { X: 2, O: 0 } };
    expect(tally).toEqual({ ...counts, byRules: [{ rules: PRESETS['tic-tac-toe'], ...counts }] });
    const fresh = start();
    expect(fresh.board.every((c) => c === null)).toBe(true);
    expect(fresh.currentPlayer).toBe('X');
    expect(recordGame(tally, fresh)).toMatchObject({ ok: false, error: { code: 'GAME_NOT_OVER' } });
    expect(recordGame(null as never, swapped)).toMatchObject({ ok: false, error: { code: 'INVALID_TALLY' } });
    expect(emptyTally()).toEqual({ games: 0, draws: 0, wins: {}, winsByMark: { X: 0, O: 0 }, byRules: [] });
  });

  it('refuses a tally with a count that is not a whole number ≥ 0, and never shares the caller objects', () => {
    const won = play([0, 3, 1, 4, 2]);
    const valid = { games: 1, draws: 0, wins: { ann: 1 }, winsByMark: { X: 1, O: 0 } };
    const forged = [
      { ...valid, games: -1 },
      { ...valid, draws: 0.5 },
      { ...valid, wins: { ann: '1' } }, // '1' + 1 would be '11'
      { ...valid, wins: { ann: -2 } },
      { ...valid, wins: [1] },
      { ...valid, winsByMark: { X: 1 } },
      { ...valid, winsByMark: null },
    ];
    for (const tally of forged) {
      expect(recordGame(tally as never, won)).toMatchObject({ ok: false, error: { code: 'INVALID_TALLY' } });
    }
    const drawn = play([0, 1, 2, 4, 3, 6, 5, 8, 7]);
    const after = unwrap(recordGame(valid, drawn));
    // A tally without byRules (saved before board shapes) keeps its games in the totals only.
    expect(after).toEqual({
      games: 2,
      draws: 1,
      wins: { ann: 1 },
      winsByMark: { X: 1, O: 0 },
      byRules: [{ rules: PRESETS['tic-tac-toe'], games: 1, draws: 1, wins: {}, winsByMark: { X: 0, O: 0 } }],
    });
    expect(after.wins).not.toBe(valid.wins);
    expect(Object.isFrozen(after.wins) && Object.isFrozen(after.winsByMark)).toBe(true);
    expect(valid).toEqual({ games: 1, draws: 0, wins: { ann: 1 }, winsByMark: { X: 1, O: 0 } });
  });

  it('counts a player called __proto__ like any other', () => {
    const players = [{ id: '__proto__' }, { id: 'constructor' }];
    const won = unwrap(engine.replay([0, 3, 1, 4, 2], {}, players));
    const tally = unwrap(recordGame(unwrap(recordGame(emptyTally(), won)), won));
    expect(Object.entries(tally.wins)).toEqual([['__proto__', 2]]);
  });
});

describe('states as values', () => {
  it('are frozen, down to the board, grid and history', () => {
    const state = play([4, 0]);
    expect(Object.isFrozen(state)).toBe(true);
    expect(Object.isFrozen(state.board)).toBe(true);
    expect(Object.isFrozen(state.grid) && state.grid.every(Object.isFrozen)).toBe(true);
    expect(Object.isFrozen(state.history) && state.history.every(Object.isFrozen)).toBe(true);
    expect(() => {
      (state as { status: string }).status = 'won';
    }).toThrow(TypeError);
  });

  it('survive JSON: a parsed state is accepted and plays on', () => {
    const state = play([4, 0, 8]);
    const parsed = JSON.parse(JSON.stringify(state)) as GameState;
    expect(parsed.board).toEqual(state.board);
    const next = unwrap(engine.applyMove(parsed, placeMove(2, 'O')));
    expect(next.history.map((h) => h.cell)).toEqual([4, 0, 8, 2]);
    expect(engine.applyMove(structuredClone(parsed), placeMove(2, 'O'))).toMatchObject({ ok: true });
  });

  it.each<[string, (json: Record<string, unknown>) => void]>([
    ['a changed status', (j) => (j.status = 'won')],
    ['a changed board', (j) => ((j.board as unknown[])[1] = 'X')],
    ['a removed history entry', (j) => (j.history as unknown[]).pop()],
    ['a history entry with another cell', (j) => ((j.history as { cell: number }[])[0]!.cell = 7)],
    ['a changed current player', (j) => (j.currentPlayer = 'X')],
    ['a changed move count', (j) => (j.moveCount = 1)],
    ['a changed winner', (j) => (j.winner = { playerId: 'ann', symbol: 'X' })],
    ['a third player', (j) => (j.players as unknown[]).push({ id: 'eve', symbol: 'X' })],
    ['two X players', (j) => ((j.players as { symbol: string }[])[1]!.symbol = 'X')],
    ['a bad variant', (j) => (j.variant = 'chess')],
    ['no history', (j) => delete j.history],
    ['a history entry with another player', (j) => ((j.history as { playerId: string }[])[1]!.playerId = 'ann')],
    ['a history entry with another turn number', (j) => ((j.history as { turn: number }[])[2]!.turn = 7)],
    [
      'a history that plays one cell twice',
      (j) => {
        j.history = [0, 4, 0, 0, 0, 8].map((cell) => ({ cell }));
        delete j.moveCount;
      },
    ],
    [
      'a history with a repeated cell and no symbols',
      (j) => {
        j.history = [4, 0, 4, 8].map((cell) => ({ cell }));
        delete j.moveCount;
      },
    ],
  ])('reject a forged state with %s', (_, forge) => {
    const json = JSON.parse(JSON.stringify(play([4, 0, 8]))) as Record<string, unknown>;
    forge(json);
    expect(engine.applyMove(json as never, placeMove(2, 'O'))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_STATE' },
    });
    expect(() => engine.isTerminal(json as never)).toThrow(TicTacToeError);
  });

  it('make the functions without an error channel throw a TicTacToeError for a non-state', () => {
    const calls: ((state: never) => unknown)[] = [
      (s) => engine.isTerminal(s),
      (s) => engine.evaluate(s),
      (s) => engine.getAnnotations(s),
      (s) => engine.getLegalMoves(s, 'ann'),
    ];
    for (const call of calls) {
      expect(() => call(42 as never)).toThrow(
        expect.objectContaining({ code: 'INVALID_STATE', name: 'TicTacToeError' }),
      );
    }
  });
});

describe('cell helpers', () => {
  it('convert between index, coordinate, name and label', () => {
    const cells = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
    expect(cells.map((c) => cellName(c))).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']);
    expect(cells.map((c) => cellLabel(c))).toEqual([
      'Top Left',
      'Top Center',
      'Top Right',
      'Middle Left',
      'Center',
      'Middle Right',
      'Bottom Left',
      'Bottom Center',
      'Bottom Right',
    ]);
    expect(cells.map((c) => cellFromName(cellName(c)))).toEqual(cells);
    expect(cells.map((c) => cellFromCoordinate(cellToCoordinate(c)!))).toEqual(cells);
    expect(cellLabel(0)).toBe('Top Left');
    expect(cellFromName(' B2 ')).toBe(4);
  });

  it.each([-1, 9, 1.5, Number.NaN, '4', null, undefined])('reject %j', (value) => {
    expect(isCellIndex(value)).toBe(false);
    expect(cellToCoordinate(value as number)).toBeUndefined();
    expect(cellFromName(value as string)).toBeUndefined();
    expect(cellFromCoordinate({ row: value as number, col: 0 })).toBeUndefined();
  });
});

describe('revoked proxies and other hostile values', () => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  const s0 = start();

  it('get typed errors, never a throw', () => {
    expect(engine.validateMove(s0, placeMove(0, 'X'), proxy as never)).toMatchObject({
      valid: false,
      error: { code: 'UNKNOWN_PLAYER' },
    });
    expect(engine.validateMove(s0, proxy as never, 'ann')).toMatchObject({
      valid: false,
      error: { code: 'MALFORMED_MOVE' },
    });
    expect(engine.applyMove(proxy as never, placeMove(0, 'X'))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_STATE' },
    });
    expect(engine.fromSetup(proxy as never, {}, PLAYERS)).toMatchObject({ ok: false, error: { code: 'BAD_POSITION' } });
    expect(engine.replay(proxy as never, {}, PLAYERS)).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
    expect(engine.createInitialState(proxy as never, PLAYERS)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SETTINGS' },
    });
    expect(engine.createInitialState({}, proxy as never)).toMatchObject({ ok: false });
    expect(engine.stateAt(s0, proxy as never)).toMatchObject({ ok: false, error: { code: 'PLY_OUT_OF_RANGE' } });
    expect(cellFromCoordinate(proxy as never)).toBeUndefined();
    expect(cellFromName(proxy as never)).toBeUndefined();
    expect(isCellIndex(proxy)).toBe(false);
    expect(recordGame(proxy as never, play([0, 3, 1, 4, 2]))).toMatchObject({ ok: false });
  });
});

describe('no forged state is trusted', () => {
  it('state.constructor cannot build a state, nor can a subclass or Reflect.construct', () => {
    const s0 = start();
    const Ctor = s0.constructor as new (...args: unknown[]) => GameState;
    const forge = [
      () => new Ctor(undefined, 0b111, 0b111000, 0, 6),
      () => new Ctor({}, 0b111, 0b111000, 0, 6),
      () => Reflect.construct(Ctor, [Symbol('make'), {}, 0b111, 0b111000, 0, 6]),
      () => new (class extends Ctor {})(Symbol('make'), {}, 0b111, 0b111000, 0, 6),
    ];
    for (const f of forge)
      expect(f).toThrow(expect.objectContaining({ name: 'TicTacToeError', code: 'INVALID_STATE' }));
    // The class is out of reach (its prototype's `constructor` is that throwing function), and the
    // prototype is frozen: no method of every state can be swapped, nor the constructor put back.
    const proto = Object.getPrototypeOf(s0) as object;
    expect(Object.isFrozen(proto)).toBe(true);
    expect(Object.getOwnPropertyDescriptor(proto, 'constructor')?.value).toBe(Ctor);
    expect('positionOf' in Ctor).toBe(false);
  });

  it('an object made from the prototype, or that inherits from a state, is not a state', () => {
    const s0 = play([4, 0, 8]);
    for (const fake of [Object.create(Object.getPrototypeOf(s0) as object), Object.create(s0)]) {
      expect(engine.applyMove(fake as never, placeMove(2, 'O'))).toMatchObject({
        ok: false,
        error: { code: 'INVALID_STATE' },
      });
    }
  });

  it.each<[string, (json: Record<string, unknown>) => void]>([
    ["the winner's symbol", (j) => ((j.winner as { symbol: string }).symbol = 'O')],
    ["the winner's id", (j) => ((j.winner as { playerId: string }).playerId = 'bob')],
    ['the winning line', (j) => (j.winningLine = { ...(j.winningLine as object), name: 'Bottom Row' })],
    ['the winning line removed', (j) => (j.winningLine = null)],
    [
      'the position of a history entry',
      (j) => ((j.history as { position: object }[])[1]!.position = { row: 2, col: 2 }),
    ],
    ['the symbol of a history entry', (j) => ((j.history as { symbol: string }[])[0]!.symbol = 'O')],
    ['a history entry without its fields', (j) => ((j.history as object[])[0] = { cell: 0 })],
    ['a player with an extra field', (j) => ((j.players as { admin?: boolean }[])[0]!.admin = true)],
    [
      'the grid',
      (j) =>
        (j.grid = [
          ['X', 'X', 'X'],
          [null, null, null],
          [null, null, null],
        ]),
    ],
    ['the last move', (j) => (j.lastMove = (j.history as unknown[])[0])],
    ['a board given as text', (j) => (j.board = 'XXX/OO./...')],
  ])('refuses a JSON state whose %s contradicts its board (INVALID_STATE), never repairs it', (_, forge) => {
    const won = play([0, 3, 1, 4, 2], { metadata: { gameId: 'g' } });
    const json = JSON.parse(JSON.stringify(won)) as Record<string, unknown>;
    expect(engine.isTerminal(json as never)).toMatchObject({ status: 'won' });
    forge(json);
    expect(() => engine.isTerminal(json as never)).toThrow(expect.objectContaining({ code: 'INVALID_STATE' }));
    expect(engine.undo(json as never)).toMatchObject({ ok: false, error: { code: 'INVALID_STATE' } });
  });

  it('accepts a JSON state with any of its derived fields left out, and the grid and last move when they agree', () => {
    const state = play([4, 0, 8]);
    const json = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    for (const key of [
      'variant',
      'metadata',
      'currentPlayer',
      'currentPlayerId',
      'status',
      'winner',
      'winningLine',
      'moveCount',
    ]) {
      const { [key]: _, ...rest } = json;
      expect(unwrap(engine.applyMove(rest as never, placeMove(2, 'O'))).board[2]).toBe('O');
    }
    const views = { ...json, grid: state.grid, lastMove: state.lastMove };
    expect(unwrap(engine.applyMove(views as never, placeMove(2, 'O'))).board[2]).toBe('O');
  });
});

describe('bounded work and typed errors on hostile arrays', () => {
  const PLAIN = [{ id: 'ann' }, { id: 'bob' }];

  it('reads no more of an array than its real content: huge sparse arrays are refused at once', () => {
    const metadata = { a: hugeSparse(1) };
    expect(engine.createInitialState({ metadata }, PLAIN)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SETTINGS' },
    });
    expect(engine.createInitialState({}, hugeSparse({ id: 'ann' }, { id: 'bob' }) as never)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PLAYERS' },
    });
    const json = JSON.parse(JSON.stringify(play([4]))) as Record<string, unknown>;
    for (const field of ['players', 'history', 'board']) {
      const forged = { ...json, [field]: hugeSparse(...(json[field] as unknown[])) };
      expect(engine.applyMove(forged as never, placeMove(0, 'O'))).toMatchObject({
        ok: false,
        error: { code: 'INVALID_STATE' },
      });
    }
    expect(engine.replay(hugeSparse(4, 0) as never, {}, PLAIN)).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED_MOVE', ply: 2 },
    });
    expect(engine.fromSetup(hugeSparse('X') as never, {}, PLAIN)).toMatchObject({
      ok: false,
      error: { code: 'BAD_POSITION' },
    });
  });

  it('counts its reads of an array that claims 2³² − 1 items: a handful, never the claimed length', () => {
    const cases: [string, (array: unknown[]) => unknown, (i: number) => unknown][] = [
      ['players', (a) => engine.createInitialState({}, a as never), (i) => ({ id: `p${i}` })],
      ['metadata', (a) => engine.createInitialState({ metadata: { a } }, PLAIN), () => 1],
      ['replay moves', (a) => engine.replay(a as never, {}, PLAIN), (i) => [4, 0, 8, 2, 1, 7, 6, 3, 5][i] ?? 0],
      ['a board', (a) => engine.fromSetup(a as never, {}, PLAIN), () => null],
      [
        "a state's players",
        (a) => engine.applyMove({ ...JSON.parse(JSON.stringify(start())), players: a } as never, placeMove(0, 'X')),
        (i) => ({ id: `p${i}`, symbol: 'X' }),
      ],
      [
        "a state's history",
        (a) => engine.applyMove({ ...JSON.parse(JSON.stringify(start())), history: a } as never, placeMove(0, 'X')),
        () => ({ cell: 0 }),
      ],
    ];
    for (const [name, call, item] of cases) {
      const { array, reads } = countingArray(2 ** 32 - 1, item);
      const result = call(array) as { ok: boolean };
      expect(result.ok, name).toBe(false);
      expect(reads(), name).toBeLessThan(20);
    }
  });

  it('turns a throwing index getter or a Proxy array into a typed error', () => {
    const moves = throwingItemArray([4, 0, 8], 1);
    expect(engine.replay(moves as never, {}, PLAIN)).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED_MOVE', ply: 1 },
    });
    const board = throwingItemArray(Array(9).fill(null), 4);
    expect(engine.fromSetup(board as never, {}, PLAIN)).toMatchObject({ ok: false, error: { code: 'BAD_POSITION' } });
    expect(parseBoard(board)).toMatchObject({ ok: false, error: { code: 'BAD_POSITION' } });
    for (const array of [board, throwingProxy([]), revokedProxy([])]) {
      expect(() => formatBoard(array as never)).toThrow(
        expect.objectContaining({ name: 'TicTacToeError', code: 'INVALID_ARGUMENT' }),
      );
      expect(() => formatMoves(array as never)).toThrow(
        expect.objectContaining({ name: 'TicTacToeError', code: 'BAD_NOTATION' }),
      );
      expect(engine.replay(array as never, {}, PLAIN)).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
      expect(engine.fromSetup(array as never, {}, PLAIN)).toMatchObject({ ok: false, error: { code: 'BAD_POSITION' } });
      expect(engine.createInitialState({}, array as never)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_PLAYERS' },
      });
    }
    expect(() => formatMoves(throwingItemArray([4, 0], 0) as never)).toThrow(
      expect.objectContaining({ code: 'BAD_NOTATION' }),
    );
  });

  it('copies at most 100,000 objects of metadata: getters making a fresh object at each read cannot run on', () => {
    let reads = 0;
    const node = (depth: number): unknown =>
      depth === 0
        ? 1
        : {
            get a() {
              reads++;
              return node(depth - 1);
            },
            get b() {
              reads++;
              return node(depth - 1);
            },
          };
    expect(engine.createInitialState({ metadata: node(30) as never }, PLAIN)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SETTINGS' },
    });
    expect(reads).toBeLessThan(300_000);
    const wide = { list: Array.from({ length: 50_000 }, (_, i) => ({ i })) };
    expect(unwrap(engine.createInitialState({ metadata: wide }, PLAIN)).metadata).toEqual(wide);
  });

  it('takes metadata of 1,000,000 values and 32 levels at most, as errors.md says', () => {
    // The metadata object, its list, and the list's items: 1 + 1 + 999,998 values.
    expect(engine.createInitialState({ metadata: { list: Array<number>(999_998).fill(0) } }, PLAIN).ok).toBe(true);
    expect(engine.createInitialState({ metadata: { list: Array<number>(999_999).fill(0) } }, PLAIN)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SETTINGS' },
    });
    const nested = (levels: number): unknown => (levels === 0 ? 0 : [nested(levels - 1)]);
    // The metadata object is level 0: 32 more levels of arrays below it, and no more.
    expect(engine.createInitialState({ metadata: { deep: nested(32) } }, PLAIN).ok).toBe(true);
    expect(engine.createInitialState({ metadata: { deep: nested(33) } }, PLAIN)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SETTINGS' },
    });
  });

  it('takes a metadata object as a tree of JSON data: a shared reference or a cycle is refused in linear time', () => {
    let shared: unknown = 1;
    for (let i = 0; i < 40; i++) shared = [shared, shared]; // 2⁴⁰ leaves if walked as a tree
    expect(engine.createInitialState({ metadata: { shared } }, PLAIN)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SETTINGS' },
    });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(engine.createInitialState({ metadata: cycle }, PLAIN)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SETTINGS' },
    });
    expect(
      unwrap(engine.createInitialState({ metadata: { a: [1, { b: null }], c: undefined } }, PLAIN)).metadata,
    ).toEqual({ a: [1, { b: null }] });
  });
});

describe('the engine as a value', () => {
  it('works with its methods taken off it', () => {
    const { replay, createInitialState, applyMove, isTerminal } = new TicTacToeEngine();
    const state = unwrap(replay([0, 3, 1, 4, 2], {}, PLAYERS));
    expect(isTerminal(state)?.winner?.playerId).toBe('ann');
    expect(unwrap(applyMove(unwrap(createInitialState({}, PLAYERS)), placeMove(4, 'X'))).board[4]).toBe('X');
  });

  it("is not what the library calls inside: a patched prototype changes only the patcher's own calls", () => {
    const proto = TicTacToeEngine.prototype as unknown as Record<string, unknown>;
    const saved = Object.fromEntries(
      ['replay', 'createInitialState', 'stateAt', 'isTerminal'].map((name) => [name, proto[name]]),
    );
    const fresh = start();
    const won = play([0, 3, 1, 4, 2]);
    try {
      for (const name of Object.keys(saved)) proto[name] = () => ({ ok: true, value: fresh });
      const seats = [
        { id: 'ann', symbol: 'X' },
        { id: 'bob', symbol: 'O' },
      ];
      expect(loadRecord({ version: 1, variant: 'standard', players: seats, moves: [0, 0, 0] })).toMatchObject({
        ok: false,
        error: { code: 'ILLEGAL_SEQUENCE' },
      });
      const session = unwrap(createSession({ state: won }));
      expect(session.getSnapshot().over?.winner?.playerId).toBe('ann');
      expect(unwrap(session.restart()).moveCount).toBe(0);
      expect(new TicTacToeAI({ seed: 1 }).analyzeGame([4, 4])).toMatchObject({
        ok: false,
        error: { code: 'CELL_OCCUPIED' },
      });
    } finally {
      Object.assign(proto, saved);
    }
  });
});

describe('options: present and wrong is an error, never the default', () => {
  it('formatBoard and formatMoves throw INVALID_OPTIONS for options they cannot use', () => {
    const board = Array<null>(9).fill(null);
    const bad: unknown[] = [null, 5, 'rows', [true], throwingProxy(), revokedProxy()];
    for (const options of [...bad, throwingGetter('separators'), throwingGetter('shape')]) {
      expect(() => formatBoard(board, options as never)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    }
    for (const options of [...bad, throwingGetter('notation')]) {
      expect(() => formatMoves([4], options as never)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    }
    expect(() => formatBoard(board, { separators: 'yes' } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    expect(() => formatMoves([4], { notation: 'numeric' } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    expect(formatBoard(board, { separators: undefined } as never)).toBe('.........');
    expect(formatMoves([4], { notation: undefined } as never)).toBe('b2');
  });
});
