/**
 * Negamax alpha-beta over the search's own {@link Board}: a transposition table keyed by the
 * position up to the board's symmetries, forced play (a win on the move is taken; one threat of
 * the opponent must be answered; two at once lose), draws proven by pairing strategies (claim
 * even with gravity, see {@link Draws}), a move order (the table's move; with gravity and no
 * misère, the new threats a move makes, then the central columns, the moves under a threat of the
 * opponent's left out; else new threats and the open lines through each cell), with gravity an
 * enhanced transposition cutoff, a node and time budget, and, for play within a depth, a static
 * score of the open lines at the horizon.
 *
 * Values are from the mover's point of view and absolute in time: a game that ends with `E` marks
 * on the board is worth `(size + 1 − E) × UNIT` to its winner and minus that to its loser, a draw
 * 0; a static score lies strictly between −UNIT and UNIT. So faster wins score higher, and a
 * position's value does not depend on the path to it (the table needs no adjustment).
 *
 * @packageDocumentation
 */
import { Bits, fitsBits, keySpan } from './bits.js';
import { BitsTable } from './bits-table.js';
import { Board, type Shape } from './board.js';
import { Draws } from './draws.js';
import { Slab } from './slab.js';
import { type Budget, Meter, OUT_OF_BUDGET, UNLIMITED } from './budget.js';
import { EXACT, LOWER, PROVEN, type Table, UPPER } from './table.js';

import { ETC_EMPTY, INFINITE, UNIT, winValue } from './values.js';

export { OUT_OF_BUDGET, shareOf, timeUp, type Budget } from './budget.js';
export { INFINITE, UNIT } from './values.js';

/** The ordering weight added for a line a move leaves one mark short of complete: a new threat. */
const THREAT = 1000;
/**
 * With gravity (no misère): the ordering weight of each cell a move makes a new threat of its player's (the count of
 * them orders the moves; the central columns break ties), and the cost of a move under one's own threat.
 */
const FRESH = 65_536; // 2^16
const UNDER = 67_108_864; // 2^26
/** With gravity and misère, the ordering weight of each line through a cell: central cells first. */
const CENTER = 256;
/** The ordering weight of a line through a cell, by the marks of one player in it (none of the other's). */
const ORDER = [1, 4, 32, 256, 2048, 16384, 131072, 1048576];

export class Search {
  readonly shape: Shape;
  readonly board: Board;
  readonly table: Table;
  /** Nodes visited, counted across searches: a budget's `nodes` is a count on this counter. */
  nodes = 0;
  /** What the search spends, and when it looks: the count at which {@link Meter.check} runs next is `#checkAt`. */
  readonly #meter: Meter;
  #checkAt = 0;
  /** The moves of each ply, in search order: `size` slots per ply. */
  readonly #moves: Int16Array;
  /**
   * The ordering scores of the moves of the ply whose list is being made (one ply's slots: a list is made whole before
   * the search goes deeper, and only its moves are kept).
   */
  readonly #scores: Int32Array;
  /** The cells played from the root, to restore the board when the budget runs out. */
  readonly #path: Int16Array;
  #rootPly = 0;
  /** The key of the position last asked for (see {@link Search.#key}). */
  #lo = 0;
  #hi = 0;
  /** Whether moves far from every mark are left out (searches within a depth, on large boards). */
  #local = false;
  /** The draws proven by pairing strategies. */
  readonly #draws: Draws;
  /** The proofs on bitboards, on the shapes that fit them (see {@link fitsBits}); else `null`. */
  readonly #bits: Bits | null;
  /** The table of {@link Search.#bits}, or `null`. */
  readonly #bitsTable: BitsTable | null;

  /** `bits`: `false` keeps every proof on this search's own board (the shapes that fit bitboards included). */
  constructor(shape: Shape, table: Table, bits = true) {
    this.shape = shape;
    // The arrays of the search and its parts in a few buffers: a fresh solver makes them in microseconds.
    const slab = new Slab();
    this.board = new Board(shape, slab);
    this.table = table;
    // The proofs on bitboards keep a table of their own, as patient: twice the entries in as much memory.
    const bitsTable =
      bits && fitsBits(shape) ? new BitsTable(2 * table.maxEntries, table.patience, keySpan(shape)) : null;
    this.#meter = new Meter(bitsTable === null ? [table] : [table, bitsTable]);
    this.#bitsTable = bitsTable;
    const { size } = shape;
    this.#moves = slab.int16(size * (size + 1));
    this.#scores = slab.int32(size);
    this.#path = slab.int16(size + 1);
    this.#draws = new Draws(this.board, slab);
    this.#bits = bitsTable === null ? null : new Bits(shape, bitsTable, this.#meter, slab);
  }

  /** The entries its tables hold: the entries written to each, at most its size. */
  held(): number {
    return this.table.held() + (this.#bitsTable?.held() ?? 0);
  }

  /** The value of a win for its winner when the game ends with `marks` marks on the board. */
  win(marks: number): number {
    return winValue(this.shape.size, marks);
  }

  /** The value for its mover of a move that completes a line with `ply` marks before it: a win, in misère a loss. */
  completed(ply: number): number {
    return this.shape.misere ? -this.win(ply + 1) : this.win(ply + 1);
  }

  /**
   * Searches the position to `depth` plies (or to the end with {@link PROVEN}) within the window
   * (`alpha`, `beta`) and returns its value for the player to move: exact inside the window, a
   * bound outside it. Throws {@link OUT_OF_BUDGET} (with the board restored) when the budget runs out.
   */
  run(depth: number, alpha: number, beta: number, budget: Budget = UNLIMITED, local = false): number {
    if (budget !== this.#meter.budget) this.#checkAt = this.#meter.start(budget, this.nodes);
    this.#local = local && this.shape.local;
    this.#rootPly = this.board.ply;
    const bits = this.#bits;
    if (depth === PROVEN && bits !== null) {
      bits.nodes = this.nodes;
      bits.checkAt = this.#checkAt;
      try {
        return bits.run(this.board, alpha, beta);
      } finally {
        this.nodes = bits.nodes;
        this.#checkAt = bits.checkAt;
      }
    }
    try {
      return this.#negamax(depth, alpha, beta);
    } catch (thrown) {
      const board = this.board;
      while (board.ply > this.#rootPly) board.undo(this.#path[board.ply - 1]!);
      throw thrown;
    }
  }

  /**
   * The value for the mover of playing `cell`: a completed line's value, else minus what `rest`
   * says of the position after it (called with the move on the board). The board is left as it was.
   */
  moveValue(cell: number, rest: () => number): number {
    const board = this.board;
    const ply = board.ply;
    const completes = board.play(cell);
    try {
      // 0 − x, not −x: −x of a 0 is −0, not a small integer, and arithmetic on it makes heap numbers in cold code.
      return completes ? this.completed(ply) : 0 - rest();
    } finally {
      board.undo(cell);
    }
  }

  /** The static score of the position for the player to move, strictly between −UNIT and UNIT. */
  evaluate(): number {
    const { board } = this;
    const me = board.ply & 1;
    let value = board.score[me]! - board.score[me ^ 1]!;
    if (this.shape.misere) value = 0 - value;
    return value >= UNIT ? UNIT - 1 : value <= -UNIT ? 1 - UNIT : value;
  }

  /**
   * Writes the playable cells in search order to `out` (at least `size` long) and returns how
   * many: `tableMove` first; with `local` on a large board, only cells near a mark.
   */
  orderedMoves(out: Int16Array, tableMove = -1, local = false): number {
    this.#local = local && this.shape.local;
    const board = this.board;
    const moves = this.#moves;
    const ply = board.ply;
    const base = ply * this.shape.size;
    const count = this.#generate(base, tableMove);
    for (let i = 0; i < count; i++) out[i] = moves[base + i]!;
    return count;
  }

  /**
   * The best move the table holds for the position on the board, or −1: on bitboards, the move of the last proof
   * that reached the position (in a table of their own), else of any search.
   */
  tableMove(): number {
    const { board, table } = this;
    const bits = this.#bits;
    if (bits !== null) {
      const column = bits.tableColumn(board);
      const cell = column < 0 ? -1 : board.top(column);
      if (cell >= 0) return cell;
    }
    const sym = this.#key();
    const entry = table.find(this.#lo, this.#hi);
    if (entry < 0 || table.move(entry) < 0) return -1;
    const cell = this.#fromCanonical(table.move(entry), sym);
    return cell >= 0 && board.playable(cell) ? cell : -1;
  }

  /**
   * Sets {@link Search.#lo} and {@link Search.#hi} to the position's key: its least hash over the
   * board's symmetries; with a `cell`, the key of the position after the player to move plays it (the
   * move not played). Returns that symmetry.
   */
  #key(cell = -1): number {
    const hash = this.board.hash;
    const { symmetries, symmetry, zobrist, size } = this.shape;
    const me = this.board.ply & 1;
    let lo = 0;
    let hi = 0;
    let sym = 0;
    for (let s = 0; s < symmetries; s++) {
      let l = hash[s * 2]!;
      let h = hash[s * 2 + 1]!;
      if (cell >= 0) {
        const at = (symmetry[s * size + cell]! * 2 + me) * 2;
        l ^= zobrist[at]!;
        h ^= zobrist[at + 1]!;
      }
      if (s === 0 || h < hi || (h === hi && l < lo)) {
        hi = h;
        lo = l;
        sym = s;
      }
    }
    this.#lo = lo;
    this.#hi = hi;
    return sym;
  }

  #negamax(depth: number, alpha: number, beta: number): number {
    const board = this.board;
    const shape = this.shape;
    const size = shape.size;
    const ply = board.ply;
    // Checked before the node is counted: a budget of n nodes visits n, never more.
    if (this.nodes >= this.#checkAt) this.#checkAt = this.#meter.check(this.nodes);
    this.nodes++;
    if (ply === size || board.openLines === 0) return 0;
    const me = ply & 1;
    const opp = me ^ 1;
    // A player with no line left to complete cannot win (in misère: cannot lose).
    const open = board.openFor;
    if (open[shape.misere ? opp : me] === 0 && alpha >= 0) return 0;
    if (open[shape.misere ? me : opp] === 0 && beta <= 0) return 0;
    // A defender who can answer every cell of the attacker's open lines with the other cell of a
    // pair holds the draw (no gravity: any cell can be answered).
    if (!shape.misere && !shape.gravity) {
      if (alpha >= 0 && this.#draws.pairs(opp)) return 0;
      if (beta <= 0 && this.#draws.pairs(me)) return 0;
    }
    let forced = -1;
    if (!shape.misere) {
      // A win on the move ends the search; the opponent's threats leave one move, or none.
      if (board.threatCount[me]! > 0) {
        for (let i = 0, n = board.threatCount[me]!; i < n; i++)
          if (board.playable(board.threatList[me * size + i]!)) return this.win(ply + 1);
      }
      if (board.threatCount[opp]! > 0) {
        for (let i = 0, n = board.threatCount[opp]!; i < n; i++) {
          const cell = board.threatList[opp * size + i]!;
          if (!board.playable(cell)) continue;
          if (forced >= 0) return -this.win(ply + 2);
          forced = cell;
        }
      }
    }
    // No result is better than the fastest win left or worse than the fastest loss. Without misère, that is a win
    // on the mover's next move but one (a win on this one was taken above) and a loss on the opponent's next. In
    // misère, where completing a line loses, a mover each of whose playable cells completes a line of theirs has
    // lost; otherwise their loss comes on their next move at the soonest, and the win on the opponent's next, or on
    // the one after it when the opponent has two playable cells that complete no line of theirs (a move takes one of
    // them, with gravity changes one column's top, and never makes a cell complete an opponent's line). When the
    // board fills before then, a proof knows the bound is 0 (a draw at best, or at worst); a search within a depth,
    // whose values at its horizon are static scores, does not use that.
    const misere = shape.misere;
    const proof = depth === PROVEN;
    const loose = this.win(ply + 1);
    let most: number;
    if (!misere) most = ply + 3 <= size ? this.win(ply + 3) : proof ? 0 : loose;
    else {
      if (board.safeCells(me, 1) === 0) return -loose;
      most = ply + 2 <= size ? this.win(ply + 2) : proof ? 0 : loose;
      // The opponent's cells are counted only when the later bound would cut where this one does not.
      const later = ply + 4 <= size ? this.win(ply + 4) : proof ? 0 : loose;
      if (later <= alpha && alpha < most && board.safeCells(opp, 2) >= 2) most = later;
    }
    if (most <= alpha) return most;
    const lossAt = misere ? ply + 3 : ply + 2;
    const least = lossAt <= size ? -this.win(lossAt) : proof ? 0 : -loose;
    if (least >= beta) return least;

    // The table, under the symmetry whose hash is the least.
    const sym = this.#key();
    const lo = this.#lo;
    const hi = this.#hi;
    const table = this.table;
    const entry = table.find(lo, hi);
    let tableMove = -1;
    if (entry >= 0) {
      const decided = table.narrow(entry, depth, alpha, beta);
      if (!Number.isNaN(decided)) return decided;
      alpha = table.alpha;
      beta = table.beta;
      const stored = table.move(entry);
      if (stored >= 0) tableMove = this.#fromCanonical(stored, sym);
    }
    // With gravity, the same by claim even (after the table: a longer test than a lookup).
    if (shape.gravity && !shape.misere && alpha >= 0 && this.#draws.claimEven(me)) return 0;
    if (depth === 0) return this.evaluate();

    const moves = this.#moves;
    const base = ply * size;
    let count: number;
    if (forced >= 0) {
      moves[base] = forced;
      count = 1;
    } else {
      count = this.#generate(base, tableMove, true);
      if (shape.gravity && !misere) {
        // With gravity, the moves under a threat of the opponent's were left out (each loses on the opponent's next
        // move): when none is left, that is the result; else no loss comes before the opponent's next move but one.
        if (count === 0) return least;
        const floor = ply + 4 <= size ? -this.win(ply + 4) : proof ? 0 : -INFINITE;
        if (floor >= beta) return floor;
        if (floor > alpha) alpha = floor;
      }
    }

    const child = depth === PROVEN ? PROVEN : depth - 1;
    // With gravity: a move whose position the table bounds at most −beta for its mover makes this node worth beta
    // or more, a cut before any move is searched (an enhanced transposition cutoff: a handful of lookups, worth it
    // while the rest of the game is long).
    if (shape.gravity && !misere && count > 1 && size - ply > ETC_EMPTY) {
      const cut = this.#refutation(base, count, child, beta);
      if (cut >= 0) {
        const value = 0 - table.value(cut);
        table.store(lo, hi, value, depth, LOWER, shape.symmetry[sym * size + this.#refuter]!, size - ply);
        return value;
      }
    }
    const alpha0 = alpha;
    let best = -INFINITE;
    let bestMove = -1;
    const path = this.#path;
    for (let i = 0; i < count; i++) {
      const cell = moves[base + i]!;
      path[ply] = cell;
      let value: number;
      // Values and windows are negated as 0 − x: −x of a 0 (a draw, the commonest value and bound) is −0, not a small
      // integer, and the next negation or sum of it makes a heap number in code not yet compiled: one per position.
      if (board.play(cell)) value = this.completed(ply);
      else value = 0 - this.#negamax(child, 0 - beta, 0 - alpha);
      board.undo(cell);
      if (value > best) {
        best = value;
        bestMove = cell;
        if (value > alpha) {
          alpha = value;
          if (alpha >= beta) break;
        }
      }
    }
    const flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    table.store(lo, hi, best, depth, flag, shape.symmetry[sym * size + bestMove]!, size - ply);
    return best;
  }

  /** The move {@link Search.#refutation} found. */
  #refuter = -1;

  /**
   * The table entry of a position after one of the `count` moves at `base` that bounds it, for its mover, to at most
   * −`beta` (searched to `depth` at least): the move is worth `beta` or more, a cutoff. −1 when the table holds none.
   * The move is left in {@link Search.#refuter}.
   */
  #refutation(base: number, count: number, depth: number, beta: number): number {
    const table = this.table;
    for (let i = 0; i < count; i++) {
      const cell = this.#moves[base + i]!;
      this.#key(cell);
      const entry = table.find(this.#lo, this.#hi);
      if (entry >= 0 && table.atMost(entry, depth, 0 - beta)) {
        this.#refuter = cell;
        return entry;
      }
    }
    return -1;
  }

  /** Maps a cell stored in the canonical frame of symmetry `sym` back to the board's. */
  #fromCanonical(stored: number, sym: number): number {
    if (sym === 0) return stored;
    const { symmetry, size } = this.shape;
    // Symmetries are few and small: find the cell the symmetry maps to the stored one.
    for (let c = 0, at = sym * size; c < size; c++) if (symmetry[at + c] === stored) return c;
    return -1;
  }

  /**
   * Writes the playable cells of the position at `base`, best first by the ordering heuristic; returns how many. With
   * `prune`, gravity and no misère, the moves under a threat of the opponent's are left out: each loses at once.
   */
  #generate(base: number, tableMove: number, prune = false): number {
    const board = this.board;
    const { size, columns, gravity } = this.shape;
    let count = 0;
    if (gravity) {
      const theirs = prune && !this.shape.misere ? (board.ply & 1) ^ 1 : -1;
      const threats = board.threats;
      for (let col = 0; col < columns; col++) {
        const cell = board.top(col);
        if (cell < 0 || (theirs >= 0 && cell >= columns && threats[(cell - columns) * 2 + theirs]! > 0)) continue;
        count = this.#insert(base, count, cell, tableMove);
      }
    } else if (this.#local && board.ply > 0) {
      const { cells, near } = board;
      for (let cell = 0; cell < size; cell++)
        if (cells[cell] === 0 && near[cell]! > 0) count = this.#insert(base, count, cell, tableMove);
    } else {
      const cells = board.cells;
      for (let cell = 0; cell < size; cell++) if (cells[cell] === 0) count = this.#insert(base, count, cell, tableMove);
    }
    return count;
  }

  /**
   * Scores `cell` for the move order and inserts it into the sorted run of `count` moves at `base`; returns the new
   * count.
   */
  #insert(base: number, count: number, cell: number, tableMove: number): number {
    const board = this.board;
    const shape = this.shape;
    const me = board.ply & 1;
    const opp = me ^ 1;
    let score: number;
    if (cell === tableMove) score = INFINITE;
    else if (shape.misere && board.threats[cell * 2 + me]! > 0) {
      // A cell that completes one's own line loses at once: last.
      score = -INFINITE;
    } else if (
      !shape.misere &&
      shape.gravity &&
      cell >= shape.columns &&
      board.threats[(cell - shape.columns) * 2 + opp]! > 0
    ) {
      // A mark under the opponent's threat lets them play it: last but one.
      score = 1 - INFINITE;
    } else if (shape.gravity && !shape.misere) {
      // The new threats the move makes (Pons' order), then the central columns; last, a mark under one's own threat.
      const { columns } = shape;
      score = FRESH * board.freshThreats(cell, me) + columns - Math.abs(2 * (cell % columns) - columns + 1);
      if (cell >= columns && board.threats[(cell - columns) * 2 + me]! > 0) score -= UNDER;
    } else {
      const { cellLineStart, cellLines, k } = shape;
      score = 0;
      const counts = board.counts;
      for (let i = cellLineStart[cell]!, end = cellLineStart[cell + 1]!; i < end; i++) {
        const l = cellLines[i]!;
        const mine = counts[l * 2 + me]!;
        const theirs = counts[l * 2 + opp]!;
        if (theirs === 0) score += (ORDER[mine] ?? 1 << 24) + (mine === k - 2 ? THREAT : 0);
        if (mine === 0) score += ORDER[theirs] ?? 1 << 24;
      }
      if (shape.gravity) {
        // Central columns first; a mark under one's own threat lets the opponent play it.
        score += CENTER * shape.centrality[cell]!;
        if (cell >= shape.columns && board.threats[(cell - shape.columns) * 2 + me]! > 0) score -= UNDER;
      }
    }
    const moves = this.#moves;
    const scores = this.#scores;
    let i = count;
    while (i > 0 && scores[i - 1]! < score) {
      moves[base + i] = moves[base + i - 1]!;
      scores[i] = scores[i - 1]!;
      i--;
    }
    moves[base + i] = cell;
    scores[i] = score;
    return count + 1;
  }
}
