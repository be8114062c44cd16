/**
 * The board the Ultimate AI searches on: one mutable position, played and taken back in place,
 * with no allocation per move. Each player's marks are nine 9-bit masks (one per local board);
 * the local results, the closed boards and the game's status follow the rules of `core.ts`, whose
 * functions decide them here too.
 *
 * @packageDocumentation
 */
import { popcount } from '../../../core/bits.js';
import { closedBoards, FULL, lineOf, marksOn, ONGOING, statusOf, type Core } from '../core.js';

/** Per 9-bit mask: whether it holds a line. */
const HAS_LINE = /* @__PURE__ */ (() => {
  const table = new Uint8Array(512);
  for (let mask = 0; mask < 512; mask++) table[mask] = lineOf(mask) >= 0 ? 1 : 0;
  return table;
})();

/** Per 9-bit mask: the empty cells that would complete a line of its marks (the threats). */
export const THREATS = /* @__PURE__ */ (() => {
  const table = new Uint16Array(512);
  for (let mask = 0; mask < 512; mask++) {
    let cells = 0;
    for (let cell = 0; cell < 9; cell++) {
      const bit = 1 << cell;
      if (!(mask & bit) && HAS_LINE[mask | bit]) cells |= bit;
    }
    table[mask] = cells;
  }
  return table;
})();

/** Says whether a 9-bit mask holds a line. */
export const hasLine = (mask: number): boolean => HAS_LINE[mask] === 1;

/** The fields a move changes besides its mark, saved to take it back: 4 integers a ply. */
const SAVED = 4;

/** A mutable Ultimate position for searches. */
export class SearchBoard {
  /** Mark `p`'s cells on board `b`: `marks[p × 9 + b]`, a 9-bit mask. */
  readonly marks = new Int32Array(18);
  /** The boards X won, O won, and those full without a line, as 9-bit masks. */
  wonX = 0;
  wonO = 0;
  drawn = 0;
  /** The full boards, and the boards closed to play. */
  full = 0;
  closed = 0;
  /** The board the player to move is sent to, or −1. */
  forced = -1;
  /** 0 when X is to move, 1 when O is. */
  turn = 0;
  /** The marks on the board. */
  count = 0;
  /** ONGOING, X_WON, O_WON or DRAWN (see `core.ts`). */
  status = ONGOING;
  /** The rules' index (see `rulesIndex`). */
  rules = 0;
  /** The moves played since {@link load}, and what each changed, to take them back. */
  readonly #moves = new Int32Array(81);
  readonly #saved = new Int32Array(81 * SAVED);
  #ply = 0;

  /** Sets the board to `core`'s position; nothing to take back. */
  load(core: Core): this {
    for (let b = 0; b < 9; b++) {
      this.marks[b] = marksOn(core, 0, b);
      this.marks[9 + b] = marksOn(core, 1, b);
    }
    this.wonX = core.wonX;
    this.wonO = core.wonO;
    this.drawn = core.drawn;
    this.full = core.full;
    this.closed = core.closed;
    this.forced = core.forced;
    this.turn = core.turn;
    this.count = core.count;
    this.status = core.status;
    this.rules = core.rules;
    this.#ply = 0;
    return this;
  }

  /** Sets the board to `other`'s position; nothing to take back. */
  copy(other: SearchBoard): this {
    this.marks.set(other.marks);
    this.wonX = other.wonX;
    this.wonO = other.wonO;
    this.drawn = other.drawn;
    this.full = other.full;
    this.closed = other.closed;
    this.forced = other.forced;
    this.turn = other.turn;
    this.count = other.count;
    this.status = other.status;
    this.rules = other.rules;
    this.#ply = 0;
    return this;
  }

  /** The boards the player to move may play in, as a 9-bit mask (0 when the game is over). */
  playable(): number {
    if (this.status !== ONGOING) return 0;
    return this.forced >= 0 ? 1 << this.forced : ~this.closed & FULL;
  }

  /** The empty cells of board `b`, as a 9-bit mask. */
  empty(b: number): number {
    return ~(this.marks[b]! | this.marks[9 + b]!) & FULL;
  }

  /** Writes the legal moves (`board × 9 + cell`, increasing) to `out` and returns how many. */
  legal(out: Uint8Array | number[]): number {
    let n = 0;
    for (let boards = this.playable(), b = 0; boards !== 0; b++, boards >>>= 1) {
      if (!(boards & 1)) continue;
      for (let empty = this.empty(b), c = 0; empty !== 0; c++, empty >>>= 1) if (empty & 1) out[n++] = b * 9 + c;
    }
    return n;
  }

  /** How many legal moves there are. */
  legalCount(): number {
    let n = 0;
    for (let boards = this.playable(), b = 0; boards !== 0; b++, boards >>>= 1)
      if (boards & 1) n += popcount(this.empty(b));
    return n;
  }

  /** Plays `move` (legal) for the player to move. */
  play(move: number): void {
    const b = (move / 9) | 0;
    const c = move - b * 9;
    const p = this.turn;
    const saved = this.#ply * SAVED;
    this.#moves[this.#ply++] = move;
    this.#saved[saved] = this.wonX | (this.wonO << 9) | (this.drawn << 18);
    this.#saved[saved + 1] = this.full | (this.closed << 9);
    this.#saved[saved + 2] = this.forced;
    this.#saved[saved + 3] = this.status;
    const mine = (this.marks[p * 9 + b]! |= 1 << c);
    const bit = 1 << b;
    const isFull = (mine | this.marks[(p ^ 1) * 9 + b]!) === FULL;
    if (isFull) this.full |= bit;
    // The board's result, decided once: its first line, or full without one.
    if (!((this.wonX | this.wonO | this.drawn) & bit)) {
      if (HAS_LINE[mine]) {
        if (p === 0) this.wonX |= bit;
        else this.wonO |= bit;
      } else if (isFull) this.drawn |= bit;
    }
    const rules = this.rules;
    this.closed = closedBoards(rules, this.full, this.wonX, this.wonO);
    this.status = statusOf(rules, p, this.wonX, this.wonO, this.drawn, this.closed);
    this.forced = this.status === ONGOING && !((this.closed >>> c) & 1) ? c : -1;
    this.turn = p ^ 1;
    this.count++;
  }

  /** Takes back the last move played since {@link load} or {@link copy}. */
  undo(): void {
    const move = this.#moves[--this.#ply]!;
    const saved = this.#ply * SAVED;
    const b = (move / 9) | 0;
    this.turn ^= 1;
    this.count--;
    this.marks[this.turn * 9 + b]! &= ~(1 << (move - b * 9));
    const results = this.#saved[saved]!;
    this.wonX = results & FULL;
    this.wonO = (results >>> 9) & FULL;
    this.drawn = (results >>> 18) & FULL;
    const boards = this.#saved[saved + 1]!;
    this.full = boards & FULL;
    this.closed = (boards >>> 9) & FULL;
    this.forced = this.#saved[saved + 2]!;
    this.status = this.#saved[saved + 3]!;
  }

  /** The moves played since {@link load} or {@link copy}. */
  get ply(): number {
    return this.#ply;
  }

  /**
   * Returns the `index`-th legal move (0-based, in increasing order), `index` below
   * {@link legalCount}: a random move without a list.
   */
  nthLegal(index: number): number {
    let k = index;
    for (let boards = this.playable(), b = 0; boards !== 0; b++, boards >>>= 1) {
      if (!(boards & 1)) continue;
      let empty = this.empty(b);
      const n = popcount(empty);
      if (k >= n) {
        k -= n;
        continue;
      }
      for (; k > 0; k--) empty &= empty - 1;
      return b * 9 + (31 - Math.clz32(empty & -empty));
    }
    return -1;
  }
}
