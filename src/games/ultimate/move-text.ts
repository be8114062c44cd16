/**
 * Ultimate move lists as text and back: squares as the UGI engines name them (`"e5 e6 d8"`).
 *
 * @packageDocumentation
 */
import { describe } from '../../core/describe.js';
import { err, ok, TicTacToeError } from '../../core/errors.js';
import { MAX_VALUES } from '../../core/input.js';
import type { RecordError } from '../../core/record-errors.js';
import type { Result } from '../../core/types.js';
import { squareIndex, squareName } from './notation.js';

/**
 * Returns a move list of Ultimate as text: the squares of the moves (move numbers, `board × 9 +
 * cell`), as the UGI engines name them (`a1` the bottom-left cell, `e5` the center of the center
 * board), separated by spaces. The empty list is the empty string. Whether the moves can be played
 * is not checked.
 *
 * @param moves - the move numbers (0–80), in order: a record's `moves`, or `history.map((e) => e.move)`.
 * @throws {@link TicTacToeError} `BAD_NOTATION` when `moves` is not an array of move numbers.
 * @example
 * ```ts
 * import { formatUltimateMoves } from 'tictactoe-engine/ultimate';
 * formatUltimateMoves([40, 37, 13]); // 'e5 e6 e8'
 * ```
 */
export function formatUltimateMoves(moves: readonly number[]): string {
  // Each move is read once, as it is written; a list longer than a million moves is refused
  // before any is read, whatever length it claims.
  let text = '';
  let problem: string | undefined;
  try {
    if (!Array.isArray(moves)) problem = `expected an array, not ${describe(moves)}`;
    else if (moves.length > MAX_VALUES) problem = 'the list is too long';
    else {
      for (let ply = 0, length = moves.length; ply < length; ply++) {
        const move: unknown = moves[ply];
        if (!(Number.isInteger(move) && (move as number) >= 0 && (move as number) <= 80)) {
          problem = `move ${ply + 1} is ${describe(move)}, not a move number from 0 to 80`;
          break;
        }
        text += ply ? ` ${squareName(move as number)}` : squareName(move as number);
      }
    }
  } catch {
    problem = 'the list cannot be read';
  }
  if (problem !== undefined)
    throw new TicTacToeError({ code: 'BAD_NOTATION', message: `Cannot format moves: ${problem}.` });
  return text;
}

const TOKEN = /[^\s,;]+/g;

/**
 * Reads a move list written by {@link formatUltimateMoves}: squares (`a1`–`i9`, any case) separated
 * by spaces, commas or semicolons. Only the text is checked: whether the moves can be played is
 * for `UltimateEngine.replay` or {@link loadUltimateRecord}.
 *
 * @returns the move numbers, frozen, or `BAD_NOTATION` with `ply` (0-based) set to the first move
 *   that cannot be read; its message names the token, the move (counted from 1) and the character
 *   where the token starts (counted from 1).
 * @example
 * ```ts
 * import { parseUltimateMoves } from 'tictactoe-engine/ultimate';
 * parseUltimateMoves('e5 E6, e8'); // { ok: true, value: [40, 37, 13] }
 * parseUltimateMoves('e5 j1');
 * // { ok: false, error: { code: 'BAD_NOTATION', ply: 1,
 * //   message: 'Bad move list: move 2, "j1" at character 4, is not a square (a1–i9).' } }
 * ```
 */
export function parseUltimateMoves(text: unknown): Result<readonly number[], RecordError<'BAD_NOTATION'>> {
  if (typeof text !== 'string')
    return err({ code: 'BAD_NOTATION', message: `Bad move list: expected a string, not ${describe(text)}.` });
  const moves: number[] = [];
  for (const { 0: token, index } of text.matchAll(TOKEN)) {
    const move = squareIndex(token);
    if (move < 0) {
      const where = `move ${moves.length + 1}, ${describe(token)} at character ${index + 1}`;
      return err({
        code: 'BAD_NOTATION',
        message: `Bad move list: ${where}, is not a square (a1–i9).`,
        ply: moves.length,
      });
    }
    moves.push(move);
  }
  return ok(Object.freeze(moves));
}
