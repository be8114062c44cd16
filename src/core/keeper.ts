/**
 * What a search keeps between calls (its tree, its table) and lends to one call at a time.
 *
 * @packageDocumentation
 */

/**
 * Something made at its first use, kept, and lent to one caller at a time: a caller that asks while
 * another holds it (an asynchronous search between its slices, or a search that a caller's clock or
 * generator started from inside another) gets a new one of its own, which is not kept.
 */
export class Keeper<T> {
  readonly #make: () => T;
  #kept: T | undefined;
  #lent = false;

  constructor(make: () => T) {
    this.#make = make;
  }

  /** The kept thing (made at the first call) when no one holds it, else a new one; `release` gives it back. */
  take(): { value: T; release: () => void } {
    if (this.#lent) return { value: this.#make(), release: () => {} };
    const value = (this.#kept ??= this.#make());
    this.#lent = true;
    return {
      value,
      release: () => {
        this.#lent = false;
      },
    };
  }
}
