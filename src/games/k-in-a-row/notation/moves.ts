/**
 * Move lists as text and back: algebraic (`"b2 a1 c3"`) or compact digits (`"408"`).
 *
 * @packageDocumentation
 */
import { err, ok, TicTacToeError } from '../../../core/errors.js';
import { describe } from '../../../core/describe.js';
import { MAX_VALUES, readOptions } from '../../../core/input.js';
import { invalidOptions } from '../../../core/invalid-argument.js';
import { cellFromName, isCellIndex, nameOf, shapeOf, type Shape } from '../rules/cells.js';
import type { CellIndex, Result } from '../../../core/types.js';
import type { RecordError } from './errors.js';

/** How {@link formatMoves} writes a move list: `'algebraic'` (`"b2 a1 c3"`) or `'digits'` (`"408"`). */
export type MoveNotation = 'algebraic' | 'digits';

/** Options of {@link formatMoves}. */
export interface FormatMovesOptions {
  /**
   * `'algebraic'` (default): cell names separated by spaces; `'digits'`: one digit per move, no
   * separator (boards of at most 10 cells, such as 3 × 3).
   */
  readonly notation?: MoveNotation;
  /** The board's shape (`state.rules`, a preset, or `{ rows, columns }`). Default: 3 × 3. */
  readonly shape?: Shape;
}

/** The most cells a board may have for its cells to be written as single digits. */
const DIGIT_CELLS = 10;

/**
 * Returns a move list as text: algebraic cell names (column letter, row number: `a1` top left …
 * `c3` bottom right on 3 × 3, `o15` on 15 × 15) separated by spaces, or one digit per move (the
 * cell index, on boards of at most 10 cells). The empty list is the empty string.
 *
 * @param moves - the cells played, in order.
 * @throws {@link TicTacToeError} `BAD_NOTATION` when `moves` is not an array of cells of the board,
 *   and `INVALID_OPTIONS` when `options` is not an object, `notation` is neither `'algebraic'` nor
 *   `'digits'` (or `'digits'` on a board of more than 10 cells), or `shape` is given but is not a shape.
 * @example
 * ```ts
 * import { PRESETS, formatMoves } from 'tictactoe-engine';
 * formatMoves([4, 0, 8]);                                      // 'b2 a1 c3'
 * formatMoves([4, 0, 8], { notation: 'digits' });              // '408'
 * formatMoves([38, 31], { shape: PRESETS['connect-four'] });   // 'd6 d5'
 * ```
 */
export function formatMoves(moves: readonly CellIndex[], options?: FormatMovesOptions): string {
  const given =
    readOptions(options, ['notation', 'shape']) ??
    invalidOptions(`Cannot format moves: the options must be an object, not ${describe(options)}.`);
  const { notation = 'algebraic' } = given;
  if (notation !== 'algebraic' && notation !== 'digits')
    invalidOptions(`Cannot format moves: unknown notation ${describe(notation)}.`);
  const shape =
    shapeOf(given.shape) ??
    invalidOptions(
      `Cannot format moves: options.shape must be { rows, columns }, each 1–19, not ${describe(given.shape)}.`,
    );
  const { rows, columns } = shape;
  const digits = notation === 'digits';
  if (digits && rows * columns > DIGIT_CELLS)
    invalidOptions(
      `Cannot format moves: digits name the cells of boards of at most ${DIGIT_CELLS} cells, not ${rows}×${columns}.`,
    );
  // Each move is read once, as it is written; a list longer than a million moves is refused
  // before any is read, whatever length it claims.
  let text = '';
  let problem: string | undefined;
  try {
    if (!Array.isArray(moves)) problem = `expected an array, not ${describe(moves)}`;
    else if (moves.length > MAX_VALUES) problem = 'the list is too long';
    else {
      for (let ply = 0, length = moves.length; ply < length; ply++) {
        const cell: unknown = moves[ply];
        if (!isCellIndex(cell, shape)) {
          problem = `move ${ply + 1} is ${describe(cell)}, not a cell of a ${rows}×${columns} board`;
          break;
        }
        text += digits ? cell : ply ? ` ${nameOf(cell, columns)}` : nameOf(cell, columns);
      }
    }
  } catch {
    problem = 'the list cannot be read';
  }
  if (problem) cannotFormat(problem);
  return text;
}

function cannotFormat(reason: string): never {
  throw new TicTacToeError({ code: 'BAD_NOTATION', message: `Cannot format moves: ${reason}.` });
}

const TOKEN = /[^\s,;]+/g;
const DIGITS = /^\d+$/;

/**
 * Reads a move list written by {@link formatMoves}: algebraic cell names (any case), or on boards
 * of at most 10 cells digits, in tokens separated by spaces, commas or semicolons. A token of
 * digits holds one move per digit, so `"408"`, `"4 0 8"`, `"b2 a1 c3"` and `"B2, a1, c3"` are the
 * same list. Only the text is checked: whether the moves can be played is for
 * {@link TicTacToeEngine.replay} or {@link loadRecord}.
 *
 * @param shape - the board's shape (`state.rules`, a preset, or `{ rows, columns }`). Default: 3 × 3.
 * @returns the cells, frozen, or `BAD_NOTATION` with `ply` (0-based) set to the first move that
 *   cannot be read; its message names the token, the move (counted from 1) and the character where
 *   the token starts (counted from 1).
 * @example
 * ```ts
 * import { PRESETS, parseMoves } from 'tictactoe-engine';
 * parseMoves('b2 a1 c3');                            // { ok: true, value: [4, 0, 8] }
 * parseMoves('408');                                 // { ok: true, value: [4, 0, 8] }
 * parseMoves('d6 d5', PRESETS['connect-four']);      // { ok: true, value: [38, 31] }
 * parseMoves('b2 d4');
 * // { ok: false, error: { code: 'BAD_NOTATION', ply: 1,
 * //   message: 'Bad move list: move 2, "d4" at character 4, is not a cell of a 3×3 board.' } }
 * ```
 */
export function parseMoves(text: unknown, shape?: Shape): Result<readonly CellIndex[], RecordError<'BAD_NOTATION'>> {
  if (typeof text !== 'string') {
    return err({ code: 'BAD_NOTATION', message: `Bad move list: expected a string, not ${describe(text)}.` });
  }
  const board = shapeOf(shape);
  if (!board)
    return err({
      code: 'BAD_NOTATION',
      message: `Bad move list: the shape ${describe(shape)} is not { rows, columns }, each 1–19.`,
    });
  const { rows, columns } = board;
  const digits = rows * columns <= DIGIT_CELLS;
  const cells: CellIndex[] = [];
  for (const { 0: token, index } of text.matchAll(TOKEN)) {
    // A token of digits, each a cell: one move per digit (boards of at most 10 cells).
    if (digits && DIGITS.test(token) && [...token].every((digit) => Number(digit) < rows * columns)) {
      for (const digit of token) cells.push(Number(digit));
      continue;
    }
    const cell = cellFromName(token, board);
    if (cell === undefined) {
      const where = `move ${cells.length + 1}, ${describe(token)} at character ${index + 1}`;
      const message = `Bad move list: ${where}, is not a cell of a ${rows}×${columns} board.`;
      return err({ code: 'BAD_NOTATION', message, ply: cells.length });
    }
    cells.push(cell);
  }
  return ok(Object.freeze(cells));
}
