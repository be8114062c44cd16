/**
 * Sets of cells, the engine's board representation: a bit mask in one number on boards of up to
 * 30 cells (3 × 3, 4 × 4, 5 × 5 …), and an array of 32-bit words on larger ones (Connect Four,
 * 15 × 15, 19 × 19). The shape decides once which one a game uses; these functions take either.
 * Arrays are never changed: every change returns a new set.
 *
 * @packageDocumentation
 */
import { popcount } from '../../../core/bits.js';

/** A set of cells: a mask (bit i: cell i) on small boards, 32-bit words on large ones. */
export type CellSet = number | readonly number[];

/** The largest board whose cell sets fit in one number (as small integers, on every engine). */
export const SMALL_BOARD = 30;

/** The empty sets of words, by their number of words: shared, as no set is ever changed. */
const EMPTY: (readonly number[])[] = [];

/** Returns the empty set of a board of `size` cells. */
export function emptySet(size: number): CellSet {
  if (size <= SMALL_BOARD) return 0;
  const words = (size + 31) >>> 5;
  return (EMPTY[words] ??= Array<number>(words).fill(0));
}

/** Says whether `cell` is in `set`. */
export function has(set: CellSet, cell: number): boolean {
  return typeof set === 'number' ? ((set >>> cell) & 1) === 1 : ((set[cell >>> 5]! >>> (cell & 31)) & 1) === 1;
}

/** Returns `set` with `cell`. */
export function withCell(set: CellSet, cell: number): CellSet {
  if (typeof set === 'number') return set | (1 << cell);
  // Two words (33 to 64 cells: Connect Four): a literal, several times cheaper than a slice.
  if (set.length === 2) return cell < 32 ? [set[0]! | (1 << cell), set[1]!] : [set[0]!, set[1]! | (1 << (cell & 31))];
  const words = set.slice();
  words[cell >>> 5]! |= 1 << (cell & 31);
  return words;
}

/** Returns `set` without `cell`. */
export function withoutCell(set: CellSet, cell: number): CellSet {
  if (typeof set === 'number') return set & ~(1 << cell);
  const words = set.slice();
  words[cell >>> 5]! &= ~(1 << (cell & 31));
  return words;
}

/** Returns the number of cells in `set`. */
export function countOf(set: CellSet): number {
  if (typeof set === 'number') return popcount(set);
  let n = 0;
  for (const word of set) n += popcount(word);
  return n;
}

/** Says whether two sets of one board hold the same cells. */
export function sameSet(a: CellSet, b: CellSet): boolean {
  if (typeof a === 'number' || typeof b === 'number') return a === b;
  return a.every((word, i) => word === b[i]);
}
