/**
 * Move lists as text and back: algebraic (`"b2 a1 c3"`) or compact digits (`"408"`).
 *
 * @packageDocumentation
 */
import { err, ok, TicTacToeError } from '../errors.js';
import { describe } from '../internal/describe.js';
import { MAX_VALUES, readOptions } from '../internal/input.js';
import { invalidOptions } from '../internal/invalid-argument.js';
import { cellFromName, cellName, isCellIndex } from '../rules/cells.js';
import type { CellIndex, Result } from '../types.js';
import type { RecordError } from './errors.js';

/** How {@link formatMoves} writes a move list: `'algebraic'` (`"b2 a1 c3"`) or `'digits'` (`"408"`). */
export type MoveNotation = 'algebraic' | 'digits';

/** Options of {@link formatMoves}. */
export interface FormatMovesOptions {
  /** `'algebraic'` (default): cell names separated by spaces; `'digits'`: one digit 0–8 per move, no separator. */
  readonly notation?: MoveNotation;
}

/**
 * Returns a move list as text: algebraic cell names (`a1` top left … `c3` bottom right) separated
 * by spaces, or one digit per move (the cell index 0–8). The empty list is the empty string.
 *
 * @param moves - the cells played, in order.
 * @throws {@link TicTacToeError} `BAD_NOTATION` when `moves` is not an array of cell indexes, and
 *   `INVALID_OPTIONS` when `options` is not an object or `notation` is neither `'algebraic'` nor `'digits'`
 *   (untyped callers).
 * @example
 * ```ts
 * import { formatMoves } from 'tictactoe-engine';
 * formatMoves([4, 0, 8]);                          // 'b2 a1 c3'
 * formatMoves([4, 0, 8], { notation: 'digits' });  // '408'
 * ```
 */
export function formatMoves(moves: readonly CellIndex[], options?: FormatMovesOptions): string {
  const { notation = 'algebraic' } = readOptions(options, ['notation']) ?? invalidOptions(`Cannot format moves: the options must be an object, not ${describe(options)}.`);
  if (notation !== 'algebraic' && notation !== 'digits') invalidOptions(`Cannot format moves: unknown notation ${describe(notation)}.`);
  const digits = notation === 'digits';
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
        if (!isCellIndex(cell)) {
          problem = `move ${ply + 1} is ${describe(cell)}, not a cell`;
          break;
        }
        text += digits ? cell : ply ? ` ${cellName(cell)}` : cellName(cell);
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
const DIGITS = /^[0-8]+$/;

/**
 * Reads a move list written by {@link formatMoves}: algebraic cell names (any case) or digits 0–8,
 * in tokens separated by spaces, commas or semicolons. A token of digits holds one move per digit,
 * so `"408"`, `"4 0 8"`, `"b2 a1 c3"` and `"B2, a1, c3"` are the same list. Only the text is
 * checked: whether the moves can be played is for {@link TicTacToeEngine.replay} or {@link loadRecord}.
 *
 * @returns the cells, frozen, or `BAD_NOTATION` with `ply` set to the first move that cannot be read.
 * @example
 * ```ts
 * import { parseMoves } from 'tictactoe-engine';
 * parseMoves('b2 a1 c3'); // { ok: true, value: [4, 0, 8] }
 * parseMoves('408');      // { ok: true, value: [4, 0, 8] }
 * parseMoves('b2 d4');    // { ok: false, error: { code: 'BAD_NOTATION', ply: 1, … } }
 * ```
 */
export function parseMoves(text: unknown): Result<readonly CellIndex[], RecordError<'BAD_NOTATION'>> {
  if (typeof text !== 'string') {
    return err({ code: 'BAD_NOTATION', message: `Bad move list: expected a string, not ${describe(text)}.` });
  }
  const cells: CellIndex[] = [];
  for (const [token] of text.matchAll(TOKEN)) {
    if (DIGITS.test(token)) {
      for (const digit of token) cells.push(Number(digit) as CellIndex);
      continue;
    }
    const cell = cellFromName(token);
    if (cell === undefined) {
      return err({ code: 'BAD_NOTATION', message: `Bad move list: ${describe(token)} is not a cell.`, ply: cells.length });
    }
    cells.push(cell);
  }
  return ok(Object.freeze(cells));
}
