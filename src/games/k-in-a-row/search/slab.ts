/**
 * Typed arrays carved from shared buffers ({@link Slab}): a search's many small arrays made with one allocation or
 * a few.
 *
 * @packageDocumentation
 */

/** The bytes of each buffer a slab carves arrays from. */
export const SLAB_BYTES = 16_384;

/**
 * Arrays of more bytes than this, a quarter of {@link SLAB_BYTES}, get a buffer of their own: a slab wastes at most
 * this much of a buffer. (A literal: a top-level expression would stay in the bundles of apps that never search.)
 */
const OWN_BUFFER = 4096;

/**
 * Hands out zeroed typed arrays carved from buffers of {@link SLAB_BYTES}. A typed array of more than 64 bytes made
 * with a buffer of its own costs a few microseconds (its memory is allocated apart and counted by the engine); a view
 * on a shared buffer, a few dozen nanoseconds. A fresh search makes about twenty arrays, so a fresh solver of a
 * small board spent most of its fixed cost making them. Each array starts at a multiple of 8 bytes; a buffer lives
 * as long as any array carved from it.
 */
export class Slab {
  #buffer: ArrayBuffer | null = null;
  /** The first free byte of the buffer. */
  #free = 0;
  /** Where the last array taken starts in its buffer. */
  #start = 0;

  /** A zeroed `Int8Array` of `length` elements. */
  int8(length: number): Int8Array {
    return new Int8Array(this.#take(length), this.#start, length);
  }

  /** A zeroed `Uint8Array` of `length` elements. */
  uint8(length: number): Uint8Array {
    return new Uint8Array(this.#take(length), this.#start, length);
  }

  /** A zeroed `Int16Array` of `length` elements. */
  int16(length: number): Int16Array {
    return new Int16Array(this.#take(length * 2), this.#start, length);
  }

  /** A zeroed `Int32Array` of `length` elements. */
  int32(length: number): Int32Array {
    return new Int32Array(this.#take(length * 4), this.#start, length);
  }

  /** The buffer of an array of `bytes` bytes; it starts at {@link Slab.#start}. */
  #take(bytes: number): ArrayBuffer {
    const size = (bytes + 7) & ~7;
    if (size > OWN_BUFFER) {
      this.#start = 0;
      return new ArrayBuffer(size);
    }
    if (this.#buffer === null || this.#free + size > SLAB_BYTES) {
      this.#buffer = new ArrayBuffer(SLAB_BYTES);
      this.#free = 0;
    }
    this.#start = this.#free;
    this.#free += size;
    return this.#buffer;
  }
}
