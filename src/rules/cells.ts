/**
 * Cell helpers: between an index 0–8, a `{ row, col }` coordinate, an algebraic name (`a1`…`c3`)
 * and a spoken label ("Top Left") for screen readers and link text.
 *
 * @packageDocumentation
 */
import type { CellIndex, GridCoordinate } from '../types.js';
import { invalidArgument } from '../internal/invalid-argument.js';
import { describe } from '../internal/describe.js';
import { STANDARD } from './geometry.js';

/** An algebraic cell name: column letter `a`–`c` (left to right), row number `1`–`3` (top to bottom). */
export type CellName = `${'a' | 'b' | 'c'}${1 | 2 | 3}`;

/** The spoken labels of the cells, by index, as in the correspondence format. */
export const CELL_LABELS = [
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

/** The spoken label of a cell. */
export type CellLabel = (typeof CELL_LABELS)[number];

const { rows, cols, size, coordinates } = STANDARD;
const NAMES: readonly string[] = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'];

/**
 * Says whether `value` is a cell index: an integer from 0 to 8.
 *
 * @example
 * ```ts
 * import { isCellIndex } from 'tictactoe-engine';
 * isCellIndex(4);   // true
 * isCellIndex(4.5); // false
 * ```
 */
export function isCellIndex(value: unknown): value is CellIndex {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size;
}

/** Throws `INVALID_ARGUMENT` for a `cell` that is not a cell index: the check of helpers without an error channel. */
export function requireCell(helper: string, cell: unknown): asserts cell is CellIndex {
  if (!isCellIndex(cell)) invalidArgument(`${helper}: ${describe(cell)} is not a cell index.`);
}

/** Returns the `{ row, col }` of a cell (a shared frozen object), or `undefined` for a bad index. */
export function cellToCoordinate(cell: CellIndex): GridCoordinate;
export function cellToCoordinate(cell: number): GridCoordinate | undefined;
export function cellToCoordinate(cell: number): GridCoordinate | undefined {
  return isCellIndex(cell) ? coordinates[cell] : undefined;
}

/** Returns the index of the cell at `{ row, col }`, or `undefined` when it is off the board or not integers. */
export function cellFromCoordinate(coordinate: GridCoordinate): CellIndex | undefined {
  // Each field read once, without the input boundary's allocation: this helper sits in users'
  // move loops.
  let row: unknown;
  let col: unknown;
  try {
    ({ row, col } = coordinate);
  } catch {
    return undefined; // null, a primitive, or an object whose getters throw
  }
  if (!Number.isInteger(row) || !Number.isInteger(col)) return undefined;
  const [r, c] = [row as number, col as number];
  if (r < 0 || r >= rows || c < 0 || c >= cols) return undefined;
  return (r * cols + c) as CellIndex;
}

/**
 * Returns the algebraic name of a cell: `a1` is the top left, `c3` the bottom right.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `cell` is not a cell index.
 *
 * @example
 * ```ts
 * import { cellName } from 'tictactoe-engine';
 * cellName(4); // 'b2'
 * ```
 */
export function cellName(cell: CellIndex): CellName {
  requireCell('cellName', cell);
  return NAMES[cell] as CellName;
}

/**
 * Returns the cell with algebraic name `name` (case and surrounding spaces ignored), or `undefined`.
 *
 * @example
 * ```ts
 * import { cellFromName } from 'tictactoe-engine';
 * cellFromName('b2'); // 4
 * cellFromName('z9'); // undefined
 * ```
 */
export function cellFromName(name: CellName): CellIndex;
export function cellFromName(name: string): CellIndex | undefined;
export function cellFromName(name: string): CellIndex | undefined {
  if (typeof name !== 'string') return undefined;
  const index = NAMES.indexOf(name.trim().toLowerCase());
  return index < 0 ? undefined : (index as CellIndex);
}

/**
 * Returns the spoken label of a cell, for screen readers and link text.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `cell` is not a cell index.
 *
 * @example
 * ```ts
 * import { cellLabel } from 'tictactoe-engine';
 * cellLabel(0); // 'Top Left'
 * ```
 */
export function cellLabel(cell: CellIndex): CellLabel {
  requireCell('cellLabel', cell);
  return CELL_LABELS[cell];
}
