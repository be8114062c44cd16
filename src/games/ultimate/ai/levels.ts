/**
 * Levels 1 to 4 of the Ultimate AI, each defined by what it does:
 *
 * 1. a random legal move;
 * 2. a move that takes a local board when there is one, else one that blocks the opponent's local
 *    win, else a random move;
 * 3. among the moves that risk least (see `risk`: first those that end the game or leave the
 *    opponent neither a free move nor a local board to take at once, then those that do not let
 *    the opponent win the game at once), level 2's choice;
 * 4. a search three moves deep (two when a free move makes the tree too wide) with the evaluation
 *    of `evaluate.ts`, a random choice among the best.
 *
 * @packageDocumentation
 */
import type { SearchBoard } from './board.js';
import { evaluate, WON } from './evaluate.js';
import { blocksBoard, risk, winsBoard } from './tactics.js';

/** Picks one of the first `n` moves of `moves` at random. */
const pick = (moves: Uint8Array | number[], n: number, random: () => number): number =>
  moves[Math.min(n - 1, Math.floor(random() * n))]!;

/** Level 1: a random legal move. */
export function randomMove(board: SearchBoard, random: () => number): number {
  const moves = new Uint8Array(81);
  return pick(moves, board.legal(moves), random);
}

/** Level 2's choice among `moves`: those that take a local board, else those that block one, else all. */
export function tacticalChoice(board: SearchBoard, moves: readonly number[], random: () => number): number {
  const wins = moves.filter((move) => winsBoard(board, move));
  if (wins.length > 0) return pick(wins, wins.length, random);
  const blocks = moves.filter((move) => blocksBoard(board, move));
  if (blocks.length > 0) return pick(blocks, blocks.length, random);
  return pick(moves as number[], moves.length, random);
}

/** The legal moves of `board` as an array. */
export function legalList(board: SearchBoard): number[] {
  const moves = new Uint8Array(81);
  return Array.from(moves.subarray(0, board.legal(moves)));
}

/** Level 2: takes a local board, else blocks one, else random. */
export function level2(board: SearchBoard, random: () => number): number {
  return tacticalChoice(board, legalList(board), random);
}

/** The moves of `moves` that risk least (see `risk`). */
export function safest(board: SearchBoard, moves: readonly number[]): number[] {
  const risks = moves.map((move) => risk(board, move));
  const least = Math.min(...risks);
  return moves.filter((_, i) => risks[i] === least);
}

/** Level 3: level 2 among the moves that risk least. */
export function level3(board: SearchBoard, random: () => number): number {
  return tacticalChoice(board, safest(board, legalList(board)), random);
}

/** The positions level 4 looks at, at most, before it settles for a shallower search. */
const LEVEL4_NODES = 20_000;

/**
 * Level 4: searches three moves deep with alpha-beta (deepening from one move, keeping the
 * deepest search done within {@link LEVEL4_NODES} positions) and plays one of the best moves.
 */
export function level4(board: SearchBoard, random: () => number, stop: () => boolean = () => false): number {
  const moves = legalList(board);
  let best: number[] = moves;
  const budget = { nodes: 0, stop, stopped: false };
  for (let depth = 1; depth <= 3; depth++) {
    const scores: number[] = [];
    let top = -Infinity;
    let complete = true;
    for (const move of moves) {
      board.play(move);
      // A move within a hair of the best so far is searched exactly, so that ties are found.
      const score = -negamax(board, depth - 1, -Infinity, -(top - 1e-9), budget);
      board.undo();
      if (budget.nodes > LEVEL4_NODES || budget.stopped) {
        complete = false;
        break;
      }
      scores.push(score);
      if (score > top) top = score;
    }
    if (!complete) break;
    best = moves.filter((_, i) => scores[i]! >= top - 1e-9);
  }
  return pick(best, best.length, random);
}

/** What a level 4 search may spend: positions, and time (`stop`). */
interface Budget {
  nodes: number;
  readonly stop: () => boolean;
  stopped: boolean;
}

/** Alpha-beta negamax to `depth` moves, with the value of {@link evaluate} at the leaves. */
function negamax(board: SearchBoard, depth: number, alpha: number, beta: number, budget: Budget): number {
  budget.nodes++;
  if (depth === 0 || board.status !== 0) return evaluate(board);
  if (budget.nodes > LEVEL4_NODES || budget.stopped) return 0;
  // The clock is read every 512 positions.
  if ((budget.nodes & 511) === 0 && budget.stop()) {
    budget.stopped = true;
    return 0;
  }
  const moves = new Uint8Array(81);
  const n = board.legal(moves);
  let best = -WON * 2;
  for (let i = 0; i < n; i++) {
    board.play(moves[i]!);
    const score = -negamax(board, depth - 1, -beta, -alpha, budget);
    board.undo();
    if (score > best) best = score;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best;
}
