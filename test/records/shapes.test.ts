// Move text and records on every board shape: names written from the rules' definition here (column
// letter from a, row number from 1 at the top), round trips of every game of small shapes and of
// random games of every preset, and the errors of bad text.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CODE_VERSION,
  PRESETS,
  TicTacToeEngine,
  decodeRecord,
  dropMove,
  encodeRecord,
  formatMoves,
  loadRecord,
  nextCode,
  openCode,
  parseMoves,
  saveRecord,
  signRecord,
  unwrap,
  verifyRecord,
  type GameRecord,
  type GameState,
} from '../../src/index.js';
import { ALPHABET } from './helpers.js';

const engine = new TicTacToeEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];

/** The algebraic name of a cell, from the definition: column letter (a on the left), row number (1 at the top). */
const nameOf = (cell: number, columns: number): string =>
  String.fromCharCode(97 + (cell % columns)) + String(Math.floor(cell / columns) + 1);

interface Shape {
  rows: number;
  columns: number;
}

const shape: fc.Arbitrary<Shape> = fc.record({
  rows: fc.integer({ min: 1, max: 19 }),
  columns: fc.integer({ min: 1, max: 19 }),
});
const shapeAndCells = shape.chain((s) =>
  fc.tuple(fc.constant(s), fc.array(fc.integer({ min: 0, max: s.rows * s.columns - 1 }), { maxLength: 40 })),
);

describe('move text on every shape', () => {
  test.prop([shapeAndCells])('formatMoves writes each cell by its name, and parseMoves reads it back', ([s, cells]) => {
    const text = formatMoves(cells, { shape: s });
    expect(text).toBe(cells.map((cell) => nameOf(cell, s.columns)).join(' '));
    expect(parseMoves(text, s)).toEqual({ ok: true, value: cells });
    expect(parseMoves(text.toUpperCase().replaceAll(' ', ', '), s)).toEqual({ ok: true, value: cells });
  });

  test.prop([shapeAndCells])('digits name the cells of boards of at most 10 cells, and only those', ([s, cells]) => {
    const size = s.rows * s.columns;
    if (size <= 10) {
      const text = formatMoves(cells, { shape: s, notation: 'digits' });
      expect(text).toBe(cells.join(''));
      expect(parseMoves(text, s)).toEqual({ ok: true, value: cells });
    } else {
      expect(() => formatMoves(cells, { shape: s, notation: 'digits' })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
      if (cells.length > 0)
        expect(parseMoves(cells.join(' '), s)).toMatchObject({ ok: false, error: { code: 'BAD_NOTATION', ply: 0 } });
    }
  });

  it('names every cell of a 19 × 19 board, and no cell off the board', () => {
    const s = { rows: 19, columns: 19 };
    expect(formatMoves([0, 18, 342, 360], { shape: s })).toBe('a1 s1 a19 s19');
    for (const [text, bad] of [
      ['a1 t1', 't1'],
      ['a1 a20', 'a20'],
      ['a0', 'a0'],
      ['a01 b2', 'a01'],
    ] as const) {
      const result = parseMoves(text, s);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toContain(`"${bad}"`);
    }
  });

  it('says which move and which character a bad token is, counted from 1', () => {
    expect(parseMoves('a1,  b2 z9 c3')).toEqual({
      ok: false,
      error: {
        code: 'BAD_NOTATION',
        ply: 2,
        message: 'Bad move list: move 3, "z9" at character 9, is not a cell of a 3×3 board.',
      },
    });
    // A token of digits is one move per digit: the token after "408" is move 4.
    expect(parseMoves('408 d1')).toMatchObject({
      ok: false,
      error: { ply: 3, message: expect.stringContaining('move 4, "d1" at character 5') },
    });
    expect(parseMoves('d6 h1', PRESETS['connect-four'])).toMatchObject({
      ok: false,
      error: { ply: 1, message: expect.stringContaining('of a 6×7 board') },
    });
  });

  it('refuses a shape that is not one, with a typed error and without throwing', () => {
    for (const bad of [null, 3, { rows: 0, columns: 3 }, { rows: 3 }, { rows: 20, columns: 3 }]) {
      expect(parseMoves('a1', bad as never)).toMatchObject({ ok: false, error: { code: 'BAD_NOTATION' } });
      expect(() => formatMoves([0], { shape: bad as never })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
    }
  });
});

/** The parts of a state a record must restore. */
const essence = (state: GameState) => ({
  rules: state.rules,
  board: state.board,
  status: state.status,
  winner: state.winner,
  winningLine: state.winningLine,
  history: state.history,
  currentPlayerId: state.currentPlayerId,
});

/**
 * Checks that a state survives its record (as JSON text), its move text and (with `code`) its share code; returns the
 * first failure.
 */
function roundTrip(state: GameState, code = true): string | null {
  const record = unwrap(saveRecord(state));
  const moves = state.history.map((entry) => entry.cell);
  if (record.moves.join() !== moves.join()) return `moves ${record.moves.join()}`;
  const json = JSON.stringify(record);
  const loaded = loadRecord(json);
  if (!loaded.ok) return `${json}: ${loaded.error.message}`;
  if (JSON.stringify(essence(loaded.value)) !== JSON.stringify(essence(state))) return `${json} loads another game`;
  if (JSON.stringify(unwrap(saveRecord(loaded.value))) !== json) return `${json} saves another record`;
  const text = formatMoves(moves, { shape: state.rules });
  const parsed = parseMoves(text, state.rules);
  if (!parsed.ok || parsed.value.join() !== moves.join()) return `move text ${text}`;
  if (!code) return null;
  const encoded = encodeRecord(state); // the state's own record: saved, not replayed again
  if (!encoded.ok) return `${json}: ${encoded.error.message}`;
  const decoded = decodeRecord(encoded.value);
  if (!decoded.ok || JSON.stringify(decoded.value) !== json)
    return `${json}: code ${encoded.value} decodes to ${JSON.stringify(decoded)}`;
  return null;
}

/** Calls `visit` with the last state of every game from `state`; returns how many games there were. */
function everyGame(state: GameState, visit: (state: GameState) => void): number {
  const moves = engine.getLegalMoves(state, state.currentPlayerId ?? '');
  if (moves.length === 0) {
    visit(state);
    return 1;
  }
  let games = 0;
  for (const move of moves) games += everyGame(unwrap(engine.applyMove(state, move)), visit);
  return games;
}

describe('records on every shape', () => {
  it.each([
    [{ rows: 2, columns: 4, inARow: 3, gravity: false, variant: 'standard' }, 36_768, 'and its move text'],
    [
      { rows: 4, columns: 3, inARow: 3, gravity: true, variant: 'standard' },
      11_004,
      'its move text and its share code',
    ],
    [{ rows: 3, columns: 3, inARow: 2, gravity: false, variant: 'misere' }, 5_528, 'its move text and its share code'],
  ] as const)('round-trips every game of %j (%i games) through its record, %s', (rules, count, through) => {
    let failure: string | null = null;
    const games = everyGame(unwrap(engine.createInitialState({ ...rules }, players)), (state) => {
      failure ??= roundTrip(state, through.includes('code'));
    });
    expect(failure).toBeNull();
    expect(games).toBe(count);
  });

  test.prop([fc.constantFrom(...(Object.keys(PRESETS) as (keyof typeof PRESETS)[])), fc.infiniteStream(fc.nat())], {
    numRuns: 60,
  })('round-trips random games of every preset', (name, picks) => {
    let state = unwrap(engine.createInitialState({ ...PRESETS[name] }, players));
    const it = picks[Symbol.iterator]();
    while (state.status === 'in-progress') {
      const moves = engine.getLegalMoves(state, state.currentPlayerId!);
      state = unwrap(engine.applyMove(state, moves[it.next().value % moves.length]!));
    }
    for (let ply = 0; ply <= state.history.length; ply += Math.max(1, Math.floor(state.history.length / 4))) {
      expect(roundTrip(unwrap(engine.stateAt(state, ply)))).toBeNull();
    }
    expect(roundTrip(state)).toBeNull();
  });

  it('writes the rules and a board with a / between rows', () => {
    const state = unwrap(engine.replay([38, 31], { ...PRESETS['connect-four'] }, players));
    const record = unwrap(saveRecord(state));
    expect(record.rules).toEqual({ rows: 6, columns: 7, inARow: 4, gravity: true, variant: 'standard' });
    expect(record.board).toBe('......./......./......./......./...O.../...X...');
  });

  it('refuses a board written for other rules, and moves that gravity forbids', () => {
    const record = JSON.parse(
      JSON.stringify(unwrap(saveRecord(unwrap(engine.replay([38], { ...PRESETS['connect-four'] }, players))))),
    ) as Record<string, unknown>;
    expect(loadRecord({ ...record, board: 'X........' })).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED_RECORD', field: 'board' },
    });
    expect(loadRecord({ ...record, moves: [3] })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_SEQUENCE', ply: 0, cell: 3, cause: 'FLOATING_CELL' },
    });
    expect(
      loadRecord({ ...record, rules: { ...(record.rules as object), gravity: false }, board: undefined, moves: [3] })
        .ok,
    ).toBe(true);
  });

  it('still loads version 1 records (3 × 3, with a variant), as the same game', () => {
    const v1 = {
      version: 1,
      variant: 'misere',
      players: [
        { id: 'ann', symbol: 'X' },
        { id: 'bob', symbol: 'O' },
      ],
      moves: [4, 0, 8],
      board: 'O../.X./..X',
    };
    const state = unwrap(loadRecord(v1));
    expect(state.rules).toEqual({ rows: 3, columns: 3, inARow: 3, gravity: false, variant: 'misere' });
    expect(unwrap(saveRecord(state))).toMatchObject({
      version: 2,
      rules: { variant: 'misere' },
      moves: [4, 0, 8],
      board: 'O../.X./..X',
    });
  });
});

describe('share codes on every shape', () => {
  const key = new TextEncoder().encode('a key of 32 bytes for the tests.');
  const uuid = '0b6c1a8e-4c1f-4e8a-9d2b-7f3e2a1c5d90';
  /** A Connect Four game that fills the board without a line: columns a–b, then c–d, then e–f, in pairs, then g. */
  const fullConnectFour = (): GameState => {
    const order = [
      0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 6, 6,
      6, 6, 6, 6,
    ];
    let state = unwrap(engine.createInitialState({ ...PRESETS['connect-four'], metadata: { gameId: uuid } }, players));
    for (const column of order) state = unwrap(engine.applyMove(state, unwrap(dropMove(state, column))));
    return state;
  };
  const bytes = (code: string): number[] => [...Buffer.from(code, 'base64url')];
  const text = (b: readonly number[]): string => Buffer.from(b).toString('base64url');

  it('keeps 3×3 codes at version 1 and writes version 2 for other rules', () => {
    expect(CODE_VERSION).toBe(2);
    expect(bytes(unwrap(encodeRecord(unwrap(engine.replay([4], { variant: 'misere' }, players)))))[0]).toBe(1);
    for (const rules of [{ gravity: true }, { inARow: 2 }, { rows: 4, columns: 4 }, { ...PRESETS['connect-four'] }]) {
      expect(bytes(unwrap(encodeRecord(unwrap(engine.createInitialState(rules, players)))))[0]).toBe(2);
    }
  });

  it('holds a full Connect Four game with a UUID in 63 characters, signed in 106', async () => {
    const state = fullConnectFour();
    expect(state.status).toBe('draw');
    const code = unwrap(encodeRecord(state));
    const signed = unwrap(await signRecord(state, key));
    expect([code.length, signed.length]).toEqual([63, 106]);
    expect(unwrap(await verifyRecord(signed, key, { gameId: uuid })).moves).toEqual(
      state.history.map((entry) => entry.cell),
    );
  });

  test.prop([fc.constantFrom(...(Object.keys(PRESETS) as (keyof typeof PRESETS)[])), fc.infiniteStream(fc.nat())], {
    numRuns: 25,
  })('signs and verifies random games of every preset', async (name, picks) => {
    let state = unwrap(engine.createInitialState({ ...PRESETS[name], variant: 'misere' }, players));
    const it = picks[Symbol.iterator]();
    while (state.status === 'in-progress') {
      const moves = engine.getLegalMoves(state, state.currentPlayerId!);
      state = unwrap(engine.applyMove(state, moves[it.next().value % moves.length]!));
    }
    const signed = unwrap(await signRecord(state, key));
    expect(unwrap(await verifyRecord(signed, key))).toEqual(unwrap(saveRecord(state)));
  });

  test.prop([fc.constantFrom(...(Object.keys(PRESETS) as (keyof typeof PRESETS)[])), fc.infiniteStream(fc.nat())], {
    numRuns: 10,
  })(
    'plays random games of every preset by link: nextCode, then openCode on the other side, with seen',
    async (name, picks) => {
      let state: GameState = unwrap(
        engine.createInitialState({ ...PRESETS[name], metadata: { gameId: 'g' } }, players),
      );
      const seen = new Map<string, GameRecord>();
      const it = picks[Symbol.iterator]();
      while (state.status === 'in-progress') {
        const me = state.currentPlayerId!;
        const other = me === 'ann' ? 'bob' : 'ann';
        const moves = engine.getLegalMoves(state, me);
        const { row, col } = moves[it.next().value % moves.length]!.data.position;
        const sent = unwrap(
          await nextCode(state, formatMoves([row * state.rules.columns + col], { shape: state.rules }), me, { key }),
        );
        seen.set(me, sent.record);
        const before = seen.get(other);
        const view = unwrap(await openCode(sent.code, other, { key, gameId: 'g', ...(before && { seen: before }) }));
        expect(view.state.board).toEqual(sent.state.board);
        expect(view.lastMove?.cell).toBe(row * state.rules.columns + col);
        seen.set(other, view.record);
        state = view.state;
      }
      expect(unwrap(saveRecord(state)).status).not.toBe('in-progress');
    },
  );

  it('refuses every single-character change of a signed version 2 code', async () => {
    const signed = unwrap(
      await signRecord(
        unwrap(engine.replay([38, 31, 39, 32], { ...PRESETS['connect-four'], metadata: { gameId: uuid } }, players)),
        key,
      ),
    );
    for (let at = 0; at < signed.length; at++) {
      for (const shift of [1, 17, 40]) {
        const char = ALPHABET[(ALPHABET.indexOf(signed[at]!) + shift) % 64]!;
        const changed = signed.slice(0, at) + char + signed.slice(at + 1);
        expect((await verifyRecord(changed, key)).ok, `${at} ${char}`).toBe(false);
      }
    }
  });

  it('a version 1 code cannot be turned into a version 2 code that verifies, nor rules swapped', async () => {
    const v1 = unwrap(await signRecord(unwrap(engine.replay([4, 0], {}, players)), key));
    const b1 = bytes(v1);
    expect((await verifyRecord(text([2, ...b1.slice(1)]), key)).ok).toBe(false);
    const v2 = unwrap(await signRecord(unwrap(engine.replay([4, 0], { rows: 4, columns: 4 }, players)), key));
    const b2 = bytes(v2);
    for (const [at, value] of [
      [2, 5],
      [3, 5],
      [4, 4],
      [4, 3 | 128],
    ] as const) {
      const swapped = [...b2];
      swapped[at] = value;
      expect(await verifyRecord(text(swapped), key)).toMatchObject({ ok: false, error: { code: 'BAD_SIGNATURE' } });
    }
  });

  it('reads exactly one form of each game: other bytes are MALFORMED_CODE', () => {
    const ids = [3, 97, 110, 110, 3, 98, 111, 98]; // "ann", "bob"
    // 4×4, four in a row, 1 move: 16 choices, one byte.
    expect(decodeRecord(text([2, 0, 4, 4, 4, 0, 1, 5, ...ids]))).toMatchObject({ ok: true, value: { moves: [5] } });
    for (const [why, bytes] of [
      ['3×3 of three in a row (a version 1 game)', [2, 0, 3, 3, 3, 0, 1, 5, ...ids]],
      ['a board of 20 rows', [2, 0, 20, 4, 4, 0, 0, ...ids]],
      ['a board of 0 columns', [2, 0, 4, 0, 4, 0, 0, ...ids]],
      ['a reserved rules bit', [2, 0, 4, 4, 4 | 32, 0, 0, ...ids]],
      ['more moves than cells', [2, 0, 2, 2, 2, 0, 5, 0, 0, ...ids]],
      ['a move number past the choices', [2, 0, 4, 4, 4, 0, 1, 16, ...ids]],
      ['truncated moves', [2, 0, 4, 4, 4, 0, 2]],
    ] as const) {
      expect(decodeRecord(text([...bytes])), why).toMatchObject({ ok: false, error: { code: 'MALFORMED_CODE' } });
    }
    // A line completed, then a move: the code is well formed, but the game is not.
    expect(decodeRecord(text([2, 0, 1, 3, 1, 0, 2, 0, ...ids]))).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_SEQUENCE', ply: 1 },
    });
  });
});
