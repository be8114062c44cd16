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
 * @example
 * ```ts
 * import { placeMove } from 'tictactoe-engine';
 * placeMove(4, 'X'); // { type: 'place', data: { position: { row: 1, col: 1 }, symbol: 'X' } }
 * ```
 */
export function placeMove(cell: CellIndex, symbol: Mark): TicTacToeMove {
  return MOVES[symbol === 'X' ? 0 : 1]![cell]!;
}
