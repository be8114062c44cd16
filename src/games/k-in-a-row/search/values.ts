/**
 * The scale of the searches' values, shared by the search on its own board ({@link Search}) and on bitboards
 * ({@link Bits}): a game that ends with `E` marks on the board is worth `(size + 1 − E) × UNIT` to its winner and minus
 * that to its loser, a draw 0.
 *
 * @packageDocumentation
 */

/** The value of one move of distance: a proven result is a multiple of it. */
export const UNIT = 1_048_576; // 2^20
/** The value of a win for its winner when the game ends with `marks` marks on a board of `size` cells. */
export const winValue = (size: number, marks: number): number => (size + 1 - marks) * UNIT;
/**
 * Above every value: 2^30 − 1, the largest small integer of V8 where it compresses its pointers (Chrome, 32-bit
 * builds; Node's own keep 32-bit ones), so that a full window (−INFINITE, INFINITE) and its negation make no heap
 * number in code not yet compiled (the first call of a process).
 */
export const INFINITE = 1_073_741_823;
/** With gravity, the fewest empty cells at which a node looks for an enhanced transposition cutoff. */
export const ETC_EMPTY = 6;
