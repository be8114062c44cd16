/**
 * Draws proven without search: a defender whose pairing strategy answers every cell of the attacker's lines holds the
 * draw, on any board ({@link Draws.pairs}) or with gravity by "claim even" ({@link Draws.claimEven}). The search asks
 * them at its nodes; each keeps its scratch here.
 *
 * @packageDocumentation
 */
import type { Board, Shape } from './board.js';
import type { Slab } from './slab.js';

export class Draws {
  readonly #board: Board;
  readonly #shape: Shape;
  /** Scratch of {@link Draws.pairs}: the slot holding each cell, the line of each slot, and visit stamps. */
  readonly #owner: Int16Array;
  readonly #slotLine: Int32Array;
  readonly #seen: Int32Array;
  #stamp = 0;
  /** Scratch of {@link Draws.claimEven}: the bottom cells each unclaimed line holds, a list per level of pairing. */
  readonly #needs: Int32Array;
  #steps = 0;

  /**
   * @param board - the search's board, whose position the draws are proven on (read, never changed).
   * @param slab - where the arrays are carved from (the search's).
   */
  constructor(board: Board, slab: Slab) {
    const shape = board.shape;
    this.#board = board;
    this.#shape = shape;
    this.#owner = slab.int16(shape.size);
    this.#slotLine = slab.int32(shape.lineCount * 2);
    this.#seen = slab.int32(shape.size);
    this.#needs = slab.int32(shape.gravity ? shape.lineCount * (Math.floor(shape.columns / 2) + 1) : 0);
  }

  /**
   * Says whether `defender` has a pairing strategy against the other player: two empty cells of
   * each line the attacker can still complete, no cell in two pairs (a matching of two cells per
   * line, found by augmenting paths). Whenever the attacker takes a cell of a pair, the defender
   * takes the other, and no line of the attacker's is ever completed.
   */
  pairs(defender: number): boolean {
    const board = this.#board;
    const attacker = defender ^ 1;
    const lines = board.openFor[attacker]!;
    if (lines * 2 > this.#shape.size - board.ply) return false;
    const { lineCount, k, lineCells } = this.#shape;
    const counts = board.counts;
    const owner = this.#owner.fill(-1);
    let slots = 0;
    for (let l = 0; l < lineCount; l++) {
      if (counts[l * 2 + defender] !== 0) continue;
      if (k - counts[l * 2 + attacker]! < 2) return false;
      this.#slotLine[slots++] = l;
      this.#slotLine[slots++] = l;
    }
    for (let slot = 0; slot < slots; slot++) {
      this.#nextStamp();
      if (!this.#augment(slot, owner, lineCells, k)) return false;
    }
    return true;
  }

  /**
   * With gravity: says whether the player not to move holds the draw by "claim even" with "base
   * inverse". The defender answers each move on top of it, in the same column, and so takes the
   * 2nd, 4th … empty cell of every column with an even number of them, counted from the bottom.
   * The columns with an odd number are taken in pairs: when the attacker drops into one, the
   * defender drops into the other, which leaves both even, and takes the 3rd, 5th … cell of each
   * after that, and one of the two bottom cells. The attacker (to move) completes no line if each
   * line it can still complete holds a cell the defender takes, or the two bottom cells of a pair.
   */
  claimEven(attacker: number): boolean {
    const board = this.#board;
    const { rows, columns, lineCount, k, lineCells } = this.#shape;
    // The columns of an odd number of empty cells pair up only when they are even in number.
    if ((this.#shape.size - board.ply) & 1) return false;
    const heights = board.heights;
    let odd = 0;
    for (let col = 0; col < columns; col++) if ((rows - heights[col]!) & 1) odd |= 1 << col;
    const counts = board.counts;
    const defender = attacker ^ 1;
    const needs = this.#needs;
    let n = 0;
    for (let l = 0; l < lineCount; l++) {
      if (counts[l * 2 + defender] !== 0) continue;
      let claimed = false;
      let bottoms = 0;
      for (let i = l * k, end = i + k; i < end && !claimed; i++) {
        const cell = lineCells[i]!;
        const col = cell % columns;
        // The cell's place among the empty cells of its column, from the bottom: 1, 2 …
        const offset = rows - Math.floor(cell / columns) - heights[col]!;
        if (offset <= 0) continue;
        if (!((odd >> col) & 1)) claimed = !(offset & 1);
        else if (offset === 1) bottoms |= 1 << col;
        else claimed = (offset & 1) === 1;
      }
      if (claimed) continue;
      // Unclaimed: the line needs a pair of bottom cells, so at least two of them.
      if ((bottoms & (bottoms - 1)) === 0) return false;
      needs[n++] = bottoms;
    }
    this.#steps = 0;
    return this.#pairColumns(odd, 0, n);
  }

  /**
   * Says whether the columns in the bitmask `odd` can be paired so that each line's bottom cells
   * `needs[from … to − 1]` hold a pair; gives up (no) after 256 steps, which only costs a cutoff.
   */
  #pairColumns(odd: number, from: number, to: number): boolean {
    if (from === to) return true;
    if (++this.#steps > 256) return false;
    const needs = this.#needs;
    const first = odd & -odd;
    const rest = odd ^ first;
    for (let others = rest; others !== 0; others &= others - 1) {
      const pair = first | (others & -others);
      const left = odd ^ pair;
      // The lines this pair does not serve go on, after this list, if they can still be served.
      let n = to;
      for (let i = from; i < to && n >= 0; i++) {
        const need = needs[i]!;
        if ((need & pair) === pair) continue;
        const open = need & left;
        if ((open & (open - 1)) === 0) n = -1;
        else needs[n++] = open;
      }
      if (n >= 0 && this.#pairColumns(left, to, n)) return true;
    }
    return false;
  }

  /** Finds an empty cell for `slot` of its line, moving other slots along an augmenting path. */
  #augment(slot: number, owner: Int16Array, lineCells: Int16Array, k: number): boolean {
    const cells = this.#board.cells;
    const seen = this.#seen;
    const l = this.#slotLine[slot]!;
    for (let i = l * k, end = i + k; i < end; i++) {
      const cell = lineCells[i]!;
      if (cells[cell] !== 0 || seen[cell] === this.#stamp) continue;
      seen[cell] = this.#stamp;
      const other = owner[cell]!;
      if (other < 0 || this.#augment(other, owner, lineCells, k)) {
        owner[cell] = slot;
        return true;
      }
    }
    return false;
  }

  /** A visit stamp no cell of {@link Draws.#seen} holds yet (they start again, cleared, before they overflow it). */
  #nextStamp(): number {
    if (++this.#stamp === 0x40000000) {
      this.#seen.fill(0);
      this.#stamp = 1;
    }
    return this.#stamp;
  }
}
