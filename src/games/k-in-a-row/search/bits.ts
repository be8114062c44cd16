/**
 * Proofs of four in a row on gravity boards of at most 8 columns of at most 7 rows (Connect Four's 7 × 6 among them),
 * no misère, on bitboards: a cheaper position than {@link Board}'s, whose lines and threats are kept cell by cell.
 *
 * The board is a 64-bit number in two 32-bit halves: column `c` holds bits `8c` (its bottom row) to `8c + 7`, so
 * columns 0–3 are the low half and 4–7 the high one, and at least one row of zeros tops every column. A player's
 * threats are found for the whole board at once with shifts (after Pascal Pons' `compute_winning_position`): across,
 * a line is 8 bits apart; on the diagonals, 7 and 9; up a column, 1. The key of a position is exact (each column's
 * marks plus its filled cells: Pons' key), the least of its own and its mirror image's, mixed one to one to spread
 * over the table.
 *
 * The search is {@link Search}'s proof on gravity boards, on this board, with its values (see values.ts) and its
 * order, bounds and cutoff: a win on the move is taken, an opponent's threat is answered, the moves under a threat of
 * the opponent's are left out, the table's move and then the moves that make the most new threats come first (the
 * central columns breaking ties, a move under one's own threat last), and an enhanced transposition cutoff is looked
 * for while the game has more than a few moves left. Two of its draws are left out: plain claim even stands for its
 * claim even with paired bottom cells, and no node asks whether a line can still be completed at all, which four in a
 * row on these boards seldom settles (longer lines on them die sooner: they keep the board search).
 *
 * @packageDocumentation
 */
import { popcount } from '../../../core/bits.js';
import type { Board, Shape } from './board.js';
import type { Meter } from './budget.js';
import type { Slab } from './slab.js';
import type { BitsTable } from './bits-table.js';
import { EXACT, LOWER, UPPER } from './table.js';
import { ETC_EMPTY, INFINITE, winValue } from './values.js';

/**
 * The ordering weight of each new threat cell a move makes, and the cost of a move under one's own threat: the board
 * search's order on a smaller scale (the central columns' weight is at most 8).
 */
const FRESH = 64;
const UNDER = 4096;

/** Whether proofs on `shape` may use {@link Bits}: four in a row, gravity, no misère, at most 8 columns of 7 rows. */
export function fitsBits(shape: Shape): boolean {
  return shape.gravity && !shape.misere && shape.k === 4 && shape.rows <= 7 && shape.columns <= 8;
}

/**
 * The bits of the high half of a key on `shape` (one that {@link fitsBits}) that may be set: the columns from the
 * fifth on, 8 bits apart, each of `rows + 1` bits (its marks and the filled cells' top).
 */
export function keySpan({ rows, columns }: Shape): number {
  return columns <= 4 ? 0 : 8 * (columns - 5) + rows + 1;
}

/** The bytes of a 32-bit word in reverse order. */
function swap(x: number): number {
  return (x << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24);
}

/** The murmur3 finalizer: a one-to-one mix of a 32-bit word. */
function mix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return x ^ (x >>> 16);
}

export class Bits {
  /** Nodes visited and the count at which to check the budget: the {@link Search}'s, handed over for each run. */
  nodes = 0;
  checkAt = 0;
  readonly #shape: Shape;
  readonly #table: BitsTable;
  readonly #meter: Meter;
  readonly #size: number;
  readonly #columns: number;
  /** The bottom cell of every column, and every cell of the board, per half. */
  readonly #bottomLo: number;
  readonly #bottomHi: number;
  readonly #fullLo: number;
  readonly #fullHi: number;
  /** The rows r ≤ `rows` (the one above the board included; 0 at the bottom) with r ≡ `rows` (mod 2), per half. */
  readonly #parityLo: number;
  readonly #parityHi: number;
  /**
   * The moves (columns) of each ply in search order and their cells (a bit of the column's half): `columns` slots per
   * ply. Beside them, the mover's threats after the move in column `col`, in two halves, at `ply * columns + col`:
   * the opponent's threats in the position the move makes.
   */
  readonly #moves: Int8Array;
  readonly #cells: Int32Array;
  readonly #afterLo: Int32Array;
  readonly #afterHi: Int32Array;
  /** The ordering scores of the moves of the ply whose list is being made (as {@link Search}'s). */
  readonly #scores: Int32Array;
  /** What {@link Bits.#threats} and {@link Bits.#key} return: a 64-bit answer in two halves. */
  #lo = 0;
  #hi = 0;
  /** Whether the last key asked for is the mirror image's. */
  #mirrored = false;
  /** What {@link Bits.#marksOf} returns: the player to move's marks (low, high half), then all marks. */
  readonly #marks = new Int32Array(4);

  /**
   * @param shape - the board's shape (one that {@link fitsBits}).
   * @param table - the table of the proofs on bitboards (the board search has its own).
   * @param meter - what the search spends, shared with the board search.
   * @param slab - where the arrays are carved from (the search's).
   */
  constructor(shape: Shape, table: BitsTable, meter: Meter, slab: Slab) {
    this.#shape = shape;
    this.#table = table;
    this.#meter = meter;
    const { rows, columns, size } = shape;
    this.#size = size;
    this.#columns = columns;
    let bottomLo = 0;
    let bottomHi = 0;
    let fullLo = 0;
    let fullHi = 0;
    let parityLo = 0;
    let parityHi = 0;
    const column = (1 << rows) - 1;
    let parity = 0;
    for (let r = rows & 1; r <= rows; r += 2) parity |= 1 << r;
    for (let c = 0; c < columns; c++) {
      const shift = (c & 3) * 8;
      if (c < 4) {
        bottomLo |= 1 << shift;
        fullLo |= column << shift;
        parityLo |= parity << shift;
      } else {
        bottomHi |= 1 << shift;
        fullHi |= column << shift;
        parityHi |= parity << shift;
      }
    }
    this.#bottomLo = bottomLo;
    this.#bottomHi = bottomHi;
    this.#fullLo = fullLo;
    this.#fullHi = fullHi;
    this.#parityLo = parityLo;
    this.#parityHi = parityHi;
    this.#moves = slab.int8((size + 1) * columns);
    this.#cells = slab.int32((size + 1) * columns);
    this.#afterLo = slab.int32((size + 1) * columns);
    this.#afterHi = slab.int32((size + 1) * columns);
    this.#scores = slab.int32(columns);
  }

  /**
   * Proves the position on `board` (of this shape) within (`alpha`, `beta`): its value for the player to move, exact
   * inside the window, a bound outside it. The board is only read. Throws what the meter throws when the budget is
   * spent.
   */
  run(board: Board, alpha: number, beta: number): number {
    const marks = this.#marksOf(board);
    const pLo = marks[0]!;
    const pHi = marks[1]!;
    const mLo = marks[2]!;
    const mHi = marks[3]!;
    this.#threats(pLo, pHi, mLo, mHi);
    const mineLo = this.#lo;
    const mineHi = this.#hi;
    this.#threats(pLo ^ mLo, pHi ^ mHi, mLo, mHi);
    return this.#negamax(pLo, pHi, mLo, mHi, board.ply, alpha, beta, mineLo, mineHi, this.#lo, this.#hi);
  }

  /** The column of the best move the table holds for the position on `board` (of this shape), or −1. */
  tableColumn(board: Board): number {
    const marks = this.#marksOf(board);
    this.#key(marks[0]!, marks[1]!, marks[2]!, marks[3]!);
    const table = this.#table;
    const entry = table.find(this.#lo, this.#hi);
    if (entry < 0) return -1;
    const stored = table.move(entry);
    return this.#mirrored ? this.#columns - 1 - stored : stored;
  }

  /** The bitboards of the position on `board`: the player to move's marks and all marks, each in two halves. */
  #marksOf(board: Board): Int32Array {
    const { rows, columns, size } = this.#shape;
    const cells = board.cells;
    const me = (board.ply & 1) + 1;
    const marks = this.#marks.fill(0);
    for (let cell = 0; cell < size; cell++) {
      const mark = cells[cell]!;
      if (mark === 0) continue;
      const c = cell % columns;
      const bit = 1 << ((c & 3) * 8 + rows - 1 - Math.floor(cell / columns));
      const half = c < 4 ? 0 : 1;
      marks[2 + half]! |= bit;
      if (mark === me) marks[half]! |= bit;
    }
    return marks;
  }

  /** The value of a win for its winner when the game ends with `marks` marks on the board. */
  #win(marks: number): number {
    return winValue(this.#size, marks);
  }

  /**
   * The proof of the position of marks `p` for the player to move and `m` in all, at `ply`, within (`alpha`, `beta`):
   * `mine` and `theirs` are the threats of the player to move and of the opponent, from the position before: `mine` is
   * its `theirs` less the cell just played, `theirs` its mover's threats after the move (from {@link Bits.#order}).
   * At the root, {@link Bits.run} computes both.
   */
  #negamax(
    pLo: number,
    pHi: number,
    mLo: number,
    mHi: number,
    ply: number,
    alpha: number,
    beta: number,
    mineLo: number,
    mineHi: number,
    theirsLo: number,
    theirsHi: number,
  ): number {
    if (this.nodes >= this.checkAt) this.checkAt = this.#meter.check(this.nodes);
    this.nodes++;
    const size = this.#size;
    if (ply === size) return 0;
    const fullLo = this.#fullLo;
    const fullHi = this.#fullHi;
    // The cells a mark can drop to.
    const openLo = (mLo + this.#bottomLo) & fullLo;
    const openHi = (mHi + this.#bottomHi) & fullHi;
    // A win on the move ends the search.
    if ((mineLo & openLo) | (mineHi & openHi)) return this.#win(ply + 1);
    const oLo = pLo ^ mLo;
    const oHi = pHi ^ mHi;
    // The opponent's threats leave one move, or none; the moves under one lose on the opponent's next move.
    let movesLo = openLo;
    let movesHi = openHi;
    const forcedLo = openLo & theirsLo;
    const forcedHi = openHi & theirsHi;
    const least = ply + 2 <= size ? -this.#win(ply + 2) : 0;
    if (forcedLo | forcedHi) {
      if ((forcedLo & (forcedLo - 1)) | (forcedHi & (forcedHi - 1)) || (forcedLo && forcedHi)) return least;
      movesLo = forcedLo;
      movesHi = forcedHi;
    }
    movesLo &= ~(theirsLo >>> 1);
    movesHi &= ~(theirsHi >>> 1);
    if ((movesLo | movesHi) === 0) return least;
    // No result is better than a win on the mover's next move but one, or (none of the moves left letting the
    // opponent win at once) worse than a loss on the opponent's next move but one; when the board fills before
    // then, the bound is a draw (Search's most and floor in a proof).
    const most = ply + 3 <= size ? this.#win(ply + 3) : 0;
    if (most <= alpha) return most;
    const floor = ply + 4 <= size ? -this.#win(ply + 4) : 0;
    if (floor >= beta) return floor;
    if (floor > alpha) alpha = floor;

    // The table, under the least key of the position and its mirror image.
    this.#key(pLo, pHi, mLo, mHi);
    const lo = this.#lo;
    const hi = this.#hi;
    const mirrored = this.#mirrored;
    const table = this.#table;
    const columns = this.#columns;
    const work = size - ply;
    const entry = table.find(lo, hi);
    let tableMove = -1;
    if (entry >= 0) {
      const decided = table.narrow(entry, alpha, beta);
      if (!Number.isNaN(decided)) return decided;
      alpha = table.alpha;
      beta = table.beta;
      const stored = table.move(entry);
      tableMove = mirrored ? columns - 1 - stored : stored;
    }
    // Claim even: the opponent answering every move on top of it keeps the mover from completing a line.
    if (alpha >= 0 && this.#claimEven(pLo, pHi, mLo, mHi, openLo, openHi)) return 0;

    const count = this.#order(pLo, pHi, mLo, mHi, mineLo, mineHi, movesLo, movesHi, ply, tableMove);
    const base = ply * columns;
    const moves = this.#moves;
    const cells = this.#cells;
    const afterLo = this.#afterLo;
    const afterHi = this.#afterHi;
    // An enhanced transposition cutoff: a move whose position the table bounds at most −beta for its mover.
    if (count > 1 && work > ETC_EMPTY) {
      for (let i = 0; i < count; i++) {
        const col = moves[base + i]!;
        const cell = cells[base + i]!;
        if (col < 4) this.#key(oLo, oHi, mLo | cell, mHi);
        else this.#key(oLo, oHi, mLo, mHi | cell);
        const at = table.find(this.#lo, this.#hi);
        if (at >= 0 && table.flag(at) !== LOWER && table.value(at) <= 0 - beta) {
          const value = 0 - table.value(at);
          table.store(lo, hi, value, LOWER, mirrored ? columns - 1 - col : col, work);
          return value;
        }
      }
    }
    const alpha0 = alpha;
    let best = -INFINITE;
    let bestMove = -1;
    for (let i = 0; i < count; i++) {
      const col = moves[base + i]!;
      const cell = cells[base + i]!;
      // The opponent's threats are theirs before the move, less its cell; their opponent's, the mover's after it.
      // Values and windows are negated as 0 − x: −x of a 0 is −0, which V8 keeps as a heap number (an allocation).
      const value =
        col < 4
          ? 0 -
            this.#negamax(
              oLo,
              oHi,
              mLo | cell,
              mHi,
              ply + 1,
              0 - beta,
              0 - alpha,
              theirsLo & ~cell,
              theirsHi,
              afterLo[base + col]!,
              afterHi[base + col]!,
            )
          : 0 -
            this.#negamax(
              oLo,
              oHi,
              mLo,
              mHi | cell,
              ply + 1,
              0 - beta,
              0 - alpha,
              theirsLo,
              theirsHi & ~cell,
              afterLo[base + col]!,
              afterHi[base + col]!,
            );
      if (value > best) {
        best = value;
        bestMove = col;
        if (value > alpha) {
          alpha = value;
          if (alpha >= beta) break;
        }
      }
    }
    const flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    table.store(lo, hi, best, flag, mirrored ? columns - 1 - bestMove : bestMove, work);
    return best;
  }

  /**
   * Writes the moves (columns of `moves`) of the position at `ply` in search order, with the mover's threats after
   * each, and returns how many: the table's move, then the most new threat cells of the mover's (`mine` are the old
   * ones), then the central columns; a move under a threat of one's own comes after the others.
   */
  #order(
    pLo: number,
    pHi: number,
    mLo: number,
    mHi: number,
    mineLo: number,
    mineHi: number,
    movesLo: number,
    movesHi: number,
    ply: number,
    tableMove: number,
  ): number {
    const columns = this.#columns;
    const base = ply * columns;
    const moves = this.#moves;
    const cells = this.#cells;
    const afterLo = this.#afterLo;
    const afterHi = this.#afterHi;
    const scores = this.#scores;
    let count = 0;
    for (let col = 0; col < columns; col++) {
      const shift = (col & 3) * 8;
      const low = col < 4;
      const bit = (low ? movesLo : movesHi) & (0xff << shift);
      if (bit === 0) continue;
      if (low) this.#threats(pLo | bit, pHi, mLo | bit, mHi);
      else this.#threats(pLo, pHi | bit, mLo, mHi | bit);
      const lo = this.#lo;
      const hi = this.#hi;
      let score: number;
      if (col === tableMove) score = INFINITE;
      else {
        score = FRESH * (popcount(lo & ~mineLo) + popcount(hi & ~mineHi)) + columns - Math.abs(2 * col - columns + 1);
        if ((low ? mineLo : mineHi) & (bit << 1)) score -= UNDER;
      }
      let i = count++;
      while (i > 0 && scores[i - 1]! < score) {
        moves[base + i] = moves[base + i - 1]!;
        cells[base + i] = cells[base + i - 1]!;
        scores[i] = scores[i - 1]!;
        i--;
      }
      moves[base + i] = col;
      cells[base + i] = bit;
      afterLo[base + col] = lo;
      afterHi[base + col] = hi;
      scores[i] = score;
    }
    return count;
  }

  /**
   * Sets {@link Bits.#lo} and {@link Bits.#hi} to the empty cells where the player of marks `p` would complete a
   * line (`m`: every mark on the board).
   */
  #threats(pLo: number, pHi: number, mLo: number, mHi: number): void {
    // Up a column: three marks below the cell.
    let rLo = (pLo << 1) & (pLo << 2) & (pLo << 3);
    let rHi = (pHi << 1) & (pHi << 2) & (pHi << 3);
    for (let s = 7; s <= 9; s++) {
      // The marks 1, 2 and 3 steps behind each cell (shifted up by s, 2s, 3s) and ahead of it (down).
      const s2 = 2 * s;
      const s3 = 3 * s;
      const b1Lo = pLo << s;
      const b1Hi = (pHi << s) | (pLo >>> (32 - s));
      const b2Lo = pLo << s2;
      const b2Hi = (pHi << s2) | (pLo >>> (32 - s2));
      const a1Lo = (pLo >>> s) | (pHi << (32 - s));
      const a1Hi = pHi >>> s;
      const a2Lo = (pLo >>> s2) | (pHi << (32 - s2));
      const a2Hi = pHi >>> s2;
      const bbLo = b1Lo & b2Lo;
      const bbHi = b1Hi & b2Hi;
      const aaLo = a1Lo & a2Lo;
      const aaHi = a1Hi & a2Hi;
      rLo |= (bbLo & ((pLo << s3) | a1Lo)) | (aaLo & (b1Lo | (pLo >>> s3) | (pHi << (32 - s3))));
      rHi |= (bbHi & ((pHi << s3) | (pLo >>> (32 - s3)) | a1Hi)) | (aaHi & (b1Hi | (pHi >>> s3)));
    }
    this.#lo = rLo & this.#fullLo & ~mLo;
    this.#hi = rHi & this.#fullHi & ~mHi;
  }

  /**
   * Says whether the player not to move holds the draw by claim even: when every column has an even number of empty
   * cells, answering each move on top of it gives the mover the 1st, 3rd … empty cell of every column, counted from
   * the bottom (the rows of the board's height's parity), and the opponent the others. The mover completes no line if
   * none lies in its marks and its cells.
   */
  #claimEven(pLo: number, pHi: number, mLo: number, mHi: number, openLo: number, openHi: number): boolean {
    // The lowest empty cell of every column (the row above a full one) lies on a row of the height's parity.
    const lowLo = (mLo + this.#bottomLo) & ~mLo;
    const lowHi = (mHi + this.#bottomHi) & ~mHi;
    if ((lowLo & ~this.#parityLo) | (lowHi & ~this.#parityHi)) return false;
    if ((openLo | openHi) === 0) return false;
    const aLo = pLo | (this.#fullLo & ~mLo & this.#parityLo);
    const aHi = pHi | (this.#fullHi & ~mHi & this.#parityHi);
    return !this.#aligned(aLo, aHi);
  }

  /** Says whether the cells of `a` hold four in a row. */
  #aligned(aLo: number, aHi: number): boolean {
    // Up a column (no column spans the two halves).
    if ((aLo & (aLo >>> 1) & (aLo >>> 2) & (aLo >>> 3)) | (aHi & (aHi >>> 1) & (aHi >>> 2) & (aHi >>> 3))) return true;
    for (let s = 7; s <= 9; s++) {
      // Pairs s apart, then pairs of pairs 2s apart.
      const pLo = aLo & ((aLo >>> s) | (aHi << (32 - s)));
      const pHi = aHi & (aHi >>> s);
      const s2 = 2 * s;
      if ((pLo & ((pLo >>> s2) | (pHi << (32 - s2)))) | (pHi & (pHi >>> s2))) return true;
    }
    return false;
  }

  /**
   * Sets {@link Bits.#lo} and {@link Bits.#hi} to the table key of the position of marks `p` for the player to move
   * and `m` in all: the least of its exact key (marks plus filled cells, column by column) and its mirror image's,
   * mixed one to one; {@link Bits.#mirrored} says whether it is the mirror image's.
   */
  #key(pLo: number, pHi: number, mLo: number, mHi: number): void {
    const lo = (pLo + mLo) | 0;
    const hi = (pHi + mHi) | 0;
    // The mirror image: the 8 columns' bytes in reverse order, shifted down to the board's columns.
    let rLo = swap(hi);
    let rHi = swap(lo);
    const shift = 8 * (8 - this.#columns);
    if (shift >= 32) {
      rLo = (rHi >>> (shift - 32)) | 0;
      rHi = 0;
    } else if (shift > 0) {
      rLo = (rLo >>> shift) | (rHi << (32 - shift));
      rHi >>>= shift;
    }
    const mirrored = (this.#mirrored = rHi >>> 0 < hi >>> 0 || (rHi === hi && rLo >>> 0 < lo >>> 0));
    const keyLo = mirrored ? rLo : lo;
    const keyHi = mirrored ? rHi | 0 : hi;
    // The table's bucket comes from the low half: it mixes in the high half (by the golden ratio's 32-bit multiplier,
    // any function would do) and is mixed one to one, so that the pair stays exact.
    this.#lo = mix(keyLo ^ Math.imul(keyHi, 0x9e3779b1));
    this.#hi = keyHi;
  }
}
