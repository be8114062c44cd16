/**
 * The 8 symmetries of the square board (4 rotations, 4 reflections) and canonical keys: the
 * smallest base-3 code of a position over its 8 images, so that positions that differ only by a
 * rotation or reflection share one key (5,478 reachable positions fall into 765 keys).
 *
 * Positions are two 9-bit masks (bit i set: cell i holds the mark). Keys are integers below
 * 3⁹ = 19,683, so a table indexed by key is a plain typed array.
 *
 * @packageDocumentation
 */
import type { CellIndex } from '../../../core/types.js';

/**
 * The 8 symmetries of the 3×3 board as cell permutations: `SYMMETRIES[s][cell]` is where `cell`
 * goes under symmetry `s`, which turns the board upside down if bit 0 of `s` is set, mirrors it
 * left to right if bit 1 is, then reflects it in its main diagonal if bit 2 is. `SYMMETRIES[0]`
 * is the identity, `SYMMETRIES[3]` the half turn; together they are the 4 rotations and 4 reflections.
 */
export const SYMMETRIES: readonly (readonly CellIndex[])[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Array.from({ length: 8 }, (_, s) =>
    Object.freeze(
      Array.from({ length: 9 }, (_, cell) => {
        const row = s & 1 ? 2 - Math.floor(cell / 3) : Math.floor(cell / 3);
        const col = s & 2 ? 2 - (cell % 3) : cell % 3;
        return (s & 4 ? col * 3 + row : row * 3 + col) as CellIndex;
      }),
    ),
  ),
);

/** The number of distinct positions of two 9-bit masks in base 3: the size of a table indexed by key. */
export const KEY_SPACE = 19683;

/**
 * `TERNARY[s << 9 | mask]`: the base-3 weight of `mask`'s image under symmetry `s`, that is the
 * sum of 3^image(cell) over its cells. A position's code under `s` is `T[x] + 2·T[o]`.
 */
let TERNARY: Int32Array | undefined;

/** 3 to the power of each cell, 0 to 8. */
const POWERS_OF_3 = [1, 3, 9, 27, 81, 243, 729, 2187, 6561];

/** Builds {@link TERNARY} on first use (nothing is computed at import). */
function buildTernary(): Int32Array {
  const table = new Int32Array(8 << 9);
  for (let s = 0; s < 8; s++) {
    const image = SYMMETRIES[s]!;
    const base = s << 9;
    // Masks below 2^(b+1) are those below 2^b, with or without bit b: one addition per entry.
    for (let b = 0, span = 1; b < 9; b++, span <<= 1) {
      // An integer table, not `3 ** cell`: a power is a float, and every sum with it would be a
      // new heap number while this runs in the interpreter (some 4,000 of them).
      const weight = POWERS_OF_3[image[b]!]!;
      for (let m = 0; m < span; m++) table[base + span + m] = table[base + m]! + weight;
    }
  }
  return (TERNARY = table);
}

/** Returns the base-3 code of the position with marks `a` (digit 1) and `b` (digit 2), as it stands. */
export function positionCode(a: number, b: number): number {
  const ternary = TERNARY ?? buildTernary();
  return ternary[a]! + 2 * ternary[b]!;
}

/**
 * Returns the canonical key of the position with marks `a` (digit 1) and `b` (digit 2): the
 * smallest base-3 code over the 8 symmetries. Two positions share a key exactly when one is a
 * rotation or reflection of the other.
 */
export function canonicalKey(a: number, b: number): number {
  const ternary = TERNARY ?? buildTernary();
  let key = ternary[a]! + 2 * ternary[b]!;
  for (let s = 512; s < 4096; s += 512) {
    const code = ternary[s | a]! + 2 * ternary[s | b]!;
    if (code < key) key = code;
  }
  return key;
}

/**
 * Returns the position's canonical form: its {@link canonicalKey} times 8, plus the symmetry (0–7) that maps it
 * there (the first whose image has that code). {@link canonicalKey} is the same loop without the symmetry, kept apart
 * as the 3 × 3 solver's hot path.
 */
export function canonicalForm(a: number, b: number): number {
  const ternary = TERNARY ?? buildTernary();
  let best = 0;
  let key = ternary[a]! + 2 * ternary[b]!;
  for (let s = 1; s < 8; s++) {
    const code = ternary[(s << 9) | a]! + 2 * ternary[(s << 9) | b]!;
    if (code < key) {
      key = code;
      best = s;
    }
  }
  return key * 8 + best;
}

/** Returns the image of a 9-bit cell mask under symmetry `s` (0–7, see {@link SYMMETRIES}). */
export function transformMask(mask: number, s: number): number {
  const image = SYMMETRIES[s]!;
  let result = 0;
  for (let cell = 0; cell < 9; cell++) if ((mask >>> cell) & 1) result |= 1 << image[cell]!;
  return result;
}
