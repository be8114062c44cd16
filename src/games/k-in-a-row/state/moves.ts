import { invalidArgument } from '../../../core/invalid-argument.js';
import { describe } from '../../../core/describe.js';
import { coordinatesOf, readShape, type Shape } from '../rules/cells.js';
import { MARKS, type Mark, type TicTacToeMove } from '../../../core/types.js';

/** The moves of each board size made so far, by `rows * 32 + columns`: a bounded memo. */
const made = new Map<number, readonly (readonly TicTacToeMove[])[]>();

/**
 * Returns the moves of a `rows` × `columns` board (checked sizes): `moves[markIndex][cell]`, shared
 * frozen moves in arrays of this library's own (not frozen: V8 reads a frozen array's items several
 * times slower, and these are read on every move; never handed out).
 */
export function movesOf(rows: number, columns: number): readonly (readonly TicTacToeMove[])[] {
  const key = rows * 32 + columns;
  let moves = made.get(key);
  if (moves === undefined) {
    const coordinates = coordinatesOf(rows, columns);
    moves = MARKS.map((symbol) =>
      coordinates.map(
        (position) =>
          Object.freeze({
            type: 'place',
            data: Object.freeze({ position, symbol }),
          }) as TicTacToeMove,
      ),
    );
    if (made.size >= 16) made.delete(made.keys().next().value!);
    made.set(key, moves);
  }
  return moves;
}

/**
 * Returns the move that places `symbol` in `cell` of a board of `shape` (default 3 × 3): a shared frozen value. With
 * gravity, see {@link dropMove} for the move of a column.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` for a cell that is not on the board, a mark
 *   that is not X or O, or a `shape` that is not a shape.
 *
 * @example
 * ```ts
 * import { placeMove } from 'tictactoe-engine';
 * placeMove(4, 'X'); // { type: 'place', data: { position: { row: 1, col: 1 }, symbol: 'X' } }
 * ```
 */
export function placeMove(cell: number, symbol: Mark, shape?: Shape): TicTacToeMove {
  const { rows, columns } = readShape('placeMove', shape);
  if (!Number.isInteger(cell) || cell < 0 || cell >= rows * columns)
    invalidArgument(`placeMove: ${describe(cell)} is not a cell of a ${rows}×${columns} board.`);
  if (symbol !== 'X' && symbol !== 'O') invalidArgument(`placeMove: ${describe(symbol)} is not X or O.`);
  return movesOf(rows, columns)[symbol === 'X' ? 0 : 1]![cell]!;
}
