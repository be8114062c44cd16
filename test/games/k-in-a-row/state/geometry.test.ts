import { describe, expect, test } from 'vitest';
import { LINE_MASKS } from '../../../../src/games/k-in-a-row/ai/tactics.js';
import { PRESETS, TicTacToeEngine, lineLabel, unwrap, winningLines, type WinningLine } from '../../../../src/index.js';

/** Every shape with sides up to 7 and every line length the rules allow, plus the large presets. */
const SHAPES: [rows: number, columns: number, inARow: number][] = [
  [15, 15, 5],
  [6, 7, 4],
  [19, 19, 5],
  [19, 19, 19],
  [1, 19, 2],
  [19, 1, 19],
];
for (let rows = 1; rows <= 7; rows++) {
  for (let columns = 1; columns <= 7; columns++) {
    for (let k = 1; k <= Math.max(rows, columns); k++) SHAPES.push([rows, columns, k]);
  }
}

type Direction = WinningLine['type'];

/**
 * The lines of a board by brute force, independently of the library: from every cell, in each of
 * the four directions (right, down, down-right, down-left), the k cells on from it if they all lie
 * on the board; with k = 1, each cell once.
 */
function oracleLines(rows: number, columns: number, k: number): string[] {
  const lines: string[] = [];
  const directions: [Direction, number, number][] = [
    ['horizontal', 0, 1],
    ['vertical', 1, 0],
    ['diagonal', 1, 1],
    ['anti-diagonal', 1, -1],
  ];
  for (const [type, dr, dc] of k === 1 ? directions.slice(0, 1) : directions) {
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        const cells = Array.from({ length: k }, (_, i) => [r + dr * i, c + dc * i] as const);
        if (cells.every(([row, col]) => row >= 0 && row < rows && col >= 0 && col < columns)) {
          lines.push(`${type}:${cells.map(([row, col]) => row * columns + col).join(',')}`);
        }
      }
    }
  }
  return lines.sort();
}

describe('winningLines', () => {
  test(`derives every line of ${SHAPES.length} board shapes, in index order`, () => {
    for (const [rows, columns, inARow] of SHAPES) {
      const lines = winningLines({ rows, columns, inARow });
      expect(lines.map((line) => `${line.type}:${line.cells.join(',')}`).sort()).toEqual(
        oracleLines(rows, columns, inARow),
      );
      expect(lines.map((line) => line.index)).toEqual(lines.map((_, index) => index));
      const order = ['horizontal', 'vertical', 'diagonal', 'anti-diagonal'];
      for (const [i, line] of lines.entries()) {
        expect(line.start).toEqual({ row: Math.floor(line.cells[0]! / columns), col: line.cells[0]! % columns });
        expect(line.end).toEqual({
          row: Math.floor(line.cells[inARow - 1]! / columns),
          col: line.cells[inARow - 1]! % columns,
        });
        const before = lines[i - 1];
        if (!before) continue;
        // Types in order; within a type, vertical lines column by column, the others row by row.
        const key = (l: WinningLine): number[] =>
          l.type === 'vertical'
            ? [order.indexOf(l.type), l.start.col, l.start.row]
            : [order.indexOf(l.type), l.start.row, l.start.col];
        const [a, b] = [key(before), key(line)];
        expect(a[0]! < b[0]! || (a[0] === b[0] && (a[1]! < b[1]! || (a[1] === b[1] && a[2]! < b[2]!)))).toBe(true);
      }
      // Names are unique on every board.
      expect(new Set(lines.map((line) => line.name)).size).toBe(lines.length);
      expect(
        Object.isFrozen(lines) && lines.every((line) => Object.isFrozen(line) && Object.isFrozen(line.cells)),
      ).toBe(true);
    }
  });

  test('names the 3×3 lines as players say them, and says where a line runs elsewhere', () => {
    expect(winningLines(PRESETS['tic-tac-toe']).map((line) => line.name)).toEqual([
      'Top Row',
      'Middle Row',
      'Bottom Row',
      'Left Column',
      'Center Column',
      'Right Column',
      'Top-left to Bottom-right',
      'Top-right to Bottom-left',
    ]);
    expect(
      winningLines(PRESETS['tic-tac-toe'])
        .map((line) => line.type)
        .slice(6),
    ).toEqual(['diagonal', 'anti-diagonal']);
    expect(winningLines(PRESETS['4x4']).map((line) => line.name)).toEqual([
      'Row 1',
      'Row 2',
      'Row 3',
      'Row 4',
      'Column a',
      'Column b',
      'Column c',
      'Column d',
      'Diagonal a1 to d4',
      'Anti-diagonal d1 to a4',
    ]);
    const wide = winningLines({ rows: 3, columns: 4, inARow: 3 }).map((line) => line.name);
    expect(wide.slice(0, 2)).toEqual(['Row 1, a1 to c1', 'Row 1, b1 to d1']);
    expect(wide).toContain('Column d');
    expect(wide).toContain('Anti-diagonal d1 to b3');
    expect(winningLines({ rows: 5, columns: 3, inARow: 3 }).map((line) => line.name)).toContain('Column b, b3 to b5');
    expect(winningLines({ rows: 2, columns: 2, inARow: 1 }).map((line) => line.name)).toEqual([
      'Cell a1',
      'Cell b1',
      'Cell a2',
      'Cell b2',
    ]);
    expect(winningLines(PRESETS['connect-four'])).toHaveLength(69);
    expect(winningLines(PRESETS.gomoku)).toHaveLength(572);
  });

  test("the AI's written-out 3×3 line masks are the board's lines", () => {
    expect(
      winningLines(PRESETS['tic-tac-toe']).map((line) => line.cells.reduce((mask, cell) => mask | (1 << cell), 0)),
    ).toEqual(LINE_MASKS);
  });

  test('a line is one object, whichever asks for it first: a won state, a threat, winningLines', () => {
    // Lines are made on first request, per geometry (the engine keeps the 16 used last). Each shape below has one of
    // the three line tests, is asked first by a different one of the three askers, and is used by no other test (a
    // side past the 7 of this file's first test, and none of the presets), so that none of its lines exists yet.
    const engine = new TicTacToeEngine();
    const players = [{ id: 'x' }, { id: 'o' }];
    const cases = [
      { rules: { rows: 17, columns: 18, inARow: 5 }, first: 'won' }, // words: runs counted from the cell
      { rules: { rows: 6, columns: 8, inARow: 4 }, first: 'threat' }, // two words (33 to 64 cells)
      { rules: { rows: 3, columns: 9, inARow: 3 }, first: 'all' }, // one number (up to 30 cells)
    ] as const;
    for (const { rules, first } of cases) {
      // X fills the first row's first line (cells 0 to k − 1) with O below it; one move less leaves the threat.
      const xs = Array.from({ length: rules.inARow }, (_, i) => i);
      const moves = xs.flatMap((cell, i) => (i < xs.length - 1 ? [cell, rules.columns + cell] : [cell]));
      const askers = {
        won: () => unwrap(engine.replay(moves, rules, players)).winningLine,
        threat: () => {
          const threat = unwrap(engine.replay(moves.slice(0, -1), rules, players));
          const note = engine.getAnnotations(threat).find((one) => one.type === 'threat' && one.symbol === 'X');
          return note?.type === 'threat' ? note.lines[0] : undefined;
        },
        all: () => winningLines(rules)[0],
      };
      const line = askers[first]();
      expect(line?.cells).toEqual(xs);
      expect([askers.won(), askers.threat(), askers.all()]).toEqual([line, line, line]);
      for (const ask of Object.values(askers)) expect(ask()).toBe(line);
      expect(winningLines({ ...rules })).toBe(winningLines(rules));
    }
  });

  test('lineLabel reads a 3×3 diagonal in a sentence, and refuses lines it did not make', () => {
    const lines = winningLines(PRESETS['tic-tac-toe']);
    expect(lineLabel(lines[0]!)).toBe('Top Row');
    expect(lineLabel(lines[7]!)).toBe('Top-right to Bottom-left diagonal');
    expect(lineLabel(winningLines(PRESETS['4x4'])[8]!)).toBe('Diagonal a1 to d4');
    expect(() => lineLabel({ ...lines[0]! })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  test('refuses shapes that are not whole numbers from 1 to 19, or a line longer than both sides', () => {
    const bad: unknown[] = [
      { rows: 0, columns: 3, inARow: 3 },
      { rows: 3, columns: 3, inARow: 4 },
      { rows: 20, columns: 3, inARow: 3 },
      { rows: 3.5, columns: 3, inARow: 3 },
      { rows: Number.NaN, columns: 3, inARow: 3 },
      { rows: 3, columns: 3, inARow: 0 },
      { rows: 3, columns: 3 },
      null,
      'tic-tac-toe',
    ];
    for (const shape of bad) {
      expect(() => winningLines(shape as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    }
  });
});
