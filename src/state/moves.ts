import { invalidArgument } from '../internal/invalid-argument.js';
import { describe } from '../internal/describe.js';
import { requireCell } from '../rules/cells.js';
import { STANDARD } from '../rules/geometry.js';
import { MARKS, type CellIndex, type Mark, type TicTacToeMove } from '../types.js';

/** The canonical moves, shared and frozen: `MOVES[markIndex][cell]`. */
export const MOVES: readonly (readonly TicTacToeMove[])[] = MARKS.map((symbol) =>
  Object.freeze(
    STANDARD.coordinates.map((position) => Object.freeze({ type: 'place', data: Object.freeze({ position, symbol }) }) as TicTacToeMove),
  ),
);

/**
 * Returns the move that places `symbol` in `cell`: a shared, frozen value.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` for a cell that is not 0–8 or a mark that is not X or O.
 *
 * @example
 * ```ts
 * import { placeMove } from 'tictactoe-engine';
 * placeMove(4, 'X'); // { type: 'place', data: { position: { row: 1, col: 1 }, symbol: 'X' } }
 * ```
 */
export function placeMove(cell: CellIndex, symbol: Mark): TicTacToeMove {
  requireCell('placeMove', cell);
  if (symbol !== 'X' && symbol !== 'O') invalidArgument(`placeMove: ${describe(symbol)} is not X or O.`);
  return MOVES[symbol === 'X' ? 0 : 1]![cell]!;
}
