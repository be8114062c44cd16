/**
 * A bijection between the move lists of a 9-cell board (sequences of 0 to 9 distinct cells) and
 * the integers 0 … 986,409, so that any move list fits in 20 bits. Lists are ordered by length,
 * then lexicographically by cell.
 */
const SIZE = 9;

/** `OFFSETS[n]` is the number of move lists shorter than `n`: the rank of the first list of length `n`. */
const OFFSETS: readonly number[] = /* @__PURE__ */ (() => {
  const offsets = [0];
  let count = 1;
  for (let n = 0; n <= SIZE; n++) {
    offsets.push(offsets[n]! + count);
    count *= SIZE - n;
  }
  return offsets;
})();

/**
 * The number of move lists: every sequence of distinct cells, from the empty one to the full board
 * (`OFFSETS[SIZE + 1]`, written out so that a bundler can drop this module when it is unused).
 */
export const MOVE_LIST_COUNT = 986_410;

/** Returns the rank of a list of distinct cells 0–8 (the caller guarantees it). */
export function rankMoves(cells: readonly number[]): number {
  let used = 0;
  let rank = 0;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    // The digit is the cell's position among the cells still free.
    let digit = 0;
    for (let c = 0; c < cell; c++) if (!((used >>> c) & 1)) digit++;
    used |= 1 << cell;
    rank = rank * (SIZE - i) + digit;
  }
  return OFFSETS[cells.length]! + rank;
}

/** Returns the list of cells with rank `rank`, or `undefined` when `rank` is not an integer in range. */
export function unrankMoves(rank: number): number[] | undefined {
  if (!Number.isInteger(rank) || rank < 0 || rank >= MOVE_LIST_COUNT) return undefined;
  let length = 0;
  while (OFFSETS[length + 1]! <= rank) length++;
  let rest = rank - OFFSETS[length]!;
  const digits: number[] = Array<number>(length);
  for (let i = length - 1; i >= 0; i--) {
    digits[i] = rest % (SIZE - i);
    rest = Math.floor(rest / (SIZE - i));
  }
  let used = 0;
  return digits.map((digit) => {
    let cell = 0;
    for (let seen = -1; ; cell++) if (!((used >>> cell) & 1) && ++seen === digit) break;
    used |= 1 << cell;
    return cell;
  });
}
