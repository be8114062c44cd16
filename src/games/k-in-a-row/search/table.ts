/**
 * The transposition table of the search: a fixed number of entries of four 32-bit words each (16
 * bytes), side by side in one array so that a lookup reads one stretch of memory, indexed by the
 * low bits of a 60-bit position key (two halves of 30 bits), in buckets of two: the first slot keeps
 * the entry of the most empty cells (the most work to find again), the second takes the rest.
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

/**
 * The entries a table starts with (fresh memory is slow to touch), 16 KB of {@link Table}'s: it grows as the searches
 * fill it (see {@link Grows.grow}).
 */
export const FIRST_ENTRIES = 1024;

/**
 * A table that starts small and grows fourfold as the searches fill it, at most to `maxEntries` entries: what
 * {@link Table} and the bitboards' table ({@link BitsTable}) share. A subclass keeps the entries and moves them
 * into a larger array in {@link Grows.resize}.
 */
export abstract class Grows {
  /** The entries the table holds now, less one. */
  mask: number;
  /** The most entries the table grows to. */
  readonly maxEntries: number;
  /** The entries written since it was made (an entry overwritten counts again). */
  writes = 0;
  /** The writes at which the table is full enough to grow: its entries written since it last grew. */
  #full: number;
  /** The milliseconds per entry the last growth took. */
  #growthTime = 1e-4;

  /**
   * How many writes per entry the table takes before it grows again: 1 grows it as soon as it could be full; more
   * keeps it smaller (and in the processor's caches) longer, overwriting entries meanwhile, for searches whose
   * positions are cheaper to search again than fresh memory is to touch.
   */
  readonly patience: number;

  /** A table of `first` entries now and `entries` at most (powers of two, `first` ≤ `entries`). */
  constructor(first: number, entries: number, patience: number) {
    this.maxEntries = entries;
    this.patience = patience;
    this.mask = first - 1;
    this.#full = first * patience;
  }

  /** The writes left before the table is full enough to grow ({@link Grows.grow}); `Infinity` at its largest. */
  room(): number {
    return this.mask + 1 >= this.maxEntries ? Infinity : this.#full - this.writes;
  }

  /**
   * When {@link Grows.room} is spent: grows the table if the time `left` (after a read of the clock `now`, NaN with
   * no time limit) allows twice what the growth should take, by the time per entry of the last one (at first a
   * guess: a slow machine's); else waits for as many writes again as it holds. Returns the clock's time after it.
   */
  growWithin(now: number, left: number, clock: () => number): number {
    const entries = Math.min(this.maxEntries, (this.mask + 1) * 4);
    if (!(left > 2 * this.#growthTime * entries)) {
      this.#full = this.writes + (this.mask + 1) * this.patience;
      return now;
    }
    this.grow();
    if (Number.isNaN(now)) return now;
    const after = clock();
    if (after - now > 0) this.#growthTime = (after - now) / entries;
    return after;
  }

  /** Grows the table four times (at most to its largest), every entry kept. */
  grow(): void {
    const entries = Math.min(this.maxEntries, (this.mask + 1) * 4);
    this.resize(entries);
    this.mask = entries - 1;
    this.#full = this.writes + entries * this.patience;
  }

  /** Moves the entries into a table of `entries` entries (up to four times as many), the mask still the old one's. */
  protected abstract resize(entries: number): void;

  /** The window {@link Grows.within} leaves. */
  alpha = 0;
  beta = 0;

  /**
   * What an entry of `value` and `flag` says of a search within (`alpha`, `beta`): its value when that decides the
   * position (exact, or a bound at or beyond the window), else NaN, with the window it narrows to in
   * {@link Grows.alpha} and {@link Grows.beta}.
   */
  protected within(value: number, flag: number, alpha: number, beta: number): number {
    this.alpha = alpha;
    this.beta = beta;
    if (flag === EXACT) return value;
    if (flag === LOWER) {
      if (value >= beta) return value;
      if (value > alpha) this.alpha = value;
    } else if (value <= alpha) return value;
    else if (value < beta) this.beta = value;
    return Number.NaN;
  }

  /** The entries the table holds: the entries written, at most its size. */
  held(): number {
    return Math.min(this.writes, this.mask + 1);
  }
}

export class Table extends Grows {
  /** Four words per entry: key low, key high, value, packed depth, flag, empty cells and move. */
  #data: Int32Array;

  /**
   * A table of at most `entries` entries, a power of two (at least 2). It starts with at most {@link FIRST_ENTRIES}:
   * a short search touches (and leaves the garbage collector to free) a few pages of memory, not megabytes.
   */
  constructor(entries: number, patience = 1) {
    const first = Math.min(entries, FIRST_ENTRIES);
    super(first, entries, patience);
    this.#data = new Int32Array(first * 4);
  }

  /**
   * An entry's bucket in the larger table is its bucket in this one plus a multiple of this one's size (its key has
   * more low bits to say which), and no two buckets of this one share a bucket there: in one pass, each entry takes
   * the first slot of its new bucket, or the second if the other entry of its bucket went there first (the two keep
   * their order).
   */
  protected resize(entries: number): void {
    const old = this.#data;
    const mask = entries - 1;
    const data = (this.#data = new Int32Array(entries * 4));
    for (let at = 0; at < old.length; at += 8) {
      let first = -1;
      for (let from = at; from < at + 8; from += 4) {
        if (old[from + 3] === 0) continue;
        const lo = old[from]!;
        let to = (lo & mask & ~1) << 2;
        if (to === first) to += 4;
        else first = to;
        data[to] = lo;
        data[to + 1] = old[from + 1]!;
        data[to + 2] = old[from + 2]!;
        data[to + 3] = old[from + 3]!;
      }
    }
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

  /**
   * What entry `at` says of a search to `depth` within (`alpha`, `beta`): see {@link Grows.within} (the window given
   * when the entry was searched less deep).
   */
  narrow(at: number, depth: number, alpha: number, beta: number): number {
    if (this.depth(at) >= depth) return this.within(this.value(at), this.flag(at), alpha, beta);
    this.alpha = alpha;
    this.beta = beta;
    return Number.NaN;
  }

  /** Says whether entry `at`, searched to `depth` at least, bounds its position's value to at most `bound`. */
  atMost(at: number, depth: number, bound: number): boolean {
    return this.flag(at) !== LOWER && this.depth(at) >= depth && this.value(at) <= bound;
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
    // The slot's packed word when it holds the key (the entry written over in place), else 0 (no flag).
    let held = 0;
    if (data[first] === lo && data[first + 1] === hi) {
      at = first;
      held = data[at + 3]!;
    } else if (data[at] === lo && data[at + 1] === hi) held = data[at + 3]!;
    else {
      const other = data[first + 3]!;
      if (other === 0 || work >= ((other >>> 10) & 0x1ff)) at = first;
    }
    // A bound that meets the opposite bound of the same value, at the same depth, makes it exact: a drawn move's
    // result proven by two null windows (at most 0, then at least 0) answers the next probe in one.
    if (((held >>> 8) & 3) + flag === LOWER + UPPER && (held & 0xff) === depth && data[at + 2] === value) {
      // The lower bound's move is the one that reached the value.
      if (flag === UPPER) move = (held >>> 19) - 1;
      flag = EXACT;
    }
    data[at] = lo;
    data[at + 1] = hi;
    data[at + 2] = value;
    data[at + 3] = depth | (flag << 8) | (work << 10) | ((move + 1) << 19);
    this.writes++;
  }
}
