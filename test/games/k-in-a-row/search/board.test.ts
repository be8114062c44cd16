// The tables of a shape (src/games/k-in-a-row/search/board.ts `Shape`), against the rules' definitions written
// here: the lines are every run of k cells across, down or on a diagonal (a line of one cell once); the lines
// through a cell are those that hold it, in order; a cell's centrality is their number; boards of more than 49 cells
// are searched near their marks (and the board counts the marks near each cell: tested below); a symmetry is a
// permutation of the cells that maps every line onto a line (with gravity, rows onto themselves), the first the
// identity; the hash keys are distinct, and the same in every run (searches are reproducible). On every board up to
// 9 × 9, and the big ones, for each line length and gravity.
import { expect, test } from 'vitest';
import { Board, Shape } from '../../../../src/games/k-in-a-row/search/board.js';
import { Slab } from '../../../../src/games/k-in-a-row/search/slab.js';

/** The runs of `k` cells of a board, each as its cells in order, as the rules define them. */
function runs(rows: number, columns: number, k: number): number[][] {
  const found: number[][] = [];
  const directions =
    k === 1
      ? [[0, 1]]
      : [
          [0, 1],
          [1, 0],
          [1, 1],
          [1, -1],
        ];
  for (const [dr, dc] of directions)
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < columns; c++) {
        const cells = Array.from({ length: k }, (_, i) => [r + dr! * i, c + dc! * i] as const);
        if (cells.every(([r2, c2]) => r2 >= 0 && r2 < rows && c2 >= 0 && c2 < columns))
          found.push(cells.map(([r2, c2]) => r2 * columns + c2));
      }
  return found;
}

const BOARDS: [number, number][] = [];
for (let rows = 1; rows <= 9; rows++) for (let columns = 1; columns <= 9; columns++) BOARDS.push([rows, columns]);
BOARDS.push([6, 7], [15, 15], [19, 19], [10, 12], [19, 4]);

test.each(BOARDS)('the tables of a %i × %i board, for each line length, with and without gravity', (rows, columns) => {
  for (const k of new Set([1, 2, 3, 4, 5, Math.max(rows, columns)].filter((n) => n <= Math.max(rows, columns))))
    for (const gravity of [false, true]) {
      const shape = new Shape({ rows, columns, inARow: k, gravity, misere: false });
      const size = rows * columns;
      const lines = Array.from({ length: shape.lineCount }, (_, l) => [...shape.lineCells.subarray(l * k, l * k + k)]);
      const key = (cells: readonly number[]) => [...cells].sort((a, b) => a - b).join();
      // In order: across, down, then the diagonals, each from its first cell in board order.
      expect(lines).toEqual(runs(rows, columns, k));
      for (let c = 0; c < size; c++) {
        const through = [...shape.cellLines.subarray(shape.cellLineStart[c], shape.cellLineStart[c + 1])];
        expect(through).toEqual(lines.flatMap((line, l) => (line.includes(c) ? [l] : [])));
        expect(shape.centrality[c]).toBe(through.length);
      }
      expect(shape.local).toBe(size > 49);
      expect(shape.symmetries).toBe(gravity ? 2 : rows === columns ? 8 : 4);
      const lineKeys = new Set(lines.map(key));
      const images = new Set<string>();
      for (let s = 0; s < shape.symmetries; s++) {
        const image = [...shape.symmetry.subarray(s * size, s * size + size)];
        if (s === 0) expect(image).toEqual(Array.from({ length: size }, (_, c) => c));
        expect(new Set(image).size).toBe(size);
        for (const line of lines) expect(lineKeys.has(key(line.map((c) => image[c]!)))).toBe(true);
        if (gravity)
          expect(image.map((to) => Math.floor(to / columns))).toEqual(image.map((_, c) => Math.floor(c / columns)));
        images.add(image.join());
      }
      // The symmetries are distinct, but on boards with fewer (a single row or column, a single cell).
      if (rows > 1 && columns > 1) expect(images.size).toBe(shape.symmetries);
      expect(new Set(shape.zobrist).size).toBe(size * 4);
    }
});

test('the hash keys are the same in every run', () => {
  // A checksum of the keys of three shapes, as the generator wrote them when it was made.
  const checksum = (rows: number, columns: number, k: number, gravity: boolean) => {
    let sum = 0;
    for (const key of new Shape({ rows, columns, inARow: k, gravity, misere: false }).zobrist)
      sum = (Math.imul(sum, 31) + key) | 0;
    return sum;
  };
  expect([checksum(15, 15, 5, false), checksum(6, 7, 4, true), checksum(3, 3, 3, false)]).toEqual([
    1325913417, -298253622, 180497255,
  ]);
});

test('the hash keys are 30 bits a half: small integers to V8, and so are their XORs (the hashes of positions)', () => {
  // A value past ±2^30 is a heap number in V8's cold code: the first call of a process would make one at each read.
  for (const [rows, columns, k] of [
    [19, 19, 5],
    [7, 6, 4],
    [3, 3, 3],
  ] as const) {
    const shape = new Shape({ rows, columns, inARow: k, gravity: false, misere: false });
    expect(shape.zobrist.every((key) => key >= 0 && key < 2 ** 30)).toBe(true);
    // Half of the keys have the top bit of the 30: the keys use all of them.
    const high = shape.zobrist.filter((key) => key >= 2 ** 29).length / shape.zobrist.length;
    expect(high).toBeGreaterThan(0.4);
    expect(high).toBeLessThan(0.6);
  }
});

// On boards of more than 49 cells, how many marks lie within two rows and columns of each cell (the cell itself not
// counted: Board.near, by which searches within a depth look only near the marks), at every position of random games
// and as each is taken back; on smaller boards the board keeps no such counts.
test.each([
  [7, 7, false],
  [8, 7, false],
  [3, 19, false],
  [19, 4, false],
  [10, 12, false],
  [15, 15, false],
  [19, 19, false],
  [8, 7, true],
  [10, 10, true],
])('the marks near each cell on a %i × %i board, gravity %s', (rows, columns, gravity) => {
  const size = rows * columns;
  const board = new Board(new Shape({ rows, columns, inARow: 4, gravity, misere: false }), new Slab());
  if (size <= 49) {
    expect(board.near.length).toBe(0);
    return;
  }
  const near = (cell: number): number => {
    const [r, c] = [Math.floor(cell / columns), cell % columns];
    let marks = 0;
    for (let other = 0; other < size; other++) {
      const [r2, c2] = [Math.floor(other / columns), other % columns];
      if (other !== cell && board.cells[other] !== 0 && Math.abs(r2 - r) <= 2 && Math.abs(c2 - c) <= 2) marks++;
    }
    return marks;
  };
  const expectNear = (): void => {
    const expected = Array.from({ length: size }, (_, cell) => near(cell));
    expect([...board.near]).toEqual(expected);
  };
  let seed = 2026;
  const random = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  for (let game = 0; game < 4; game++) {
    const played: number[] = [];
    // Marks at the edges and corners as well as inside: any playable cell, a line completed or not.
    for (let ply = 0; ply < Math.min(size, 40); ply++) {
      const open = Array.from({ length: size }, (_, cell) => cell).filter(
        (cell) => board.cells[cell] === 0 && (!gravity || cell + columns >= size || board.cells[cell + columns] !== 0),
      );
      const cell = open[random(open.length)]!;
      board.play(cell);
      played.push(cell);
      expectNear();
    }
    for (let i = played.length - 1; i >= 0; i--) {
      board.undo(played[i]!);
      expectNear();
    }
  }
});

// A player's safe cells (Board.safeCells, which bounds misère searches): the playable cells that complete no line of
// theirs, at every position of random games (with gravity, counted up to the number asked for).
test.each([
  [3, 3, 3, false],
  [4, 4, 3, false],
  [2, 2, 1, false],
  [4, 4, 2, false],
  [4, 4, 3, true],
  [4, 5, 4, true],
  [3, 3, 1, true],
])("a player's safe cells on a %i × %i board, %i in a row, gravity %s", (rows, columns, k, gravity) => {
  const shape = new Shape({ rows, columns, inARow: k, gravity, misere: true });
  const board = new Board(shape, new Slab());
  const lines = runs(rows, columns, k);
  const size = rows * columns;
  const playable = (cell: number): boolean =>
    board.cells[cell] === 0 && (!gravity || cell + columns >= size || board.cells[cell + columns] !== 0);
  const completes = (cell: number, p: number): boolean =>
    lines.some((line) => line.includes(cell) && line.every((c) => c === cell || board.cells[c] === p + 1));
  let seed = 12345;
  const random = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  let positions = 0;
  for (let game = 0; game < 200; game++) {
    const played: number[] = [];
    for (;;) {
      positions++;
      for (const p of [0, 1]) {
        let safe = 0;
        for (let cell = 0; cell < size; cell++) if (playable(cell) && !completes(cell, p)) safe++;
        for (const enough of [1, 2, size])
          expect(board.safeCells(p, enough)).toBe(gravity ? Math.min(safe, enough) : safe);
      }
      const open = Array.from({ length: size }, (_, cell) => cell).filter(playable);
      if (open.length === 0) break;
      const cell = open[random(open.length)]!;
      played.push(cell);
      if (board.play(cell)) break;
    }
    for (let i = played.length - 1; i >= 0; i--) board.undo(played[i]!);
  }
  expect(positions).toBeGreaterThanOrEqual(200);
});
