/**
 * The board's geometry as data, derived in one place: the grid size, the winning lines with
 * their names, and the lines through each cell. Everything else reads it from here.
 *
 * @packageDocumentation
 */
import { invalidArgument } from '../internal/invalid-argument.js';
import type { CellIndex, GridCoordinate } from '../types.js';

/** The direction of a line. */
export type LineType = 'horizontal' | 'vertical' | 'diagonal';

/** The names of the 8 lines of the 3×3 board, as in the correspondence format. */
export const LINE_NAMES = [
  'Top Row',
  'Middle Row',
  'Bottom Row',
  'Left Column',
  'Center Column',
  'Right Column',
  'Top-left to Bottom-right',
  'Top-right to Bottom-left',
] as const;

/** The name of a line of the 3×3 board. */
export type LineName = (typeof LINE_NAMES)[number];

/** A line of k cells that wins (or, in misère, loses) when one mark fills it. */
export interface WinningLine {
  /** The line's index in {@link LINES} (rows, then columns, then the two diagonals). */
  readonly index: number;
  /** The cells of the line, from `start` to `end`. */
  readonly cells: readonly CellIndex[];
  /**
   * The line's name, as in the correspondence format: `'Top Row'`, `'Left Column'`,
   * `'Top-left to Bottom-right'` … On a board of another shape from {@link createGeometry}, a
   * name that says where the line runs, such as `'Row 2'` or `'Column 4, rows 2–4'`.
   */
  readonly name: LineName;
  /** The line's direction. */
  readonly type: LineType;
  /** The coordinate of the line's first cell. */
  readonly start: GridCoordinate;
  /** The coordinate of the line's last cell. */
  readonly end: GridCoordinate;
}

/** A board shape: `rows` × `cols` cells, `k` in a row to complete a line. */
export interface Geometry {
  /** The number of rows. */
  readonly rows: number;
  /** The number of columns. */
  readonly cols: number;
  /** How many marks in a row complete a line. */
  readonly k: number;
  /** The number of cells: `rows × cols`. */
  readonly size: number;
  /** A bit mask with one bit set per cell. */
  readonly fullMask: number;
  /** The lines, by index: rows, then columns, then diagonals. */
  readonly lines: readonly WinningLine[];
  /** The bit mask of each line, by line index. */
  readonly lineMasks: readonly number[];
  /** The indexes of the lines through each cell. */
  readonly linesThrough: readonly (readonly number[])[];
  /** The coordinates of each cell. */
  readonly coordinates: readonly GridCoordinate[];
}

/**
 * Names a line of `k` cells from `start` to `end`: on the 3×3 board, its name in
 * {@link LINE_NAMES}; on any other board, a name that says where it runs, such as `'Row 2'`,
 * `'Column 4, rows 2–4'` or `'Diagonal from row 1, column 2 to row 3, column 4'` (rows and
 * columns count from 1).
 */
function lineName(geometry: { rows: number; cols: number; k: number }, index: number, type: LineType, start: GridCoordinate, end: GridCoordinate): string {
  const { rows, cols, k } = geometry;
  if (rows === 3 && cols === 3 && k === 3) return LINE_NAMES[index]!;
  if (type === 'horizontal') return `Row ${start.row + 1}${k === cols ? '' : `, columns ${start.col + 1}–${end.col + 1}`}`;
  if (type === 'vertical') return `Column ${start.col + 1}${k === rows ? '' : `, rows ${start.row + 1}–${end.row + 1}`}`;
  return `Diagonal from row ${start.row + 1}, column ${start.col + 1} to row ${end.row + 1}, column ${end.col + 1}`;
}

/**
 * Returns the geometry of a `rows` × `cols` board where `k` in a row wins: every horizontal,
 * vertical and diagonal run of `k` cells, in that order, each named (see {@link WinningLine.name}).
 * Only `3, 3, 3` is played today; the derivation is general so that larger (m,n,k) boards reuse it.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` for sizes that are not whole numbers, over 30 cells, or `k` longer than both sides.
 */
export function createGeometry(rows: number, cols: number, k: number): Geometry {
  if (![rows, cols, k].every((n) => Number.isInteger(n) && n >= 1) || rows * cols > 30 || k > Math.max(rows, cols)) {
    invalidArgument('createGeometry: bad rows, cols or k.');
  }
  const size = rows * cols;
  const coordinates = Array.from({ length: size }, (_, i) =>
    Object.freeze({ row: Math.floor(i / cols), col: i % cols }),
  );
  const lines: WinningLine[] = [];
  const addLine = (type: LineType, r: number, c: number, dr: number, dc: number): void => {
    const endRow = r + dr * (k - 1);
    const endCol = c + dc * (k - 1);
    if (endRow >= rows || endCol < 0 || endCol >= cols) return;
    const cells = Array.from({ length: k }, (_, i) => ((r + dr * i) * cols + c + dc * i) as CellIndex);
    const start = coordinates[cells[0]!]!;
    const end = coordinates[cells[k - 1]!]!;
    const name = lineName({ rows, cols, k }, lines.length, type, start, end) as LineName;
    lines.push(Object.freeze({ index: lines.length, cells: Object.freeze(cells), name, type, start, end }));
  };
  // Rows, then columns, then diagonals (down-right, then down-left), each from the top left.
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) addLine('horizontal', r, c, 0, 1);
  for (let c = 0; c < cols; c++) for (let r = 0; r < rows; r++) addLine('vertical', r, c, 1, 0);
  for (const dc of [1, -1]) for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) addLine('diagonal', r, c, 1, dc);
  const lineMasks = lines.map((line) => line.cells.reduce<number>((mask, cell) => mask | (1 << cell), 0));
  const linesThrough = coordinates.map((_, cell) =>
    Object.freeze(lines.filter((line) => line.cells.includes(cell as CellIndex)).map((line) => line.index)),
  );
  return Object.freeze({
    rows,
    cols,
    k,
    size,
    fullMask: 2 ** size - 1,
    lines: Object.freeze(lines),
    lineMasks: Object.freeze(lineMasks),
    linesThrough: Object.freeze(linesThrough),
    coordinates: Object.freeze(coordinates),
  });
}

/** Returns the lines of `geometry` that the marks of `mask` fill, in index order. */
export function filledLines(geometry: Geometry, mask: number): WinningLine[] {
  const { lines, lineMasks } = geometry;
  const filled: WinningLine[] = [];
  for (let index = 0; index < lineMasks.length; index++) {
    if ((mask & lineMasks[index]!) === lineMasks[index]) filled.push(lines[index]!);
  }
  return filled;
}

/**
 * Returns a line's name as it reads in a sentence: the name, with "diagonal" after a diagonal's.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `line` is not one of {@link LINES}.
 *
 * @example
 * ```ts
 * import { LINES, lineLabel } from 'tictactoe-engine';
 * lineLabel(LINES[0]!); // 'Top Row'
 * lineLabel(LINES[6]!); // 'Top-left to Bottom-right diagonal'
 * ```
 */
export function lineLabel(line: WinningLine): string {
  if (!STANDARD.lines.includes(line)) invalidArgument('lineLabel: not one of the LINES.');
  return line.type === 'diagonal' ? `${line.name} diagonal` : line.name;
}

/** The geometry of the 3×3 board. */
export const STANDARD: Geometry = createGeometry(3, 3, 3);

/** The 8 winning lines of the 3×3 board: three rows, three columns, two diagonals. */
export const LINES: readonly WinningLine[] = STANDARD.lines;

/**
 * Returns, for every mask of marks on `geometry`, the index of the first line it fills, or -1:
 * one table read replaces a loop over the lines in the engine's hot path. Internal: typed arrays
 * cannot be frozen, so the table is never handed to users.
 */
export function createLineTable(geometry: Geometry): Int8Array {
  const table = new Int8Array(2 ** geometry.size).fill(-1);
  for (let mask = 0; mask < table.length; mask++) {
    table[mask] = geometry.lineMasks.findIndex((line) => (mask & line) === line);
  }
  return table;
}
