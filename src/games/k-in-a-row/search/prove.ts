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
  /**
   * The cells that keep the result (and the distance, when it is known); empty when unproven. With moves `'one'`, the
   * first found, alone (for a loss, the first move in search order: any move keeps a loss).
   */
  readonly best: readonly number[];
  /** The nodes searched. */
  readonly nodes: number;
  /** Whether everything asked for was proven: the result, and the moves when asked for. */
  readonly complete: boolean;
}

/**
 * Proves the position on `search.board` within `budget`: first whether it is won, drawn or lost,
 * then (with `distance`) how fast, then (with `moves`) which moves keep that: all of them, or with `'one'` the first
 * found (the move the table holds for the position tried first: the one the proof of the result found), a move to
 * play when the time may not allow them all. The board is left as it was, and
 * what the table learnt stays for the next proof. A short end is looked for first, within `quick` nodes (see
 * {@link shortEnd}; 0: not looked for, as by a proof resumed in slices, which would look again in each).
 */
export function prove(
  search: Search,
  budget: Budget,
  distance = true,
  moves: boolean | 'one' = true,
  quick = SHORT_NODES,
): Proof {
  const start = search.nodes;
  let result: -1 | 0 | 1 | null = null;
  let value: number | null = null;
  let best: number[] = [];
  const order = new Int16Array(search.shape.size);
  try {
    const short = quick > 0 ? shortEnd(search, budget, quick) : null;
    if (short !== null) {
      result = short > 0 ? 1 : -1;
      value = short;
    } else {
      const wdl = resultBound(search, budget);
      result = wdl > 0 ? 1 : wdl < 0 ? -1 : 0;
      if (result === 0) value = 0;
      else if (distance) value = exactEnd(search, wdl, budget);
    }
    // Each move's value: exact against the known value, or tested against the result. Moves the
    // position's own symmetries map onto each other have the same value: one of each is searched.
    const count = moves ? search.orderedMoves(order, moves === 'one' ? search.tableMove() : -1) : 0;
    const kept: number[] = [];
    const same = twins(search);
    const known = new Map<number, boolean>();
    // A move keeps the value (without `distance`, the result, even when a short end gave the value) when it is worth
    // at least `floor` to its mover: a null window at that edge. Any move keeps a loss.
    const floor = (distance ? value : result === 0 ? 0 : null) ?? (result > 0 ? UNIT : -INFINITE);
    const rest = (): number => search.run(PROVEN, 0 - floor, 1 - floor, budget);
    for (let i = 0; i < count && !(moves === 'one' && kept.length > 0); i++) {
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

/**
 * The result of the position for the player to move, as a bound of its value: at least a win's least value (a win),
 * at most a loss's greatest (a loss), or 0 (a draw). First a null window at a draw's edge, which asks whether the
 * player to move wins, then, when not, one that asks whether they lose. Cheaper than one window around 0: inside it a
 * drawn move must be proven a draw exactly (neither side wins), where "no win" needs one side of that only (docs/ai.md,
 * *The solver*, gives the positions it saves on Pascal Pons' test sets).
 */
export function resultBound(search: Search, budget: Budget): number {
  const win = search.run(PROVEN, 0, 1, budget);
  if (win >= 1) return win;
  const loss = search.run(PROVEN, -1, 0, budget);
  return loss <= -1 ? loss : 0;
}

/**
 * The most plies a short end of {@link shortEnd} may take, and the most nodes its tests may visit in all by default
 * (a proof given the time, such as the solver's, gives them more).
 */
const SHORT_PLIES = 15;
const SHORT_NODES = 4096;

/**
 * Looks for a short end before any deeper proof: at each distance in turn (1, 2, 3 … plies), a
 * null window that asks whether the player to move wins by then (at the distances where their own
 * move ends the game: odd ones; even ones in misère, where the opponent's line ends it) or loses by
 * then (at the others), which the search cuts as soon as a line cannot end in time. Every test that
 * fails bounds the value, so the first that holds gives it exactly: the fastest win, or the slowest
 * loss when every move loses that soon. Returns `null` when the game lasts longer with best play,
 * or when the tests reached `nodes` nodes first. A win in two costs a handful of
 * nodes, not a search of the whole position. Throws {@link OUT_OF_BUDGET} only when the caller's
 * budget ran out.
 */
function shortEnd(search: Search, budget: Budget, nodes: number): number | null {
  const { board, shape } = search;
  const cap: Budget = { ...budget, nodes: Math.min(budget.nodes, search.nodes + nodes) };
  for (let plies = 1; plies <= SHORT_PLIES && board.ply + plies <= shape.size; plies++) {
    const wins = (plies & 1) === (shape.misere ? 0 : 1);
    const end = board.ply + plies;
    try {
      if (endsBy(search, wins, end, cap)) return wins ? search.win(end) : -search.win(end);
    } catch (thrown) {
      // The tests' own cap: no short end; the caller's budget: stop there.
      if (thrown !== OUT_OF_BUDGET || search.nodes >= budget.nodes || timeUp(budget)) throw thrown;
      return null;
    }
  }
  return null;
}

/**
 * The exact value of a won or lost position, given `bound`, what {@link resultBound} returned for it: a
 * lower bound of a win, an upper bound of a loss (so the game ends by the move it says). A binary search on the move
 * that ends the game, each step a null window that asks whether it ends by then; only the ends where the right player
 * completes a line are tried. Cheaper than one search with a window as wide as every distance, which proves bounds at
 * every node of it.
 */
export function exactEnd(search: Search, bound: number, budget: Budget): number {
  const { board, shape } = search;
  const winning = bound > 0;
  // The marks on the board when the game ends: the player to move completes the line at ply + 1, + 3 … (in misère
  // the loser does), and by the bound at the latest.
  const first = board.ply + (winning !== shape.misere ? 1 : 2);
  const latest = Math.min(shape.size, Math.floor(shape.size + 1 - Math.abs(bound) / UNIT));
  let lo = 0;
  let hi = Math.max(0, Math.floor((latest - first) / 2));
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (endsBy(search, winning, first + 2 * mid, budget)) hi = mid;
    else lo = mid + 1;
  }
  const end = first + 2 * lo;
  return winning ? search.win(end) : -search.win(end);
}

/**
 * Says whether the player to move wins (`winning`) by the time the board holds `end` marks, or loses by then whatever
 * they play: a null window at that end's value.
 */
function endsBy(search: Search, winning: boolean, end: number, budget: Budget): boolean {
  const target = search.win(end);
  return winning
    ? search.run(PROVEN, target - 1, target, budget) >= target
    : search.run(PROVEN, 0 - target, 1 - target, budget) <= -target;
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
