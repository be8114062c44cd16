// The shapes of the CLI's JSON (`--json`): every cell is written one way, `{ cell, name }`.
import {
  cellName,
  isCellIndex,
  type GameAnalysis,
  type Hint,
  type MoveAnalysis,
  type RankedMove,
  type Shape,
} from 'tictactoe-engine';

/** A cell as the CLI's JSON writes it, everywhere: its index (row-major from the top left) and its name. */
export interface CellJson {
  readonly cell: number;
  readonly name: string;
}

/** A cell of a board of `shape`, as JSON: `{ "cell": 4, "name": "b2" }`. */
export const cellJson = (cell: number, shape: Shape): CellJson => ({ cell, name: cellName(cell, shape) });

/** The cell an error names (a library error's `cell`), as JSON, or `undefined` when it names none on the board. */
export function errorCell(error: object, shape: Shape): CellJson | undefined {
  const { cell } = error as { readonly cell?: unknown };
  return typeof cell === 'number' && isCellIndex(cell, shape) ? cellJson(cell, shape) : undefined;
}

/** A ranked move of a hint, as JSON: its cell, its outcome, whether it is best (and its chances, when known). */
function rankedJson({ move: _, cell, ...ranked }: RankedMove, shape: Shape): object {
  return { ...cellJson(cell, shape), ...ranked };
}

/** A hint as JSON: the library's {@link Hint}, each cell as `{ cell, name }` (no `move`, no `position`). */
export function hintJson(
  { move: _, position: __, playerId, symbol, cell, moves, ...hint }: Hint,
  shape: Shape,
): object {
  return {
    playerId,
    symbol,
    ...cellJson(cell, shape),
    ...hint,
    moves: moves.map((ranked) => rankedJson(ranked, shape)),
  };
}

/** An analyzed move as JSON: the library's, the cell played and the best moves as `{ cell, name }`. */
function moveJson({ move: _, ply, symbol, playerId, cell, bestMoves, ...move }: MoveAnalysis, shape: Shape): object {
  const best = bestMoves.map((cell) => cellJson(cell, shape));
  return { ply, symbol, playerId, ...cellJson(cell, shape), ...move, bestMoves: best };
}

/** An analysis as JSON: the library's {@link GameAnalysis}, each cell as `{ cell, name }`. */
export function analysisJson({ moves, ...analysis }: GameAnalysis, shape: Shape): object {
  return { ...analysis, moves: moves.map((move) => moveJson(move, shape)) };
}
