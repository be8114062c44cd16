/**
 * Levels 4 and 5: depth-limited minimax (negamax with alpha-beta) with a heuristic at the
 * horizon. Positions are (mover's marks, opponent's marks, mark count).
 *
 * A game decided within the horizon scores ±(1000 − marks at the end), far beyond any heuristic,
 * so these levels never miss a win they can see nor walk into a loss they can see. Between the
 * other moves they choose at random among those the heuristic scores within a margin of the
 * best: a heuristic is a rough guide, and the margin (tuned with the ladder, see docs/ai.md) is
 * what lets a deeper search beat them.
 *
 * @packageDocumentation
 */
import { positionCode } from '../analysis/symmetry.js';
import { popcount } from '../../../core/bits.js';
import type { Deadline } from './searcher.js';
import { CENTER, CORNERS, FULL, immediateMoves, LINE_MASKS, ORDER, threatTable } from './tactics.js';

/** How a level searches: its depths (one drawn at random per move), its heuristic's weights, its margin. */
export interface Style {
  /** The shallower of its two depths, in moves including the mover's own; the other is one more. */
  readonly depth: number;
  /**
   * Weights of a line open to one side only, by the marks it holds: none, one, two (three cannot occur: the game would
   * be over).
   */
  readonly line: readonly number[];
  /** Weight of the center. */
  readonly center: number;
  /** Weight of each corner (standard game only). */
  readonly corner: number;
  /** Moves scored within this much of the best are equally good to the level. */
  readonly margin: number;
}

/** Level 4: 2 or 3 moves deep, open lines, the center and corners valued. */
export const LEVEL_4: Style = { depth: 2, line: [0, 1, 3], center: 3, corner: 1, margin: 6 };
/** Level 5: 4 or 5 moves deep, two marks in an open line valued twice as much. */
export const LEVEL_5: Style = { depth: 4, line: [0, 1, 6], center: 3, corner: 1, margin: 7 };

/** Above every score. */
const INFINITE = 10_000;
/** Decided games score beyond this. */
const DECIDED = 500;

/**
 * Returns the heuristic value for the side to move, `me`: per line open to one side only, its
 * weight by its marks (for `me`, against the opponent), plus the center and corners held. In
 * misère lines are liabilities and count against, the center still for (its mirror strategy).
 */
export function heuristic(style: Style, me: number, opp: number, misere: boolean): number {
  let lines = 0;
  for (const line of LINE_MASKS) {
    if (!(opp & line)) lines += style.line[popcount(me & line)]!;
    else if (!(me & line)) lines -= style.line[popcount(opp & line)]!;
  }
  const center = (popcount(me & CENTER) - popcount(opp & CENTER)) * style.center;
  if (misere) return center - lines;
  return lines + center + (popcount(me & CORNERS) - popcount(opp & CORNERS)) * style.corner;
}

/**
 * Returns the moves a level considers best: those scored within `style.margin` of the best by a
 * search `depth` moves deep; only the best when the best is a decided game. With a deadline it
 * deepens one move at a time and, when cut, returns the answer of the deepest search completed
 * (0 if none was). With a `memo` (see {@link levelMemo}) each position's value at each depth is
 * searched once and kept: the opponent models ask a level's moves in every position of a game.
 */
export function levelMoves(
  me: number,
  opp: number,
  n: number,
  misere: boolean,
  style: Style,
  depth: number,
  deadline?: Deadline,
  memo?: Int16Array,
): number {
  const threats = threatTable();
  let nodes = 0;

  /** The value for the mover of playing `cell`, looking `depth` moves ahead including this one. */
  const move = (
    me: number,
    opp: number,
    n: number,
    cell: number,
    depth: number,
    alpha: number,
    beta: number,
  ): number => {
    const bit = 1 << cell;
    if ((threats[me]! >>> cell) & 1) return misere ? n + 1 - 1000 : 1000 - (n + 1);
    if (n === 8) return 0;
    if (depth === 1) return -heuristic(style, opp, me | bit, misere);
    return -node(opp, me | bit, n + 1, depth - 1, -beta, -alpha);
  };

  const node = (me: number, opp: number, n: number, depth: number, alpha: number, beta: number): number => {
    if (deadline && (++nodes & 63) === 0 && deadline.now() >= deadline.at) throw TIMEOUT;
    // Memoized, a value is exact: searched with the full window.
    const key = memo && (n & 1 ? positionCode(opp, me) : positionCode(me, opp)) * MEMO_DEPTHS + depth;
    if (memo) {
      if (memo[key as number] !== UNKNOWN) return memo[key as number]!;
      alpha = -INFINITE;
      beta = INFINITE;
    }
    const empty = ~(me | opp) & FULL;
    let best = -INFINITE;
    for (const cell of ORDER) {
      if (!((empty >>> cell) & 1)) continue;
      const v = move(me, opp, n, cell, depth, alpha, beta);
      if (v > best) {
        best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
      }
    }
    if (memo) memo[key as number] = best;
    return best;
  };

  const root = (depth: number): number => {
    nodes = 0;
    const empty = ~(me | opp) & FULL;
    const values: number[] = [];
    let best = -INFINITE;
    for (const cell of ORDER) {
      if (!((empty >>> cell) & 1)) continue;
      // A full window for every root move: each gets its true score, for a fair choice.
      const v = move(me, opp, n, cell, depth, -INFINITE, INFINITE);
      values[cell] = v;
      if (v > best) best = v;
    }
    const decided = best > DECIDED || best < -DECIDED;
    let mask = 0;
    values.forEach((v, cell) => {
      if (decided ? v === best : v >= best - style.margin && v > -DECIDED) mask |= 1 << cell;
    });
    return mask;
  };

  if (deadline === undefined) return root(depth);
  let best = 0;
  try {
    for (let d = 1; d <= depth; d++) best = root(d);
  } catch (error) {
    if (error !== TIMEOUT) throw error;
  }
  return best;
}

const TIMEOUT: unique symbol = Symbol('timeout');

/**
 * Returns the moves level `level` (1 to 5) chooses from, uniformly, for the mover `me` against
 * `opp` with `n` marks on the board: 1 any move; 2 a block (in misère a move that does not complete
 * its line), else any; 3 a win first, else as 2; 4 and 5 {@link levelMoves} at their shallower
 * depth plus `deeper` (0 or 1), else as 3. The AI plays from it, and the opponent models weigh it.
 */
export function levelChoices(
  level: number,
  me: number,
  opp: number,
  n: number,
  misere: boolean,
  deeper: number,
  deadline?: Deadline,
  memo?: Int16Array,
): number {
  const empty = ~(me | opp) & FULL;
  if (level === 1) return empty;
  const { win, safe } = immediateMoves(me, opp, misere);
  if (level === 2) return safe || empty;
  if (level === 3) return win || safe || empty;
  const style = level === 4 ? LEVEL_4 : LEVEL_5;
  return levelMoves(me, opp, n, misere, style, style.depth + deeper, deadline, memo) || win || safe || empty;
}

/** A memo's depths per position: 0 (unused) to 5, the deepest search of a level. */
const MEMO_DEPTHS = 6;
/** A memo's mark for a value not searched yet (no value reaches it). */
const UNKNOWN = -32768;

/** Returns an empty memo of {@link levelMoves}, for one style in one variant. */
export function levelMemo(): Int16Array {
  return new Int16Array(19683 * MEMO_DEPTHS).fill(UNKNOWN);
}
