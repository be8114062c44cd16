/**
 * Bit counting on 32-bit integers, for the games' masks.
 *
 * @packageDocumentation
 */

/** Counts the set bits of a 32-bit integer (the sum of the byte counts by an integer multiply, `Math.imul`). */
export function popcount(mask: number): number {
  let n = mask - ((mask >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
