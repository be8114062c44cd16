/**
 * Depth-limited minimax for levels 4 and 5: negamax with alpha-beta to a fixed number of moves,
 * a heuristic at the horizon. Positions are (mover's marks, opponent's marks, mark count).
 *
 * @packageDocumentation
 */
import { STANDARD } from '../rules/geometry.js';
import type { Deadline } from './solver.js';
import { CENTRE, CORNERS, FULL, THREATS } from './tactics.js';

/** A horizon evaluation for the side to move, between −100 and 100. */
export type Heuristic = (me: number, opp: number, misere: boolean) => number;

const LINES = STANDARD.lineMasks;
const ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7] as const;
/** Above every score: decided games are worth ±(1000 − marks at the end). */
const INFINITE = 10_000;

/** Counts the set bits of a 9-bit mask. */
function count(mask: number): number {
  let n = 0;
  for (; mask !== 0; n++) mask &= mask - 1;
  return n;
}

/** Sums a weight per line open to one side only, by how many of its marks the line holds. */
function lines(me: number, opp: number, one: number, two: number): number {
  let score = 0;
  for (const line of LINES) {
    const a = count(me & line);
    const b = count(opp & line);
    if (b === 0) score += a === 1 ? one : a === 2 ? two : 0;
    else if (a === 0) score -= b === 1 ? one : b === 2 ? two : 0;
  }
  return score;
}

/**
 * Level 4's horizon: open lines (1 for one mark, 3 for two), with the centre and corners worth a
 * little more. In misère lines are liabilities, and the centre still an asset.
 */
export const basicHeuristic: Heuristic = (me, opp, misere) => {
  const centre = (count(me & CENTRE) - count(opp & CENTRE)) * 3;
  if (misere) return centre - lines(me, opp, 1, 3);
  return lines(me, opp, 1, 3) + centre + count(me & CORNERS) - count(opp & CORNERS);
};

/**
 * Level 5's horizon: as level 4's with stronger weights for two in a line, and the immediate
 * future read off the threats: the mover completes a line next (standard), the opponent holds two
 * threats the mover cannot both stop, or in misère the mover has only line-completing moves left.
 */
export const advancedHeuristic: Heuristic = (me, opp, misere) => {
  const empty = ~(me | opp) & FULL;
  const mine = THREATS[me]! & empty;
  if (!misere) {
    if (mine) return 90;
    const theirs = THREATS[opp]! & empty;
    if (theirs & (theirs - 1)) return -90;
    return lines(me, opp, 1, 6) + count(me & CENTRE) * 3 + count(me & CORNERS) - count(opp & CENTRE) * 3 - count(opp & CORNERS);
  }
  if ((empty & ~mine) === 0) return -90;
  return -lines(me, opp, 1, 6) + count(me & CENTRE) * 3 - count(opp & CENTRE) * 3;
};

/**
 * Returns the mask of the best moves found by a search `depth` moves deep (the mover's move
 * counts as one). With a deadline it deepens one move at a time and, when cut, returns the best
 * moves of the deepest search completed (0 if none was).
 */
export function bestByHeuristic(
  me: number,
  opp: number,
  n: number,
  misere: boolean,
  depth: number,
  heuristic: Heuristic,
  deadline?: Deadline,
): number {
  if (deadline === undefined) return rootSearch(me, opp, n, misere, depth, heuristic, undefined);
  let best = 0;
  try {
    for (let d = 1; d <= depth; d++) best = rootSearch(me, opp, n, misere, d, heuristic, deadline);
  } catch (error) {
    if (error !== TIMEOUT) throw error;
  }
  return best;
}

const TIMEOUT: unique symbol = Symbol('timeout');

function rootSearch(me: number, opp: number, n: number, misere: boolean, depth: number, heuristic: Heuristic, deadline?: Deadline): number {
  const empty = ~(me | opp) & FULL;
  let best = -INFINITE;
  let mask = 0;
  const search = new Negamax(misere, heuristic, deadline);
  for (const cell of ORDER) {
    if (!((empty >>> cell) & 1)) continue;
    // Full window for every root move: equal scores are then truly equal, for a fair random tie-break.
    const v = search.move(me, opp, n, cell, depth, -INFINITE, INFINITE);
    if (v > best) [best, mask] = [v, 1 << cell];
    else if (v === best) mask |= 1 << cell;
  }
  return mask;
}

class Negamax {
  #nodes = 0;
  constructor(
    readonly misere: boolean,
    readonly heuristic: Heuristic,
    readonly deadline: Deadline | undefined,
  ) {}

  /** The value for the mover of playing `cell`, looking `depth` moves ahead including this one. */
  move(me: number, opp: number, n: number, cell: number, depth: number, alpha: number, beta: number): number {
    const bit = 1 << cell;
    if ((THREATS[me]! >>> cell) & 1) return this.misere ? n + 1 - 1000 : 1000 - (n + 1);
    if (n === 8) return 0;
    if (depth === 1) return -this.heuristic(opp, me | bit, this.misere);
    return -this.node(opp, me | bit, n + 1, depth - 1, -beta, -alpha);
  }

  node(me: number, opp: number, n: number, depth: number, alpha: number, beta: number): number {
    if (this.deadline && (++this.#nodes & 63) === 0 && this.deadline.now() >= this.deadline.at) throw TIMEOUT;
    const empty = ~(me | opp) & FULL;
    let best = -INFINITE;
    for (const cell of ORDER) {
      if (!((empty >>> cell) & 1)) continue;
      const v = this.move(me, opp, n, cell, depth, alpha, beta);
      if (v > best) {
        best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
      }
    }
    return best;
  }
}
