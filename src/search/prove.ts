/**
 * Proofs on a {@link Search}: the value of the position for the player to move (win, draw or loss,
 * then the distance when the budget allows), and the moves that keep it.
 *
 * @packageDocumentation
 */
import { INFINITE, OUT_OF_BUDGET, UNIT, type Budget, type Search } from './search.js';
import { PROVEN } from './table.js';

/** What a proof found. */
export interface Proof {
  /** 1 win, 0 draw, −1 loss for the player to move; `null` when the budget ran out first. */
  readonly result: -1 | 0 | 1 | null;
  /** The exact value (see {@link Search}) when the distance is known, else `null`. */
  readonly value: number | null;
  /** The cells that keep the result (and the distance, when it is known); empty when unproven. */
  readonly best: readonly number[];
  /** The nodes searched. */
  readonly nodes: number;
}

/**
 * Proves the position on `search.board` within `budget`: first whether it is won, drawn or lost,
 * then (with `distance`) how fast, then which moves keep that. The board is left as it was, and
 * what the table learnt stays for the next proof.
 */
export function prove(search: Search, budget: Budget, distance = true): Proof {
  const board = search.board;
  const start = search.nodes;
  let result: -1 | 0 | 1 | null = null;
  let value: number | null = null;
  let best: number[] = [];
  const moves = new Int16Array(search.shape.size);
  const ply = board.ply;
  /** The root move being tried, while it is on the board. */
  let pending = -1;
  try {
    const wdl = search.run(PROVEN, -1, 1, budget);
    result = wdl > 0 ? 1 : wdl < 0 ? -1 : 0;
    if (result === 0) value = 0;
    else if (distance) value = result > 0 ? search.run(PROVEN, 0, INFINITE, budget) : search.run(PROVEN, -INFINITE, 0, budget);
    // Each move's value: exact against the known value, or tested against the result.
    const count = search.orderedMoves(moves);
    const kept: number[] = [];
    for (let i = 0; i < count; i++) {
      const cell = moves[i]!;
      let keeps: boolean;
      pending = cell;
      if (board.play(cell)) {
        const own = search.shape.misere ? -search.win(ply + 1) : search.win(ply + 1);
        keeps = value === null ? Math.sign(own) === result : own === value;
      } else if (value !== null) {
        // The child's value is −value exactly: a window of one around it.
        keeps = -search.run(PROVEN, -value - 1, -value + 1, budget) === value;
      } else {
        // The child must not do better than −result: a null window at that edge.
        const child = result > 0 ? search.run(PROVEN, -UNIT, 1 - UNIT, budget) : result === 0 ? search.run(PROVEN, 0, 1, budget) : -INFINITE;
        keeps = result > 0 ? child <= -UNIT : result === 0 ? child <= 0 : true;
      }
      board.undo(cell);
      pending = -1;
      if (keeps) kept.push(cell);
    }
    best = kept;
  } catch (thrown) {
    // A move being tried is taken back.
    if (pending >= 0) board.undo(pending);
    if (thrown !== OUT_OF_BUDGET) throw thrown;
    // What was proven stands: the result, perhaps without the distance or the moves.
    best = [];
  }
  return { result, value, best: result === null ? [] : best, nodes: search.nodes - start };
}
