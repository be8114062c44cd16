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
import { STANDARD } from '../rules/geometry.js';
import type { Deadline } from './solver.js';
import { CENTRE, CORNERS, FULL, THREATS } from './tactics.js';

/** How a level searches: its depths (one drawn at random per move), its heuristic's weights, its margin. */
export interface Style {
  /** The depths, in moves including the mover's own. */
  readonly depths: readonly number[];
  /** Weight of a line holding one mark of one side only. */
  readonly one: number;
  /** Weight of a line holding two marks of one side only. */
  readonly two: number;
  /** Weight of the centre. */
  readonly centre: number;
  /** Weight of each corner (standard game only). */
  readonly corner: number;
  /** Moves scored within this much of the best are equally good to the level. */
  readonly margin: number;
}

/** Level 4: 2 or 3 moves deep, open lines, the centre and corners valued. */
export const LEVEL_4: Style = { depths: [2, 3], one: 1, two: 3, centre: 3, corner: 1, margin: 6 };
/** Level 5: 4 or 5 moves deep, two marks in an open line valued twice as much. */
export const LEVEL_5: Style = { depths: [4, 5], one: 1, two: 6, centre: 3, corner: 1, margin: 7 };

const LINES = STANDARD.lineMasks;
const ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7] as const;
/** Above every score. */
const INFINITE = 10_000;
/** Decided games score beyond this. */
const DECIDED = 500;

function count(mask: number): number {
  let n = 0;
  for (; mask !== 0; n++) mask &= mask - 1;
  return n;
}

/**
 * Returns the heuristic value for the side to move, `me`: per line open to one side only, `one`
 * or `two` by its marks (for `me`, against the opponent), plus the centre and corners held. In
 * misère lines are liabilities and count against, the centre still for (its mirror strategy).
 */
export function heuristic(style: Style, me: number, opp: number, misere: boolean): number {
  let lines = 0;
  for (const line of LINES) {
    const a = count(me & line);
    const b = count(opp & line);
    if (b === 0) lines += a === 1 ? style.one : a === 2 ? style.two : 0;
    else if (a === 0) lines -= b === 1 ? style.one : b === 2 ? style.two : 0;
  }
  const centre = (count(me & CENTRE) - count(opp & CENTRE)) * style.centre;
  if (misere) return centre - lines;
  return lines + centre + (count(me & CORNERS) - count(opp & CORNERS)) * style.corner;
}

/**
 * Returns the moves a level considers best: those scored within `style.margin` of the best by a
 * search `depth` moves deep; only the best when the best is a decided game. With a deadline it
 * deepens one move at a time and, when cut, returns the answer of the deepest search completed
 * (0 if none was).
 */
export function levelMoves(me: number, opp: number, n: number, misere: boolean, style: Style, depth: number, deadline?: Deadline): number {
  if (deadline === undefined) return new Negamax(misere, style, undefined).root(me, opp, n, depth);
  let best = 0;
  try {
    for (let d = 1; d <= depth; d++) best = new Negamax(misere, style, deadline).root(me, opp, n, d);
  } catch (error) {
    if (error !== TIMEOUT) throw error;
  }
  return best;
}

const TIMEOUT: unique symbol = Symbol('timeout');

class Negamax {
  #nodes = 0;
  constructor(
    readonly misere: boolean,
    readonly style: Style,
    readonly deadline: Deadline | undefined,
  ) {}

  root(me: number, opp: number, n: number, depth: number): number {
    const empty = ~(me | opp) & FULL;
    const values: number[] = [];
    let best = -INFINITE;
    for (const cell of ORDER) {
      if (!((empty >>> cell) & 1)) continue;
      // A full window for every root move: each gets its true score, for a fair choice.
      const v = this.move(me, opp, n, cell, depth, -INFINITE, INFINITE);
      values[cell] = v;
      if (v > best) best = v;
    }
    const decided = best > DECIDED || best < -DECIDED;
    let mask = 0;
    for (const cell of ORDER) {
      const v = values[cell];
      if (v !== undefined && (decided ? v === best : v >= best - this.style.margin && v > -DECIDED)) mask |= 1 << cell;
    }
    return mask;
  }

  /** The value for the mover of playing `cell`, looking `depth` moves ahead including this one. */
  move(me: number, opp: number, n: number, cell: number, depth: number, alpha: number, beta: number): number {
    const bit = 1 << cell;
    if ((THREATS[me]! >>> cell) & 1) return this.misere ? n + 1 - 1000 : 1000 - (n + 1);
    if (n === 8) return 0;
    if (depth === 1) return -heuristic(this.style, opp, me | bit, this.misere);
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
