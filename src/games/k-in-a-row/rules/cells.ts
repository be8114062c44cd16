/**
 * Cell helpers for a board of any shape: between a cell index (row-major, from 0 at the top
 * left), a `{ row, col }` coordinate, an algebraic name (`a1` … `s19`: column letter, then row
 * number from 1 at the top) and an English spoken label for the library's own messages.
 *
 * Each helper takes the board's shape as its last argument (`state.rules`, a preset, or any
 * `{ rows, columns }`); without it, the 3 × 3 board.
 *
 * @packageDocumentation
 */
import type { GridCoordinate } from '../../../core/types.js';
import { invalidArgument } from '../../../core/invalid-argument.js';
import { describe } from '../../../core/describe.js';
import { readFields } from '../../../core/input.js';
import { MAX_SIDE, isRules } from './rules.js';

/** A board's shape: what the cell helpers need of its rules. `state.rules` and the presets are shapes. */
export interface Shape {
  /** The number of rows, 1–19. */
  readonly rows: number;
  /** The number of columns, 1–19. */
  readonly columns: number;
}

/** The spoken labels of the 3 × 3 cells, by index. */
const LABELS_3X3 = [
  'Top Left',
  'Top Center',
  'Top Right',
  'Middle Left',
  'Center',
  'Middle Right',
  'Bottom Left',
  'Bottom Center',
  'Bottom Right',
] as const;

/** The coordinates of each cell of a shape, by `rows * 32 + columns`: shared frozen values. */
const coordinateMemo = new Map<number, readonly GridCoordinate[]>();

/** Returns the coordinates of every cell of a `rows` × `columns` board (checked sizes): shared frozen values. */
export function coordinatesOf(rows: number, columns: number): readonly GridCoordinate[] {
  const key = rows * 32 + columns;
  let coordinates = coordinateMemo.get(key);
  if (coordinates === undefined) {
    coordinates = Object.freeze(
      Array.from({ length: rows * columns }, (_, i) =>
        Object.freeze({ row: Math.floor(i / columns), col: i % columns }),
      ),
    );
    if (coordinateMemo.size >= 16) coordinateMemo.delete(coordinateMemo.keys().next().value!);
    coordinateMemo.set(key, coordinates);
  }
  return coordinates;
}

/** The letter of a column: `a` for the first, `s` for the 19th. */
export function columnLetter(col: number): string {
  return String.fromCharCode(97 + col);
}

const side = (value: unknown): boolean =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_SIDE;

/**
 * Reads the shape argument of a helper: `undefined` for 3 × 3, else an object with whole `rows`
 * and `columns` from 1 to 19, each read once. Anything else throws `INVALID_ARGUMENT`.
 */
export function readShape(helper: string, shape: unknown): Shape {
  return (
    shapeOf(shape) ??
    invalidArgument(`${helper}: ${describe(shape)} is not a board shape ({ rows, columns }, each 1–${MAX_SIDE}).`)
  );
}

/** Like {@link readShape}, but returns `undefined` for a value that is not a shape. */
export function shapeOf(shape: unknown): Shape | undefined {
  if (shape === undefined) return THREE_BY_THREE;
  if (isRules(shape)) return shape; // frozen and checked: the common case, read without a copy
  const { rows, columns } = readFields(shape, ['rows', 'columns']) ?? {};
  return side(rows) && side(columns) ? { rows: rows as number, columns: columns as number } : undefined;
}

const THREE_BY_THREE: Shape = Object.freeze({ rows: 3, columns: 3 });

/**
 * Says whether `value` is a cell index of the board: an integer from 0 to `rows × columns − 1`
 * (`false` when `shape` is given but is not a shape).
 *
 * @example
 * ```ts
 * import { PRESETS, isCellIndex } from 'tictactoe-engine';
 * isCellIndex(4);                            // true
 * isCellIndex(4.5);                          // false
 * isCellIndex(41, PRESETS['connect-four']);  // true
 * ```
 */
export function isCellIndex(value: unknown, shape?: Shape): value is number {
  const board = shapeOf(shape);
  return board !== undefined && isCellOf(value, board);
}

/** Says whether `value` is a cell index of a board of the (checked) shape `board`. */
export function isCellOf(value: unknown, { rows, columns }: Shape): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < rows * columns;
}

/**
 * Throws `INVALID_ARGUMENT` for a `cell` that is not a cell index of `shape`: the check of helpers without an error
 * channel.
 */
export function requireCell(helper: string, cell: unknown, shape: Shape): number {
  if (!isCellOf(cell, shape)) {
    invalidArgument(`${helper}: ${describe(cell)} is not a cell of a ${shape.rows}×${shape.columns} board.`);
  }
  return cell;
}

/**
 * Returns the `{ row, col }` of a cell (a shared frozen value), or `undefined` when it is not a
 * cell of the board (or `shape` is given but is not a shape).
 */
export function cellToCoordinate(cell: number, shape?: Shape): GridCoordinate | undefined {
  const board = shapeOf(shape);
  if (!board) return undefined;
  const { rows, columns } = board;
  return Number.isInteger(cell) && cell >= 0 && cell < rows * columns ? coordinatesOf(rows, columns)[cell] : undefined;
}

/**
 * Returns the index of the cell at `{ row, col }`, or `undefined` when it is off the board or not
 * integers (or `shape` is given but is not a shape).
 */
export function cellFromCoordinate(coordinate: GridCoordinate, shape?: Shape): number | undefined {
  const board = shapeOf(shape);
  if (!board) return undefined;
  const { rows, columns } = board;
  // Each field read once, without the input boundary's allocation: this helper sits in users' move loops.
  let row: unknown;
  let col: unknown;
  try {
    ({ row, col } = coordinate);
  } catch {
    return undefined; // null, a primitive, or an object whose getters throw
  }
  if (!Number.isInteger(row) || !Number.isInteger(col)) return undefined;
  const [r, c] = [row as number, col as number];
  return r < 0 || r >= rows || c < 0 || c >= columns ? undefined : r * columns + c;
}

/**
 * Returns the algebraic name of a cell: its column's letter (`a` on the left) and its row's
 * number (`1` at the top). On 3 × 3, `a1` is the top left and `c3` the bottom right.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `cell` is not a cell of the board, or `shape` is not a shape.
 *
 * @example
 * ```ts
 * import { PRESETS, cellName } from 'tictactoe-engine';
 * cellName(4);                          // 'b2'
 * cellName(224, PRESETS.gomoku);        // 'o15'
 * ```
 */
export function cellName(cell: number, shape?: Shape): string {
  const board = readShape('cellName', shape);
  return nameOf(requireCell('cellName', cell, board), board.columns);
}

/** The algebraic name of a cell of a board of `columns` columns (both checked): {@link cellName} without its checks. */
export function nameOf(cell: number, columns: number): string {
  return coordinateName(Math.floor(cell / columns), cell % columns);
}

/** The algebraic name of the cell at `row` and `col` (both from 0): `a1` for the top left. */
export function coordinateName(row: number, col: number): string {
  return `${columnLetter(col)}${row + 1}`;
}

/**
 * Returns the cell with algebraic name `name` (case and surrounding spaces ignored), or
 * `undefined` when it names no cell of the board (or `shape` is given but is not a shape).
 *
 * @example
 * ```ts
 * import { cellFromName } from 'tictactoe-engine';
 * cellFromName('b2'); // 4
 * cellFromName('z9'); // undefined
 * ```
 */
export function cellFromName(name: string, shape?: Shape): number | undefined {
  const board = shapeOf(shape);
  if (!board || typeof name !== 'string') return undefined;
  const { rows, columns } = board;
  const match = /^([a-s])([1-9]\d?)$/.exec(name.trim().toLowerCase());
  if (!match) return undefined;
  const col = match[1]!.charCodeAt(0) - 97;
  const row = Number(match[2]) - 1;
  return row < rows && col < columns ? row * columns + col : undefined;
}

/**
 * Returns the English label of a cell, for screen readers and link text: on 3 × 3 as players say
 * it (`'Top Left'`, `'Center'` …), elsewhere `'Row 3, column 5'` (both counted from 1 at the top
 * left). Internal: the library's own English messages use it, so that they hold no catalogue; the
 * public `cellLabel` (src/i18n/) says the same in any language.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `cell` is not a cell of the board, or `shape` is not a shape.
 */
export function englishCellLabel(cell: number, shape?: Shape): string {
  const board = readShape('cellLabel', shape);
  const index = requireCell('cellLabel', cell, board);
  if (board.rows === 3 && board.columns === 3) return LABELS_3X3[index]!;
  return `Row ${Math.floor(index / board.columns) + 1}, column ${(index % board.columns) + 1}`;
}
