import { describe, expect, test } from 'vitest';
import { createGeometry, LINE_NAMES, LINES, STANDARD, type Geometry } from '../../src/index.js';

/** Every board shape createGeometry accepts: sides 1–30 with at most 30 cells, k up to the longer side. */
const SHAPES: [rows: number, cols: number, k: number][] = [];
for (let rows = 1; rows <= 30; rows++) {
  for (let cols = 1; rows * cols <= 30; cols++) {
    for (let k = 1; k <= Math.max(rows, cols); k++) SHAPES.push([rows, cols, k]);
  }
}

/**
 * The lines of a board by brute force, independently of createGeometry: from every cell, in each
 * of the four directions (right, down, down-right, down-left), the k cells on from it if they
 * all lie on the board.
 */
function oracleLines(rows: number, cols: number, k: number): string[] {
  const lines: string[] = [];
  for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]] as const) {
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const cells = Array.from({ length: k }, (_, i) => [r + dr * i, c + dc * i] as const);
        if (cells.every(([row, col]) => row >= 0 && row < rows && col >= 0 && col < cols)) {
          lines.push(cells.map(([row, col]) => row * cols + col).join(','));
        }
      }
    }
  }
  return lines.sort();
}

describe('createGeometry', () => {
  test(`derives every line of each of the ${SHAPES.length} board shapes it accepts`, () => {
    for (const [rows, cols, k] of SHAPES) {
      const geometry: Geometry = createGeometry(rows, cols, k);
      expect({ rows: geometry.rows, cols: geometry.cols, k: geometry.k, size: geometry.size }).toEqual({ rows, cols, k, size: rows * cols });
      expect(geometry.lines.map((line) => line.cells.join(',')).sort()).toEqual(oracleLines(rows, cols, k));
      expect(geometry.lines.map((line) => line.index)).toEqual(geometry.lines.map((_, index) => index));
      for (const line of geometry.lines) {
        expect(line.start).toEqual(geometry.coordinates[line.cells[0]!]);
        expect(line.end).toEqual(geometry.coordinates[line.cells[k - 1]!]);
        expect(geometry.lineMasks[line.index]).toBe(line.cells.reduce<number>((mask, cell) => mask | (1 << cell), 0));
      }
      for (let cell = 0; cell < geometry.size; cell++) {
        const through = geometry.lines.filter((line) => (line.cells as number[]).includes(cell)).map((line) => line.index);
        expect(geometry.linesThrough[cell]).toEqual(through);
      }
    }
  });

  test('names every line of a board uniquely, and the 3×3 lines as the correspondence format does', () => {
    expect(createGeometry(3, 3, 3).lines.map((line) => line.name)).toEqual(LINE_NAMES);
    expect(STANDARD.lines).toBe(LINES);
    // With k = 1 each cell is a line in all four directions, so only k ≥ 2 has distinct lines.
    for (const [rows, cols, k] of SHAPES.filter(([, , k]) => k >= 2)) {
      const names = createGeometry(rows, cols, k).lines.map((line) => line.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  test('says where a line runs on a board of another shape', () => {
    expect(createGeometry(4, 4, 4).lines.map((line) => line.name)).toEqual([
      'Row 1',
      'Row 2',
      'Row 3',
      'Row 4',
      'Column 1',
      'Column 2',
      'Column 3',
      'Column 4',
      'Diagonal from row 1, column 1 to row 4, column 4',
      'Diagonal from row 1, column 4 to row 4, column 1',
    ]);
    const wide = createGeometry(3, 4, 3).lines.map((line) => line.name);
    expect(wide.slice(0, 2)).toEqual(['Row 1, columns 1–3', 'Row 1, columns 2–4']);
    expect(wide).toContain('Column 4');
    expect(wide).toContain('Diagonal from row 1, column 4 to row 3, column 2');
    expect(createGeometry(5, 3, 3).lines.map((line) => line.name)).toContain('Column 2, rows 3–5');
  });

  test('refuses shapes that are not whole numbers, over 30 cells, or with k longer than both sides', () => {
    for (const [rows, cols, k] of [[0, 3, 3], [3, 3, 4], [6, 6, 3], [3.5, 3, 3], [Number.NaN, 3, 3], [3, 3, 0]]) {
      expect(() => createGeometry(rows!, cols!, k!)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    }
  });
});
