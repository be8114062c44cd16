/**
 * Level 4's judgement of a position: each local board's chance for each player, from its result or
 * from the lines still open to them on it, and the global lines those chances make. A board on no
 * line a player can still complete is worth nothing to them, so the search gives it up for a board
 * that is (a board sacrifice), and a board on two live lines is worth more than a corner of none.
 *
 * @packageDocumentation
 */
import { popcount } from '../../../core/bits.js';
import { DRAWN, LINE_MASKS, ONGOING } from '../core.js';
import type { SearchBoard } from './board.js';

/** The score of a won game: above any estimate. */
export const WON = 1000;

/** Each open line of a local board, by the marks a player has on it: none, one, two. */
const LINE_WEIGHT = [1, 4, 16];

/** The chances of each local board for X (0–8) and O (9–17), reused by {@link evaluate}. */
const chances = /* @__PURE__ */ new Float64Array(18);

/**
 * A player's hold on an open local board: the open lines (free of the opponent's marks) weighted
 * by how many of the player's marks they hold.
 */
function hold(mine: number, theirs: number): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const line = LINE_MASKS[i]!;
    if (!(theirs & line)) sum += LINE_WEIGHT[popcount(mine & line)]!;
  }
  return sum;
}

/**
 * The value of `board` for the player to move: {@link WON} or −{@link WON} (less the moves played,
 * so that a quicker win scores more) when the game is over, else the sum over the global lines of
 * the product of the mover's chances on its three boards, less the opponent's, plus a tenth of a
 * point per board won more under the most-boards tiebreak.
 */
export function evaluate(board: SearchBoard): number {
  const p = board.turn;
  if (board.status !== ONGOING) {
    if (board.status === DRAWN) return 0;
    // The mover of the last move won: the player to move lost.
    return -(WON - board.count);
  }
  const bothDrawn = (board.rules & 2) !== 0;
  const { marks, wonX, wonO, drawn } = board;
  for (let b = 0; b < 9; b++) {
    const bit = 1 << b;
    if (wonX & bit) {
      chances[b] = 1;
      chances[9 + b] = 0;
    } else if (wonO & bit) {
      chances[b] = 0;
      chances[9 + b] = 1;
    } else if (drawn & bit) {
      chances[b] = chances[9 + b] = bothDrawn ? 1 : 0;
    } else {
      const x = hold(marks[b]!, marks[9 + b]!);
      const o = hold(marks[9 + b]!, marks[b]!);
      chances[b] = x / (x + o + 4);
      chances[9 + b] = o / (x + o + 4);
    }
  }
  let value = 0;
  for (let i = 0; i < 8; i++) {
    const line = LINE_MASKS[i]!;
    let x = 1;
    let o = 1;
    for (let b = 0; b < 9; b++) {
      if (!((line >>> b) & 1)) continue;
      x *= chances[b]!;
      o *= chances[9 + b]!;
    }
    value += x - o;
  }
  if (board.rules & 1) value += 0.1 * (popcount(wonX) - popcount(wonO));
  return p === 0 ? value : -value;
}
