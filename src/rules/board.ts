/**
 * Boards as text and back: `"X.O.X...O"` or, with row separators, `"X.O/.X./..O"`.
 *
 * @packageDocumentation
 */
import { err, ok, type EngineError } from '../errors.js';
import { invalidArgument } from '../internal/invalid-argument.js';
import type { Board, Cell, Result } from '../types.js';
import { clip, describe, field, isArray } from '../internal/describe.js';
import { STANDARD } from './geometry.js';

const { rows, cols, size } = STANDARD;

/** Returns a new empty board: 9 `null` cells, frozen. */
export function emptyBoard(): Board {
  return Object.freeze(Array<Cell>(size).fill(null));
}

/** Options of {@link formatBoard}. */
export interface FormatBoardOptions {
  /** Put `/` between rows (`"X.O/.X./..O"`). Default: `false`. */
  readonly rows?: boolean;
}

/**
 * Returns a board as text: `X`, `O` and `.` for empty, row by row.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `board` is not 9 cells.
 *
 * @example
 * ```ts
 * import { formatBoard } from 'tictactoe-engine';
 * formatBoard(['X', null, 'O', null, 'X', null, null, null, 'O']);                 // 'X.O.X...O'
 * formatBoard(['X', null, 'O', null, 'X', null, null, null, 'O'], { rows: true }); // 'X.O/.X./..O'
 * ```
 */
export function formatBoard(board: Board, options: FormatBoardOptions = {}): string {
  const parsed = typeof board === 'string' ? undefined : parseBoard(board);
  if (!parsed?.ok) invalidArgument(`formatBoard takes an array of ${size} cells ('X', 'O' or null).`);
  const rowsOption = field(options, 'rows') === true;
  let text = '';
  for (let i = 0; i < size; i++) {
    if (rowsOption && i > 0 && i % cols === 0) text += '/';
    text += parsed.value[i] ?? '.';
  }
  return text;
}

/**
 * Reads a board from text or from an array of 9 cells. Text holds 9 cells, row by row: `X` or `x`,
 * `O` or `o`, and `.`, `-`, `_` or a space for empty; rows may be separated by `/`. An array holds
 * `'X'`, `'O'` or `null` (or `undefined`, `''`). Only the shape is checked here: see
 * {@link TicTacToeEngine.fromSetup} for whether the position can arise in a game.
 *
 * @returns the board, frozen, or a `BAD_POSITION` error saying what is wrong.
 * @example
 * ```ts
 * import { parseBoard } from 'tictactoe-engine';
 * const board = parseBoard('X.O/.X./..O');
 * if (board.ok) board.value[4]; // 'X'
 * ```
 */
export function parseBoard(input: unknown): Result<Board, EngineError<'BAD_POSITION'>> {
  if (typeof input === 'string') return parseText(input);
  if (!isArray(input)) return bad(`a board is a string or an array of ${size} cells, not ${describe(input)}`);
  if (input.length !== size) return bad(`a board has ${size} cells, this one has ${input.length}`);
  const board: Cell[] = [];
  for (let i = 0; i < size; i++) {
    const cell: unknown = input[i];
    if (cell === 'X' || cell === 'O') board.push(cell);
    else if (cell === null || cell === undefined || cell === '') board.push(null);
    else return bad(`cell ${i} holds ${describe(cell)}: expected 'X', 'O' or null`);
  }
  return ok(Object.freeze(board));
}

function parseText(text: string): Result<Board, EngineError<'BAD_POSITION'>> {
  const rowTexts = text.includes('/') ? text.split('/') : null;
  if (rowTexts && (rowTexts.length !== rows || rowTexts.some((row) => row.length !== cols))) {
    return bad(`"${clip(text)}" has ${rowTexts.length} rows separated by "/": expected ${rows} rows of ${cols} cells`);
  }
  const cells = rowTexts ? rowTexts.join('') : text;
  if (cells.length !== size) return bad(`"${clip(text)}" has ${cells.length} cells: expected ${size}`);
  const board: Cell[] = [];
  for (let i = 0; i < size; i++) {
    const ch = cells[i]!;
    if (ch === 'X' || ch === 'x') board.push('X');
    else if (ch === 'O' || ch === 'o') board.push('O');
    else if (ch === '.' || ch === '-' || ch === '_' || ch === ' ') board.push(null);
    else return bad(`"${clip(text)}" has "${clip(ch)}" at cell ${i}: expected X, O or . for empty`);
  }
  return ok(Object.freeze(board));
}

function bad(message: string): Result<never, EngineError<'BAD_POSITION'>> {
  return err({ code: 'BAD_POSITION', message: `Bad position: ${message}.` });
}

