/**
 * Boards as text and back: `"X.O.X...O"` or, with row separators, `"X.O/.X./..O"`.
 *
 * @packageDocumentation
 */
import { err, ok, type EngineError } from '../../../core/errors.js';
import { invalidArgument, invalidOptions } from '../../../core/invalid-argument.js';
import type { Board, Cell, Result } from '../../../core/types.js';
import { describe } from '../../../core/describe.js';
import { NOT_AN_ARRAY, readList, readOptions, UNREADABLE } from '../../../core/input.js';
import { readShape, shapeOf, type Shape } from './cells.js';

/**
 * Returns a new empty board of `shape` (default 3 × 3): `rows × columns` `null` cells, frozen.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `shape` is given but is not a shape.
 */
export function emptyBoard(shape?: Shape): Board {
  const { rows, columns } = readShape('emptyBoard', shape);
  return Object.freeze(Array<Cell>(rows * columns).fill(null));
}

/** Options of {@link formatBoard}. */
export interface FormatBoardOptions {
  /** The board's shape (`state.rules`, a preset, or `{ rows, columns }`). Default: 3 × 3. */
  readonly shape?: Shape;
  /** Put `/` between rows (`"X.O/.X./..O"`). Default: `false`. */
  readonly separators?: boolean;
}

/**
 * Returns a board as text: `X`, `O` and `.` for empty, row by row.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `board` is not the cells of a board of
 *   the shape, `INVALID_OPTIONS` when `options` is not an object, `separators` is given but not a
 *   boolean, or `shape` is given but is not a shape.
 *
 * @example
 * ```ts
 * import { formatBoard } from 'tictactoe-engine';
 * formatBoard(['X', null, 'O', null, 'X', null, null, null, 'O']);                 // 'X.O.X...O'
 * formatBoard(['X', null, 'O', null, 'X', null, null, null, 'O'], { separators: true }); // 'X.O/.X./..O'
 * ```
 */
export function formatBoard(board: Board, options?: FormatBoardOptions): string {
  const given =
    readOptions(options, ['shape', 'separators']) ??
    invalidOptions(`formatBoard: the options must be an object, not ${describe(options)}.`);
  const { separators = false } = given;
  if (typeof separators !== 'boolean')
    invalidOptions(`formatBoard: options.separators must be a boolean, not ${describe(separators)}.`);
  let shape: Shape;
  try {
    shape = readShape('formatBoard', given.shape);
  } catch {
    invalidOptions(`formatBoard: options.shape must be { rows, columns }, each 1–19, not ${describe(given.shape)}.`);
  }
  const parsed = typeof board === 'string' ? undefined : parseBoard(board, shape);
  if (!parsed?.ok) invalidArgument(`formatBoard: not an array of ${shape.rows * shape.columns} cells.`);
  return boardText(parsed.value, separators ? shape.columns : 0);
}

/**
 * Returns the text of a board of this library (checked): {@link formatBoard} without its checks,
 * with a `/` after every `columns` cells (none when `columns` is 0).
 */
export function boardText(board: Board, columns: number): string {
  let text = '';
  for (let i = 0; i < board.length; i++) {
    if (columns && i > 0 && i % columns === 0) text += '/';
    text += board[i] ?? '.';
  }
  return text;
}

/**
 * Reads a board of `shape` (default 3 × 3) from text or from an array of `rows × columns` cells.
 * Text holds the cells row by row: `X` or `x`, `O` or `o`, and `.`, `-`, `_` or a space for
 * empty; rows may be separated by `/`. An array holds `'X'`, `'O'` or `null` (or `undefined`,
 * `''`). Only the form is checked here: see {@link TicTacToeEngine.fromSetup} for whether the
 * position can arise in a game.
 *
 * @returns the board, frozen, or a `BAD_POSITION` error saying what is wrong.
 * @example
 * ```ts
 * import { parseBoard } from 'tictactoe-engine';
 * const board = parseBoard('X.O/.X./..O');
 * if (board.ok) board.value[4]; // 'X'
 * ```
 */
export function parseBoard(input: unknown, shape?: Shape): Result<Board, EngineError<'BAD_POSITION'>> {
  const given = shapeOf(shape);
  const cells = given
    ? readCells(input, given.rows, given.columns)
    : `the shape ${describe(shape)} is not { rows, columns }, each 1–19`;
  return typeof cells === 'string' ? badPosition(cells) : ok(Object.freeze(cells));
}

/**
 * The mark of a text cell by its character code: `X`, `x`, `O`, `o`, and `.`, `-`, `_`, space for empty; else
 * `undefined`.
 */
function textCell(code: number): Cell | undefined {
  return code === 88 || code === 120
    ? 'X'
    : code === 79 || code === 111
      ? 'O'
      : code === 46 || code === 45 || code === 95 || code === 32
        ? null
        : undefined;
}

/**
 * Reads the cells of a board of `rows` × `columns` from text or an array (see {@link parseBoard}),
 * into a new array, or returns why it is not one. Never throws.
 */
export function readCells(input: unknown, rows: number, columns: number): Cell[] | string {
  const size = rows * columns;
  const board: Cell[] = [];
  if (typeof input === 'string') {
    // Rows may be separated by `/`: then every row must be whole, and `/` only between rows.
    const separated = input.includes('/');
    const step = separated ? columns + 1 : columns;
    if (
      separated &&
      (input.length !== size + rows - 1 || [...Array(rows - 1).keys()].some((r) => input[(r + 1) * step - 1] !== '/'))
    ) {
      return `${describe(input)} is not ${rows} rows of ${columns} cells`;
    }
    if (!separated && input.length !== size) return `${input.length} cells, expected ${size}`;
    for (let i = 0; i < size; i++) {
      const at = Math.floor(i / columns) * step + (i % columns);
      const cell = textCell(input.charCodeAt(at));
      if (cell === undefined) return `cell ${i} is ${describe(input[at])}`;
      board.push(cell);
    }
    return board;
  }
  // Read once, and never beyond the board's size: a longer list is refused unread.
  const list = readList(input, size);
  if (typeof list === 'string') {
    return list === NOT_AN_ARRAY
      ? `${describe(input)} is not a board`
      : list === UNREADABLE
        ? 'its cells cannot be read'
        : `more than ${size} cells, expected ${size}`;
  }
  if (list.length !== size) return `${list.length} cells, expected ${size}`;
  for (let i = 0; i < size; i++) {
    // An array holds 'X', 'O', and null, undefined or '' for empty.
    const cell = list[i];
    if (cell === 'X' || cell === 'O') board.push(cell);
    else if (cell === null || cell === undefined || cell === '') board.push(null);
    else return `cell ${i} is ${describe(cell)}`;
  }
  return board;
}

/** The error of a board that {@link readCells} cannot read, for its reason. */
export function badPosition(message: string): Result<never, EngineError<'BAD_POSITION'>> {
  return err({ code: 'BAD_POSITION', message: `Bad position: ${message}.` });
}
