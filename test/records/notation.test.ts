import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECORD_ERROR_CODES,
  TicTacToeError,
  cellName,
  formatBoard,
  formatMoves,
  parseBoard,
  parseMoves,
  type Board,
  type CellIndex,
} from '../../src/index.js';
import { forEachCompleteGame, legalMoves } from './helpers.js';

const anyCells = fc.array(fc.integer({ min: 0, max: 8 }) as fc.Arbitrary<CellIndex>, { maxLength: 12 });

describe('formatMoves', () => {
  it.each([
    [[], 'algebraic', ''],
    [[], 'digits', ''],
    [[4, 0, 8], 'algebraic', 'b2 a1 c3'],
    [[4, 0, 8], 'digits', '408'],
    [[0, 1, 2, 3, 4, 5, 6, 7, 8], 'algebraic', 'a1 b1 c1 a2 b2 c2 a3 b3 c3'],
    [[0, 1, 2, 3, 4, 5, 6, 7, 8], 'digits', '012345678'],
  ] as const)('writes %j in %s as %j', (moves, notation, text) => {
    expect(formatMoves(moves, { notation })).toBe(text);
  });

  it('writes algebraic by default, with the engine cell names', () => {
    expect(formatMoves([4, 0, 8])).toBe([4, 0, 8].map((c) => cellName(c as CellIndex)).join(' '));
  });

  it.each([[null], ['408'], [[9]], [[-1]], [[1.5]], [['4']], [[NaN]], [[4, undefined]]])(
    'throws a TicTacToeError BAD_NOTATION on %j (untyped callers)',
    (moves) => {
      expect(() => formatMoves(moves as never)).toThrow(TicTacToeError);
      try {
        formatMoves(moves as never);
      } catch (error) {
        expect((error as TicTacToeError).code).toBe('BAD_NOTATION');
      }
    },
  );
});

describe('parseMoves', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['b2 a1 c3', [4, 0, 8]],
    ['408', [4, 0, 8]],
    ['4 0 8', [4, 0, 8]],
    ['B2, A1; c3', [4, 0, 8]],
    ['  b2\ta1\n c3 ', [4, 0, 8]],
    ['b2 08', [4, 0, 8]],
    ['012345678', [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    ['4 4', [4, 4]], // syntax only: legality is for replay
  ])('reads %j as %j', (text, cells) => {
    expect(parseMoves(text)).toEqual({ ok: true, value: cells });
  });

  it.each([
    ['b2 d4', 1],
    ['9', 0],
    ['40 8x', 2],
    ['a0', 0],
    ['b2 a1 c3 -1', 3],
    ['b2a1', 0],
    ['1. b2', 0],
  ])('refuses %j with BAD_NOTATION at ply %i', (text, ply) => {
    const result = parseMoves(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('BAD_NOTATION');
      expect(result.error.ply).toBe(ply);
      expect(result.error.message).toMatch(/^Bad move list: /);
    }
  });

  it.each([[null], [undefined], [408], [[4, 0, 8]], [{}]])('refuses the non-string %j', (value) => {
    expect(parseMoves(value)).toMatchObject({ ok: false, error: { code: 'BAD_NOTATION' } });
  });

  it('returns a frozen list', () => {
    const result = parseMoves('b2 a1');
    expect(result.ok && Object.isFrozen(result.value)).toBe(true);
  });
});

describe('move text round trips', () => {
  it('reads back every complete game (255,168) in both notations', () => {
    let games = 0;
    let failures = 0;
    forEachCompleteGame((moves) => {
      games++;
      for (const notation of ['digits', 'algebraic'] as const) {
        const back = parseMoves(formatMoves(moves, { notation }));
        if (!back.ok || back.value.length !== moves.length || back.value.some((cell, i) => cell !== moves[i]))
          failures++;
      }
    });
    expect(games).toBe(255_168);
    expect(failures).toBe(0);
  });

  test.prop([anyCells, fc.constantFrom('digits', 'algebraic' as const)])(
    'parse(format(cells)) is cells, legal or not',
    (cells, notation) => {
      expect(parseMoves(formatMoves(cells, { notation }))).toEqual({ ok: true, value: cells });
    },
  );

  test.prop([legalMoves])('the digit form is one digit per move, the algebraic form one name per move', (moves) => {
    expect(formatMoves(moves, { notation: 'digits' })).toHaveLength(moves.length);
    expect(formatMoves(moves).split(' ').filter(Boolean)).toHaveLength(moves.length);
  });

  test.prop([fc.string()])('parse never throws, and what it reads formats back to the same list', (text) => {
    const result = parseMoves(text);
    if (result.ok) expect(parseMoves(formatMoves(result.value))).toEqual(result);
    else expect(RECORD_ERROR_CODES).toContain(result.error.code);
  });

  test.prop([
    fc
      .array(fc.constantFrom('a1', 'B2', 'c3', '4', '08', ' ', ',', ';', 'x', '9', '\n'), { maxLength: 12 })
      .map((parts) => parts.join('')),
  ])('never throws on near-miss text', (text) => {
    const result = parseMoves(text);
    expect(result.ok || result.error.code === 'BAD_NOTATION').toBe(true);
  });
});

describe('board text round trips (parseBoard/formatBoard, reused from the core)', () => {
  const board = fc.array(fc.constantFrom('X', 'O', null), { minLength: 9, maxLength: 9 }) as fc.Arbitrary<Board>;
  test.prop([board, fc.boolean()])(
    'parseBoard(formatBoard(board)) is board, with or without row separators',
    (cells, rows) => {
      expect(parseBoard(formatBoard(cells, { separators: rows }))).toEqual({ ok: true, value: cells });
    },
  );
});
