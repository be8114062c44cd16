/**
 * What a search keeps between calls (its tree, its table) and lends to one call at a time.
 *
 * @packageDocumentation
 */

/**
 * Things made at their first use, kept (at most `most` of them), and each lent to one caller at a time: a caller
 * that asks while every kept one is lent (an asynchronous search between its slices, another game's search at the
 * same time, a search that a caller's clock or generator started from inside another) gets a new one, kept only
 * while fewer than `most` have been made.
 */
export class Keeper<T> {
  readonly #make: () => T;
  readonly #most: number;
  /** The kept things that no caller holds. */
  readonly #free: T[] = [];
  /** How many kept things have been made. */
  #made = 0;

  constructor(make: () => T, most = 1) {
    this.#make = make;
    this.#most = most;
  }

  /**
   * A kept thing no caller holds, else a new one, after `prepare` (when given) has run on it; `release` gives it back
   * (once: a second call does nothing). When `prepare` throws, the thing is given back before the error goes on.
   */
  take(prepare?: (value: T) => void): { value: T; release: () => void } {
    let value: T;
    let lent: boolean;
    if (this.#free.length > 0) {
      value = this.#free.pop()!;
      lent = true;
    } else {
      value = this.#make();
      lent = this.#made < this.#most;
      if (lent) this.#made++;
    }
    const release = (): void => {
      if (lent) this.#free.push(value);
      lent = false;
    };
    try {
      prepare?.(value);
    } catch (thrown) {
      release();
      throw thrown;
    }
    return { value, release };
  }
}
