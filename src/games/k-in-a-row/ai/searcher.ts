/**
 * The perfect player on 3 × 3 ({@link Searcher}): alpha-beta search with a transposition table keyed
 * by canonical position (the 8 symmetries of the square), the same code for the standard game and misère.
 *
 * Values are from the mover's point of view and absolute in time: a game that ends with `E` marks
 * on the board is worth `20 − E` to its winner and `−(20 − E)` to its loser (11 to 15 for the
 * winner, since a line needs at least 5 marks), a draw 0. As the end is the same number of marks
 * seen from every position on the way, a parent's value is exactly minus its best child's: no
 * per-ply adjustment, so table entries and bounds need no rescaling. Faster wins score higher.
 *
 * @packageDocumentation
 */
import { canonicalKey, KEY_SPACE, positionCode } from '../analysis/symmetry.js';
import { FULL, ORDER, sides, threatTable } from './tactics.js';

/** Table entry flags: the stored value is exact, a lower bound, or an upper bound. */
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;
/** Above every value. */
const INFINITE = 64;

/** Thrown through the search when the clock runs out, caught at the root. */
const ABORT: unique symbol = Symbol('abort');

/** The clock of a timed search. */
export interface Deadline {
  readonly at: number;
  readonly now: () => number;
}

/**
 * Alpha-beta with a transposition table for one variant. Positions are (mover's marks, opponent's marks, mark count).
 */
export class Searcher {
  /** The threat table, held for the search (see {@link threatTable}). */
  readonly #threats = threatTable();
  /** Value or bound, by canonical key. */
  readonly #values = new Int8Array(KEY_SPACE);
  /** 0 empty, else EXACT, LOWER or UPPER, by canonical key. */
  readonly #flags = new Uint8Array(KEY_SPACE);
  /** Answer cache: the mask of optimal moves, by the position's own code (0: not known yet). */
  readonly #best = new Uint16Array(KEY_SPACE);
  size = 0;
  #deadline: Deadline | undefined;
  #nodes = 0;
  /** Whether the last {@link Searcher.bestMoves} was cut by its deadline (its answer then partial). */
  #cut = false;

  constructor(readonly misere: boolean) {}

  /** Whether the last {@link Searcher.bestMoves} was cut by its deadline (its answer then partial, or 0). */
  get cut(): boolean {
    return this.#cut;
  }

  /**
   * Returns the value of the position for the mover, `me`, with `n` marks on the board; the game must be in progress.
   */
  value(me: number, opp: number, n: number): number {
    return this.#search(me, opp, n, -INFINITE, INFINITE);
  }

  /**
   * Says whether the position is won (`sign` 1) or lost (`sign` −1) for the mover, `me`, with `n`
   * marks on the board: a null-window search, cheaper than the value.
   */
  has(sign: 1 | -1, me: number, opp: number, n: number): boolean {
    return sign > 0 ? this.#search(me, opp, n, 0, 1) >= 1 : this.#search(me, opp, n, -1, 0) <= -1;
  }

  /** Returns the value for the mover of playing the empty `cell`. */
  moveValue(me: number, opp: number, n: number, cell: number): number {
    if ((this.#threats[me]! >>> cell) & 1) return this.misere ? n - 19 : 19 - n;
    if (n === 8) return 0;
    return 0 - this.#search(opp, me | (1 << cell), n + 1, -INFINITE, INFINITE);
  }

  /**
   * Returns the mask of the optimal moves of the position with marks `x` and `o` (X moves on an
   * even count), from the answer cache when it can. With a deadline the search may be cut: the
   * result is then the best of the moves fully searched (0 when none was) and is not cached.
   */
  bestMoves(x: number, o: number, deadline?: Deadline): number {
    const code = positionCode(x, o);
    const cached = this.#best[code]!;
    this.#cut = false;
    if (cached !== 0) return cached;
    const [me, opp, n] = sides(x, o);
    const empty = ~(x | o) & FULL;
    let best = -INFINITE;
    let mask = 0;
    this.#cut = !this.#timed(deadline, () => {
      for (let i = 0; i < 9; i++) {
        const cell = ORDER[i]!;
        if (!((empty >>> cell) & 1)) continue;
        const v = this.moveValue(me, opp, n, cell);
        if (v > best) {
          best = v;
          mask = 1 << cell;
        } else if (v === best) mask |= 1 << cell;
      }
    });
    if (!this.#cut) this.#best[code] = mask;
    return mask;
  }

  /** Runs `search` under `deadline`; returns whether it finished (`false`: the clock ran out). */
  #timed(deadline: Deadline | undefined, search: () => void): boolean {
    this.#deadline = deadline;
    try {
      search();
      return true;
    } catch (error) {
      if (error !== ABORT) throw error;
      return false;
    } finally {
      this.#deadline = undefined;
    }
  }

  /** Negamax alpha-beta, fail-soft, over the table. Returns the value within the window, or a bound beyond it. */
  #search(me: number, opp: number, n: number, alpha: number, beta: number): number {
    // The caller's window: the result is classified against it, whatever a stored bound narrows below.
    const alpha0 = alpha;
    const beta0 = beta;
    const key = canonicalKey(me, opp);
    const flag = this.#flags[key]!;
    if (flag !== 0) {
      const stored = this.#values[key]!;
      if (flag === EXACT) return stored;
      // A bound only narrows the window; it is never returned as the value unless it cuts.
      if (flag === LOWER) {
        if (stored >= beta) return stored;
        if (stored > alpha) alpha = stored;
      } else {
        if (stored <= alpha) return stored;
        if (stored < beta) beta = stored;
      }
    }
    if (this.#deadline !== undefined && (++this.#nodes & 31) === 0 && this.#deadline.now() >= this.#deadline.at)
      throw ABORT;
    const empty = ~(me | opp) & FULL;
    const mine = this.#threats[me]! & empty;
    let value: number;
    let exact = false;
    if (!this.misere) {
      const theirs = this.#threats[opp]! & empty;
      if (mine !== 0) {
        value = 19 - n; // complete a line now
        exact = true;
      } else if (theirs & (theirs - 1)) {
        value = n - 18; // two threats: one of them completes next move
        exact = true;
      } else {
        value = this.#expand(me, opp, n, theirs === 0 ? empty : theirs, alpha, beta); // one threat forces the block
      }
    } else {
      const safe = empty & ~mine;
      if (safe === 0) {
        value = n - 19; // every move completes one of the mover's lines
        exact = true;
      } else {
        value = this.#expand(me, opp, n, safe, alpha, beta);
      }
    }
    // Fail-soft, against the caller's window: at or below alpha0 the true value is at most `value`,
    // at or above beta0 at least. A result that a stored bound pushed to the edge of the narrowed
    // window is exact: the bound holds it from the other side.
    let newFlag = exact ? EXACT : value <= alpha0 ? UPPER : value >= beta0 ? LOWER : EXACT;
    // An upper bound meeting a lower bound of the same value (or the reverse) makes it exact.
    if (flag !== 0 && flag !== newFlag && newFlag !== EXACT && this.#values[key] === value) newFlag = EXACT;
    if (flag === 0) this.size++;
    this.#values[key] = value;
    this.#flags[key] = newFlag;
    return value;
  }

  /** Searches the moves in `cells`, none of which completes a line for the mover. */
  #expand(me: number, opp: number, n: number, cells: number, alpha: number, beta: number): number {
    let best = -INFINITE;
    for (let i = 0; i < 9; i++) {
      const bit = 1 << ORDER[i]!;
      if (!(cells & bit)) continue;
      // `0 - x`, not `-x`: a drawn 0 negated is -0, a heap number while a fresh process interprets this.
      // biome-ignore lint/complexity/useMathMinMax: the 3×3 solver's inner loop compares, it calls nothing
      const v = n === 8 ? 0 : 0 - this.#search(opp, me | bit, n + 1, 0 - beta, 0 - (alpha > best ? alpha : best));
      if (v > best) {
        best = v;
        if (v >= beta) break;
      }
    }
    return best;
  }
}
