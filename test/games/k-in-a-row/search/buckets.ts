// What the two tables' tests share: a small generator of keys, and a model of a table's two-slot buckets and
// replacement rule, written here from the rule (slot 0 keeps the entry of the most empty cells; a key already in the
// bucket is written in place; growing, each entry takes the first slot of its new bucket, or the second when the other
// entry of its old bucket went there first).

/** A small fast generator of 32-bit integers (xorshift32). */
export function generator(seed: number): () => number {
  let s = seed;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s | 0;
  };
}

/** An entry of the model: its key, and its empty cells (what the replacement rule weighs). */
export interface Keyed {
  lo: number;
  hi: number;
  work: number;
}

/** The two slots of each bucket, by the bucket's index (`indexOf`, the table's current one). */
export class Buckets<E extends Keyed> {
  #slots = new Map<number, [E | undefined, E | undefined]>();
  readonly #indexOf: (entry: E) => number;

  constructor(indexOf: (entry: E) => number) {
    this.#indexOf = indexOf;
  }

  /** Writes `entry` as the table's rule does. */
  place(entry: E): void {
    const index = this.#indexOf(entry);
    const slots = this.#slots.get(index) ?? [undefined, undefined];
    const [first, second] = slots;
    if (first && first.lo === entry.lo && first.hi === entry.hi) slots[0] = entry;
    else if (second && second.lo === entry.lo && second.hi === entry.hi) slots[1] = entry;
    else if (!first || entry.work >= first.work) slots[0] = entry;
    else slots[1] = entry;
    this.#slots.set(index, slots);
  }

  /** The entry of `entry`'s key that the bucket holds, if any. */
  find(entry: E): E | undefined {
    return this.#slots.get(this.#indexOf(entry))?.find((held) => held?.lo === entry.lo && held.hi === entry.hi);
  }

  /** Moves every entry to its bucket in the larger table (`indexOf` now gives its index there). */
  grow(): void {
    const larger = new Map<number, [E | undefined, E | undefined]>();
    for (const slots of this.#slots.values()) {
      let taken = -1;
      for (const entry of slots) {
        if (!entry) continue;
        const index = this.#indexOf(entry);
        if (index === taken) larger.get(index)![1] = entry;
        else larger.set(index, [entry, undefined]);
        taken = index;
      }
    }
    this.#slots = larger;
  }

  /** Every entry the model keeps. */
  *entries(): Generator<E> {
    for (const slots of this.#slots.values()) for (const entry of slots) if (entry) yield entry;
  }
}
