// The proofs on bitboards (four in a row with gravity) against the proofs on the search's own board, on shapes too
// large for the oracle of prove.oracle.test.ts (which checks both on the small ones): positions of random games late
// enough to prove at once, on boards of 7 rows and of 8 columns (the edges of what fits a bitboard), of 1 and 3
// columns (the mirror image's other cases), and one through a table of two entries (the bitboards' own table is then
// as small as its keys allow: 4 entries up to 6 columns, every entry overwritten; 1,024 on 7 × 6, more on wider
// boards). The value, its distance and the moves that keep it must be the same. And the keys of every shape that fits
// have no bit above what their table keeps.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, vi } from 'vitest';
import { fitsBits, keySpan } from '../../../../src/games/k-in-a-row/search/bits.js';
import { BitsTable } from '../../../../src/games/k-in-a-row/search/bits-table.js';
import { Shape } from '../../../../src/games/k-in-a-row/search/board.js';
import { prove } from '../../../../src/games/k-in-a-row/search/prove.js';
import { INFINITE, Search } from '../../../../src/games/k-in-a-row/search/search.js';
import { PROVEN, Table } from '../../../../src/games/k-in-a-row/search/table.js';

const SHAPES = [
  { rows: 6, columns: 7 },
  { rows: 7, columns: 6 },
  { rows: 7, columns: 8 },
  { rows: 5, columns: 8 },
  { rows: 7, columns: 3 },
  { rows: 7, columns: 1 },
  { rows: 4, columns: 5 },
].map((rules) => new Shape({ ...rules, inARow: 4, gravity: true, misere: false }));

const UNLIMITED = { nodes: Infinity, deadline: Infinity, now: () => 0 };

describe('proofs on bitboards', () => {
  test('are used for four in a row on gravity boards of at most 8 columns of at most 7 rows, without misère', () => {
    const fits = (rows: number, columns: number, inARow = 4, gravity = true, misere = false): boolean =>
      fitsBits(new Shape({ rows, columns, inARow, gravity, misere }));
    expect([fits(6, 7), fits(7, 8), fits(1, 1), fits(8, 7), fits(7, 9)]).toEqual([true, true, true, false, false]);
    expect([fits(6, 7, 3), fits(6, 7, 5), fits(6, 7, 4, false), fits(6, 7, 4, true, true)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  test.prop([fc.nat({ max: SHAPES.length - 1 }), fc.array(fc.nat(), { minLength: 64, maxLength: 64 }), fc.boolean()], {
    numRuns: 150,
  })('agree with the proofs on the board: value, distance and the moves that keep it', (which, choices, tiny) => {
    const shape = SHAPES[which]!;
    const bits = new Search(shape, new Table(tiny ? 2 : 1 << 16));
    const plain = new Search(shape, new Table(1 << 16), false);
    // A random game until at most 14 cells are left (or one more move would end it), on both boards.
    let i = 0;
    while (shape.size - bits.board.ply > 14) {
      const open: number[] = [];
      for (let col = 0; col < shape.columns; col++) {
        const cell = bits.board.top(col);
        if (cell >= 0 && bits.board.threats[cell * 2 + (bits.board.ply & 1)] === 0) open.push(cell);
      }
      if (open.length === 0) break;
      const cell = open[choices[i++ % choices.length]! % open.length]!;
      bits.board.play(cell);
      plain.board.play(cell);
    }
    const got = prove(bits, UNLIMITED);
    const expected = prove(plain, UNLIMITED);
    expect([got.result, got.value, [...got.best].sort()]).toEqual([
      expected.result,
      expected.value,
      [...expected.best].sort(),
    ]);
  });

  test('make keys whose high half has no bit at or above the span their table keeps, on every shape that fits', () => {
    const wide: string[] = [];
    const store = vi.spyOn(BitsTable.prototype, 'store');
    const find = vi.spyOn(BitsTable.prototype, 'find');
    try {
      for (let rows = 1; rows <= 7; rows++)
        for (let columns = 1; columns <= 8; columns++) {
          const shape = new Shape({ rows, columns, inARow: 4, gravity: true, misere: false });
          const span = keySpan(shape);
          store.mockClear();
          find.mockClear();
          // A game of random moves (a fixed sequence), a short proof after each: its keys and its moves' keys.
          const search = new Search(shape, new Table(1 << 10));
          for (let i = 0; i < shape.size && search.board.ply < shape.size; i++) {
            const column = (i * 5 + rows) % columns;
            const cell = search.board.top(column);
            if (cell < 0 || search.board.play(cell)) break;
            try {
              search.run(PROVEN, -INFINITE, INFINITE, { nodes: search.nodes + 300, deadline: Infinity, now: () => 0 });
            } catch {
              // The budget: what was stored and looked up counts.
            }
          }
          const keys = [...store.mock.calls.map((call) => call[1]), ...find.mock.calls.map((call) => call[1])];
          if (keys.length === 0 && shape.size > 1) wide.push(`${rows} × ${columns}: no key`);
          const over = keys.find((hi) => span < 32 && hi >>> span !== 0);
          if (over !== undefined) wide.push(`${rows} × ${columns}: ${over.toString(2)} over ${span} bits`);
        }
    } finally {
      store.mockRestore();
      find.mockRestore();
    }
    expect(wide).toEqual([]);
  });
});
