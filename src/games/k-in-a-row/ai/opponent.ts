/**
 * Opponent models: how likely the opponent is to play each legal move. Level 6 keeps the
 * game-theoretic result and, among the moves that do, plays the one with the best expected score
 * against its model (win 1, draw ½, loss 0). On 3 × 3 that expectation is exact: an expectimax
 * over the whole tree below the position ({@link Planner}).
 *
 * @packageDocumentation
 */
import { canonicalKey, KEY_SPACE, positionCode } from '../analysis/symmetry.js';
import { popcount } from '../../../core/bits.js';
import { levelChoices, levelMemo } from './levels.js';
import { bookChoice } from './plan-book.js';
import type { Deadline, Searcher } from './searcher.js';
import { ask, CALLED_BACK, CallbackError, callingBack } from '../../../core/callback.js';
import { describe, isArray } from '../../../core/describe.js';
import { readList } from '../../../core/input.js';
import type { CellIndex, Mark } from '../../../core/types.js';
import type { OpponentPolicy, OpponentPosition } from './types.js';
import { FULL, threatTable } from './tactics.js';

/** Adds `weight`, shared equally, to the cells of the non-empty `mask`. */
function spread(mask: number, weight: number, out: Float64Array): void {
  const share = weight / popcount(mask);
  for (let cell = 0; cell < 9; cell++) if ((mask >>> cell) & 1) out[cell]! += share;
}

/** The memos of levels 4 and 5, standard then misère, made on first use: `MEMOS[level - 4][misere]`. */
const MEMOS: (Int16Array | undefined)[][] = [[], []];

/**
 * Adds `weight` times the chance of each move of level `level` (1 to 5) for the mover `me`
 * against `opp`, with `n` marks on the board, to `out`: exactly as the level plays without a time
 * limit, a uniform choice among the moves it considers best (levels 4 and 5 first draw one of their
 * two depths, each half the time).
 */
function addLevel(
  level: number,
  me: number,
  opp: number,
  n: number,
  misere: boolean,
  weight: number,
  out: Float64Array,
): void {
  if (level < 4) {
    spread(levelChoices(level, me, opp, n, misere, 0), weight, out);
    return;
  }
  const memo = (MEMOS[level - 4]![+misere] ??= levelMemo());
  for (const deeper of [0, 1])
    spread(levelChoices(level, me, opp, n, misere, deeper, undefined, memo), weight / 2, out);
}

/** An opponent model, resolved from an {@link OpponentModel} option. */
export interface Model {
  /** The level it plays as (1 to 5), or 0 for `'robust'` (half level 1, half level 3), or -1 for a policy. */
  readonly level: number;
  /** Who plays so, in a sentence: "against random play". */
  readonly name: string;
  /** The caller's policy, if it is one. */
  readonly policy?: OpponentPolicy;
}

/** The built-in models: 'robust', then levels 1 to 5. */
const BUILT_IN: readonly Model[] = [
  { level: 0, name: 'casual play (half random, half win-or-block)' },
  { level: 1, name: 'random play' },
  { level: 2, name: 'level 2' },
  { level: 3, name: 'level 3' },
  { level: 4, name: 'level 4' },
  { level: 5, name: 'level 5' },
];

/** Returns the model of an `opponent` option, or `undefined` when it is not one. */
export function modelOf(option: unknown): Model | undefined {
  if (option === 'robust') return BUILT_IN[0];
  if (option === 'random') return BUILT_IN[1];
  if (option === 1 || option === 2 || option === 3 || option === 4 || option === 5) return BUILT_IN[option];
  return typeof option === 'function'
    ? { level: -1, name: 'your opponent model', policy: option as OpponentPolicy }
    : undefined;
}

/** Writes the chance of each move of the mover `me` against `opp` (the AI) by `model` to `out` (zeroed). */
function distribute(model: Model, me: number, opp: number, n: number, misere: boolean, out: Float64Array): void {
  const { level, policy } = model;
  if (policy) {
    const [x, o] = n & 1 ? [opp, me] : [me, opp];
    const board = Array.from({ length: 9 }, (_, cell) => ((x >>> cell) & 1 ? 'X' : (o >>> cell) & 1 ? 'O' : null));
    const moves: CellIndex[] = [];
    for (let cell = 0; cell < 9; cell++) if (board[cell] === null) moves.push(cell as CellIndex);
    policyChances(policy, board, 3, 3, n & 1 ? 'O' : 'X', moves).forEach((chance, i) => {
      out[moves[i]!] = chance;
    });
  } else if (level === 0) {
    addLevel(1, me, opp, n, misere, 0.5, out);
    addLevel(3, me, opp, n, misere, 0.5, out);
  } else addLevel(level, me, opp, n, misere, 1, out);
}

/**
 * Asks the caller's `policy` about a position and returns the chance of each of `moves`; throws a
 * {@link CallbackError} when it throws or answers anything but a weight (finite, ≥ 0) per move, not all 0.
 */
export function policyChances(
  policy: OpponentPolicy,
  board: (Mark | null)[],
  rows: number,
  columns: number,
  player: Mark,
  moves: CellIndex[],
): number[] {
  const position: OpponentPosition = Object.freeze({
    board: Object.freeze(board),
    rows,
    columns,
    player,
    moves: Object.freeze(moves),
  });
  const answer = ask(policy, position);
  const weights = readList(answer, moves.length);
  if (isArray(weights) && weights.length === moves.length) {
    let most = 0;
    for (const weight of weights)
      most = typeof weight === 'number' && weight >= 0 && most >= 0 ? Math.max(most, weight) : Number.NaN;
    if (most > 0 && most < Infinity) {
      // Scaled by the largest first: finite weights never overflow their sum.
      const scaled = (weights as number[]).map((weight) => weight / most);
      const total = scaled.reduce((sum, weight) => sum + weight, 0);
      return scaled.map((weight) => weight / total);
    }
  }
  throw new CallbackError(
    `the opponent option returned ${describe(answer)}: it must be a weight` +
      ` (a finite number ≥ 0, not all 0) for each of the ${moves.length} moves.`,
  );
}

/** Expected scores closer than this are equal (they are sums of products of probabilities). */
const EPSILON = 1e-9;

/**
 * The exact expectimax of the AI of mark `ai` against an opponent `model` in one variant: at the AI's nodes the moves
 * that keep the result (a win, a draw; in a lost position every move, since all lose), the best expected score among
 * them, and in a lost position the slowest loss among equals; at the opponent's, the average of its replies weighted
 * by the model. Memoized by position, by canonical key for the built-in models (nothing is computed until asked).
 *
 * This is the optimum among all players who never let the result slip: a player who keeps a win wins whatever it
 * plays, one who keeps a draw has the same choices, and one already lost takes the move most likely to save it.
 */
export class Planner {
  readonly #threats = threatTable();
  /**
   * Per position's {@link slot}: the AI's chance to win, then to draw, from it (NaN: not known yet). Grows as needed.
   */
  #memo = new Float64Array(2048).fill(Number.NaN);
  /** Per position code where the AI is to move: the mask of its moves of best expectation (0: not known yet). */
  readonly #choice = new Uint16Array(KEY_SPACE);
  /** A model's distribution at each mark count (one per depth of the recursion). */
  readonly #scratch: Float64Array[] = Array.from({ length: 9 }, () => new Float64Array(9));
  /** The odds found by the last {@link Planner.#odds}, {@link Planner.#after} or {@link Planner.#best}. */
  #win = 0;
  #draw = 0;

  /**
   * Whether the model plays the same in positions that are rotations or reflections of each other (every built-in one
   * does).
   */
  readonly #symmetric: boolean;

  /** Whether the choices come from {@link bookChoice}: the default model's do. */
  readonly #book: boolean;

  /**
   * @param book - whether the default model's choices may come from the book (`false`: the book's own test).
   */
  constructor(
    readonly searcher: Searcher,
    readonly model: Model,
    readonly ai: 0 | 1,
    book = true,
  ) {
    this.#symmetric = !model.policy;
    this.#book = book && model === BUILT_IN[0];
  }

  #deadline: Deadline | undefined;
  #nodes = 0;

  /**
   * The AI's moves of best expectation in the position with marks `x` and `o`, the AI to move
   * and the game in progress. When the `deadline` comes first: its perfect moves, or those of the
   * moves searched in time (0 if none was). What was found is kept.
   */
  choose(x: number, o: number, deadline?: Deadline): number {
    // Small, to be inlined: the warm move's path.
    return this.#choice[positionCode(x, o)] || this.#plan(x, o, deadline);
  }

  #plan(x: number, o: number, deadline: Deadline | undefined): number {
    if (callingBack()) throw new CallbackError(`${CALLED_BACK}.`);
    const code = positionCode(x, o);
    const { searcher } = this;
    const booked = this.#book ? bookChoice(searcher.misere, x, o) : 0;
    if (booked !== 0) return (this.#choice[code] = booked);
    const perfect = searcher.bestMoves(x, o, deadline);
    if (searcher.cut) return perfect;
    const n = popcount(x | o);
    // Lost: every move loses against perfect play, so every move is a candidate.
    const lost = searcher.has(-1, n & 1 ? o : x, n & 1 ? x : o, n);
    this.#deadline = deadline;
    this.#nodes = 1;
    try {
      return (this.#choice[code] = this.#best(x, o, lost ? ~(x | o) & FULL : perfect, lost));
    } catch (thrown) {
      if (thrown !== ABORT) throw thrown;
      return perfect;
    } finally {
      this.#deadline = undefined;
    }
  }

  /**
   * The AI's chances to win and to draw after the mover plays `cell` in the position with marks `x` and `o` (the game
   * in progress).
   */
  odds(x: number, o: number, cell: number): readonly [win: number, draw: number] {
    if (callingBack()) throw new CallbackError(`${CALLED_BACK}.`);
    this.#after(x, o, cell);
    return [this.#win, this.#draw];
  }

  /** Finds the odds after the mover plays `cell`. */
  #after(x: number, o: number, cell: number): void {
    const n = popcount(x | o);
    const mover = n & 1;
    // A completed line: the mover wins (loses in misère); a full board: a draw.
    if ((this.#threats[mover ? o : x]! >>> cell) & 1) {
      this.#win = (mover === this.ai) === !this.searcher.misere ? 1 : 0;
      this.#draw = 0;
    } else if (n === 8) {
      this.#win = 0;
      this.#draw = 1;
    } else if (mover) this.#odds(x, o | (1 << cell));
    else this.#odds(x | (1 << cell), o);
  }

  /** Finds the odds of the position with marks `x` and `o` (the game in progress), from the memo when it can. */
  #odds(x: number, o: number): void {
    const key = 2 * slot(this.#symmetric ? canonicalKey(x, o) : positionCode(x, o));
    if (key >= this.#memo.length) {
      // Written to through `this.#memo` only: a search below may grow it again.
      const grown = new Float64Array(2 * (key + 256)).fill(Number.NaN);
      grown.set(this.#memo);
      this.#memo = grown;
    }
    const memo = this.#memo;
    if (!Number.isNaN(memo[key])) {
      this.#win = memo[key]!;
      this.#draw = memo[key + 1]!;
      return;
    }
    const deadline = this.#deadline;
    if (deadline !== undefined && (this.#nodes++ & 63) === 0 && deadline.now() >= deadline.at) throw ABORT;
    const { searcher } = this;
    const n = popcount(x | o);
    const me = n & 1 ? o : x;
    const opp = n & 1 ? x : o;
    if (searcher.has((n & 1) === this.ai ? 1 : -1, me, opp, n)) {
      // The AI wins with perfect play, whatever the opponent does: no need to look further.
      this.#win = 1;
      this.#draw = 0;
    } else if ((n & 1) === this.ai) {
      const lost = searcher.has(-1, me, opp, n);
      this.#best(x, o, lost ? ~(me | opp) & FULL : this.#perfect(me, opp, n), lost);
    } else {
      const p = this.#scratch[n]!.fill(0);
      distribute(this.model, me, opp, n, searcher.misere, p);
      let win = 0;
      let draw = 0;
      for (let cell = 0; cell < 9; cell++) {
        const share = p[cell]!;
        if (share === 0) continue;
        this.#after(x, o, cell);
        win += share * this.#win;
        draw += share * this.#draw;
      }
      this.#win = win;
      this.#draw = draw;
    }
    this.#memo[key] = this.#win;
    this.#memo[key + 1] = this.#draw;
  }

  /**
   * Returns the moves that keep the draw for the AI, `me`, in a position it neither wins nor loses: the moves after
   * which the opponent does not win (null-window tests, cheaper than every move's value).
   */
  #perfect(me: number, opp: number, n: number): number {
    const empty = ~(me | opp) & FULL;
    // In misère a move that completes one's line loses; in the standard game it would have won.
    let perfect = empty & ~this.#threats[me]!;
    if (n < 8)
      for (let cell = 0; cell < 9; cell++)
        if ((perfect >>> cell) & 1 && this.searcher.has(1, opp, me | (1 << cell), n + 1)) perfect &= ~(1 << cell);
    return perfect;
  }

  /**
   * Returns the AI's moves of best expectation among its `candidates` in the position with marks `x` and `o`, and finds
   * their odds. In a `lost` position, equal expectations go to the slowest loss.
   */
  #best(x: number, o: number, candidates: number, lost = false): number {
    let best = -1;
    // In a lost position, the value of the best moves against perfect play: the slower the loss, the higher.
    let slowest = 0;
    let mask = 0;
    // The odds of the moves of best expectation, summed: level 6 picks one of them at random.
    let win = 0;
    let draw = 0;
    let count = 0;
    const n = lost ? popcount(x | o) : 0;
    for (let cell = 0; cell < 9; cell++) {
      if (!((candidates >>> cell) & 1)) continue;
      this.#after(x, o, cell);
      const score = this.#win + this.#draw / 2;
      const value = lost ? this.searcher.moveValue(n & 1 ? o : x, n & 1 ? x : o, n, cell) : 0;
      if (score > best + EPSILON || (score > best - EPSILON && value > slowest)) {
        best = Math.max(best, score);
        slowest = value;
        mask = 0;
        win = draw = count = 0;
      }
      if (score > best - EPSILON && value === slowest) {
        mask |= 1 << cell;
        win += this.#win;
        draw += this.#draw;
        count++;
      }
    }
    this.#win = win / count;
    this.#draw = draw / count;
    return mask;
  }
}

/** The memos' slot of each position code, given in the order met (0: none yet), shared by all planners. */
let SLOTS: Uint16Array | undefined;
let slots = 0;

/** Returns the slot of a position code in the planners' memos: a few thousand positions are met, of 19,683 codes. */
function slot(code: number): number {
  const table = (SLOTS ??= new Uint16Array(KEY_SPACE));
  return table[code] || (table[code] = ++slots);
}

/** Thrown through the expectimax when its deadline comes. */
const ABORT: unique symbol = Symbol('abort');
