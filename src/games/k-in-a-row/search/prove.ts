/**
 * Proofs on a {@link Search}: the value of the position for the player to move (win, draw or loss,
 * then the distance when the budget allows), and the moves that keep it.
 *
 * @packageDocumentation
 */
import { INFINITE, OUT_OF_BUDGET, timeUp, UNIT, type Budget, type Search } from './search.js';
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
 * what the table learnt stays for the next proof. With `quick`, a short win is looked for first (see
 * {@link shortWin}); a proof resumed in slices looks for it in its first slice only.
 */
export function prove(search: Search, budget: Budget, distance = true, moves = true, quick = true): Proof {
  const start = search.nodes;
  let result: -1 | 0 | 1 | null = null;
  let value: number | null = null;
  let best: number[] = [];
  const order = new Int16Array(search.shape.size);
  try {
    const short = quick ? shortWin(search, budget) : null;
    if (short !== null) {
      result = 1;
      value = short;
    } else {
      const wdl = search.run(PROVEN, -1, 1, budget);
      result = wdl > 0 ? 1 : wdl < 0 ? -1 : 0;
      if (result === 0) value = 0;
      else if (distance)
        value = result > 0 ? search.run(PROVEN, 0, INFINITE, budget) : search.run(PROVEN, -INFINITE, 0, budget);
    }
    // Each move's value: exact against the known value, or tested against the result. Moves the
    // position's own symmetries map onto each other have the same value: one of each is searched.
    const count = moves ? search.orderedMoves(order) : 0;
    const kept: number[] = [];
    const same = twins(search);
    const known = new Map<number, boolean>();
    // A move keeps the value (or, without the distance, the result) when it is worth at least
    // `floor` to its mover: a null window at that edge. Any move keeps a loss.
    const floor = value ?? (result > 0 ? UNIT : -INFINITE);
    const rest = (): number => search.run(PROVEN, -floor, 1 - floor, budget);
    for (let i = 0; i < count; i++) {
      const cell = order[i]!;
      const twin = same(cell);
      if (!known.has(twin)) known.set(twin, floor === -INFINITE || search.moveValue(cell, rest) >= floor);
      if (known.get(twin)) kept.push(cell);
    }
    best = kept;
  } catch (thrown) {
    if (thrown !== OUT_OF_BUDGET) throw thrown;
    // What was proven stands: the result, perhaps without the distance or the moves.
    best = [];
  }
  return {
    result,
    value,
    best: result === null ? [] : best,
    nodes: search.nodes - start,
    complete: result !== null && (!moves || best.length > 0),
  };
}

/** The most plies a quick win of {@link shortWin} may take, and the most nodes its tests may visit in all. */
export const SHORT_WIN_PLIES = 15;
export const SHORT_WIN_NODES = 4096;

/**
 * Looks for a win of the player to move within a few plies before any deeper proof: a null window
 * at each distance in turn (1, 3, 5 … plies; 2, 4 … in misère, where the opponent's move ends a
 * won game), which the search cuts as soon as a line cannot end in time. Returns the exact value
 * of the first (so the fastest) win found, or `null` when there is none that near, or when the
 * tests reached {@link SHORT_WIN_NODES} nodes first. A win in two costs a handful of nodes, not a
 * search of the whole position. Throws {@link OUT_OF_BUDGET} only when the caller's budget ran out.
 */
function shortWin(search: Search, budget: Budget): number | null {
  const { board, shape } = search;
  const cap: Budget = { ...budget, nodes: Math.min(budget.nodes, search.nodes + SHORT_WIN_NODES) };
  for (let plies = shape.misere ? 2 : 1; plies <= SHORT_WIN_PLIES && board.ply + plies <= shape.size; plies += 2) {
    const target = search.win(board.ply + plies);
    try {
      if (search.run(PROVEN, target - 1, target, cap) >= target) return target;
    } catch (thrown) {
      // The tests' own cap: no quick win; the caller's budget: stop there.
      if (thrown !== OUT_OF_BUDGET || search.nodes >= budget.nodes || timeUp(budget)) throw thrown;
      return null;
    }
  }
  return null;
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
