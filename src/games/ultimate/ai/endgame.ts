/**
 * The exact endgame solver of the Ultimate AI: alpha-beta over every move to the end of the game,
 * with a transposition table, within a budget of positions. It proves the result with the
 * distance: the winner ends as fast as it can, the loser as late as it can. Level 6 and the
 * evaluations call it when few empty cells remain; what it cannot prove within its budget is left
 * to the tree search.
 *
 * @packageDocumentation
 */
import { DRAWN, ONGOING } from '../core.js';
import { hasLine, type SearchBoard } from './board.js';

/** The score of a win at the root: less one a move to it (see {@link Solved}). */
const WIN = 1000;
/** Beyond every score: the window of a search. */
const INFINITE = 10_000;

/** The result of a position for the player to move, proven. */
export interface Solved {
  /** `'win'`, `'loss'` or `'draw'`, for the player to move. */
  readonly value: 'win' | 'loss' | 'draw';
  /** The moves to the end of the game with best play (`null` for a draw). */
  readonly plies: number | null;
  /** A best move (`board × 9 + cell`): the quickest win, the slowest loss, or a drawing move. */
  readonly move: number;
  /** The positions the proof visited. */
  readonly nodes: number;
}

/**
 * The table: entries of a 64-bit key (two halves), a node-relative score and its bound, a best move; 12 bytes each.
 * Made at the first proof, not with the solver (a search that never reaches the endgame pays nothing for it), with
 * about an entry per position its budget allows, from 4,096 to 65,536 entries (48 KB to 768 KB of fresh memory, whose
 * first touch is most of a short proof's time); a proof allowed more makes a larger one, and what the table held goes.
 */
const MIN_ENTRIES = 4096;
const MAX_ENTRIES = 65_536;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

/** Random 32-bit numbers for the keys: two per (mark, cell) and per forced board, from a fixed seed. */
const KEYS = /* @__PURE__ */ (() => {
  const keys = new Int32Array(2 * (2 * 81 + 10));
  let s = 0x9e3779b9 | 0;
  for (let i = 0; i < keys.length; i++) {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    keys[i] = t ^ (t >>> 14);
  }
  return keys;
})();

/** An exact solver with its own table; reuse one for the positions of a game. */
export class EndgameSolver {
  #keyLo = new Int32Array(0);
  #keyHi = new Int32Array(0);
  #score = new Int16Array(0);
  #bound = new Uint8Array(0);
  #best = new Int8Array(0);
  /** The table's entries less one (a power of two less one: a key's slot is its hash masked). */
  #mask = -1;
  readonly #moves = new Uint8Array(82 * 81);
  #nodes = 0;
  #limit = 0;
  #stop: () => boolean = () => false;
  #lo = 0;
  #hi = 0;

  /** The positions the last {@link EndgameSolver.solve} visited, proof or not. */
  get nodes(): number {
    return this.#nodes;
  }

  /**
   * Proves `board`'s result (it must be ongoing) within `maxNodes` positions and before `stop()`
   * says so (asked every 4,096 positions), or returns `null`. The board is left as it was.
   */
  solve(board: SearchBoard, maxNodes: number, stop: () => boolean = () => false): Solved | null {
    if (board.status !== ONGOING) return null;
    this.#fit(maxNodes);
    this.#nodes = 0;
    this.#limit = maxNodes;
    this.#stop = stop;
    this.#hash(board);
    const rootLo = this.#low(board);
    const rootHi = this.#hi;
    const score = this.#search(board, 0, -INFINITE, INFINITE);
    if (score === null) return null;
    const move = this.#best[(rootLo ^ (rootHi >>> 7)) & this.#mask]!;
    const value = score > 0 ? 'win' : score < 0 ? 'loss' : 'draw';
    return { value, plies: score === 0 ? null : WIN - Math.abs(score), move, nodes: this.#nodes };
  }

  /**
   * The line of best play from `board` as far as the table holds it (the last proof's positions),
   * at most `most` moves; the board is left as it was.
   */
  line(board: SearchBoard, most: number): number[] {
    const line: number[] = [];
    if (this.#mask < 0) return line;
    this.#hash(board);
    while (line.length < most && board.status === ONGOING) {
      const lo = this.#low(board);
      const slot = (lo ^ (this.#hi >>> 7)) & this.#mask;
      const move = this.#best[slot]!;
      if (this.#keyLo[slot] !== lo || this.#keyHi[slot] !== this.#hi || this.#bound[slot] !== EXACT || move < 0) break;
      if (!isLegal(board, move)) break;
      this.#play(board, move);
      line.push(move);
    }
    for (let i = 0; i < line.length; i++) board.undo();
    return line;
  }

  /** Makes the table when there is none, or a larger one when `maxNodes` asks for more entries than it has. */
  #fit(maxNodes: number): void {
    let wanted = MIN_ENTRIES;
    // `!(… >= …)`: a budget that is not a number (no limit) takes the largest table, as Infinity does.
    while (wanted < MAX_ENTRIES && !(wanted >= maxNodes)) wanted *= 2;
    if (wanted <= this.#mask + 1) return;
    this.#keyLo = new Int32Array(wanted);
    this.#keyHi = new Int32Array(wanted);
    this.#score = new Int16Array(wanted);
    this.#bound = new Uint8Array(wanted);
    this.#best = new Int8Array(wanted).fill(-1);
    this.#mask = wanted - 1;
  }

  /** The key of `board` into `#lo`/`#hi`: its marks, the player to move, the forced board. */
  #hash(board: SearchBoard): void {
    let lo = 0;
    let hi = 0;
    for (let p = 0; p < 2; p++)
      for (let b = 0; b < 9; b++)
        for (let mask = board.marks[p * 9 + b]!, c = 0; mask !== 0; c++, mask >>>= 1) {
          if (!(mask & 1)) continue;
          const k = 2 * (p * 81 + b * 9 + c);
          lo ^= KEYS[k]!;
          hi ^= KEYS[k + 1]!;
        }
    const f = 2 * (162 + board.forced + 1);
    this.#lo = lo ^ KEYS[f]!;
    // The rules too, so that one solver serves games of any rules.
    this.#hi = hi ^ KEYS[f + 1]! ^ board.turn ^ (board.rules << 1);
  }

  /**
   * The low half of the key with the local results mixed in: under `wonBoards: 'open'` the marks
   * alone do not say whose line on a board came first.
   */
  #low(board: SearchBoard): number {
    return this.#lo ^ Math.imul(board.wonX | (board.wonO << 9) | (board.drawn << 18), 0x9e3779b1 | 0);
  }

  /**
   * Negamax with alpha-beta: the score for the player to move, `WIN − plies` for a win in `plies`
   * moves from the root, its opposite for a loss, 0 for a draw; `null` when out of budget.
   */
  #search(board: SearchBoard, ply: number, alpha: number, beta: number): number | null {
    if (++this.#nodes > this.#limit || ((this.#nodes & 4095) === 0 && this.#stop())) return null;
    // The quickest win from here cannot beat a win at the next move: bound the window by it.
    const best = WIN - ply - 1;
    if (beta > best) {
      beta = best;
      if (alpha >= beta) return beta;
    }
    const incremental = this.#lo;
    const lo = this.#low(board);
    const hi = this.#hi;
    const slot = (lo ^ (hi >>> 7)) & this.#mask;
    let ttMove = -1;
    if (this.#keyLo[slot] === lo && this.#keyHi[slot] === hi && this.#bound[slot] !== 0) {
      // Stored relative to the node: back to the root's plies.
      const stored = this.#score[slot]!;
      const score = stored > 0 ? stored - ply : stored < 0 ? stored + ply : 0;
      const bound = this.#bound[slot];
      if (bound === EXACT || (bound === LOWER && score >= beta) || (bound === UPPER && score <= alpha)) return score;
      ttMove = this.#best[slot]!;
    }
    const start = ply * 81;
    const moves = this.#moves;
    const n = board.legal(moves.subarray(start, start + 81));
    // The table's move first, then the moves that end the game or take a local board.
    order(board, moves, start, n, ttMove);
    const alpha0 = alpha;
    let bestScore = -INFINITE;
    let bestMove = moves[start]!;
    const mover = board.turn;
    for (let i = 0; i < n; i++) {
      const move = moves[start + i]!;
      this.#play(board, move);
      let score: number | null;
      if (board.status !== ONGOING)
        score = board.status === DRAWN ? 0 : board.status === 1 + mover ? WIN - ply - 1 : -(WIN - ply - 1);
      else {
        const child = this.#search(board, ply + 1, -beta, -alpha);
        score = child === null ? null : -child;
      }
      this.#undo(board, incremental, hi);
      if (score === null) return null;
      if (score > bestScore) {
        bestScore = score;
        bestMove = move;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    this.#keyLo[slot] = lo;
    this.#keyHi[slot] = hi;
    this.#score[slot] = bestScore > 0 ? bestScore + ply : bestScore < 0 ? bestScore - ply : 0;
    this.#bound[slot] = bestScore <= alpha0 ? UPPER : bestScore >= beta ? LOWER : EXACT;
    this.#best[slot] = bestMove;
    return bestScore;
  }

  #play(board: SearchBoard, move: number): void {
    const p = board.turn;
    const before = board.forced;
    board.play(move);
    const k = 2 * (p * 81 + move);
    const from = 2 * (162 + before + 1);
    const to = 2 * (162 + board.forced + 1);
    this.#lo ^= KEYS[k]! ^ KEYS[from]! ^ KEYS[to]!;
    this.#hi ^= KEYS[k + 1]! ^ KEYS[from + 1]! ^ KEYS[to + 1]! ^ 1;
  }

  #undo(board: SearchBoard, lo: number, hi: number): void {
    board.undo();
    this.#lo = lo;
    this.#hi = hi;
  }
}

/** Says whether `move` is legal on `board`. */
function isLegal(board: SearchBoard, move: number): boolean {
  const b = (move / 9) | 0;
  return ((board.playable() >>> b) & 1) === 1 && ((board.empty(b) >>> (move - b * 9)) & 1) === 1;
}

/**
 * Orders the `n` moves at `moves[start…]`: the table's move, then those that complete a line on
 * a local board, then the rest, each group in its order.
 */
function order(board: SearchBoard, moves: Uint8Array, start: number, n: number, first: number): void {
  let front = start;
  for (let i = start; i < start + n; i++) {
    const move = moves[i]!;
    if (move === first) {
      moves[i] = moves[front]!;
      moves[front++] = move;
      break;
    }
  }
  const p = board.turn;
  for (let i = front; i < start + n; i++) {
    const move = moves[i]!;
    const b = (move / 9) | 0;
    const bit = 1 << (move - b * 9);
    const mine = board.marks[p * 9 + b]!;
    if (hasLine(mine | bit) && !hasLine(mine)) {
      moves[i] = moves[front]!;
      moves[front++] = move;
    }
  }
}
