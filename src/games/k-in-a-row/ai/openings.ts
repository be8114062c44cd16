/**
 * Opening books for level 6: what the AI's `openings` option takes. A book is made by the library only (each one an
 * entry of its own, so that only the apps that play its game load it: `connectFourOpenings` from
 * `tictactoe-engine/connect-four-openings`); an object that merely looks like one is refused.
 *
 * @packageDocumentation
 */
import type { Shape } from '../search/board.js';

/** The rules of a position, as far as a book needs them. */
export type BookRules = Pick<Shape, 'rows' | 'columns' | 'k' | 'gravity' | 'misere'>;

/**
 * An opening book for level 6 ({@link AIOptions.openings}): in the positions it knows, a move that keeps the
 * game-theoretic value, proven ahead of time, played at once. Made by the library, never by hand: see
 * `connectFourOpenings` (`tictactoe-engine/connect-four-openings`).
 */
export interface OpeningBook {
  /** The rules the book is for: `'connect-four'` (7 columns of 6 rows, four in a row, gravity, not misère). */
  readonly rules: 'connect-four';
  /** The last ply (marks on the board) at which the book has a move when level 6 plays X, and when it plays O. */
  readonly plies: readonly [x: number, o: number];
}

/** Every book the library made, and how it answers: a column (or cell) for a position, or −1. */
const lookups = new WeakMap<object, (cells: ArrayLike<number>, rules: BookRules) => number>();

/** Makes a book (frozen) that answers by `lookup`. */
export function makeBook(
  rules: OpeningBook['rules'],
  plies: OpeningBook['plies'],
  lookup: (cells: ArrayLike<number>, rules: BookRules) => number,
): OpeningBook {
  const book: OpeningBook = Object.freeze({ rules, plies: Object.freeze([plies[0], plies[1]] as const) });
  lookups.set(book, lookup);
  return book;
}

/** Says whether `value` is a book the library made. */
export function isBook(value: unknown): value is OpeningBook {
  return typeof value === 'object' && value !== null && lookups.has(value);
}

/**
 * The book's column for the position `cells` (row 0 at the top; 0 empty, 1 the first player's, 2 the second's) of
 * `rules`, or −1 when it has none (another game, a position it does not know, or a lost one).
 */
export function bookColumn(book: OpeningBook, cells: ArrayLike<number>, rules: BookRules): number {
  return lookups.get(book)?.(cells, rules) ?? -1;
}
