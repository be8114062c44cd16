/**
 * Ultimate's moves: `{ type: 'place', data: { board, cell, symbol } }`, one frozen object per move
 * and mark, shared; {@link ultimateMove} builds one from a move number or a square's name.
 *
 * @packageDocumentation
 */
import { describe } from '../../core/describe.js';
import { invalidArgument } from '../../core/invalid-argument.js';
import type { Mark, Move } from '../../core/types.js';
import { moveFromSquare } from './notation.js';

/**
 * A move of Ultimate: place `symbol` in cell `cell` (0–8, row by row from the top left) of local
 * board `board` (0–8, likewise). As one number, a move is `board × 9 + cell` (0–80).
 */
export interface UltimateMove
  extends Move<
    'place',
    {
      /** The local board, 0–8, row by row from the top left of the global board. */
      readonly board: number;
      /** The cell of that board, 0–8, row by row from its top left. */
      readonly cell: number;
      /** The mark placed. */
      readonly symbol: Mark;
    }
  > {}

/** The 81 moves of each mark, built on first use: `MOVES[markIndex][board × 9 + cell]`. */
let MOVES: readonly (readonly UltimateMove[])[] | undefined;

/** The shared frozen moves of the mark index `turn` (0 X, 1 O), by move number. */
export function movesOf(turn: 0 | 1): readonly UltimateMove[] {
  MOVES ??= (['X', 'O'] as const).map((symbol) =>
    Object.freeze(
      Array.from({ length: 81 }, (_, move) =>
        Object.freeze({
          type: 'place' as const,
          data: Object.freeze({ board: (move / 9) | 0, cell: move % 9, symbol }),
        }),
      ),
    ),
  );
  return MOVES[turn]!;
}

/**
 * Returns the move that places `symbol` at `move`: a move number (`board × 9 + cell`, 0–80) or a
 * square's name as the UGI engines write it (`'e5'`: see `squareName`). A shared frozen object.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `move` is neither, or `symbol` is not X or O.
 * @example
 * ```ts
 * import { ultimateMove } from 'tictactoe-engine/ultimate';
 * ultimateMove(40, 'X');   // { type: 'place', data: { board: 4, cell: 4, symbol: 'X' } }
 * ultimateMove('a9', 'O'); // { type: 'place', data: { board: 0, cell: 0, symbol: 'O' } }
 * ```
 */
export function ultimateMove(move: number | string, symbol: Mark): UltimateMove {
  const index =
    typeof move === 'string'
      ? (moveFromSquare(move) ?? -1)
      : Number.isInteger(move) && move >= 0 && move < 81
        ? move
        : -1;
  if (index < 0) invalidArgument(`ultimateMove: ${describe(move)} is not a move (0–80) or a square (a1–i9).`);
  if (symbol !== 'X' && symbol !== 'O') invalidArgument(`ultimateMove: ${describe(symbol)} is not X or O.`);
  return movesOf(symbol === 'X' ? 0 : 1)[index]!;
}
