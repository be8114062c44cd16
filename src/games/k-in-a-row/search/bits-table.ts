/**
 * The transposition table of the proofs on bitboards ({@link Bits}): entries of two 32-bit words (8 bytes, half of
 * {@link Table}'s), in buckets of two, the first slot keeping the entry of the most empty cells. A proof on a
 * bitboard spends most of its time waiting for the table's memory, so the smaller the entries, the more of them the
 * processor's caches hold.
 *
 * The key of a position is exact, in two halves: `lo`, a one-to-one mix of the first four columns given the others,
 * and `hi`, the other columns as they are (see bits.ts), whose bits below `span` only may be set. The bucket is the
 * low bits of `lo`, so an entry need not keep the bits its bucket gives: it keeps `lo` less its `shift` low bits
 * (those of the smallest table's buckets: a larger table's have them and more) and `hi`, 32 − `shift` + `span` bits
 * in all, at most 46. The first word holds the first 32 of them, the second word the rest (bits 0–13), then the flag
 * (14–15; 0 for an empty slot), the move (16–18), the empty cells (19–24) and the value in moves of distance
 * ({@link UNIT}s, 25–31, signed): a proof's values are whole moves.
 *
 * @packageDocumentation
 */
import { EXACT, FIRST_ENTRIES, Grows, LOWER, UPPER } from './table.js';
import { UNIT } from './values.js';

/** The bits of the second word that hold key bits, and their mask and the flag's. */
const KEY_BITS = 14;
const KEY_MASK = 0x3fff;
const FLAG_MASK = 0xc000;

export class BitsTable extends Grows {
  /** Two words per entry (see the table). */
  #data: Int32Array;
  /** The low bits of `lo` an entry does not keep: the bits of the smallest table's buckets. */
  readonly #shift: number;
  /** The buckets less one: the entries' mask less its low bit. */
  #buckets: number;

  /**
   * A table of at most `entries` entries, a power of two, for keys whose `hi` half has bits below `span` (at most 32)
   * only. It starts with {@link FIRST_ENTRIES} at most, or with what keys that wide need to fit an entry.
   */
  constructor(entries: number, patience: number, span: number) {
    // Each bucket bit of the smallest table is a bit of `lo` the entries need not keep.
    const least = 2 << Math.max(1, span - KEY_BITS);
    const first = Math.max(least, Math.min(entries, FIRST_ENTRIES));
    super(first, Math.max(first, entries), patience);
    this.#shift = Math.log2(first / 2);
    this.#buckets = first / 2 - 1;
    this.#data = new Int32Array(first * 2);
  }

  /** Returns the index of the entry of key (`lo`, `hi`), or −1 when the table does not hold it. */
  find(lo: number, hi: number): number {
    const data = this.#data;
    const shift = this.#shift;
    const at = (lo & this.#buckets) << 2;
    const first = (lo >>> shift) | (hi << (32 - shift));
    const second = hi >>> shift;
    if (this.#holds(data, at, first, second)) return at;
    return this.#holds(data, at + 2, first, second) ? at + 2 : -1;
  }

  /** Says whether slot `at` holds the key of words `first` and `second`: its key bits, and a flag (empty: 0). */
  #holds(data: Int32Array, at: number, first: number, second: number): boolean {
    const word = data[at + 1]!;
    return data[at] === first && (word & KEY_MASK) === second && (word & FLAG_MASK) !== 0;
  }

  /** The flag of entry `at` (from {@link BitsTable.find}): {@link EXACT}, {@link LOWER} or {@link UPPER}. */
  flag(at: number): number {
    return (this.#data[at + 1]! >>> KEY_BITS) & 3;
  }

  /** The value of entry `at`. */
  value(at: number): number {
    return (this.#data[at + 1]! >> 25) * UNIT;
  }

  /** The best move of entry `at` (a column, in the frame of the key's mirror image). */
  move(at: number): number {
    return (this.#data[at + 1]! >>> 16) & 7;
  }

  /** What entry `at` says of a proof within (`alpha`, `beta`): see {@link Grows.within}. */
  narrow(at: number, alpha: number, beta: number): number {
    return this.within(this.value(at), this.flag(at), alpha, beta);
  }

  /**
   * Stores an entry of a position with `work` empty cells (at most 63), in its bucket (see {@link Table.store}):
   * `value` is a whole number of {@link UNIT}s, at most 63 of them either way, and `move` a column, 0–7.
   */
  store(lo: number, hi: number, value: number, flag: number, move: number, work: number): void {
    const data = this.#data;
    const shift = this.#shift;
    const first = (lo >>> shift) | (hi << (32 - shift));
    const second = hi >>> shift;
    const bucket = (lo & this.#buckets) << 2;
    let at = bucket + 2;
    // The slot's second word when it holds the key (the entry written over in place), else 0 (no flag).
    let held = 0;
    if (this.#holds(data, bucket, first, second)) {
      at = bucket;
      held = data[at + 1]!;
    } else if (this.#holds(data, at, first, second)) held = data[at + 1]!;
    else {
      const other = data[bucket + 1]!;
      if ((other & FLAG_MASK) === 0 || work >= ((other >>> 19) & 63)) at = bucket;
    }
    // As in the board search's table: a bound that meets the opposite bound of the same value makes the entry exact.
    if (((held >>> KEY_BITS) & 3) + flag === LOWER + UPPER && held >> 25 === value / UNIT) {
      if (flag === UPPER) move = (held >>> 16) & 7;
      flag = EXACT;
    }
    data[at] = first;
    data[at + 1] = second | (flag << KEY_BITS) | (move << 16) | (work << 19) | ((value / UNIT) << 25);
    this.writes++;
  }

  /**
   * An entry's `lo` is its kept bits above the smallest table's buckets, and below them its bucket's; its bucket in
   * the larger table is its bucket in this one plus a multiple of this one's size, and no two buckets of this one share
   * one there: each entry takes the first slot of its new bucket, or the second if the other entry of its bucket went
   * there first (the two keep their order).
   */
  protected resize(entries: number): void {
    const old = this.#data;
    const shift = this.#shift;
    const kept = -1 >>> shift;
    const low = (1 << shift) - 1;
    const buckets = (this.#buckets = entries / 2 - 1);
    const data = (this.#data = new Int32Array(entries * 2));
    for (let at = 0; at < old.length; at += 4) {
      let first = -1;
      for (let from = at; from < at + 4; from += 2) {
        if ((old[from + 1]! & FLAG_MASK) === 0) continue;
        const lo = ((old[from]! & kept) << shift) | ((at >>> 2) & low);
        let to = (lo & buckets) << 2;
        if (to === first) to += 2;
        else first = to;
        data[to] = old[from]!;
        data[to + 1] = old[from + 1]!;
      }
    }
  }
}
