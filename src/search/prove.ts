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
  /** Whether everything asked for was proven: the result, and the moves when asked for. */
  readonly complete: boolean;
}

/**
 * Proves the position on `search.board` within `budget`: first whether it is won, drawn or lost,
 * then (with `distance`) how fast, then (with `moves`) which moves keep that. The board is left as it was, and
 * what the table learnt stays for the next proof.
 */
export function prove(search: Search, budget: Budget, distance = true, moves = true): Proof {
  const board = search.board;
  const start = search.nodes;
  let result: -1 | 0 | 1 | null = null;
  let value: number | null = null;
  let best: number[] = [];
  const order = new Int16Array(search.shape.size);
  const ply = board.ply;
  /** The root move being tried, while it is on the board. */
  let pending = -1;
  try {
    const wdl = search.run(PROVEN, -1, 1, budget);
    result = wdl > 0 ? 1 : wdl < 0 ? -1 : 0;
    if (result === 0) value = 0;
    else if (distance) value = result > 0 ? search.run(PROVEN, 0, INFINITE, budget) : search.run(PROVEN, -INFINITE, 0, budget);
    // Each move's value: exact against the known value, or tested against the result. Moves the
    // position's own symmetries map onto each other have the same value: one of each is searched.
    const count = moves ? search.orderedMoves(order) : 0;
    const kept: number[] = [];
    const same = twins(search);
    const known = new Map<number, boolean>();
    for (let i = 0; i < count; i++) {
      const cell = order[i]!;
      const twin = same(cell);
      if (known.has(twin)) {
        if (known.get(twin)) kept.push(cell);
        continue;
      }
      let keeps: boolean;
      pending = cell;
      if (board.play(cell)) {
        const own = search.completed(ply);
        keeps = value === null ? Math.sign(own) === result : own === value;
      } else if (value !== null) {
        // No move beats the position's value: a move keeps it when its child is worth at most −value.
        keeps = search.run(PROVEN, -value, 1 - value, budget) <= -value;
      } else {
        // The child must not do better than −result: a null window at that edge.
        const child = result > 0 ? search.run(PROVEN, -UNIT, 1 - UNIT, budget) : result === 0 ? search.run(PROVEN, 0, 1, budget) : -INFINITE;
        keeps = result > 0 ? child <= -UNIT : result === 0 ? child <= 0 : true;
      }
      board.undo(cell);
      pending = -1;
      known.set(twin, keeps);
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
  return { result, value, best: result === null ? [] : best, nodes: search.nodes - start, complete: result !== null && (!moves || best.length > 0) };
}

/**
 * Returns a function giving, for a cell, the least cell any symmetry of the board that leaves the
 * position as it is maps it to: two cells with the same answer are moves of the same value.
 */
function twins(search: Search): (cell: number) => number {
  const { shape, board } = search;
  const { symmetries, symmetry, size } = shape;
  const keep: number[] = [];
  for (let s = 1; s < symmetries; s++) {
    let fixed = true;
    for (let c = 0; c < size && fixed; c++) fixed = board.cells[symmetry[s * size + c]!] === board.cells[c];
    if (fixed) keep.push(s);
  }
  return (cell) => {
    let least = cell;
    for (const s of keep) least = Math.min(least, symmetry[s * size + cell]!);
    return least;
  };
}
