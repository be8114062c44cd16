/**
 * The transposition table of the search: a fixed number of entries of four 32-bit words each (16
 * bytes), side by side in one array so that a lookup reads one stretch of memory, indexed by the
 * low bits of a 64-bit position key, in buckets of two: the first slot keeps the entry of the most
 * empty cells (the most work to find again), the second takes the rest.
 *
 * An entry is the key's two halves, the value, and a word that packs the depth (bits 0–7), the
 * flag (bits 8–9; 0 for an empty slot), the empty cells (bits 10–18) and the move plus one (19 on).
 *
 * @packageDocumentation
 */

/** The entry flags: the value is exact, a lower bound or an upper bound. */
export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

/** The depth of an entry searched to the end of the game: a proof. */
export const PROVEN = 255;

/** The default number of entries: 2^20, 16 MB. */
export const DEFAULT_ENTRIES = 1_048_576; // 2^20

/** The entries a table starts with (64 KB): a short proof never pays for a large table. */
export const FIRST_ENTRIES = 4096;

export class Table {
  /** The most entries the table grows to. */
  readonly capacity: number;
  mask: number;
  /** Four words per entry: key low, key high, value, packed depth, flag, empty cells and move. */
  #data: Int32Array;
  /** The entries written since the last clear (an entry overwritten counts again). */
  writes = 0;
  /** The count of {@link Table.writes} at which the table grows next (×8, up to its capacity). */
  #growAt: number;

  /**
   * A table of `entries` entries at most, a power of two (at least 2). It starts with
   * {@link FIRST_ENTRIES} (or fewer) and grows eightfold each time it has taken as many writes as
   * it has entries: a fresh table costs little, and a long search soon has all of it.
   */
  constructor(entries: number) {
    this.capacity = entries;
    const first = Math.min(entries, FIRST_ENTRIES);
    this.mask = first - 1;
    this.#data = new Int32Array(first * 4);
    this.#growAt = first < entries ? first : Infinity;
  }

  /** Returns the index of the entry of key (`lo`, `hi`), or −1 when the table does not hold it. */
  find(lo: number, hi: number): number {
    const data = this.#data;
    const at = (lo & this.mask & ~1) << 2;
    if (data[at] === lo && data[at + 1] === hi && data[at + 3] !== 0) return at;
    return data[at + 4] === lo && data[at + 5] === hi && data[at + 7] !== 0 ? at + 4 : -1;
  }

  /** The depth searched of entry `at` (from {@link Table.find}). */
  depth(at: number): number {
    return this.#data[at + 3]! & 0xff;
  }

  /** The flag of entry `at`: {@link EXACT}, {@link LOWER} or {@link UPPER}. */
  flag(at: number): number {
    return (this.#data[at + 3]! >>> 8) & 3;
  }

  /** The value of entry `at`. */
  value(at: number): number {
    return this.#data[at + 2]!;
  }

  /** The best move of entry `at` (in the frame of the key's symmetry), or −1. */
  move(at: number): number {
    return (this.#data[at + 3]! >>> 19) - 1;
  }

  /** Stores an entry of a position with `work` empty cells, in its bucket (see the table). */
  store(lo: number, hi: number, value: number, depth: number, flag: number, move: number, work: number): void {
    const data = this.#data;
    const first = (lo & this.mask & ~1) << 2;
    let at = first + 4;
    if (data[first] === lo && data[first + 1] === hi) at = first;
    else if (!(data[at] === lo && data[at + 1] === hi)) {
      const meta = data[first + 3]!;
      if (meta === 0 || work >= ((meta >>> 10) & 0x1ff)) at = first;
    }
    data[at] = lo;
    data[at + 1] = hi;
    data[at + 2] = value;
    data[at + 3] = depth | (flag << 8) | (work << 10) | ((move + 1) << 19);
    if (++this.writes >= this.#growAt) this.#grow();
  }

  /** Moves every entry into a table eight times larger (up to the capacity), each to its bucket there. */
  #grow(): void {
    const old = this.#data;
    const entries = Math.min(this.capacity, (this.mask + 1) * 8);
    this.mask = entries - 1;
    this.#data = new Int32Array(entries * 4);
    this.#growAt = entries < this.capacity ? this.writes + entries : Infinity;
    const writes = this.writes;
    for (let at = 0; at < old.length; at += 4) {
      const meta = old[at + 3]!;
      if (meta === 0) continue;
      const move = (meta >>> 19) - 1;
      this.store(old[at]!, old[at + 1]!, old[at + 2]!, meta & 0xff, (meta >>> 8) & 3, move, (meta >>> 10) & 0x1ff);
    }
    this.writes = writes;
  }

  clear(): void {
    const first = Math.min(this.capacity, FIRST_ENTRIES);
    this.mask = first - 1;
    this.#data = new Int32Array(first * 4);
    this.#growAt = first < this.capacity ? first : Infinity;
    this.writes = 0;
  }
}
