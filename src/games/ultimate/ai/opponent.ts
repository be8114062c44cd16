/**
 * Level 6 playing to win where best play only draws: among the drawing moves, the one after which
 * a fallible opponent most likely goes wrong. The opponent is
 * the library's "robust" model (as on 3 × 3): each move, half the time a random legal move, half
 * the time level 3's (which takes or blocks a local board, among the moves that risk least). Each
 * reply is valued exactly by the endgame solver, so the choice never gives up the proven value.
 *
 * @packageDocumentation
 */
import { DRAWN, ONGOING } from '../core.js';
import type { SearchBoard } from './board.js';
import type { EndgameSolver } from './endgame.js';
import { legalList, safest } from './levels.js';
import { blocksBoard, winsBoard } from './tactics.js';

/**
 * The chance of each of `moves` (the legal moves of the player to move on `board`) under the
 * robust model: half of it uniform, half of it level 3's choice (uniform among the moves that take
 * a local board, else those that block one, else all, among the moves that risk least).
 */
export function robustPolicy(board: SearchBoard, moves: readonly number[]): number[] {
  const safe = safest(board, moves);
  const wins = safe.filter((move) => winsBoard(board, move));
  const blocks = wins.length > 0 ? [] : safe.filter((move) => blocksBoard(board, move));
  const chosen = new Set(wins.length > 0 ? wins : blocks.length > 0 ? blocks : safe);
  return moves.map((move) => 0.5 / moves.length + (chosen.has(move) ? 0.5 / chosen.size : 0));
}

/** What a position is worth to a player, proven: win 1, draw ½, loss 0. */
export const WORTH = { win: 1, draw: 0.5, loss: 0 } as const;

/**
 * What playing `move` is worth to the player to move on `board`, both playing perfectly after the
 * opponent's reply: its expected score against the robust model, and its worst score (its proven
 * value: the opponent's best reply); or `null` when the solver could not value every reply within
 * `budget.nodes` positions or before `stop()`. The board is left as it was.
 */
export function expectedScore(
  board: SearchBoard,
  move: number,
  solver: EndgameSolver,
  budget: { nodes: number },
  stop: () => boolean,
): { expected: number; worst: number } | null {
  const mover = board.turn;
  board.play(move);
  try {
    if (board.status !== ONGOING) {
      const worth = board.status === 1 + mover ? 1 : board.status === DRAWN ? 0.5 : 0;
      return { expected: worth, worst: worth };
    }
    const replies = legalList(board);
    const chances = robustPolicy(board, replies);
    let expected = 0;
    let worst = 1;
    for (let i = 0; i < replies.length; i++) {
      board.play(replies[i]!);
      let worth: number | null;
      if (board.status !== ONGOING) worth = board.status === 1 + mover ? 1 : board.status === DRAWN ? 0.5 : 0;
      else if (budget.nodes <= 0 || stop()) worth = null;
      else {
        const solved = solver.solve(board, budget.nodes, stop);
        budget.nodes -= solver.nodes;
        worth = solved ? WORTH[solved.value] : null;
      }
      board.undo();
      if (worth === null) return null;
      expected += chances[i]! * worth;
      worst = Math.min(worst, worth);
    }
    return { expected, worst };
  } finally {
    board.undo();
  }
}
