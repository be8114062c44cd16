/**
 * The transposition table of the search: a fixed number of entries in typed arrays (17 bytes
 * each), indexed by the low bits of a 64-bit position key, in buckets of two: the first slot keeps
 * the entry of the most empty cells (the most work to find again), the second takes the rest.
 *
 * @packageDocumentation
 */

/** The entry flags: the value is exact, a lower bound or an upper bound. */
export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

/** The depth of an entry searched to the end of the game: a proof. */
export const PROVEN = 255;

/** The default number of entries: 2^20, 17 MB. */
export const DEFAULT_ENTRIES = 1_048_576; // 2^20

export class Table {
  readonly mask: number;
  readonly keyLo: Int32Array;
  readonly keyHi: Int32Array;
  readonly value: Int32Array;
  readonly depth: Uint8Array;
  readonly flag: Uint8Array;
  readonly move: Int16Array;
  /** The empty cells of each entry's position: what finding its value again would cost. */
  readonly work: Uint8Array;
  /** The entries written since the last clear (an entry overwritten counts again). */
  writes = 0;

  /** A table of `entries` entries, a power of two. */
  constructor(entries: number) {
    this.mask = entries - 1;
    this.keyLo = new Int32Array(entries);
    this.keyHi = new Int32Array(entries);
    this.value = new Int32Array(entries);
    this.depth = new Uint8Array(entries);
    this.flag = new Uint8Array(entries);
    this.move = new Int16Array(entries);
    this.work = new Uint8Array(entries);
  }

  /** Returns the index of the entry of key (`lo`, `hi`), or −1 when the table does not hold it. */
  find(lo: number, hi: number): number {
    const i = lo & this.mask & ~1;
    if (this.flag[i] !== 0 && this.keyLo[i] === lo && this.keyHi[i] === hi) return i;
    return this.flag[i + 1] !== 0 && this.keyLo[i + 1] === lo && this.keyHi[i + 1] === hi ? i + 1 : -1;
  }

  /** Stores an entry of a position with `work` empty cells, in its bucket (see the table). */
  store(lo: number, hi: number, value: number, depth: number, flag: number, move: number, work: number): void {
    const i = lo & this.mask & ~1;
    let at = i + 1;
    if (this.keyLo[i] === lo && this.keyHi[i] === hi) at = i;
    else if (!(this.keyLo[at] === lo && this.keyHi[at] === hi) && (this.flag[i] === 0 || work >= this.work[i]!)) at = i;
    this.keyLo[at] = lo;
    this.keyHi[at] = hi;
    this.value[at] = value;
    this.depth[at] = depth;
    this.flag[at] = flag;
    this.move[at] = move;
    this.work[at] = work;
    this.writes++;
  }

  clear(): void {
    this.flag.fill(0);
    this.writes = 0;
  }
}
