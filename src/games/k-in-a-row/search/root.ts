/**
 * Choices at the root of a search: the value of every move to a depth, and iterative deepening
 * within a budget.
 *
 * @packageDocumentation
 */
import { INFINITE, OUT_OF_BUDGET, timeUp, UNIT, type Budget, type Search } from './search.js';

/** A root move and its value for the mover. */
export interface Scored {
  readonly cell: number;
  readonly value: number;
}

/**
 * Returns the value of every move of the position to `depth` plies (a full window each), best
 * first. Throws {@link OUT_OF_BUDGET} when the budget runs out; at depth 1, whose values are static
 * scores, the time is looked at between moves instead, and the moves valued by then are returned (at
 * least the first in the move order: a board of hundreds of cells has dozens of moves to value).
 */
export function scoreMoves(search: Search, depth: number, budget: Budget, local: boolean): Scored[] {
  const moves = new Int16Array(search.shape.size);
  const count = search.orderedMoves(moves, -1, local);
  const scored: Scored[] = [];
  const rest = (): number =>
    depth <= 1 ? search.evaluate() : search.run(depth - 1, -INFINITE, INFINITE, budget, local);
  for (let i = 0; i < count; i++) {
    if (depth <= 1 && i > 0 && timeUp(budget)) break;
    scored.push({ cell: moves[i]!, value: search.moveValue(moves[i]!, rest) });
  }
  return scored.sort((a, b) => b.value - a.value);
}

/** The result of {@link deepen}. */
export interface Deepened {
  /**
   * The best move found: of the deepest depth searched, else of the depth cut short (at depth 1, among the moves
   * valued before the time was up: at least the first of the order); −1 only on a board with no move.
   */
  readonly cell: number;
  readonly value: number;
  /** The deepest depth searched to the end: 0 when even depth 1 was cut short. */
  readonly depth: number;
}

/**
 * Iterative deepening from depth 1 to `maxDepth` within `budget`: the best move of the deepest
 * depth searched to the end, the previous depth's best tried first each time. Stops early when a
 * depth finds a forced result (a value of a whole move or more).
 */
export function deepen(search: Search, budget: Budget, maxDepth: number, local: boolean): Deepened {
  const board = search.board;
  const moves = new Int16Array(search.shape.size);
  const ply = board.ply;
  let best: Deepened = { cell: -1, value: 0, depth: 0 };
  for (let depth = 1; depth <= maxDepth; depth++) {
    const count = search.orderedMoves(moves, best.cell, local);
    let alpha = -INFINITE;
    let bestCell = -1;
    try {
      for (let i = 0; i < count; i++) {
        // Depth 1 values moves by static scores, no search that would look at the time: it looks between them.
        if (depth === 1 && i > 0 && timeUp(budget)) throw OUT_OF_BUDGET;
        const cell = moves[i]!;
        const value = search.moveValue(cell, () => {
          if (depth === 1) return search.evaluate();
          if (bestCell < 0) return search.run(depth - 1, -INFINITE, INFINITE, budget, local);
          // A null window around the best so far; a move that beats it is searched again in full.
          const bound = search.run(depth - 1, -1 - alpha, 0 - alpha, budget, local);
          return -bound > alpha ? search.run(depth - 1, -INFINITE, 0 - alpha, budget, local) : bound;
        });
        if (value > alpha || bestCell < 0) {
          alpha = value;
          bestCell = cell;
        }
      }
    } catch (thrown) {
      if (thrown !== OUT_OF_BUDGET) throw thrown;
      // A depth cut short: it searched the last depth's best first, so a move it found better is better.
      if (bestCell >= 0) best = { cell: bestCell, value: alpha, depth: best.depth };
      return best;
    }
    best = { cell: bestCell, value: alpha, depth };
    if (Math.abs(alpha) >= UNIT || depth >= search.shape.size - ply) break;
  }
  return best;
}
